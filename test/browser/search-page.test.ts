// The /search page with the local provider: q read and kept in the address, 20 hits per page and
// more on scroll, breadcrumb and an excerpt per hit (title hits too), the new ranking, the empty and error texts, noindex, the message
// without JavaScript, and axe.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {LOCAL_SEARCH, searchSite} from '../helpers/search-fixture.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';

const fixture = searchSite(LOCAL_SEARCH);
const served = serveFixtureForBrowser(fixture);

const settled = (page: Page) =>
  page.waitForFunction(() => /^(idle|error)$/.test(document.querySelector('.search-page__live')?.getAttribute('data-status') ?? '') && !!document.querySelector('.search-page__hit, [data-screen]'));

test('q fills the input, 20 hits show with breadcrumb and snippet, more load on scroll, typing updates q', async () => {
  const context = await served.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${served.base}/search?q=render`);
  await settled(page);
  assert.equal(await page.inputValue('#search-page-input'), 'render');
  assert.equal(await page.$$eval('.search-page__hit', (hits) => hits.length), 20);
  const total = Number(/^(\d+) results for "render"$/.exec((await page.textContent('.search-page__count'))!)?.[1]);
  assert.ok(total > 20, `${total} results`);
  const crumbs = await page.$$eval('.search-page__crumbs', (els) => els.map((e) => e.textContent));
  assert.ok(crumbs.some((c) => c === 'Guides › Render guide 1 › Render options 1'), crumbs.join(' | '));
  assert.ok(await page.$('.search-page__snippet mark'), 'snippets mark the match');

  await page.locator('.search-page__more').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('.search-page__hit').length > 20);
  assert.equal(await page.$$eval('.search-page__hit', (hits) => hits.length), Math.min(40, total));

  await page.fill('#search-page-input', 'spring');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'spring');
  await page.waitForFunction(() => document.querySelector('.search-page__hit a')?.getAttribute('href') === '/docs/api/spring');
  // A title hit shows an excerpt of its page under it, with the matches marked.
  assert.match((await page.textContent('.search-page__hit:first-child .search-page__snippet'))!, /physics based animation/);
  await page.fill('#search-page-input', 'spring stiffness');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'spring stiffness');
  await page.waitForFunction(() => document.querySelector('.search-page__hit:first-child .search-page__snippet mark')?.textContent === 'stiffness');
  assert.equal(await page.getAttribute('.search-page__hit:first-child a', 'href'), '/docs/api/spring', 'the page with both words comes first');
  await page.fill('#search-page-input', 'use current frame');
  await page.waitForFunction(() => document.querySelector('.search-page__hit a')?.getAttribute('href') === '/docs/api/use-current-frame');
  await page.addScriptTag({path: path.resolve('node_modules/axe-core/axe.min.js')});
  const violations = await page.evaluate(() => (window as unknown as {axe: {run: (d: Document) => Promise<{violations: {id: string}[]}>}}).axe.run(document).then((r) => r.violations.map((v) => v.id)));
  assert.deepEqual(violations, []);
  await context.close();
});

test('no hits and unreachable index show the same texts as the modal', async () => {
  const context = await served.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${served.base}/search?q=${encodeURIComponent('zzzqqq "quoted" <i>')}`);
  await settled(page);
  const screen = (await page.textContent('[data-screen="no-results"]'))!;
  assert.match(screen, /No results for "zzzqqq "quoted" <i>"/);
  assert.match(screen, /Believe this query should return results\?/);
  assert.ok(await page.$('a:has-text("Let us know.")'));
  assert.equal(await page.$$eval('.search-page__results i', (els) => els.length), 0);

  await page.route(/\/search\/(index|shard|fragment)-/, (route) => route.abort('connectionrefused'));
  await page.goto(`${served.base}/search?q=render`);
  await settled(page);
  assert.match((await page.textContent('[data-screen="error"]'))!, /Unable to fetch results.*You might want to check your network connection\./s);
  await context.close();
});

test('the page is noindex, follow; without JavaScript it says search needs it and links the docs', async () => {
  const context = await served.browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(`${served.base}/search?q=render`);
  assert.equal(await page.getAttribute('meta[name="robots"]', 'content'), 'noindex, follow');
  assert.match((await page.textContent('main'))!, /Search needs JavaScript\. Browse the documentation index instead\./);
  assert.equal(await page.getAttribute('main a:has-text("documentation index")', 'href'), '/docs/');
  assert.equal(await page.getAttribute('.search-page__form', 'action'), '/search');
  await context.close();
});
