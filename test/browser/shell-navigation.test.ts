// Client navigation: the swap (title, head, content, navbar state, focus), scroll restoration,
// hash links, the delayed progress bar and loading indicator, the full-load fallback, the red
// route-error box with 'Retry', and what re-runs on the new page (tabs, islands).
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

async function open(width: number, path: string, options: {clock?: boolean} = {}): Promise<Page> {
  const context = await browser.newContext({viewport: {width, height: 760}});
  const page = await context.newPage();
  if (options.clock) await page.clock.install();
  await page.goto(site.base + path);
  // Installed clocks run in real time until paused.
  if (options.clock) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // Survives client navigation, disappears with a full page load.
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  return page;
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as {marker?: number}).marker);
/** Clicks a link to `href` from inside <main> without scrolling: the page's own, or a new one. */
const clickLink = (page: Page, href: string) =>
  page.evaluate((h) => {
    let link = document.querySelector<HTMLAnchorElement>(`main a[href="${h}"]`);
    if (!link) document.getElementById('main')!.append((link = Object.assign(document.createElement('a'), {href: h, textContent: h})));
    link.click();
  }, href);
const onlyFetches = (handler: 'abort' | 500) => async (route: import('playwright-core').Route) => {
  if (route.request().resourceType() !== 'fetch') return route.continue();
  return handler === 'abort' ? route.abort('failed') : route.fulfill({status: 500, contentType: 'text/html', body: 'Server error'});
};

for (const width of WIDTHS) {
  test(`a link click swaps the page without a full load: title, head, content, navbar, focus (${width} px)`, async () => {
    const page = await open(width, '/blog');
    await page.click('main .post-card__title a:text-is("Hello")');
    await page.waitForSelector('h1:text-is("Hello")');
    assert.equal(page.url(), `${site.base}/blog/hello`);
    assert.equal(await marker(page), 1, 'no full page load');
    assert.equal(await page.title(), 'Hello | Fixture');
    assert.equal(await page.getAttribute('link[rel="canonical"]', 'href'), 'https://example.com/blog/hello');
    assert.equal(await page.getAttribute('meta[property="og:type"]', 'content'), 'article');
    assert.equal(await page.locator('link[rel="canonical"]').count(), 1);
    assert.equal((await activeInfo(page)).id, 'main', 'focus moves to the new content');
    await clickLink(page, '/docs/');
    await page.waitForSelector('h1:text-is("Intro")');
    assert.equal(await page.getAttribute('header.navbar a:text-is("Docs")', 'aria-current'), 'page', 'navbar active state follows');
    assert.equal(await page.getAttribute('header.navbar a:text-is("Blog")', 'aria-current'), null);
    assert.equal(await page.getAttribute('#mobile-menu a.menu__link:text-is("Docs")', 'aria-current'), 'page');
    assert.equal(await marker(page), 1);
    await page.waitForFunction(() => /Navigated to Intro/.test(document.querySelector('[role="status"][aria-live]')?.textContent ?? ''));
    await page.context().close();
  });

  test(`back and forward restore the scroll position (${width} px)`, async () => {
    const page = await open(width, '/docs/guides/one');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await clickLink(page, '/docs/guides/two');
    await page.waitForSelector('h1:text-is("Guide two")');
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'a new page starts at the top');
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.goBack();
    await page.waitForSelector('h1:text-is("Guide one")');
    assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 1500);
    await page.goForward();
    await page.waitForSelector('h1:text-is("Guide two")');
    assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 700);
    assert.equal(await marker(page), 1);
    await page.context().close();
  });

  test(`hash links: same page scrolls without a fetch, another page lands on its heading (${width} px)`, async () => {
    const page = await open(width, '/docs/guides/one');
    const fetches: string[] = [];
    page.on('request', (request) => request.resourceType() === 'fetch' && fetches.push(request.url()));
    await page.evaluate(() => (document.querySelector('a.hash-link[href="#section-3"]') as HTMLElement).click());
    await page.waitForURL(`${site.base}/docs/guides/one#section-3`);
    const top = () => page.evaluate(() => Math.round(document.getElementById(location.hash.slice(1))!.getBoundingClientRect().top));
    const near = async () => {
      const value = await top();
      assert.ok(value >= 0 && value < 160, `heading at the top of the window (top ${value})`);
    };
    await near();
    assert.deepEqual(fetches, []);
    await clickLink(page, '/docs/guides/two#section-5');
    await page.waitForSelector('h1:text-is("Guide two")');
    assert.equal(page.url(), `${site.base}/docs/guides/two#section-5`);
    await near();
    await page.goBack();
    await page.waitForSelector('h1:text-is("Guide one")');
    await page.waitForFunction(() => location.hash === '#section-3');
    assert.equal(await marker(page), 1);
    await page.context().close();
  });

  test(`the progress bar and the loading indicator appear only after 200 ms (${width} px)`, async () => {
    const page = await open(width, '/docs/guides/one', {clock: true});
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/docs/guides/two', async (route) => {
      if (route.request().resourceType() === 'fetch') await gate;
      await route.continue();
    });
    await clickLink(page, '/docs/guides/two');
    await page.clock.runFor(199);
    assert.equal(await page.locator('.nav-progress').count(), 0, 'no bar before 200 ms');
    assert.equal(await page.locator('.page-loading').count(), 0, 'no indicator before 200 ms');
    await page.clock.runFor(2);
    assert.equal(await page.locator('.nav-progress').count(), 1, 'the bar after 200 ms');
    assert.equal(await page.getAttribute('.nav-progress', 'data-status'), '0.080', 'it starts at the minimum, 0.08');
    assert.equal(await page.textContent('.page-loading'), 'Loading…');
    assert.equal(await page.getAttribute('.page-loading', 'role'), 'status');
    assert.equal(await page.getAttribute('#main', 'aria-busy'), 'true');
    await page.clock.runFor(1600);
    assert.ok(Number(await page.getAttribute('.nav-progress', 'data-status')) < 1, 'it trickles but does not finish on its own');
    release();
    await page.waitForSelector('h1:text-is("Guide two")');
    assert.equal(await page.locator('.page-loading').count(), 0);
    assert.equal(await page.getAttribute('.nav-progress', 'data-status'), '1.000', 'done fills the bar');
    await page.clock.runFor(1000);
    assert.equal(await page.locator('.nav-progress').count(), 0, 'then it fades away');
    await page.context().close();
  });
}

