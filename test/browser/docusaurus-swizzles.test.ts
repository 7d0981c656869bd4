// A Docusaurus site's swizzles in the browser: the wrapping Footer (state) hydrates where the theme
// draws the footer, with the original inside it unchanged; the ejected Logo is in the navbar and
// ships no JS of its own; client-side navigation keeps the hydrated footer working.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';
import {swizzleSite} from '../helpers/swizzle-fixture.ts';

const served = serveFixtureForBrowser(makeSite(swizzleSite()));

test('the swizzled Footer is on the page and hydrates: its button counts, the original footer is unchanged', async () => {
  const page = await served.browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) errors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${served.base}/docs/intro`);
  assert.equal(await page.textContent('header .brand .swizzled-logo'), 'Swizzled logo');
  const footer = await page.innerHTML('footer.footer');
  await page.locator('.like-button').scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-island="swizzle-footer"][data-hydrated]', {state: 'attached'});
  await page.click('.like-button');
  await page.click('.like-button');
  assert.equal(await page.textContent('.like-button'), 'Liked 2');
  assert.equal(await page.innerHTML('footer.footer'), footer, 'the original footer hydrated as it was drawn');
  assert.equal(await page.locator('footer.footer').count(), 1);
  assert.deepEqual(errors, [], 'no hydration error');
  await page.close();
});
