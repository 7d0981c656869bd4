// The same modal and /search page with the hosted provider, pointed at the stand-in service on
// loopback through the config's `hosts`: results, no results, the error screen when every host
// fails, and the 2-minute avoidance of a failed host (the page's clock fast-forwarded).
import {test, after, before} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {launch} from '../helpers/browser.ts';
import {algoliaSearch, searchSite} from '../helpers/search-fixture.ts';
import {SearchStandin} from '../helpers/search-standin.ts';
import {serveCommand} from '../../src/commands/serve.ts';

let standin: SearchStandin;
let fixture: ReturnType<typeof searchSite>;
let browser: Browser;
let server: Awaited<ReturnType<typeof serveCommand>>;
let base: string;

before(async () => {
  standin = await new SearchStandin([], [{kind: 'ok'}, {kind: 'ok'}]).start();
  fixture = searchSite(algoliaSearch(standin.hosts));
  server = await serveCommand({site: fixture.site, out: fixture.out, port: 0, host: '127.0.0.1', watch: false});
  standin.records = JSON.parse(fs.readFileSync(path.join(fixture.out, 'search/records.json'), 'utf8'));
  base = `http://127.0.0.1:${server.port}`;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
  await standin?.close();
  fs.rmSync(fixture.dir, {recursive: true, force: true});
});

async function search(page: Page, query: string): Promise<void> {
  if (!(await page.$('#search-modal-input'))) await page.keyboard.press('Control+k');
  await page.fill('#search-modal-input', query);
  await page.waitForFunction((q) => /^(idle|error)$/.test(document.querySelector('.search-modal__panel')?.getAttribute('data-status') ?? '') && (document.querySelector('#search-modal-input') as HTMLInputElement).value === q && !!document.querySelector('.search-hit, [data-screen="no-results"], [data-screen="error"]'), query);
}

test('the modal shows the service hits grouped and highlighted, with the spec request', async () => {
  await standin.setModes([{kind: 'ok'}, {kind: 'ok'}]);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/docs/`);
  const before = standin.requests.length;
  await search(page, 'render');
  const sent = standin.requests.slice(before).at(-1)!;
  assert.equal(sent.indexName, 'fixture');
  assert.equal(sent.search.get('x-algolia-application-id'), 'FIXTUREAPP');
  assert.equal(sent.params.get('hitsPerPage'), '20');
  assert.ok(await page.$('.search-group[aria-label="Guides"] .search-hit mark'));
  assert.ok((await page.$$eval('.search-group', (groups) => groups.map((g) => g.querySelectorAll('[role="option"]').length))).every((n) => n <= 5));
  assert.match((await page.textContent('.search-see-all'))!, /^See all \d+ results$/);
  await page.addScriptTag({path: path.resolve('node_modules/axe-core/axe.min.js')});
  const violations = await page.evaluate(() => (window as unknown as {axe: {run: (d: Document) => Promise<{violations: {id: string}[]}>}}).axe.run(document).then((r) => r.violations.map((v) => `${v.id}: ${(v as unknown as {nodes: {target: string[]; failureSummary: string}[]}).nodes.map((n) => n.target.join(' ') + ' ' + n.failureSummary).join(', ')}`)));
  assert.deepEqual(violations, []);

  await page.click('#search-hit-0');
  await page.waitForFunction(() => !document.querySelector('.search-modal'));
  assert.equal((await page.evaluate(() => JSON.parse(localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__fixture') ?? '[]'))).length, 1, 'stored under the index name');

  await search(page, 'zzznothing');
  const screen = (await page.textContent('[data-screen="no-results"]'))!;
  assert.match(screen, /No results for "zzznothing"/);
  assert.match(screen, /Try searching for/, 'sections of earlier results are suggested');
  assert.ok(await page.$('a:has-text("Let us know.")'));
  await context.close();
});

test('when every host fails the modal shows "Unable to fetch results"', async () => {
  await standin.setModes([{kind: 'status', status: 500}, {kind: 'refuse'}]);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/docs/`);
  await search(page, 'render');
  const screen = (await page.textContent('[data-screen="error"]'))!;
  assert.match(screen, /Unable to fetch results/);
  assert.match(screen, /You might want to check your network connection\./);
  assert.equal(await page.getAttribute('[data-screen="error"]', 'data-error-kind'), 'unreachable');
  await context.close();
  await standin.setModes([{kind: 'ok'}, {kind: 'ok'}]);
});

test('a failed host is skipped for 2 minutes, then tried again first', async () => {
  await standin.setModes([{kind: 'status', status: 503}, {kind: 'ok'}]);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${base}/docs/`);
  const start = standin.requests.length;
  const hosts = () => standin.requests.slice(start).map((r) => r.host);
  await search(page, 'render');
  assert.deepEqual(hosts(), [0, 1]);
  await search(page, 'spring');
  assert.deepEqual(hosts(), [0, 1, 1], 'the failed host is avoided');
  await standin.setModes([{kind: 'ok'}, {kind: 'ok'}]);
  await page.clock.fastForward('01:50');
  await search(page, 'interpolate');
  assert.deepEqual(hosts(), [0, 1, 1, 1], 'still avoided before 2 minutes');
  await page.clock.fastForward('00:15');
  await search(page, 'render options');
  assert.deepEqual(hosts(), [0, 1, 1, 1, 0], 'tried again after 2 minutes');
  await context.close();
});

test('the /search page pages through the service results', async () => {
  await standin.setModes([{kind: 'ok'}, {kind: 'ok'}]);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/search?q=render`);
  await page.waitForFunction(() => document.querySelectorAll('.search-page__hit').length === 20);
  await page.locator('.search-page__more').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('.search-page__hit').length > 20);
  assert.ok(standin.requests.some((r) => r.query === 'render' && r.params.get('page') === '1'));
  await context.close();
});
