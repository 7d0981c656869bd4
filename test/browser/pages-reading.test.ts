// The site's own pages in a real browser: complete and navigable with JavaScript off, no sideways
// scrolling on a phone, no React on the home page, the copy button, the Player island.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {gzipSync} from 'node:zlib';
import {PAGES, settle, usePagesSite} from './pages-site.ts';

const site = usePagesSite();

test('with JavaScript off every page shows its whole content', async () => {
  const context = await site.browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  for (const route of PAGES) {
    await page.goto(`${site.base}${route}`);
    assert.equal(await page.locator('main h1').count(), 1, `${route}: one h1`);
    assert.ok(await page.locator('main h1').isVisible(), `${route}: the h1 is visible`);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    assert.ok(text.length > 700, `${route}: ${text.length} characters of text`);
    assert.equal(await page.locator('main .copy-button:visible').count(), 0, `${route}: copy buttons need the script, so they stay hidden`);
  }

  await page.goto(`${site.base}/`);
  assert.ok(await page.getByText('npm init video', {exact: true}).isVisible());
  assert.equal(await page.locator('.mk-frame:visible').count(), 5, 'the rendered frames need no script');

  await page.goto(`${site.base}/showcase/`);
  assert.equal(await page.locator('[data-showcase-entry]:visible').count(), 50);
  await page.click('.mk-jump a[href="#data"]');
  assert.match(page.url(), /#data$/, 'the category links jump without a script');

  await page.goto(`${site.base}/player/`);
  const still = page.locator('[data-island="player-demo"]');
  assert.ok(await still.locator('svg').first().isVisible(), 'the Player demo shows its still frame');
  assert.ok(await still.locator('figcaption').isVisible());

  await page.goto(`${site.base}/lambda/`);
  await page.click('.mk-stats a[href="#basis-1"]');
  assert.ok(await page.locator('#basis-1').isVisible(), 'the note links lead to how a figure was measured');
  await context.close();
});

test('nothing scrolls sideways at 375 px or at 1280 px', async () => {
  for (const width of [375, 1280]) {
    const context = await site.browser.newContext({viewport: {width, height: 800}, reducedMotion: 'reduce'});
    const page = await context.newPage();
    for (const route of PAGES) {
      await page.goto(`${site.base}${route}`);
      await settle(page);
      const {scrollWidth, wide} = await page.evaluate(() => {
        const limit = document.documentElement.clientWidth + 1;
        // Elements sticking out, excluding the insides of scrolling code blocks.
        const wide = [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > limit && !element.closest('pre'))
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
        return {scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 5)};
      });
      assert.ok(scrollWidth <= width, `${route} at ${width} px is ${scrollWidth} px wide: ${wide.join(', ')}`);
    }
    await context.close();
  }
});

test('the home page loads no React and stays within the first-load JavaScript budget', async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<{url: string; bytes: number}>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => ({url: response.url(), bytes: gzipSync(body).length})));
  });
  await page.goto(`${site.base}/`);
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  assert.ok(loaded.length > 0, 'the client script loads');
  assert.deepEqual(loaded.filter((script) => /island-/.test(script.url)), [], 'no island chunk');
  const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
  assert.ok(total <= 10 * 1024, `${total} bytes of gzipped JavaScript`);
  await context.close();
});

test('the copy button copies the getting-started command', async () => {
  const context = await site.browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
  const page = await context.newPage();
  await page.goto(`${site.base}/`);
  const button = page.locator('.mk-command .copy-button');
  await button.click();
  await page.waitForFunction(() => document.querySelector('.mk-command .copy-button')?.textContent === 'Copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'npm init video');
  await context.close();
});

test('the Player on /player/ hydrates from its own chunk', async () => {
  const context = await site.browser.newContext({reducedMotion: 'reduce'});
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${site.base}/player/`);
  await settle(page);
  assert.ok(scripts.some((url) => /island-player-demo-/.test(url)), 'the player-demo chunk was fetched');
  const island = page.locator('[data-island="player-demo"]');
  await island.getByRole('button', {name: 'Play'}).click();
  await island.getByRole('button', {name: 'Pause'}).waitFor();
  await context.close();
});

test('a showcase card shows where keyboard focus is', async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site.base}/showcase/`);
  await page.locator('.mk-project__title a').first().focus();
  const outline = await page.locator('[data-showcase-entry]').first().evaluate((card) => getComputedStyle(card).outlineStyle);
  assert.equal(outline, 'solid');
  await context.close();
});
