// The easing gallery on /docs/easing: every member of remotion's Easing drawn without JavaScript,
// modifiers and factory parameters after hydration, Play buttons from the keyboard, and axe.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import type {Page} from 'playwright-core';
import {Easing} from 'remotion';
import {EASINGS, MODIFIERS} from '../../site/islands/lib/easings.ts';
import {axeViolations, focusOutline, openDemo, startDemoSite, type DemoSite} from './demos-site.ts';

let site: DemoSite;
before(async () => {
  site = await startDemoSite();
});
after(async () => {
  await site?.close();
});
const url = () => `${site.base}/docs/easing`;
const card = (id: string) => `.demo__card[data-easing="${id}"]`;
const curveOf = (page: Page, id: string) => page.getAttribute(`${card(id)} .demo__curve`, 'd');

test('the gallery covers every static member of Easing in remotion 3.2', () => {
  const members = Object.getOwnPropertyNames(Easing).filter((name) => typeof (Easing as unknown as Record<string, unknown>)[name] === 'function');
  const shown = [...EASINGS.map((entry) => entry.id), ...MODIFIERS.map((modifier) => modifier.id)];
  assert.deepEqual([...shown].sort(), [...members].sort());
});

test('without JavaScript every curve is a still figure with its code and description', async () => {
  const context = await site.context({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(url());
  assert.equal(await page.locator('.demo__card').count(), EASINGS.length);
  for (const entry of EASINGS) {
    assert.match((await curveOf(page, entry.id)) ?? '', /^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+/, entry.id);
    const caption = (await page.textContent(`${card(entry.id)} figcaption`)) ?? '';
    assert.ok(caption.startsWith(`Easing.in(Easing.${entry.id}`), caption);
    assert.ok(caption.includes(entry.description), entry.id);
  }
  assert.equal(await page.isVisible('.demo__modifiers'), false, 'controls that need JavaScript are hidden');
  assert.equal(await page.isVisible(`${card('quad')} button`), false);
  await context.close();
});

test('after hydration the modifier and the factory parameters redraw the curves', async () => {
  const context = await site.context();
  const page = await openDemo(context, url());
  const quadIn = await curveOf(page, 'quad');
  await page.check('input[type=radio][value="out"]');
  assert.notEqual(await curveOf(page, 'quad'), quadIn);
  assert.equal(await page.textContent(`${card('bounce')} .demo__card-title`), 'Easing.out(Easing.bounce)');

  // poly(2) is quad: the same function drawn twice gives the same path.
  await page.fill(`${card('poly')} input`, '2');
  assert.equal(await page.textContent(`${card('poly')} .demo__card-title`), 'Easing.out(Easing.poly(2))');
  assert.equal(await curveOf(page, 'poly'), await curveOf(page, 'quad'));

  // remotion's own validation for Bézier x values.
  const bezier = await curveOf(page, 'bezier');
  await page.fill('#easing-gallery-bezier-x1', '1.5');
  assert.equal(await page.textContent(`${card('bezier')} .demo__error`), 'bezier x values must be in [0, 1] range');
  assert.equal(await curveOf(page, 'bezier'), bezier, 'the last valid curve stays');
  await page.fill('#easing-gallery-bezier-x1', '0.9');
  assert.equal(await page.textContent(`${card('bezier')} .demo__error`), '');
  assert.notEqual(await curveOf(page, 'bezier'), bezier);
  await context.close();
});

test('each curve plays from the keyboard, with visible focus', async () => {
  const context = await site.context();
  const page = await openDemo(context, url());
  await page.focus('input[type=radio][value="in"]');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.isChecked('input[type=radio][value="out"]'), true, 'arrow keys move through the modifiers');

  await page.focus(`${card('sin')} button`);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Play Easing.out(Easing.circle)');
  const outline = await focusOutline(page);
  assert.notEqual(outline.style, 'none');
  assert.ok(outline.width >= 2);

  const marker = () => page.getAttribute(`${card('circle')} .demo__marker`, 'cx');
  const end = await marker();
  await page.keyboard.press('Enter');
  await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.startsWith('t 0'), `${card('circle')} .demo__card-play .demo__value`);
  assert.notEqual(await marker(), end, 'the dot runs along the curve');
  await page.waitForFunction((selector) => document.querySelector(selector)?.textContent?.startsWith('t 1 '), `${card('circle')} .demo__card-play .demo__value`);
  assert.equal(await marker(), end, 'and stops at the end');
  await context.close();
});

test('axe finds no violations in the gallery, light and dark', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await site.context({colorScheme});
    const page = await openDemo(context, url());
    await page.fill('#easing-gallery-bezier-x1', '1.5');
    assert.deepEqual(await axeViolations(page), [], `${colorScheme}, with an error shown`);
    await context.close();
  }
});
