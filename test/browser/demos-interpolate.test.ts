// The interpolate demo on /docs/interpolate: a still figure without JavaScript, the real
// interpolate() after hydration, keyboard operation, reduced motion and axe.
import {test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import * as remotion from 'remotion';
import * as math from '../../site/islands/lib/remotion-math.ts';
import {axeViolations, focusOutline, openDemo, startDemoSite, type DemoSite} from './demos-site.ts';

let site: DemoSite;
before(async () => {
  site = await startDemoSite();
});
after(async () => {
  await site?.close();
});
const url = () => `${site.base}/docs/interpolate`;
const code = (page: import('playwright-core').Page) => page.textContent('.demo__code');
const curve = (page: import('playwright-core').Page) => page.getAttribute('.demo__curve', 'd');

test('the demos use remotion\'s own functions, not copies', () => {
  assert.equal(math.interpolate, remotion.interpolate);
  assert.equal(math.Easing, remotion.Easing);
  assert.equal(math.spring, remotion.spring);
  assert.equal(math.measureSpring, remotion.measureSpring);
});

test('without JavaScript the demo is a still figure of the default curve with a description', async () => {
  const context = await site.context({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(url());
  assert.equal(await page.locator('h2#try-it').count(), 1, 'the "Try it" section');
  const d = await curve(page);
  assert.match(d ?? '', /^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){100,}$/, 'a drawn curve');
  const caption = await page.textContent('.demo figcaption');
  assert.match(caption ?? '', /interpolate\(\) maps the frames \[0, 30\] to the values \[0, 1\], linearly/);
  assert.match(caption ?? '', /After frame 30 the curve keeps going \('extend'\): 1\.5 at frame 45\./);
  assert.match((await code(page)) ?? '', /interpolate\(0, \[0, 30\], \[0, 1\], \{[\s\S]*\}\); \/\/ → 0/);
  assert.equal(await page.isVisible('.demo__controls'), false, 'controls that need JavaScript are hidden');
  await context.close();
});

test('after hydration the controls drive the real interpolate()', async () => {
  const context = await site.context();
  const page = await openDemo(context, url());
  const linear = await curve(page);

  await page.selectOption('#interpolate-demo-easing', 'cubic');
  await page.selectOption('#interpolate-demo-modifier', 'out');
  const eased = await curve(page);
  assert.notEqual(eased, linear, 'the curve follows the easing');
  assert.match((await code(page)) ?? '', /easing: Easing\.out\(Easing\.cubic\),/);

  await page.fill('#interpolate-demo-output', '0, 100');
  await page.selectOption('#interpolate-demo-right', 'clamp');
  await page.fill('#interpolate-demo-frame', '12');
  const expected = remotion.interpolate(12, [0, 30], [0, 100], {easing: remotion.Easing.out(remotion.Easing.cubic), extrapolateRight: 'clamp'});
  assert.match((await code(page)) ?? '', new RegExp(`interpolate\\(12, \\[0, 30\\], \\[0, 100\\],[\\s\\S]*// → ${Number(expected.toFixed(3))}$`));
  assert.match((await page.textContent('.demo figcaption')) ?? '', /After frame 30 the value stays at 100 \('clamp'\)\./);

  // An invalid range shows remotion's own message and keeps the last valid curve.
  const before = await curve(page);
  await page.fill('#interpolate-demo-input', '0, 30, 20');
  await page.waitForSelector('.demo__error:has-text("inputRange")');
  assert.match((await page.textContent('.demo__error')) ?? '', /inputRange \(3\) and outputRange \(2\) must have the same length/);
  await page.fill('#interpolate-demo-output', '0, 100, 50');
  assert.match((await page.textContent('.demo__error')) ?? '', /strictly monotonically non-decreasing/);
  assert.equal(await page.getAttribute('#interpolate-demo-input', 'aria-invalid'), 'true');
  assert.equal(await curve(page), before);
  await page.fill('#interpolate-demo-input', '0, 20, 30');
  assert.equal(await page.textContent('.demo__error'), '');
  assert.notEqual(await curve(page), before, 'three stops draw a new curve');
  await context.close();
});

test('the demo works from the keyboard with visible focus', async () => {
  const context = await site.context();
  const page = await openDemo(context, url());
  await page.focus('#interpolate-demo-right');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'interpolate-demo-frame', 'Tab reaches the frame slider');
  const outline = await focusOutline(page);
  assert.notEqual(outline.style, 'none');
  assert.ok(outline.width >= 2, 'a visible focus outline');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await page.textContent('label[for="interpolate-demo-frame"] .demo__value'), '3');
  assert.match((await code(page)) ?? '', /interpolate\(3, \[0, 30\], \[0, 1\][\s\S]*\/\/ → 0\.1$/);

  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Play');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.demo__button:has-text("Pause")');
  await page.waitForFunction(() => document.querySelector('label[for="interpolate-demo-frame"] .demo__value')?.textContent !== '3');
  await page.keyboard.press('Space');
  await page.waitForSelector('.demo__button:has-text("Play")');
  await context.close();
});

test('the animation starts by itself only when motion is welcome', async () => {
  const reduced = await site.context();
  const still = await openDemo(reduced, url());
  assert.equal(await still.textContent('.demo__button'), 'Play', 'no autoplay with prefers-reduced-motion');
  assert.equal(await still.textContent('label[for="interpolate-demo-frame"] .demo__value'), '0');
  await reduced.close();

  const moving = await site.context({reducedMotion: 'no-preference'});
  const page = await openDemo(moving, url());
  await page.waitForSelector('.demo__button:has-text("Pause")');
  await page.waitForFunction(() => document.querySelector('label[for="interpolate-demo-frame"] .demo__value')?.textContent !== '0');
  await moving.close();
});

test('axe finds no violations in the demo, light and dark', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await site.context({colorScheme});
    const page = await openDemo(context, url());
    await page.fill('#interpolate-demo-input', '0, 30, 20');
    assert.deepEqual(await axeViolations(page), [], `${colorScheme}, with an error shown`);
    await context.close();
  }
});
