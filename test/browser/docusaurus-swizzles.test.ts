// A Docusaurus site's swizzles in the browser: the wrapping Footer (state) hydrates where the theme
// draws the footer, with the original inside it unchanged; the ejected Logo is in the navbar and
// ships no JS of its own; client-side navigation keeps the hydrated footer working.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';
import {swizzleSite} from '../helpers/swizzle-fixture.ts';
import {versionedSite} from '../helpers/versions-fixture.ts';

const served = serveFixtureForBrowser(makeSite(swizzleSite()));

// Every navbar item is wrapped; the version dropdown's gets a button with state.
const NAVBAR_ITEM = `import React, {useState} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

export default function NavbarItemWrapper(props) {
  const [open, setOpen] = useState(false);
  if (props.type !== 'docsVersionDropdown' || props.mobile) return <NavbarItem {...props} />;
  return (
    <>
      <NavbarItem {...props} />
      <button type="button" className="version-help" onClick={() => setOpen(!open)}>{open ? 'Versions differ' : 'Why?'}</button>
    </>
  );
}
`;
const versioned = serveFixtureForBrowser(makeSite(versionedSite({'src/theme/NavbarItem/index.js': NAVBAR_ITEM})));

/** Errors the page reports (a failed hydration logs one), and failed requests. */
function watchErrors(page: import('playwright-core').Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test('the swizzled Footer is on the page and hydrates: its button counts, the original footer is unchanged', async () => {
  const page = await served.browser.newPage();
  const errors = watchErrors(page);
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

test("a wrapping NavbarItem hydrates on an old version's docs page: the version dropdown keeps that page's links", async () => {
  const page = await versioned.browser.newPage();
  const errors = watchErrors(page);
  await page.goto(`${versioned.base}/docs/1.0/old-api`);
  const menu = () => page.$$eval('header details.dropdown--versions a.dropdown__link', (links) => links.map((link) => `${link.textContent} ${link.getAttribute('href')}`));
  const before = await menu();
  assert.ok(before.includes('1.0 /docs/1.0/old-api'), before.join(', '));
  await page.waitForSelector('header [data-island="swizzle-navbaritem"][data-hydrated] .version-help', {state: 'attached'});
  await page.click('.version-help');
  assert.equal(await page.textContent('.version-help'), 'Versions differ');
  assert.deepEqual(await menu(), before, 'the original dropdown hydrated as drawn');
  assert.deepEqual(errors, []);
  await page.close();
});
