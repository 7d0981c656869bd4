// axe-core finds no violations on the site's own pages and on the blog and story pages, in light
// and in dark mode (the colour mode follows the system preference).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {PAGES, POSTS, axeViolations, settle, usePagesSite} from './pages-site.ts';

const site = usePagesSite();

for (const scheme of ['light', 'dark'] as const) {
  test(`no axe violations in ${scheme} mode`, async () => {
    const context = await site.browser.newContext({colorScheme: scheme, reducedMotion: 'reduce'});
    const problems: string[] = [];
    for (const route of [...PAGES, ...POSTS]) {
      const page = await context.newPage();
      await page.goto(`${site.base}${route}`);
      assert.equal(await page.getAttribute('html', 'data-theme'), scheme, `${route} is in ${scheme} mode`);
      await settle(page);
      problems.push(...(await axeViolations(page)).map((violation) => `${route} ${violation}`));
      await page.close();
    }
    await context.close();
    assert.deepEqual(problems, []);
  });
}
