// Shared setup of the pages' browser tests (test/browser/pages-*.test.ts): the real site (built
// once per test run) served on a free port, and the list of pages under test.
// Not a test file itself.
import path from 'node:path';
import {after, before} from 'node:test';
import type {Browser, Page} from 'playwright-core';
import {createServer, listen} from '../../src/serve/server.ts';
import {launch} from '../helpers/browser.ts';
import {realSite} from '../helpers/real-site.ts';
import {ROOT} from '../helpers/site.ts';

/** The React pages of site/pages, in their exact route form. */
export const PAGES = ['/', '/player/', '/lambda/', '/showcase/', '/showcase/add', '/experts/', '/about/'];
/** Blog and success-stories routes whose content this site writes: a list, a post, a story. */
export const POSTS = ['/blog', '/blog/3-2', '/success-stories', '/success-stories/makestories'];

export interface PagesSite {
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

export async function startPagesSite(): Promise<PagesSite> {
  const {out} = await realSite();
  const server = createServer({outDir: out, host: '127.0.0.1', port: 0});
  const port = await listen(server, '127.0.0.1', 0);
  const browser = await launch();
  return {
    base: `http://127.0.0.1:${port}`,
    browser,
    async close() {
      await browser.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The served site for a test file: started before its tests, closed after them. */
export function usePagesSite(): Pick<PagesSite, 'base' | 'browser'> {
  let site: PagesSite | undefined;
  before(async () => {
    site = await startPagesSite();
  });
  after(async () => {
    await site?.close();
  });
  return {
    get base() {
      return site!.base;
    },
    get browser() {
      return site!.browser;
    },
  };
}

/** Waits until every island on the page has hydrated, so checks see the final markup. */
export async function settle(page: Page): Promise<void> {
  const islands = page.locator('[data-island]');
  for (let n = 0; n < (await islands.count()); n++) {
    await islands.nth(n).scrollIntoViewIfNeeded();
    await islands.nth(n).and(page.locator('[data-hydrated]')).waitFor();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** axe-core on the whole page; "rule: selector" for every violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({path: path.join(ROOT, 'node_modules/axe-core/axe.min.js')});
  return page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run(context: unknown): Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>}}).axe;
    const result = await axe.run(document);
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  });
}