test('a fast navigation never shows the progress bar', async () => {
  const page = await open(1280, '/docs/guides/one', {clock: true});
  await clickLink(page, '/docs/guides/two');
  await page.waitForSelector('h1:text-is("Guide two")');
  await page.clock.runFor(1000);
  assert.equal(await page.locator('.nav-progress, .page-loading').count(), 0);
  await page.context().close();
});

test('a newer navigation supersedes a pending one and nothing keeps loading', async () => {
  const page = await open(1280, '/docs/guides/one', {clock: true});
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/docs/guides/two', async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  await clickLink(page, '/docs/guides/two');
  await page.clock.runFor(300);
  assert.equal(await page.locator('.page-loading').count(), 1);
  await clickLink(page, '/docs/reference');
  await page.waitForSelector('h1:text-is("Reference")');
  await page.clock.runFor(1000);
  assert.equal(await page.locator('.nav-progress, .page-loading').count(), 0);
  release();
  await page.clock.runFor(1000);
  assert.equal(page.url(), `${site.base}/docs/reference`, 'the abandoned page never replaces the new one');
  assert.equal(await page.textContent('main h1'), 'Reference');
  await page.context().close();
});

for (const failure of ['abort', 500] as const) {
  test(`a failure loading the next route (${failure === 'abort' ? 'network error' : 'status 500'}) falls back to a full page load`, async () => {
    const page = await open(1280, '/docs/guides/one');
    await page.route('**/docs/guides/two', onlyFetches(failure));
    await Promise.all([page.waitForEvent('load'), clickLink(page, '/docs/guides/two')]);
    await page.waitForSelector('h1:text-is("Guide two")');
    assert.equal(page.url(), `${site.base}/docs/guides/two`);
    assert.equal(await marker(page), undefined, 'the browser loaded the page itself');
    await page.context().close();
  });
}

