// A site written for Docusaurus keeps its look (config `infima: true`): the computed colours and
// fonts are the site's --ifm-* values in light and dark mode, Infima's classes lay out its page,
// a dark navbar and footer are dark, and an icon navbar link is named by its aria-label, drawn
// by the site's CSS and fits in the navbar at 1280 px. axe finds nothing on these pages.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';
import {darkBarsSite, iconNavbarSite, infimaSite, LOOK, plainSite} from '../helpers/docusaurus-look-fixture.ts';

const infima = serveFixtureForBrowser(makeSite(infimaSite()));
const icons = serveFixtureForBrowser(makeSite(iconNavbarSite()));
const plain = serveFixtureForBrowser(makeSite(plainSite(false)));
const plainInfima = serveFixtureForBrowser(makeSite(plainSite(true)));
const bars = serveFixtureForBrowser(makeSite(darkBarsSite()));

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({path: path.resolve('node_modules/axe-core/axe.min.js')});
  return page.evaluate(() =>
    (window as unknown as {axe: {run: (c: unknown) => Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>}}).axe
      .run(document)
      .then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)),
  );
}

/** A CSS value as the page computes it for `property`, to compare with what an element shows. */
function computed(page: Page, property: 'color' | 'fontFamily' | 'backgroundColor', value: string): Promise<string> {
  return page.evaluate(([name, text]) => {
    const probe = document.createElement('span');
    probe.style[name as 'color'] = text;
    document.body.append(probe);
    const out = getComputedStyle(probe)[name as 'color'];
    probe.remove();
    return out;
  }, [property, value] as const);
}

