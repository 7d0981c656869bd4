// Content images in the browser: zoom (mouse and keyboard), light/dark images, no layout shift
// while images arrive late, and the bytes a wide screen downloads for an image-heavy page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page} from 'playwright-core';
import {makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';
import {imageSite} from '../helpers/images-fixture.ts';

const fixture = makeSite(await imageSite());
const served = serveFixtureForBrowser(fixture);
const IMAGE_REQUEST = /\.(png|jpe?g|webp|avif|svg)(\?|$)/;

/** Scrolls to the end in steps, so that every lazy image is requested, and waits for all of them. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((img) => (img as HTMLImageElement).complete || getComputedStyle(img).display === 'none'));
}

test('a click enlarges an image; Escape closes and focus returns to it', async () => {
  const page = await served.browser.newPage();
  await page.goto(`${served.base}/docs/gallery`);
  await page.click('img[alt="The editor"]');
  await page.waitForSelector('dialog.image-zoom[open]');
  assert.equal(await page.getAttribute('.image-zoom__image', 'alt'), 'The editor');
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog.image-zoom', {state: 'hidden'});
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLImageElement).alt), 'The editor');
  await page.close();
});

test('keyboard: an image takes focus, Enter opens it, Escape closes it, focus returns', async () => {
  const page = await served.browser.newPage();
  await page.goto(`${served.base}/docs/gallery`);
  await page.waitForFunction(() => (document.querySelector('img[alt="Raw HTML"]') as HTMLImageElement).tabIndex === 0);
  await page.focus('img[alt="Raw HTML"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog.image-zoom[open]');
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'image-zoom__close');
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog.image-zoom', {state: 'hidden'});
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLImageElement).alt), 'Raw HTML');
  // Opted out: not focusable, and a click does nothing.
  assert.equal(await page.evaluate(() => (document.querySelector('img[alt="Not zoomable"]') as HTMLImageElement).tabIndex), -1);
  await page.click('img[alt="Not zoomable"]');
  assert.equal(await page.isVisible('dialog.image-zoom[open]'), false);
  await page.close();
});

const visible = (page: Page, alt: string) => page.isVisible(`img[alt="${alt}"]`);

test('light and dark images follow the colour mode, with and without JavaScript', async () => {
  for (const [colorScheme, javaScriptEnabled, shown, hidden] of [
    ['light', true, 'Light mode', 'Dark mode'],
    ['dark', true, 'Dark mode', 'Light mode'],
    ['light', false, 'Light mode', 'Dark mode'],
  ] as const) {
    const context = await served.browser.newContext({colorScheme, javaScriptEnabled});
    const page = await context.newPage();
    await page.goto(`${served.base}/docs/gallery`);
    assert.equal(await visible(page, shown), true, `${colorScheme}, JS ${javaScriptEnabled}`);
    assert.equal(await visible(page, hidden), false, `${colorScheme}, JS ${javaScriptEnabled}`);
    await context.close();
  }
  // Switching the mode on the page swaps them.
  const page = await served.browser.newPage({colorScheme: 'light'});
  await page.goto(`${served.base}/docs/gallery`);
  await page.click('.theme-toggle');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.equal(await visible(page, 'Dark mode'), true);
  assert.equal(await visible(page, 'Light mode'), false);
  await page.close();
});

/** The page's cumulative layout shift while every image arrives a second late. */
async function layoutShift(context: BrowserContext, route: string): Promise<number> {
  await context.route(IMAGE_REQUEST, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await request.continue().catch(() => {});
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as {cls: number}).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) if (!entry.hadRecentInput) (window as unknown as {cls: number}).cls += entry.value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto(`${served.base}${route}`);
  await scrollThrough(page);
  await page.waitForTimeout(200);
  const cls = await page.evaluate(() => (window as unknown as {cls: number}).cls);
  await page.close();
  return cls;
}

test('no layout shift while images arrive late, at phone and desktop widths', async () => {
  for (const viewport of [{width: 390, height: 844}, {width: 1280, height: 900}]) {
    for (const route of ['/docs/gallery', '/docs/heavy']) {
      const context = await served.browser.newContext({viewport, deviceScaleFactor: viewport.width < 500 ? 3 : 1});
      const cls = await layoutShift(context, route);
      await context.close();
      console.log(`# ${route} at ${viewport.width}px: CLS ${cls.toFixed(4)}`);
      assert.ok(cls < 0.01, `${route} at ${viewport.width}px: CLS ${cls}`);
    }
  }
});

test('at 1280px the image-heavy page downloads under 40% of its original images', async () => {
  const context = await served.browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  let bytes = 0;
  page.on('response', async (response) => {
    if (IMAGE_REQUEST.test(new URL(response.url()).pathname) && new URL(response.url()).pathname.includes('/media/step-')) bytes += (await response.body()).length;
  });
  await page.goto(`${served.base}/docs/heavy`);
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  const originals = fs.readdirSync(path.join(fixture.site, 'docs/shots')).reduce((n, file) => n + fs.statSync(path.join(fixture.site, 'docs/shots', file)).size, 0);
  await context.close();
  assert.ok(bytes > 0);
  assert.ok(bytes < originals * 0.4, `${bytes} of ${originals} bytes (${((bytes / originals) * 100).toFixed(1)}%)`);
  console.log(`# image-heavy page at 1280px: ${bytes} of ${originals} bytes of originals (${((bytes / originals) * 100).toFixed(1)}%)`);
});