for (const width of WIDTHS) {
  test(`a route that fails to load after back navigation shows the red box with the error and Retry (${width} px)`, async () => {
    const page = await open(width, '/docs/guides/one');
    await clickLink(page, '/docs/guides/two');
    await page.waitForSelector('h1:text-is("Guide two")');
    await page.route('**/docs/guides/one', onlyFetches('abort'));
    await page.goBack();
    const box = page.locator('#main .route-error');
    await box.waitFor();
    assert.equal(await box.getAttribute('role'), 'alert');
    assert.ok(((await page.textContent('.route-error__message')) ?? '').length > 0, 'the error is shown');
    assert.equal(await page.textContent('.route-error button'), 'Retry');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.route-error')!).borderTopColor), 'rgb(196, 22, 28)', 'a red box');
    assert.equal(page.url(), `${site.base}/docs/guides/one`);
    assert.equal(await marker(page), 1);
    await page.unroute('**/docs/guides/one');
    await page.click('.route-error button');
    await page.waitForSelector('h1:text-is("Guide one")');
    assert.equal(await box.count(), 0);
    await page.context().close();
  });
}

test('the page-swap code is not loaded with the page: pointing at a link fetches it, a bare click fetches it too', async () => {
  const page = await open(1280, '/docs/guides/one');
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.reload();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(scripts.map((url) => url.replace(/-[A-Z0-9]+\.js$/, '')), ['/assets/boot'], 'only the boot script loads with the page');
  await page.hover('header.navbar a:text-is("Blog")');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/chunk-/.test(entry.name)));
  await page.context().close();

  // A click with no pointer or focus before it (a script, some assistive technology).
  const bare = await open(1280, '/docs/guides/one');
  await clickLink(bare, '/docs/guides/two');
  await bare.waitForSelector('h1:text-is("Guide two")');
  assert.equal(await marker(bare), 1, 'no full page load');
  await bare.context().close();
});

test('when the page-swap code cannot load, the link falls back to a full page load', async () => {
  const page = await open(1280, '/docs/guides/one');
  await page.route('**/assets/chunk-*.js', (route) => route.abort('failed'));
  await Promise.all([page.waitForEvent('load'), clickLink(page, '/docs/guides/two')]);
  await page.waitForSelector('h1:text-is("Guide two")');
  assert.equal(await marker(page), undefined, 'the browser loaded the page itself');
  await page.context().close();
});

test('an unknown path shows the not-found page through client navigation', async () => {
  const page = await open(1280, '/docs/guides/one');
  await clickLink(page, '/no/such/page');
  await page.waitForSelector('h1:text-is("Page Not Found")');
  assert.equal(page.url(), `${site.base}/no/such/page`);
  assert.equal(await marker(page), 1);
  await page.context().close();
});

test('an island chunk that fails to load shows the red box; Retry loads it', async () => {
  const page = await browser.newPage({viewport: {width: 1280, height: 760}});
  await page.route('**/assets/island-counter-*.js*', (route) => route.abort('failed'));
  await page.goto(`${site.base}/docs/extras/island`);
  await page.waitForSelector('.route-error');
  assert.equal(await page.textContent('.counter'), 'Count 2', 'the server markup stays readable');
  await page.unroute('**/assets/island-counter-*.js*');
  await page.click('.route-error button:text-is("Retry")');
  await page.waitForSelector('[data-island][data-hydrated]');
  assert.equal(await page.locator('.route-error').count(), 0);
  await page.click('.counter');
  assert.equal(await page.textContent('.counter'), 'Count 3');
  await page.close();
});

for (const width of WIDTHS) {
  test(`after client navigation, stored tabs apply and islands hydrate on the new page (${width} px)`, async () => {
    const page = await open(width, '/docs/guides/one');
    await page.click('main .tabs__tab[data-value="yarn"]');
    await clickLink(page, '/docs/guides/two');
    await page.waitForSelector('h1:text-is("Guide two")');
    assert.equal(await page.getAttribute('main .tabs__tab[data-value="yarn"]', 'aria-selected'), 'true');
    assert.equal(await page.isVisible('main .tabs__panel[data-value="npm"]'), false);
    await clickLink(page, '/docs/extras/island');
    await page.waitForSelector('[data-island][data-hydrated]');
    assert.equal(await marker(page), 1);
    await page.context().close();
  });
}
