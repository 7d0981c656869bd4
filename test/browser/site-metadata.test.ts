// The site metadata page (/__sitegen/) in Chromium: every §3 section is shown, and axe finds
// nothing in light or dark mode.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {axeViolations, usePagesSite} from './pages-site.ts';

const site = usePagesSite();

for (const scheme of ['light', 'dark'] as const) {
  test(`the metadata page shows every section and has no axe violations in ${scheme} mode`, async () => {
    const context = await site.browser.newContext({colorScheme: scheme, reducedMotion: 'reduce'});
    const page = await context.newPage();
    const response = await page.goto(`${site.base}/__sitegen/`);
    assert.equal(response?.status(), 200);
    const headings = await page.locator('main h2').allTextContents();
    assert.deepEqual(headings, ['Site', 'Docs version', 'Sidebars', 'Tables of contents', 'Routes', 'Locale', 'Announcement bar', 'Search hit']);
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex, follow');
    assert.match(await page.locator('main').innerText(), /3\.2\.40[\s\S]*getting-started[\s\S]*mainSidebar[\s\S]*apiSidebar[\s\S]*gregory/);
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });
}
