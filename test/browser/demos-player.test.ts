// The player demo on /docs/player (the same island the /player/ page embeds): a still frame
// without JavaScript, a working <Player> after hydration driven by labelled controls, keyboard
// operation, reduced motion and axe.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import PlayerDemo from '../../site/islands/PlayerDemo.tsx';
import {axeViolations, focusOutline, openDemo, startDemoSite, type DemoSite} from './demos-site.ts';

let site: DemoSite;
before(async () => {
  site = await startDemoSite();
});
after(async () => {
  await site?.close();
});
const url = () => `${site.base}/docs/player`;
const frameLabel = 'label[for="player-demo-frame"] .demo__value';

test('the island takes string props for reuse on other pages', () => {
  const html = renderToString(createElement(PlayerDemo, {title: 'Our product video', instance: 'hero', autoplay: 'false'}));
  assert.match(html, /Our product video/);
  assert.match(html, /id="player-demo-hero-frame"/, 'ids carry the instance, so two players can share a page');
  assert.doesNotMatch(html, /__remotion-player/, 'the server renders the still, not the Player');
});

test('without JavaScript the demo is a still frame of the composition with a description', async () => {
  const context = await site.context({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(url());
  assert.equal(await page.locator('h2#try-it').count(), 1);
  const still = (await page.textContent('.demo__stage svg')) ?? '';
  assert.ok(still.includes('Made with Remotion') && still.includes('frame 75'), still);
  assert.match((await page.textContent('.demo figcaption')) ?? '', /“Title card”, a 5 s composition written for this site \(1280×720, 30 fps\)/);
  assert.equal(await page.locator('.__remotion-player').count(), 0);
  assert.equal(await page.isVisible('.demo__controls'), false);
  await context.close();
});

test('after hydration a real Player plays the composition and the controls drive it', async () => {
  const context = await site.context();
  const page = await openDemo(context, url());
  await page.waitForSelector('.demo__stage .__remotion-player svg');
  assert.equal(await page.textContent(frameLabel), '75 of 149 (2.5 s)', 'the Player starts at the still\'s frame');

  await page.fill('#player-demo-title', 'Hello from the docs');
  await page.waitForFunction(() => document.querySelector('.__remotion-player svg')?.textContent?.includes('Hello from the docs'));
  await page.selectOption('#player-demo-accent', {label: 'Violet'});
  assert.equal(await page.getAttribute('.__remotion-player svg circle', 'fill'), '#6d4aff', 'inputProps reach the composition');

  await page.fill('#player-demo-frame', '30');
  await page.waitForFunction(() => document.querySelector('.__remotion-player svg')?.textContent?.includes('frame 30'));
  assert.equal(await page.textContent(frameLabel), '30 of 149 (1 s)');

  await page.click('.demo__button');
  await page.waitForSelector('.demo__button:has-text("Pause")');
  await page.waitForFunction((selector) => !document.querySelector(selector)?.textContent?.startsWith('30 '), frameLabel);
  await page.click('.demo__button');
  await page.waitForSelector('.demo__button:has-text("Play")');

  await page.check('#player-demo-controls');
  await page.waitForSelector('.demo__stage button[aria-label="Play video"]');
  await context.close();
});

test('the Player is operable from the keyboard with visible focus', async () => {
  const context = await site.context();
  const page = await openDemo(context, url());
  await page.waitForSelector('.demo__stage .__remotion-player');
  await page.focus('.demo__button');
  const outline = await focusOutline(page);
  assert.notEqual(outline.style, 'none');
  assert.ok(outline.width >= 2);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'player-demo-frame');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('.__remotion-player svg')?.textContent?.includes('frame 0'));
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('.__remotion-player svg')?.textContent?.includes('frame 149'));
  assert.equal(await page.textContent(frameLabel), '149 of 149 (5 s)');

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await page.waitForSelector('.demo__button:has-text("Pause")');
  await page.keyboard.press('Space');
  await page.waitForSelector('.demo__button:has-text("Play")');
  assert.equal(await page.evaluate(() => document.activeElement?.className), 'demo__button', 'focus stays on our button');
  await context.close();
});

test('the Player starts by itself only when motion is welcome', async () => {
  const reduced = await site.context();
  const still = await openDemo(reduced, url());
  await still.waitForSelector('.demo__stage .__remotion-player');
  assert.equal(await still.textContent('.demo__button'), 'Play');
  assert.equal(await still.textContent(frameLabel), '75 of 149 (2.5 s)');
  await reduced.close();

  const moving = await site.context({reducedMotion: 'no-preference'});
  const page = await openDemo(moving, url());
  await page.waitForSelector('.demo__button:has-text("Pause")');
  await page.waitForFunction((selector) => !document.querySelector(selector)?.textContent?.startsWith('75 '), frameLabel);
  await moving.close();
});

test('axe finds no violations in the demo, light and dark, with the Player\'s own controls on', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await site.context({colorScheme});
    const page = await openDemo(context, url());
    await page.waitForSelector('.demo__stage .__remotion-player');
    assert.deepEqual(await axeViolations(page), [], colorScheme);
    await page.check('#player-demo-controls');
    assert.deepEqual(await axeViolations(page), [], `${colorScheme}, built-in controls`);
    await context.close();
  }
});
