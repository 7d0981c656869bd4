// Code blocks in the browser: wrap toggle (remembered), copy without notation or removed lines,
// line numbers that stay one per source line when wrapping, and the dark theme under axe.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {baseSite, makeSite, ROOT} from '../helpers/site.ts';
import {serveFixtureForBrowser} from '../helpers/fixture-server.ts';
import {STORAGE_KEYS} from '../../src/shared/storage-keys.ts';

const long = `const message = '${'a long string that does not fit '.repeat(8)}';`;
const fixture = makeSite(
  baseSite({
    'docs/intro.md': `---\ntitle: Intro\nslug: /\n---\n\n## Usage\n\n\`\`\`ts showLineNumbers\n${long}\nconst kept = 1; // [!code ++]\nconst gone = 2; // [!code --]\nconst last = 3; // [!code error]\n\`\`\`\n\n\`\`\`rust\nlet dimmed = "a line out of focus";\nfn main() { println!("hi"); } // [!code focus]\n\`\`\`\n`,
  }),
);
const served = serveFixtureForBrowser(fixture);

test('wrap toggles one block, is remembered for the next page, and keeps one number per line', async () => {
  const context = await served.browser.newContext({viewport: {width: 900, height: 800}});
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/`);
  const block = page.locator('.code-block').first();
  const lineBox = () => block.locator('.line').first().evaluate((el) => el.getBoundingClientRect().height);
  const unwrapped = await lineBox();
  await block.locator('.wrap-button').click();
  // The button's code loads on first click: wait for it rather than racing it.
  await block.locator('.wrap-button[aria-pressed="true"]').waitFor();
  assert.ok((await lineBox()) > unwrapped * 2, 'the long line wraps onto several rows');
  assert.equal(await page.locator('.code-block').nth(1).evaluate((el) => el.classList.contains('code-block--wrap')), false, 'only the clicked block');
  // The number of each line is drawn once, at the line's first row.
  const numbers = await block.locator('.line').evaluateAll((lines) => lines.map((line) => getComputedStyle(line, '::before').content));
  assert.deepEqual(numbers, ['counter(line)', 'counter(line)', 'counter(line)', 'counter(line)']);
  const first = await block.locator('.line').nth(0).boundingBox();
  const second = await block.locator('.line').nth(1).boundingBox();
  assert.ok(second!.y >= first!.y + first!.height - 1, 'the next line starts below the wrapped one');
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.codeWrap), '1');
  await page.reload();
  await page.locator('.code-block').nth(1).and(page.locator('.code-block--wrap')).waitFor();
  assert.equal(await page.locator('.code-block').nth(1).getAttribute('class'), 'code-block code-block--focus code-block--wrap', 'remembered on load');
  await context.close();
});

test('copy puts the code on the clipboard without notation comments or removed lines', async () => {
  const context = await served.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: served.base});
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/`);
  await page.locator('.code-block').first().hover();
  await page.locator('.code-block').first().locator('.copy-button').click();
  await page.waitForSelector('.copy-button[data-state="copied"]');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(text, `${long}\nconst kept = 1; \nconst last = 3; `);
  await context.close();
});

test('the dark code theme passes axe, with notation lines shown', async () => {
  const context = await served.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${served.base}/docs/`);
  await page.addScriptTag({path: path.join(ROOT, 'node_modules/axe-core/axe.min.js')});
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: scheme});
    await page.evaluate((s) => document.documentElement.setAttribute('data-theme', s), scheme);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as {axe: {run(context: unknown): Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>}}).axe;
      const result = await axe.run({include: [['.code-block']]});
      return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
    });
    assert.deepEqual(violations, [], scheme);
  }
  await context.close();
});
