// Layout defects found on real pages, each on a fixture page at the widths readers use: wide
// tables, long headings, the pager without a TOC, a site without footer config.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {makeSite} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';

const wide = `| ${Array.from({length: 8}, (_, n) => `column number ${n}`).join(' | ')} |\n|${'---|'.repeat(8)}\n| ${Array.from({length: 8}, (_, n) => `\`someRatherLongValue${n}\``).join(' | ')} |\n`;
const fixture = makeSite({
  'sitegen.config.ts': "export default {title: 'Layout', url: 'https://example.com'};\n",
  'docs/index.md': `---\ntitle: Tables\nhide_table_of_contents: true\n---\n\n${wide}\n## renderMediaOnLambdaWithAVeryLongFunctionNameThatDoesNotBreak()\n\nText.\n`,
  'docs/next.md': '---\ntitle: Next page\n---\n\nMore.\n',
});
const served = serveFixtureForBrowser(fixture);

for (const width of [1280, 375]) {
  test(`at ${width} px a wide table scrolls inside the article (it was clipped) and long headings wrap`, async () => {
    const page = await served.browser.newPage({viewport: {width, height: 800}});
    await page.goto(`${served.base}/docs/`);
    const layout = await page.evaluate(() => {
      const wrapper = document.querySelector<HTMLElement>('.table-wrapper')!;
      const article = document.querySelector('.doc__article')!.getBoundingClientRect();
      const heading = document.querySelector('.markdown h2')!.getBoundingClientRect();
      const anchor = document.querySelector('.markdown h2 .hash-link')!.getBoundingClientRect();
      return {
        pageOverflow: document.documentElement.scrollWidth - innerWidth,
        scrolls: wrapper.scrollWidth > wrapper.clientWidth,
        withinArticle: wrapper.getBoundingClientRect().right <= article.right + 1,
        focusable: wrapper.tabIndex === 0,
        headingRight: heading.right - article.right,
        anchorRight: anchor.right - innerWidth,
      };
    });
    assert.equal(layout.pageOverflow, 0, 'nothing makes the page scroll sideways');
    assert.equal(layout.scrolls, true, 'the table scrolls');
    assert.equal(layout.withinArticle, true);
    assert.equal(layout.focusable, true, 'the keyboard can scroll it');
    assert.ok(layout.headingRight <= 1 && layout.anchorRight <= 0, `heading and anchor stay on screen: ${JSON.stringify(layout)}`);
    await page.close();
  });
}

test('without a TOC the pager lines up with the article (it was offset)', async () => {
  const page = await served.browser.newPage({viewport: {width: 1280, height: 800}});
  await page.goto(`${served.base}/docs/`);
  const [article, pager] = await page.evaluate(() => ['.doc__article', '.pager'].map((s) => {
    const box = document.querySelector(s)!.getBoundingClientRect();
    return [Math.round(box.left), Math.round(box.right)];
  }));
  assert.deepEqual(pager, article);
  await page.close();
});

test('a site without footer config has no empty footer band', async () => {
  const page = await served.browser.newPage({viewport: {width: 1280, height: 800}});
  await page.goto(`${served.base}/docs/`);
  assert.equal(await page.locator('footer.footer').count(), 0);
  await page.close();
});
