// Accessibility of the shell on the REAL site (site/, built once into a temp folder): axe-core
// finds no violations on home, a docs page, a blog post, the blog list and the not-found page in
// both colour modes at 1280 px and 375 px, and a keyboard-only reader gets through the navbar, the
// sidebar and the content. Assertions are about the shell, not about what the pages say.
import {test, after, before} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {launch} from '../helpers/browser.ts';
import {activeInfo, axeViolations, serveRealSite, tabUntil, WIDTHS, type Served} from './shell-support.ts';

let browser: Browser;
let site: Served;

before(async () => {
  site = await serveRealSite();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const PAGES = {home: '/', docs: '/docs/', 'blog post': '/blog/3-2', 'blog list': '/blog', 'not found': '/this-page-does-not-exist'};

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    test(`axe: no violations on home, docs, blog post, blog list and 404 (${colorScheme}, ${width} px)`, async () => {
      const context = await browser.newContext({colorScheme, viewport: {width, height: 800}});
      const page = await context.newPage();
      const found: string[] = [];
      for (const [name, path] of Object.entries(PAGES)) {
        await page.goto(site.base + path);
        assert.equal(await page.getAttribute('html', 'data-theme'), colorScheme);
        for (const violation of await axeViolations(page)) found.push(`${name} (${path}): ${violation.id} at ${violation.nodes.slice(0, 3).join(', ')}`);
      }
      assert.deepEqual(found, []);
      await context.close();
    });
  }
}

test('axe: no violations with the mobile menu open, on either pane', async () => {
  const page = await browser.newPage({viewport: {width: 375, height: 800}});
  await page.goto(`${site.base}/docs/`);
  await page.click('.navbar__toggle');
  await page.waitForSelector('#mobile-menu .sidebar', {state: 'visible'});
  assert.deepEqual(await axeViolations(page), []);
  await page.click('#mobile-menu [data-menu-back]');
  assert.deepEqual(await axeViolations(page), []);
  await page.close();
});

async function focusRingVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  });
}

test('keyboard only (1280 px): skip link, navbar dropdown, sidebar category, a link, then the content', async () => {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  await page.goto(`${site.base}/docs/`);
  await page.keyboard.press('Tab');
  const skip = await activeInfo(page);
  assert.equal(skip.text, 'Skip to main content');
  assert.equal(await page.evaluate(() => document.activeElement!.getBoundingClientRect().top >= 0), true, 'the skip link shows when focused');
  await page.keyboard.press('Enter');
  assert.equal((await activeInfo(page)).id, 'main', 'the skip link moves focus to the content');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement)), true);
  await page.reload();

  // Navbar: a dropdown opens with Enter, its links follow, Escape closes it.
  const dropdown = await tabUntil(page, (a) => a.tag === 'summary' && a.className.includes('dropdown__toggle'));
  assert.equal(await focusRingVisible(page), true, 'visible focus in the navbar');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const item = await activeInfo(page);
  assert.equal(item.className.includes('dropdown__link'), true, 'the first dropdown link follows');
  await page.keyboard.press('Escape');
  assert.equal((await activeInfo(page)).text, dropdown.text, 'Escape returns to the dropdown');

  // Sidebar: a folded category opens with Enter and its first link follows.
  const inSidebar = () => page.evaluate(() => !!document.activeElement?.closest('.doc__sidebar'));
  for (let n = 0; n < 80 && !(await inSidebar()); n++) await page.keyboard.press('Tab');
  assert.equal(await inSidebar(), true, 'Tab reaches the sidebar after the navbar');
  await tabUntil(page, (a) => a.tag === 'summary' && a.className.includes('sidebar__category'), 200);
  const closed = () => page.evaluate(() => !(document.activeElement!.parentElement as HTMLDetailsElement).open);
  while (!(await closed())) await tabUntil(page, (a) => a.tag === 'summary' && a.className.includes('sidebar__category'), 200);
  assert.equal(await focusRingVisible(page), true, 'visible focus in the sidebar');
  await page.keyboard.press('Enter');
  assert.equal(await closed(), false, 'Enter opens the category');
  await page.keyboard.press('Tab');
  const link = await activeInfo(page);
  assert.equal(link.tag, 'a');
  assert.equal(await page.evaluate(() => !!document.activeElement!.closest('details[open] > ul')), true, 'focus enters the opened category');

  // Enter follows the link (client navigation); focus lands on the new content.
  await page.keyboard.press('Enter');
  await page.waitForURL(site.base + link.href);
  await page.waitForFunction(() => document.activeElement?.id === 'main');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.getElementById('main')!.contains(document.activeElement)), true, 'Tab continues in the content');
  assert.equal(await focusRingVisible(page), true, 'visible focus in the content');
  await page.close();
});

test('keyboard only (375 px): the menu toggle, a sidebar link in the menu, then the content', async () => {
  const page = await browser.newPage({viewport: {width: 375, height: 800}});
  await page.goto(`${site.base}/docs/`);
  await tabUntil(page, (a) => a.label === 'Navigation bar toggle');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.getElementById('mobile-menu')!.contains(document.activeElement)), true);
  const link = await tabUntil(page, (a) => a.tag === 'a' && a.className.includes('sidebar__link') && !a.className.includes('is-active'));
  await page.keyboard.press('Enter');
  await page.waitForURL(site.base + link.href);
  await page.waitForFunction(() => document.activeElement?.id === 'main');
  assert.equal(await page.evaluate(() => document.getElementById('mobile-menu')!.classList.contains('is-open')), false);
  await page.close();
});

test('the real site: spec labels in the shell and the success stories sidebar', async () => {
  const page = await browser.newPage({viewport: {width: 375, height: 800}});
  await page.goto(`${site.base}/success-stories`);
  assert.equal(await page.textContent('.skip-link'), 'Skip to main content');
  assert.equal(await page.getAttribute('.navbar__toggle', 'aria-label'), 'Navigation bar toggle');
  assert.equal(await page.textContent('.blog-sidebar__title'), 'Success stories');
  await page.click('.navbar__toggle');
  assert.equal(await page.textContent('#mobile-menu [data-menu-back]'), '← Back to main menu');
  await page.click('#mobile-menu [data-menu-back]');
  const groups = await page.$$eval('#mobile-menu .menu__group > summary', (els) => els.map((el) => el.textContent));
  assert.ok(groups.includes('Versions') && groups.includes('Languages'), `Versions and Languages in the menu (${groups.join(', ')})`);
  await page.goto(`${site.base}/blog/3-2`);
  assert.equal(await page.textContent('.post .tags__label'), 'Tags');
  await page.close();
});
