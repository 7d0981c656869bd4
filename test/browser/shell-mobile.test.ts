// The mobile layout: the 996/997 px breakpoint, the sliding menu with its primary and secondary
// panes and '← Back to main menu', the focus trap, Escape, and closing on desktop width and on
// back navigation; and the same pages without JavaScript.
import {test, after, before} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {launch} from '../helpers/browser.ts';
import {activeInfo, serveShellFixture, type Served} from './shell-support.ts';

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

async function open(width: number, path: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({viewport: {width, height: 760}, javaScriptEnabled});
  const page = await context.newPage();
  await page.goto(site.base + path);
  return page;
}

const menuOpen = (page: Page) => page.evaluate(() => document.getElementById('mobile-menu')!.classList.contains('is-open'));

test('the breakpoint: desktop from 997 px, mobile at 996 px and below', async () => {
  const page = await open(997, '/docs/guides/one');
  assert.equal(await page.isVisible('.navbar__toggle'), false);
  assert.equal(await page.isVisible('header.navbar a:text-is("Blog")'), true);
  assert.equal(await page.isVisible('.doc__sidebar .sidebar'), true);
  await page.setViewportSize({width: 996, height: 760});
  assert.equal(await page.isVisible('.navbar__toggle'), true);
  assert.equal(await page.isVisible('header.navbar a:text-is("Blog")'), false);
  assert.equal(await page.isVisible('.doc__sidebar .sidebar'), false, 'the sidebar moves behind the toggle');
  await page.context().close();
});

test('the menu slides in on a docs page with the sidebar; "← Back to main menu" shows the navbar items', async () => {
  const page = await open(375, '/docs/guides/one');
  const toggle = '.navbar__toggle';
  assert.equal(await page.getAttribute(toggle, 'aria-expanded'), 'false');
  await page.click(toggle);
  assert.equal(await menuOpen(page), true);
  assert.equal(await page.getAttribute(toggle, 'aria-expanded'), 'true');
  assert.equal(await page.getAttribute('#mobile-menu', 'role'), 'dialog');
  await page.waitForSelector('#mobile-menu .sidebar a[aria-current="page"]', {state: 'visible'});
  assert.equal(await page.textContent('#mobile-menu .sidebar a[aria-current="page"]'), 'Guide one', 'secondary menu: the docs sidebar');
  assert.equal(await page.isVisible('#mobile-menu .mobile-menu__primary a:text-is("Blog")'), false);
  const back = '#mobile-menu [data-menu-back]';
  assert.equal(await page.textContent(back), '← Back to main menu');
  assert.equal((await activeInfo(page)).text, '← Back to main menu', 'focus moves into the menu');
  await page.click(back);
  await page.waitForSelector('#mobile-menu .mobile-menu__primary a:text-is("Blog")', {state: 'visible'});
  assert.equal(await page.isVisible('#mobile-menu .sidebar'), false);
  assert.equal((await activeInfo(page)).text, 'Docs', 'focus moves to the primary menu');
  await page.context().close();
});

test('pages without a sidebar open on the primary menu, with no back button', async () => {
  const page = await open(375, '/');
  await page.click('.navbar__toggle');
  await page.waitForSelector('#mobile-menu .mobile-menu__primary a:text-is("Blog")', {state: 'visible'});
  assert.equal(await page.isVisible('#mobile-menu [data-menu-back]'), false);
  await page.context().close();
});

test('focus is trapped in the open menu; Escape closes it and returns focus to the toggle', async () => {
  const page = await open(375, '/docs/guides/one');
  await page.click('.navbar__toggle');
  const count = await page.$$eval('#mobile-menu a, #mobile-menu button, #mobile-menu summary', (els) => els.length);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let n = 0; n < count + 3; n++) {
      await page.keyboard.press(key);
      assert.equal(await page.evaluate(() => document.getElementById('mobile-menu')!.contains(document.activeElement)), true, `${key} #${n} stays in the menu`);
    }
  }
  await page.keyboard.press('Escape');
  assert.equal(await menuOpen(page), false);
  assert.equal((await activeInfo(page)).label, 'Navigation bar toggle');
  assert.equal(await page.getAttribute('.navbar__toggle', 'aria-expanded'), 'false');
  await page.waitForFunction(() => !!document.querySelector('.doc__sidebar > .sidebar'), null, {timeout: 2000});
  await page.waitForSelector('#mobile-menu', {state: 'hidden', timeout: 2000});
  await page.context().close();
});

test('the close button and the backdrop close the menu', async () => {
  const page = await open(375, '/docs/guides/one');
  await page.click('.navbar__toggle');
  await page.click('#mobile-menu button[aria-label="Close navigation bar"]');
  assert.equal(await menuOpen(page), false);
  await page.click('.navbar__toggle');
  await page.mouse.click(360, 400);
  assert.equal(await menuOpen(page), false);
  await page.context().close();
});

test('widening the window to desktop closes the menu and puts the sidebar back', async () => {
  const page = await open(375, '/docs/guides/one');
  await page.click('.navbar__toggle');
  assert.equal(await menuOpen(page), true);
  await page.setViewportSize({width: 1280, height: 760});
  await page.waitForFunction(() => !document.getElementById('mobile-menu')!.classList.contains('is-open'));
  assert.equal(await page.isVisible('.doc__sidebar > .sidebar'), true);
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('menu-open')), false, 'the page scrolls again');
  await page.context().close();
});

test('a menu link navigates and closes the menu; back navigation closes a reopened menu', async () => {
  const page = await open(375, '/docs/guides/one');
  await page.click('.navbar__toggle');
  await page.click('#mobile-menu .sidebar a:text-is("Guide two")');
  await page.waitForURL(`${site.base}/docs/guides/two`);
  await page.waitForSelector('h1:text-is("Guide two")');
  assert.equal(await menuOpen(page), false);
  await page.click('.navbar__toggle');
  assert.equal(await menuOpen(page), true);
  await page.goBack();
  await page.waitForSelector('h1:text-is("Guide one")');
  assert.equal(await menuOpen(page), false);
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('menu-open')), false);
  await page.context().close();
});

test('categories fold inside the mobile menu like on desktop', async () => {
  const page = await open(375, '/docs/guides/one');
  await page.click('.navbar__toggle');
  const reference = '#mobile-menu .sidebar li:has(> a:text-is("Reference")) > details';
  assert.equal(await page.getAttribute(reference, 'open'), null);
  await page.click(`${reference} > summary .sidebar__caret`);
  assert.equal(await page.isVisible('#mobile-menu .sidebar a:text-is("Alpha")'), true);
  await page.context().close();
});

test('without JavaScript at 375 px: the navbar items and the sidebar stay reachable', async () => {
  const page = await open(375, '/docs/guides/one', false);
  assert.equal(await page.isVisible('.navbar__toggle'), false, 'no toggle that could not work');
  assert.equal(await page.isVisible('header.navbar a:text-is("Blog")'), true);
  assert.equal(await page.isVisible('.doc__sidebar a:text-is("Guide two")'), true, 'the sidebar follows the content');
  await page.context().close();
});
