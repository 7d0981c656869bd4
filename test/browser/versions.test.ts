// Versioned docs in the browser: the version dropdown leads to the same doc in another version and
// saves the choice, which the navbar's docs link then follows outside the docs; the banner; the
// search box of a version's page searches that version (modal and /search page); axe.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {makeSite} from '../helpers/site.ts';
import {versionedSite} from '../helpers/versions-fixture.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';

const served = serveFixtureForBrowser(makeSite(versionedSite()));
const AXE = path.resolve('node_modules/axe-core/axe.min.js');

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({path: AXE});
  const result = await page.evaluate(() => (window as unknown as {axe: {run: (c: unknown) => Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>}}).axe.run(document));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function searchModal(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#search-modal-input');
  await page.fill('#search-modal-input', query);
  await page.waitForFunction(
    (q) => (document.querySelector('#search-modal-input') as HTMLInputElement).value === q && document.querySelector('.search-modal__panel')?.getAttribute('data-status') === 'idle' && !!document.querySelector('.search-hit, [data-screen="no-results"]'),
    query,
  );
  // Pages, not records: the engine may show a page's sections as several hits.
  const hrefs = [...new Set(await page.$$eval('a.search-hit', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)))];
  await page.keyboard.press('Escape');
  return hrefs;
}

test('the version dropdown keeps the doc, saves the choice, and the docs link outside the docs follows it', async () => {
  const context = await served.browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/next/guide`);
  await page.click('.navbar__items--right .dropdown--versions summary');
  await page.click('.navbar__items--right .dropdown--versions a[data-docs-version="2.0"]');
  await page.waitForURL(`${served.base}/docs/guide`);
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '2.0');

  await page.click('.navbar__items--right .dropdown--versions summary');
  await page.click('.navbar__items--right .dropdown--versions a[data-docs-version="1.0"]');
  await page.waitForURL(`${served.base}/docs/1.0/`, {timeout: 5000});
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '1.0');
  assert.equal(await page.getAttribute('.navbar__items a.navbar__link:text("Docs")', 'href'), '/docs/1.0/', 'a docs page leads into its own version');

  await page.goto(`${served.base}/`);
  assert.equal(await page.getAttribute('.navbar__items a.navbar__link:text("Docs")', 'href'), '/docs/1.0/', 'outside the docs: the preferred version');
  await page.evaluate(() => localStorage.removeItem('docs-preferred-version-default'));
  await page.reload();
  assert.equal(await page.getAttribute('.navbar__items a.navbar__link:text("Docs")', 'href'), '/docs/', 'no preference: the last version');
  await context.close();
});

test('an unmaintained version\'s banner leads to the last version, and the page passes axe', async () => {
  const context = await served.browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/1.0/old-api`);
  assert.match((await page.textContent('.version-banner')) ?? '', /no longer maintained/);
  await page.click('.version-banner a');
  await page.waitForURL(`${served.base}/docs/`);
  await page.goto(`${served.base}/docs/next/guide`);
  assert.deepEqual(await axe(page), []);
  await context.close();
});

test('search on a version\'s page finds that version\'s docs (modal and search page)', async () => {
  const context = await served.browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/1.0/`);
  assert.deepEqual(await searchModal(page, 'frobnicate'), ['/docs/1.0/old-api']);
  const oneZero = await searchModal(page, 'start here');
  assert.ok(oneZero.length && oneZero.every((href) => href.startsWith('/docs/1.0/')), `1.0 pages only: ${oneZero.join(', ')}`);

  await page.goto(`${served.base}/docs/guide`);
  assert.deepEqual(await searchModal(page, 'frobnicate'), [], 'the last version does not show 1.0\'s page');
  const last = await searchModal(page, 'start here');
  assert.ok(last.length && last.every((href) => !/^\/docs\/(next|1\.0)\//.test(href)), `2.0 pages only: ${last.join(', ')}`);

  await page.goto(`${served.base}/docs/next/`);
  assert.deepEqual(await searchModal(page, 'teleportation'), ['/docs/next/teleport']);
  await context.close();
});