const style = (page: Page, selector: string, property: string) => page.$eval(selector, (element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
  // Colours have transitions: read them once they ended.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

test("a docs page shows the site's primary colour, fonts and code font in both modes", async () => {
  const page = await infima.browser.newPage({viewport: {width: 1280, height: 900}});
  await page.goto(`${infima.base}/docs/intro`);
  const link = 'main .markdown p a';
  const code = 'main .markdown p code';
  for (const [mode, primary] of [['light', LOOK.primary], ['dark', LOOK.primaryDark]] as const) {
    await setMode(page, mode);
    assert.equal(await style(page, link, 'color'), await computed(page, 'color', primary), `${mode}: a text link has the site's primary colour`);
    assert.equal(await style(page, 'main .markdown p', 'font-family'), await computed(page, 'fontFamily', LOOK.font));
    assert.equal(await style(page, 'main h1', 'font-family'), await computed(page, 'fontFamily', LOOK.heading));
    assert.equal(await style(page, code, 'font-family'), await computed(page, 'fontFamily', LOOK.mono));
    assert.equal(await style(page, '.code-block pre', 'font-family'), await computed(page, 'fontFamily', LOOK.mono));
    const [size, around] = await page.$eval(code, (element) => [parseFloat(getComputedStyle(element).fontSize), parseFloat(getComputedStyle(element.parentElement!).fontSize)]);
    assert.equal(Math.round((size / around) * 100), 80, 'the code font size is --ifm-code-font-size of the text around it');
    // The dark navbar and footer stay dark in both modes.
    assert.equal(await style(page, 'header.navbar', 'background-color'), 'rgb(36, 37, 38)');
    assert.equal(await style(page, 'footer.footer', 'background-color'), 'rgb(48, 56, 70)');
    assert.equal(await style(page, 'header.navbar .navbar__link:not(.is-active)', 'color'), 'rgb(245, 246, 247)');
    assert.deepEqual(await axe(page), [], `${mode}: axe`);
  }
  await page.close();
});

test("the home page laid out with Infima's classes: full width, hero, columns and buttons in the site's colours", async () => {
  // No transitions: the hover colour is read at once.
  const page = await infima.browser.newPage({viewport: {width: 1280, height: 900}, reducedMotion: 'reduce'});
  await page.goto(`${infima.base}/`);
  const hero = await page.$eval('.hero', (element) => ({width: element.getBoundingClientRect().width, background: getComputedStyle(element).backgroundColor, color: getComputedStyle(element).color}));
  assert.equal(hero.width, 1280, 'the hero band spans the page, as in Docusaurus');
  assert.equal(hero.background, 'rgb(18, 61, 45)', "the site's --ifm-hero-background-color");
  assert.equal(hero.color, 'rgb(255, 255, 255)');
  assert.equal(await style(page, '.hero__title', 'font-size'), '48px');
  assert.equal(await style(page, '.hero__title', 'color'), 'rgb(255, 255, 255)', 'the title is not the theme\'s gradient text');
  assert.equal(await style(page, '.hero .container', 'max-width'), '1140px');
  const columns = await page.$$eval('.row .col--4', (elements) => elements.map((element) => Math.round(element.getBoundingClientRect().width)));
  assert.deepEqual(columns, [380, 380, 380], 'three columns of a third of the 1140 px container (with its gutters)');
  assert.equal(await style(page, '.button--primary.button--lg', 'background-color'), await computed(page, 'backgroundColor', LOOK.primary));
  assert.equal(await style(page, '.button--primary.button--lg', 'border-top-left-radius'), '6.4px', "Infima's radius, the same for every size");
  assert.equal(await style(page, '.button--primary.button--lg', 'font-size'), '18.9px');
  assert.equal(await style(page, '.button--primary.button--lg', 'margin-left'), '8px', 'margin-horiz--sm');
  assert.equal(await style(page, '.button--secondary', 'color'), 'rgb(28, 30, 33)');
  assert.equal(await style(page, '.button--outline', 'background-color'), 'rgba(0, 0, 0, 0)');
  assert.equal(await style(page, '.button--outline', 'color'), await computed(page, 'color', LOOK.primary));
  await page.hover('.button--primary.button--lg');
  // The colour eases in (Infima's transition): read it once the transition has ended.
  const hovered = await computed(page, 'backgroundColor', '#185f45');
  await page
    .waitForFunction((want) => getComputedStyle(document.querySelector('.button--primary.button--lg')!).backgroundColor === want, hovered, {timeout: 3000})
    .catch(() => undefined);
  assert.equal(await style(page, '.button--primary.button--lg', 'background-color'), hovered, "hover: the site's --ifm-color-primary-dark");
  await page.mouse.move(1, 890);
  assert.equal(await style(page, '.text--center', 'text-align'), 'center');
  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    assert.deepEqual(await axe(page), [], `${mode}: axe`);
  }
  await page.close();
});

test('icon navbar links: named by their aria-label, drawn by the site\'s CSS, all in one row at 1280 px', async () => {
  const page = await icons.browser.newPage({viewport: {width: 1280, height: 900}});
  await page.goto(`${icons.base}/docs/intro`);
  const github = page.getByRole('link', {name: 'GitHub repository'});
  const chat = page.getByRole('link', {name: 'Chat with the maintainers'});
  assert.equal(await github.count(), 1, 'one visible link of that name (the mobile menu is hidden)');
  assert.equal(await chat.count(), 1);
  assert.equal((await github.textContent())?.trim(), '', 'no text label');
  const drawn = await page.$eval('header .header-github-link', (element) => {
    const before = getComputedStyle(element, '::before');
    const box = element.getBoundingClientRect();
    return {width: before.width, height: before.height, mask: before.maskImage || before.webkitMaskImage, colour: before.backgroundColor, box: {w: box.width, h: box.height}};
  });
  assert.equal(drawn.width, '24px');
  assert.equal(drawn.height, '24px');
  assert.match(drawn.mask, /^url\("data:image\/svg\+xml/);
  assert.equal(drawn.colour, await style(page, 'header .navbar__link:not(.is-active)', 'color'), 'coloured as the navbar links (--ifm-navbar-link-color)');
  assert.ok(drawn.box.w <= 48 && drawn.box.h <= 48, `a small icon link: ${JSON.stringify(drawn.box)}`);
  // Every item fits: nothing is cut off or pushed past the navbar's right edge.
  const fit = await page.$eval('.navbar__inner', (inner) => {
    const bar = inner.getBoundingClientRect();
    const items = [...inner.querySelectorAll('.navbar__item')].map((item) => item.getBoundingClientRect());
    const outside = items.filter((box) => box.right > bar.right + 0.5 || box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5);
    return {items: items.length, overflow: inner.scrollWidth - inner.clientWidth, outside: outside.length};
  });
  assert.deepEqual(fit, {items: 11, overflow: 0, outside: 0});
  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    assert.deepEqual(await axe(page), [], `${mode}: axe`);
  }
  await page.close();
});

test('a site with infima: true that sets no --ifm-* value computes every style as without it, in both modes', async () => {
  const selectors = ['html', 'body', 'header.navbar', '.navbar__brand', '.navbar__link.is-active', '.navbar__link:not(.is-active)', '.theme-toggle', '.sidebar__link.is-active', '.sidebar__link:not(.is-active)', 'main h1', 'main h2', 'main h3',
    '.markdown p', '.markdown p a', '.markdown p code', '.code-block', '.code-block pre', '.admonition', '.admonition a', 'table', 'td code', 'blockquote', '.toc__link', 'footer.footer', '.footer__title', '.footer__link', '.footer__copyright'];
  const styles = async (base: string, mode: 'light' | 'dark') => {
    const page = await plain.browser.newPage({viewport: {width: 1280, height: 900}, reducedMotion: 'reduce'});
    await page.goto(`${base}/docs/intro`);
    await setMode(page, mode);
    const out = await page.evaluate((list) => Object.fromEntries(list.map((selector) => {
      const element = document.querySelector(selector);
      if (!element) return [selector, 'missing'];
      const style = getComputedStyle(element);
      return [selector, Object.fromEntries([...style].map((name) => [name, style.getPropertyValue(name)]))];
    })), selectors);
    await page.close();
    return out;
  };
  for (const mode of ['light', 'dark'] as const) {
    const [without, withInfima] = [await styles(plain.base, mode), await styles(plainInfima.base, mode)];
    for (const selector of selectors) {
      assert.notEqual(without[selector], 'missing', selector);
      const a = without[selector] as Record<string, string>;
      const b = withInfima[selector] as Record<string, string>;
      // Custom properties differ by design (the layer adds Infima's); what is drawn must not, but for
      // the faint tint behind the current page's links, which the layer mixes from the primary colour.
      const tinted = selector.endsWith('.is-active') ? ['background-color'] : [];
      const differs = Object.keys(a).filter((name) => !name.startsWith('--') && !tinted.includes(name) && a[name] !== b[name]).map((name) => `${name}: ${a[name]} → ${b[name]}`);
      assert.deepEqual(differs, [], `${mode}: ${selector}`);
    }
  }
});

test('navbar.style and footer.style dark without infima: dark bars with light text in both modes', async () => {
  const page = await bars.browser.newPage({viewport: {width: 1280, height: 900}, reducedMotion: 'reduce'});
  await page.goto(`${bars.base}/docs/intro`);
  for (const mode of ['light', 'dark'] as const) {
    await setMode(page, mode);
    assert.equal(await style(page, 'header.navbar', 'background-color'), 'rgb(36, 37, 38)');
    assert.equal(await style(page, 'header.navbar .navbar__link:not(.is-active)', 'color'), 'rgb(245, 246, 247)');
    assert.equal(await style(page, 'header.navbar .brand', 'color'), 'rgb(255, 255, 255)');
    assert.equal(await style(page, 'footer.footer', 'background-color'), 'rgb(48, 56, 70)');
    assert.equal(await style(page, 'footer .footer__link', 'color'), 'rgb(235, 237, 240)');
    assert.deepEqual(await axe(page), [], `${mode}: axe`);
  }
  await page.close();
});
