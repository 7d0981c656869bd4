// The page layouts and their behaviours: foldable sidebar categories, breadcrumbs, the TOC with
// the current heading marked, prev/next, the navbar hiding on scroll, back-to-top, code blocks
// with copy feedback, tabs by keyboard, the announcement bar, and the blog's 'Tags'.
import {test, after, before} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {launch} from '../helpers/browser.ts';
import {serveShellFixture, WIDTHS, type Served} from './shell-support.ts';

let browser: Browser;
let site: Served;

before(async () => {
  site = await serveShellFixture();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

async function open(width: number, path: string): Promise<Page> {
  const context = await browser.newContext({viewport: {width, height: 760}});
  const page = await context.newPage();
  await page.goto(site.base + path);
  return page;
}

const LINKED = new Set(['Reference']);
const category = (label: string) =>
  LINKED.has(label) ? `.doc__sidebar li.sidebar__item--linked:has(> a:text-is("${label}"))` : `.doc__sidebar li.sidebar__item--category:has(> details > summary > .sidebar__label:text-is("${label}"))`;
const isOpen = (page: Page, label: string) => page.$eval(`${category(label)} > details`, (details) => (details as HTMLDetailsElement).open);
const scrollTo = (page: Page, y: number) => page.evaluate((top) => new Promise((resolve) => {
  window.scrollTo(0, top);
  // Two frames: the scroll event, then the frame the handlers scheduled.
  requestAnimationFrame(() => requestAnimationFrame(resolve));
}), y);

test('sidebar: the current category is open, others fold independently, the sidebar cannot be hidden', async () => {
  const page = await open(1280, '/docs/guides/one');
  assert.equal(await isOpen(page, 'Guides'), true, 'the category of the current page starts open');
  assert.equal(await isOpen(page, 'Reference'), false);
  assert.equal(await isOpen(page, 'Extras'), false);
  assert.equal(await page.getAttribute('.doc__sidebar a[aria-current="page"]', 'href'), '/docs/guides/one');
  await page.click(`${category('Extras')} > details > summary`);
  await page.click(`${category('Reference')} > details > summary .sidebar__caret`);
  assert.deepEqual([await isOpen(page, 'Guides'), await isOpen(page, 'Reference'), await isOpen(page, 'Extras')], [true, true, true], 'opening one never folds another');
  await page.click(`${category('Guides')} > details > summary`);
  assert.equal(await isOpen(page, 'Guides'), false, 'a category folds on its own toggle');
  assert.equal(await page.isVisible('.doc__sidebar .sidebar'), true);
  assert.equal(await page.locator('button[aria-label*="sidebar" i]').count(), 0, 'no control hides the sidebar');
  await page.click(`${category('Reference')} > a`);
  await page.waitForSelector('h1:text-is("Reference")');
  assert.equal(await isOpen(page, 'Reference'), true, 'a linked category leads to its page, open there');
  await page.context().close();
});

test('the sidebar scrolls the current page into view, and keeps its position across navigation', async () => {
  const context = await browser.newContext({viewport: {width: 1280, height: 240}});
  const page = await context.newPage();
  await page.goto(`${site.base}/docs/extras/island`);
  const inView = (href: string) =>
    page.evaluate((h) => {
      const sidebar = document.querySelector('.doc__sidebar .sidebar')!.getBoundingClientRect();
      const link = document.querySelector(`.doc__sidebar a[href="${h}"]`)!.getBoundingClientRect();
      return link.top >= sidebar.top && link.bottom <= sidebar.bottom;
    }, href);
  assert.equal(await page.evaluate(() => document.querySelector('.doc__sidebar .sidebar')!.scrollTop > 0), true);
  assert.equal(await inView('/docs/extras/island'), true);
  const before = await page.evaluate(() => document.querySelector('.doc__sidebar .sidebar')!.scrollTop);
  await page.click('.doc__sidebar a[href="/docs/extras/tabs"]');
  await page.waitForSelector('h1:text-is("Tabs")');
  assert.equal(await page.evaluate(() => document.querySelector('.doc__sidebar .sidebar')!.scrollTop), before, 'no jump back to the top');
  await context.close();
});

for (const width of WIDTHS) {
  test(`doc page: breadcrumbs, title, TOC of h2–h3, previous and next (${width} px)`, async () => {
    const page = await open(width, '/docs/guides/two');
    assert.deepEqual(await page.$$eval('.breadcrumbs li', (items) => items.map((li) => li.textContent)), ['Docs', 'Guides', 'Guide two']);
    assert.equal(await page.getAttribute('.breadcrumbs li:last-child', 'aria-current'), 'page');
    const toc = width > 1160 ? '.doc__toc [data-toc]' : '.toc-mobile';
    if (width <= 1160) await page.click('.toc-mobile > summary');
    const entries = await page.$$eval(`${toc} a`, (links) => links.map((a) => a.getAttribute('href')));
    assert.equal(entries.length, 16, 'eight h2 and eight h3');
    assert.deepEqual(entries.slice(0, 2), ['#section-0', '#detail-0']);
    assert.equal(await page.isVisible(`${toc} a[href="#section-0"]`), true);
    assert.equal(await page.textContent('.pager__link--prev .pager__label'), 'Guide one');
    assert.equal(await page.textContent('.pager__link--next .pager__label'), 'Reference');
    await page.context().close();
  });
}

test('the TOC marks the heading being read while scrolling', async () => {
  const page = await open(1280, '/docs/guides/one');
  const active = () => page.$$eval('[data-toc] a.is-active', (links) => links.map((a) => a.getAttribute('href')));
  assert.deepEqual(await active(), [], 'nothing marked above the first heading');
  for (const id of ['section-3', 'detail-5', 'section-7']) {
    await page.evaluate((target) => window.scrollTo(0, document.getElementById(target)!.getBoundingClientRect().top + window.scrollY - 100), id);
    await page.waitForFunction((target) => document.querySelector('[data-toc] a.is-active')?.getAttribute('href') === `#${target}`, id);
    assert.deepEqual(await active(), [`#${id}`]);
    assert.equal(await page.getAttribute(`[data-toc] a[href="#${id}"]`, 'aria-current'), 'location');
  }
  await page.context().close();
});

for (const width of WIDTHS) {
  test(`the navbar hides on scroll down and returns on scroll up; back-to-top shows past the threshold (${width} px)`, async () => {
    const page = await open(width, '/docs/guides/one');
    const navbarHidden = () => page.$eval('header.navbar', (bar) => bar.getBoundingClientRect().bottom <= 0 || bar.classList.contains('is-hidden'));
    const backToTop = '.back-to-top';
    assert.equal(await page.isVisible(backToTop), false);
    await scrollTo(page, 1200);
    assert.equal(await navbarHidden(), true, 'hidden while scrolling down');
    assert.equal(await page.isVisible(backToTop), false, 'no button while scrolling down');
    await scrollTo(page, 1000);
    assert.equal(await navbarHidden(), false, 'back when scrolling up');
    await page.waitForSelector(backToTop, {state: 'visible'});
    assert.equal(await page.getAttribute(backToTop, 'aria-label'), 'Scroll back to top');
    await scrollTo(page, 200);
    await page.waitForSelector(backToTop, {state: 'hidden'});
    await scrollTo(page, 2000);
    await scrollTo(page, 1800);
    await page.click(backToTop);
    await page.waitForFunction(() => window.scrollY === 0);
    assert.equal(await navbarHidden(), false);
    await page.context().close();
  });
}

for (const width of WIDTHS) {
  test(`code blocks: dark in both modes, copy with feedback (${width} px)`, async () => {
    const page = await open(width, '/docs/guides/one');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: site.base});
    const background = () => page.$eval('main .code-block', (block) => getComputedStyle(block).backgroundColor);
    const light = await background();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const dark = await background();
    for (const color of [light, dark]) {
      const [r, g, b] = color.match(/\d+/g)!.map(Number);
      assert.ok(r + g + b < 120, `a dark code background (${color})`);
    }
    const button = page.locator('main .tabs__panel:not([data-inactive]) .copy-button').first();
    await button.click();
    await page.waitForFunction(() => document.querySelector('main .copy-button[data-state="copied"]')?.textContent === 'Copied');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'npm i remotion');
    await page.context().close();
  });

  test(`tabs: arrow keys move between tabs and the choice persists per group (${width} px)`, async () => {
    const page = await open(width, '/docs/extras/tabs');
    await page.focus('main .tabs >> nth=0 >> .tabs__tab[data-value="npm"]');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-value')), 'yarn');
    assert.deepEqual(await page.$$eval('main .tabs__tab[aria-selected="true"]', (tabs) => tabs.map((t) => t.getAttribute('data-value'))), ['yarn', 'yarn'], 'every tab set of the group follows');
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.package-manager')), 'yarn');
    await page.keyboard.press('Home');
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.package-manager')), 'npm');
    await page.context().close();
  });

  test(`announcement bar: dismissal stored under the spec keys; a new id shows it again (${width} px)`, async () => {
    const page = await open(width, '/docs/');
    assert.equal(await page.isVisible('.announcement'), true);
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')), 'bar-1');
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'false');
    await page.click('.announcement__close');
    assert.equal(await page.isVisible('.announcement'), false);
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');
    await page.reload();
    assert.equal(await page.isVisible('.announcement'), false);
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'bar-0'));
    await page.reload();
    assert.equal(await page.isVisible('.announcement'), true);
    await page.context().close();
  });

  test(`blog: date, reading time, authors and 'Tags' on posts and lists (${width} px)`, async () => {
    const page = await open(width, '/blog/hello');
    assert.equal(await page.textContent('.post__title'), 'Hello');
    assert.match((await page.textContent('.post .post-meta__line')) ?? '', /January 2, 2024 · 1 min read/);
    assert.equal(await page.textContent('.post .author__name'), 'Ada Lovelace');
    assert.equal(await page.textContent('.post .tags__label'), 'Tags');
    assert.deepEqual(await page.$$eval('.post .tag', (tags) => tags.map((t) => t.textContent)), ['news', 'release']);
    await page.goto(`${site.base}/blog/tags`);
    assert.equal(await page.textContent('main h1'), 'Tags');
    await page.goto(`${site.base}/blog`);
    assert.equal(await page.textContent('.post-card .tags__label'), 'Tags');
    assert.equal(await page.isVisible('.post-card__more'), true, 'truncated posts link to the rest');
    await page.context().close();
  });
}
