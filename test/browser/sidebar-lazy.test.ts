// Large sidebars: a folded category's items are not in every page (output would grow with the
// square of the page count); unfolding it fills the list from the sidebar's fragment file.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';

// Three folders of 20 pages each: 60 links, a generated sidebar with three categories.
const files: Record<string, string> = {'sitegen.config.ts': "export default {title: 'Big', url: 'https://example.com'};\n"};
for (const section of ['alpha', 'beta', 'gamma']) {
  for (let n = 1; n <= 20; n++) files[`docs/${section}/page-${String(n).padStart(2, '0')}.md`] = `---\ntitle: ${section} page ${n}\n---\n\nText of ${section} ${n}.\n`;
}
const fixture = makeSite(files);
const served = serveFixtureForBrowser(fixture);
const category = (label: string) => `.doc__sidebar li.sidebar__item--category:has(> details > summary > .sidebar__label:text-is("${label}"))`;

test('a folded category holds only its first link; unfolding it fills in every item from one fetch', async () => {
  const context = await served.browser.newContext();
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/sidebar-[\w-]+\.json$/.test(request.url())) fetched.push(request.url());
  });
  await page.goto(`${served.base}/docs/alpha/page-01`);
  assert.equal(await page.locator(`${category('alpha')} a.sidebar__link`).count(), 20, 'the current category is complete');
  assert.equal(await page.locator(`${category('beta')} a.sidebar__link`).count(), 1, 'a folded one holds its first link');
  await page.click(`${category('beta')} > details > summary`);
  await page.locator(`${category('beta')} a[href="/docs/beta/page-20"]`).waitFor();
  assert.equal(await page.locator(`${category('beta')} a.sidebar__link`).count(), 20);
  assert.equal(await page.locator(`${category('beta')} a[href="/docs/beta/page-20"]`).textContent(), 'beta page 20');
  await page.click(`${category('gamma')} > details > summary`);
  await page.locator(`${category('gamma')} a[href="/docs/gamma/page-20"]`).waitFor();
  assert.equal(await page.isVisible(`${category('beta')} a[href="/docs/beta/page-20"]`), true, 'opening one never folds another');
  assert.equal(fetched.length, 1, 'one fragment file for the whole sidebar');
  await context.close();
});

test('without JavaScript a folded category still leads somewhere: its first page', async () => {
  const context = await served.browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/alpha/page-01`);
  await page.click(`${category('gamma')} > details > summary`);
  await page.click(`${category('gamma')} a.sidebar__link`);
  await page.waitForURL(/\/docs\/gamma\/page-01$/);
  assert.equal(await page.locator(`${category('gamma')} a.sidebar__link`).count(), 20, 'there its category is complete');
  await context.close();
});
