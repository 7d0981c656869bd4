// Shared setup of the search modal's browser tests: the local-search fixture site served on
// loopback, a fresh page of it, typing a query and waiting for its results, and axe. Not a test file.
import path from 'node:path';
import type {BrowserContext, Page} from 'playwright-core';
import {LOCAL_SEARCH, searchSite} from '../helpers/search-fixture.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';

const fixture = searchSite(LOCAL_SEARCH);
export const served = serveFixtureForBrowser(fixture);
const AXE = path.resolve('node_modules/axe-core/axe.min.js');

export async function fresh(options: {width?: number} = {}): Promise<{context: BrowserContext; page: Page; scripts: string[]}> {
  const context = await served.browser.newContext({viewport: {width: options.width ?? 1280, height: 800}});
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto(`${served.base}/docs/guides/render-1`);
  return {context, page, scripts};
}

export async function openAndType(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('#search-modal-input');
  await typeQuery(page, query);
}

/** Types into the open modal and waits for the results of exactly that query. */
export async function typeQuery(page: Page, query: string): Promise<void> {
  await page.fill('#search-modal-input', query);
  await page.waitForFunction((q) => /^(idle|error)$/.test(document.querySelector('.search-modal__panel')?.getAttribute('data-status') ?? '') && (document.querySelector('#search-modal-input') as HTMLInputElement).value === q && !!document.querySelector('.search-hit, [data-screen="no-results"], [data-screen="error"]'), query);
}

export async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({path: AXE});
  const result = await page.evaluate(() => (window as unknown as {axe: {run: (c: unknown) => Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>}}).axe.run(document));
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
