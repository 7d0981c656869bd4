// The client script's enhancements in a real browser: colour mode, tabs, announcement bar, copy.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {baseSite, makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';

const tabs = ':::tabs{groupId="package-manager"}\n::tab{label="npm" value="npm"}\n\n```bash\nnpm i remotion\n```\n\n::tab{label="yarn" value="yarn"}\n\n```bash\nyarn add remotion\n```\n\n:::\n';
const fixture = makeSite(
  baseSite({
    'sitegen.config.ts': `export default {title: 'Fixture', url: 'https://example.com', announcementBar: {id: 'first', content: 'Hello there'}, navbar: {items: [{type: 'doc', docId: 'intro', label: 'Docs'}]}};\n`,
    'docs/intro.md': `---\ntitle: Intro\nslug: /\n---\n\nWelcome.\n\n${tabs}`,
    'docs/guides/one.md': `---\ntitle: Guide one\n---\n\n## Usage\n\n${tabs}`,
  }),
);
const served = serveFixtureForBrowser(fixture);

test('colour mode: light by default, follows the system, toggles and persists under "theme"', async () => {
  const context = await served.browser.newContext({colorScheme: 'light'});
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/`);
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
  await page.click('.theme-toggle');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  await page.reload();
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'the stored choice wins before first paint');
  await context.close();
  const darkSystem = await served.browser.newContext({colorScheme: 'dark'});
  const second = await darkSystem.newPage();
  await second.goto(`${served.base}/docs/`);
  assert.equal(await second.getAttribute('html', 'data-theme'), 'dark');
  await darkSystem.close();
});

test('tabs: a choice is stored per group and applied on later pages', async () => {
  const context = await served.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/`);
  assert.equal(await page.isVisible('.tabs__panel[data-value="yarn"]'), false);
  await page.click('.tabs__tab[data-value="yarn"]');
  assert.equal(await page.isVisible('.tabs__panel[data-value="yarn"]'), true);
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.package-manager')), 'yarn');
  await page.goto(`${served.base}/docs/guides/one`);
  assert.equal(await page.getAttribute('.tabs__tab[data-value="yarn"]', 'aria-selected'), 'true');
  await context.close();
});

test('without JavaScript every tab panel is readable', async () => {
  const context = await served.browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/`);
  assert.equal(await page.isVisible('.tabs__panel[data-value="yarn"]'), true);
  assert.equal(await page.isVisible('.tabs__label'), true);
  await context.close();
});

test('announcement bar: dismissal persists until the bar id changes', async () => {
  const context = await served.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/`);
  assert.equal(await page.isVisible('.announcement'), true);
  await page.click('.announcement__close');
  assert.equal(await page.isVisible('.announcement'), false);
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')), 'first');
  await page.reload();
  assert.equal(await page.isVisible('.announcement'), false);
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-bar'));
  await page.reload();
  assert.equal(await page.isVisible('.announcement'), true, 'a different id shows the bar again');
  await context.close();
});
