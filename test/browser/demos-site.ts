// Shared setup of the demos' browser tests (test/browser/demos-*.test.ts): the real site (built
// once per test run) served on a free port, plus the checks every demo
// repeats (the still without JavaScript, hydration, axe on the demo, visible focus).
import path from 'node:path';
import type {Browser, BrowserContext, BrowserContextOptions, Page} from 'playwright-core';
import {createServer, listen} from '../../src/serve/server.ts';
import {launch} from '../helpers/browser.ts';
import {realSite} from '../helpers/real-site.ts';
import {ROOT} from '../helpers/site.ts';

export interface DemoSite {
  base: string;
  browser: Browser;
  /** A fresh context; reduced motion by default so nothing moves unless a test asks for it. */
  context(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function startDemoSite(): Promise<DemoSite> {
  const {out} = await realSite();
  const server = createServer({outDir: out, host: '127.0.0.1', port: 0});
  const port = await listen(server, '127.0.0.1', 0);
  const browser = await launch();
  return {
    base: `http://127.0.0.1:${port}`,
    browser,
    context: (options = {}) => browser.newContext({reducedMotion: 'reduce', ...options}),
    async close() {
      await browser.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Opens a docs page and waits until its demo has hydrated (the controls are enabled). */
export async function openDemo(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('[data-island]').first().scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-island][data-hydrated] .demo[data-ready]');
  return page;
}

/**
 * axe-core on the demo itself (the theme around it is not this test's subject), in the current
 * colour mode. Returns "rule: selector" for every violation.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({path: path.join(ROOT, 'node_modules/axe-core/axe.min.js')});
  return page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run(context: unknown): Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>}}).axe;
    const result = await axe.run({include: [['[data-island]']]});
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  });
}

/** The focused element's outline, to prove focus is visible. */
export function focusOutline(page: Page): Promise<{style: string; width: number; tag: string}> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), tag: element.tagName.toLowerCase()};
  });
}
