// The spring demo on /docs/spring: a still figure without JavaScript, the real spring() and
// measureSpring() after hydration, keyboard operation, reduced motion and axe.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {measureSpring, spring} from 'remotion';
import {axeViolations, focusOutline, openDemo, startDemoSite, type DemoSite} from './demos-site.ts';

let site: DemoSite;
before(async () => {
  site = await startDemoSite();
});
after(async () => {
  await site?.close();
});
const url = () => `${site.base}/docs/spring`;
const readout = (page: Page) => page.textContent('.demo__readout');
const curve = (page: Page) => page.getAttribute('.demo__curve', 'd');
const round = (value: number) => Number(value.toFixed(3));

test('without JavaScript the demo is a still figure of the default spring with a description', async () => {
  const context = await site.context({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(url());
  assert.match((await curve(page)) ?? '', /^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){20,}$/);
  const settle = measureSpring({fps: 30});
  const caption = (await page.textContent('.demo figcaption')) ?? '';
  assert.match(caption, /spring\(\) with mass 1, damping 10, stiffness 100 at 30 fps, from 0 to 1/);
  assert.ok(caption.includes(`Settles after ${settle} frames`), caption);
  let peak = 0;
  for (let frame = 0; frame <= settle; frame++) peak = Math.max(peak, spring({frame, fps: 30}));
  assert.ok(caption.includes(`It overshoots to ${round(peak)}`), caption);
  assert.equal(await page.isVisible('.demo__controls'), false);
  await context.close();
});

test('after hydration the sliders drive the real spring() and measureSpring()', async () => {
  const context = await site.context();
  const page = await openDemo(context, url());
  const bouncy = await curve(page);

  await page.focus('#spring-demo-damping');
  await page.keyboard.press('End');
  assert.equal(await page.textContent('label[for="spring-demo-damping"] .demo__value'), '200');
  assert.notEqual(await curve(page), bouncy);
  assert.ok((await readout(page))?.includes(`Settles after ${measureSpring({fps: 30, config: {damping: 200}})} frames`));
  assert.match((await page.textContent('.demo figcaption')) ?? '', /without overshooting/);

  await page.selectOption('#spring-demo-fps', '60');
  assert.ok((await readout(page))?.includes(`Settles after ${measureSpring({fps: 60, config: {damping: 200}})} frames`));

  await page.fill('#spring-demo-to', '2');
  await page.check('#spring-demo-clamp');
  await page.fill('#spring-demo-frame', '10');
  const expected = spring({frame: 10, fps: 60, to: 2, config: {damping: 200, overshootClamping: true}});
  const code = (await page.textContent('.demo__code')) ?? '';
  assert.match(code, /overshootClamping: true/);
  assert.ok(code.endsWith(`// → ${round(expected)}`), code);
  await context.close();
});

test('a spring too slow to measure quickly says so instead of freezing the page', async () => {
  const context = await site.context();
  const page = await openDemo(context, url());
  await page.focus('#spring-demo-mass');
  await page.keyboard.press('End');
  await page.focus('#spring-demo-damping');
  await page.keyboard.press('Home');
  assert.match((await readout(page)) ?? '', /Takes longer than 400 frames/);
  assert.ok(measureSpring({fps: 30, config: {mass: 5, damping: 1}}) > 400, 'the bound is right: remotion agrees');
  await context.close();
});

test('the demo works from the keyboard with visible focus', async () => {
  const context = await site.context();
  const page = await openDemo(context, url());
  await page.focus('#spring-demo-mass');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'spring-demo-damping');
  const outline = await focusOutline(page);
  assert.notEqual(outline.style, 'none');
  assert.ok(outline.width >= 2);
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.textContent('label[for="spring-demo-damping"] .demo__value'), '11');
  assert.ok((await readout(page))?.includes(`Settles after ${measureSpring({fps: 30, config: {damping: 11}})} frames`));

  await page.focus('#spring-demo-clamp');
  await page.keyboard.press('Space');
  assert.equal(await page.isChecked('#spring-demo-clamp'), true);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'spring-demo-frame');
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.demo__button:has-text("Pause")');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.demo__button:has-text("Play")');
  await context.close();
});

test('the animation starts by itself only when motion is welcome', async () => {
  const reduced = await site.context();
  const still = await openDemo(reduced, url());
  assert.equal(await still.textContent('.demo__button'), 'Play');
  await reduced.close();
  const moving = await site.context({reducedMotion: 'no-preference'});
  const page = await openDemo(moving, url());
  await page.waitForSelector('.demo__button:has-text("Pause")');
  await page.waitForFunction(() => document.querySelector('label[for="spring-demo-frame"] .demo__value')?.textContent !== '0');
  await moving.close();
});

test('axe finds no violations in the demo, light and dark', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await site.context({colorScheme});
    const page = await openDemo(context, url());
    assert.deepEqual(await axeViolations(page), [], colorScheme);
    await context.close();
  }
});
