// A translated site in the browser: the locale dropdown loads the same page in the other
// language (its navbar, lang and dir), Arabic pages are laid out right to left and pass axe, and
// the search dialog searches the page's language with its texts in that language.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {makeSite} from '../helpers/site.ts';
import {i18nSite} from '../helpers/i18n-fixture.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';

const served = serveFixtureForBrowser(makeSite(i18nSite()));
const AXE = path.resolve('node_modules/axe-core/axe.min.js');

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({path: AXE});
  const result = await page.evaluate(() => (window as unknown as {axe: {run: (c: unknown) => Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>}}).axe.run(document));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#search-modal-input');
}

async function searchFor(page: Page, query: string): Promise<string[]> {
  await page.fill('#search-modal-input', query);
  await page.waitForFunction(
    (q) => (document.querySelector('#search-modal-input') as HTMLInputElement).value === q && document.querySelector('.search-modal__panel')?.getAttribute('data-status') === 'idle' && !!document.querySelector('.search-hit, [data-screen="no-results"]'),
    query,
  );
  return [...new Set(await page.$$eval('a.search-hit', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)))];
}

test('the locale dropdown loads the same page in the other language, with its navbar, lang and dir', async () => {
  const context = await served.browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(`${served.base}/fr/docs/guide`);
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  assert.equal(await page.textContent('.navbar__items a.navbar__link[href="/fr/docs/"]'), 'Documentation');
  await page.click('.navbar__items--right .dropdown--locales summary');
  await page.click('.navbar__items--right .dropdown--locales a[hreflang="ar"]');
  await page.waitForURL(`${served.base}/ar/docs/guide`);
  assert.equal(await page.getAttribute('html', 'lang'), 'ar');
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
  assert.equal(await page.textContent('.navbar__items a.navbar__link[href="/ar/docs/"]'), 'Docs', 'Arabic has no navbar.json: the config\'s label');
  await page.click('.navbar__items--right .dropdown--locales summary');
  await page.click('.navbar__items--right .dropdown--locales a[hreflang="en"]');
  await page.waitForURL(`${served.base}/docs/guide`);
  assert.equal(await page.getAttribute('html', 'dir'), 'ltr');
  await context.close();
});

test('a right-to-left page is mirrored: sidebar on the right, text from the right; it passes axe', async () => {
  const context = await served.browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(`${served.base}/ar/docs/`);
  const sidebar = (await page.locator('.doc__sidebar').boundingBox())!;
  const article = (await page.locator('.doc__article').boundingBox())!;
  assert.ok(sidebar.x > article.x, `the sidebar (x ${sidebar.x}) is right of the article (x ${article.x})`);
  const heading = (await page.locator('.doc__title').boundingBox())!;
  assert.ok(heading.x + heading.width > article.x + article.width - 40, 'the title starts at the right');
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.code-block, .doc__article')!).direction), 'rtl');
  assert.deepEqual(await axe(page), []);
  await page.goto(`${served.base}/fr/docs/guide`);
  assert.deepEqual(await axe(page), [], 'an untranslated page in French passes too');
  await context.close();
});

test('search in the page\'s language: its own index, its texts', async () => {
  const context = await served.browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(`${served.base}/fr/docs/`);
  await openSearch(page);
  assert.equal(await page.getAttribute('#search-modal-input', 'placeholder'), 'Rechercher');
  assert.match((await page.textContent('.search-modal__panel'))!, /Aucune recherche récente/);
  assert.deepEqual(await searchFor(page, 'fromagerie'), ['/fr/docs/']);
  await searchFor(page, 'xylophonequartz');
  assert.match((await page.textContent('.search-modal__panel'))!, /Aucun résultat pour « xylophonequartz »/);
  await page.keyboard.press('Escape');

  await page.goto(`${served.base}/docs/`);
  await openSearch(page);
  assert.equal(await page.getAttribute('#search-modal-input', 'placeholder'), 'Search docs');
  assert.deepEqual(await searchFor(page, 'fromagerie'), [], 'the English index has no French page');
  assert.deepEqual(await searchFor(page, 'installer'), ['/docs/']);
  await page.keyboard.press('Escape');

  await page.goto(`${served.base}/ja/docs/`);
  await openSearch(page);
  assert.deepEqual(await searchFor(page, '見出し'), ['/ja/docs/'], 'a word inside an unbroken Japanese heading');
  await context.close();
});
