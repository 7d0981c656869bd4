// The navbar and footer of the shell: the nine item types, exact labels, dropdowns, the preferred
// docs version, the brand page on right-click, the colour mode and the footer logo; at 1280 px
// and 375 px.
import {test, after, before} from 'node:test';
import assert from 'node:assert/strict';
import type {Browser, Page} from 'playwright-core';
import {launch} from '../helpers/browser.ts';
import {activeInfo, serveShellFixture, WIDTHS, type Served} from './shell-support.ts';

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

async function open(width: number, path: string, options: {colorScheme?: 'light' | 'dark'} = {}): Promise<Page> {
  const context = await browser.newContext({viewport: {width, height: 800}, colorScheme: options.colorScheme ?? 'light'});
  const page = await context.newPage();
  await page.goto(site.base + path);
  return page;
}

const texts = (page: Page, selector: string) => page.$$eval(selector, (els) => els.map((el) => (el.textContent ?? '').trim()));

test('desktop navbar: all nine item types, with the spec labels', async () => {
  const page = await open(1280, '/docs/guides/one');
  const bar = 'header.navbar';
  assert.deepEqual(await texts(page, `${bar} .navbar__items:not(.navbar__items--right) > li > a`), ['Docs', 'Guides', 'Blog'], 'doc, doc sidebar and default links');
  assert.equal(await page.getAttribute(`${bar} a:text-is("Docs")`, 'href'), '/docs/');
  assert.equal(await page.getAttribute(`${bar} a:text-is("Guides")`, 'href'), '/docs/', "a doc sidebar link leads to the sidebar's first doc");
  assert.equal(await page.getAttribute(`${bar} a:text-is("Docs")`, 'aria-current'), 'page', 'the docs link is active on a docs page');
  assert.equal(await page.textContent(`${bar} .dropdown--default > summary`), 'More');
  assert.deepEqual(await texts(page, `${bar} .dropdown--default .dropdown__link`), ['Guide two', 'Elsewhere']);
  assert.equal(await page.getAttribute(`${bar} .dropdown__link:text-is("Elsewhere")`, 'target'), '_blank', 'external links open a new tab');
  assert.equal(await page.textContent(`${bar} .fixture-html`), 'Hello HTML', 'html item');
  assert.equal(await page.getAttribute(`${bar} .navbar__items--right > li > a:text-is("Next")`, 'href'), '/docs/', "docs version link, labelled 'Next'");
  assert.equal(await page.textContent(`${bar} .dropdown--versions > summary`), 'Next');
  assert.equal(await page.getAttribute(`${bar} .dropdown--versions .dropdown__menu`, 'aria-label'), 'Versions');
  assert.deepEqual(await texts(page, `${bar} .dropdown--versions .dropdown__link`), ['Next'], "a single version, 'current', labelled 'Next'");
  assert.equal(await page.textContent(`${bar} .dropdown--locales > summary`), 'English');
  assert.equal(await page.getAttribute(`${bar} .dropdown--locales .dropdown__menu`, 'aria-label'), 'Languages');
  assert.deepEqual(await texts(page, `${bar} .dropdown--locales .dropdown__link`), ['English'], 'a single locale, English');
  assert.equal(await page.locator(`${bar} .navbar__item--search [role="search"], ${bar} .navbar__item--search button`).count() > 0, true, 'search item');
  assert.equal(await page.getAttribute('.navbar__toggle', 'aria-label'), 'Navigation bar toggle');
  assert.equal(await page.isVisible('.navbar__toggle'), false, 'no menu toggle on desktop');
  assert.equal(await page.textContent('.skip-link'), 'Skip to main content');
  await page.context().close();
});

test('mobile navbar: toggle, brand and search; the items live in the menu with Versions and Languages', async () => {
  const page = await open(375, '/blog');
  assert.equal(await page.isVisible('.navbar__toggle'), true);
  assert.equal(await page.isVisible('header.navbar .brand'), true);
  assert.equal(await page.isVisible('header.navbar a:text-is("Docs")'), false, 'navbar links move into the menu');
  assert.equal(await page.isVisible('#mobile-menu'), false, 'the menu starts closed');
  await page.click('.navbar__toggle');
  assert.equal(await page.isVisible('#mobile-menu .blog-sidebar'), true, "a blog page opens on its sidebar (the secondary menu)");
  await page.click('#mobile-menu button:text-is("← Back to main menu")');
  const primary = '#mobile-menu .mobile-menu__primary';
  await page.waitForSelector(`${primary} a:text-is("Docs")`, {state: 'visible'});
  assert.deepEqual(await texts(page, `${primary} > .menu__list > li > a`), ['Docs', 'Guides', 'Blog', 'Next']);
  assert.deepEqual(await texts(page, `${primary} .menu__group > summary`), ['More', 'Versions', 'Languages']);
  assert.equal(await page.textContent(`${primary} .fixture-html`), 'Hello HTML');
  assert.equal(await page.locator('#mobile-menu [role="search"]').count(), 0, 'search stays in the navbar');
  await page.context().close();
});

