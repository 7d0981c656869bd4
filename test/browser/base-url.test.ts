// A site built with baseUrl '/sub/' works in the browser under /sub/: assets load, client
// navigation swaps pages inside the base, islands hydrate, and search leads to pages under it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {baseSite, makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';

const fixture = makeSite(
  baseSite({
    'sitegen.config.ts': `export default {title: 'Sub', url: 'https://example.com', baseUrl: '/sub/', islands: {counter: 'islands/Counter.tsx'}, navbar: {items: [{type: 'doc', docId: 'intro', label: 'Docs'}, {type: 'search', position: 'right'}]}};\n`,
    'islands/Counter.tsx': "import {useState} from 'react';\nexport default function Counter() { const [n, setN] = useState(0); return <button type=\"button\" className=\"counter\" onClick={() => setN(n + 1)}>Count {n}</button>; }\n",
    'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nWelcome. See [one](./guides/one.md#usage).\n\n::island{name="counter"}\n',
  }),
);
const served = serveFixtureForBrowser(fixture);

test('under /sub/ the theme loads, a link navigates without a full reload, and an island hydrates', async () => {
  const context = await served.browser.newContext();
  const page = await context.newPage();
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(response.url());
  });
  await page.goto(`${served.base}/sub/docs/`);
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).margin), '8px', 'the theme stylesheet applies');
  await page.waitForSelector('[data-island][data-hydrated]');
  await page.click('.counter');
  assert.equal(await page.textContent('.counter'), 'Count 1');
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  await page.click('main a[href="/sub/docs/guides/one#usage"]');
  await page.waitForURL(/\/sub\/docs\/guides\/one#usage$/);
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guide one');
  assert.equal(await page.evaluate(() => (window as unknown as {marker?: number}).marker), 1, 'client navigation, not a reload');
  assert.deepEqual(failed, []);
  await context.close();
});

test('under /sub/ search finds a page and leads to it under the base URL', async () => {
  const context = await served.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${served.base}/sub/docs/`);
  await page.keyboard.press('Control+k');
  await page.waitForSelector('[role="dialog"] input');
  await page.keyboard.type('Guide one');
  const hit = page.locator('[role="dialog"] a[href^="/sub/docs/guides/one"]').first();
  await hit.waitFor();
  await hit.click();
  await page.waitForURL(/\/sub\/docs\/guides\/one/);
  await context.close();
});