for (const width of WIDTHS) {
  test(`choosing the version stores docs-preferred-version-default = current (${width} px)`, async () => {
    const page = await open(width, '/blog');
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), null);
    if (width > 996) {
      await page.click('header.navbar .dropdown--versions > summary');
      await page.click('header.navbar .dropdown--versions .dropdown__link');
    } else {
      await page.click('.navbar__toggle');
      await page.click('#mobile-menu [data-menu-back]');
      await page.click('#mobile-menu summary:text-is("Versions")');
      await page.click('#mobile-menu [data-docs-version]');
    }
    await page.waitForURL(`${site.base}/docs/`);
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'current');
    await page.context().close();
  });

  test(`right-clicking the navbar logo opens the brand page in a new tab (${width} px)`, async () => {
    const page = await open(width, '/docs/');
    await page.context().route('https://brand.example.com/**', (route) => route.fulfill({contentType: 'text/html', body: '<title>Brand</title>'}));
    const [brand] = await Promise.all([page.context().waitForEvent('page'), page.click('header.navbar .brand', {button: 'right'})]);
    await brand.waitForLoadState();
    assert.equal(brand.url(), 'https://brand.example.com/kit');
    assert.equal(page.url(), `${site.base}/docs/`, 'the page itself stays');
    await page.context().close();
  });

  test(`colour mode: light by default, toggled and stored under "theme", no flash on reload (${width} px)`, async () => {
    const page = await open(width, '/docs/');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    if (width <= 996) await page.click('.navbar__toggle');
    const toggle = width > 996 ? 'header.navbar .theme-toggle' : '#mobile-menu .theme-toggle';
    assert.match((await page.getAttribute(toggle, 'aria-label')) ?? '', /currently light mode/);
    await page.click(toggle);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    assert.match((await page.getAttribute(toggle, 'aria-label')) ?? '', /currently dark mode/);
    // With the client script blocked, only the inline head script can have set the mode.
    await page.route('**/assets/boot-*.js', (route) => route.abort());
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), 'rgb(10, 13, 20)', 'dark colours before any client script');
    await page.context().close();
  });

  test(`footer: 32 px logo switching image in dark mode, copyright, external links (${width} px)`, async () => {
    const page = await open(width, '/docs/');
    const visibleLogo = () =>
      page.$$eval('.footer__logo img', (imgs) => imgs.filter((img) => img.getClientRects().length > 0).map((img) => ({src: img.getAttribute('src'), height: img.getBoundingClientRect().height})));
    assert.deepEqual(await visibleLogo(), [{src: '/img/logo.svg', height: 32}]);
    assert.equal(await page.textContent('.footer__copyright'), 'Copyright Fixture Inc.');
    assert.equal(await page.getAttribute('.footer a:text-is("Discord")', 'target'), '_blank');
    assert.equal(await page.getAttribute('.footer a:text-is("Blog")', 'target'), null);
    await page.emulateMedia({colorScheme: 'dark'});
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.deepEqual(await visibleLogo(), [{src: '/img/logo-dark.svg', height: 32}]);
    await page.context().close();
  });
}

test('colour mode follows the system preference until the reader chooses', async () => {
  const page = await open(1280, '/docs/', {colorScheme: 'dark'});
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  await page.emulateMedia({colorScheme: 'light'});
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await page.click('header.navbar .theme-toggle');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  await page.emulateMedia({colorScheme: 'dark'});
  await page.emulateMedia({colorScheme: 'light'});
  // The listener runs on the browser's next task: give it one before checking it did nothing.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'a stored choice wins over the system');
  await page.context().close();
});

test('desktop dropdowns: one open at a time, closed by outside clicks and by Escape (focus returns)', async () => {
  const page = await open(1280, '/docs/');
  await page.click('header.navbar .dropdown--default > summary');
  assert.equal(await page.isVisible('header.navbar .dropdown--default .dropdown__menu'), true);
  await page.click('header.navbar .dropdown--versions > summary');
  assert.equal(await page.isVisible('header.navbar .dropdown--default .dropdown__menu'), false, 'opening one closes the other');
  assert.equal(await page.isVisible('header.navbar .dropdown--versions .dropdown__menu'), true);
  await page.click('main h1');
  assert.equal(await page.isVisible('header.navbar .dropdown--versions .dropdown__menu'), false, 'an outside click closes it');
  await page.focus('header.navbar .dropdown--locales > summary');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  assert.equal((await activeInfo(page)).text, 'English', 'the menu is reachable with Tab');
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('header.navbar .dropdown--locales .dropdown__menu'), false);
  assert.equal((await activeInfo(page)).tag, 'summary', 'focus returns to the dropdown');
  await page.context().close();
});
