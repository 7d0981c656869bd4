// The first-load JavaScript budget of issue 14: a page without math, diagrams or islands fetches
// at most 7 KB of gzipped JavaScript before any interaction (measured as `npm run bench` does).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {firstLoad, firstLoadJs, gzipSize} from '../../scripts/first-load.ts';
import {outputFile} from '../../src/routes/paths.ts';
import {realSite} from '../helpers/real-site.ts';

const BUDGET = 7 * 1024;
const {out} = await realSite();

// Pages with code blocks and tabs: the docs landing page, a docs page, a blog post.
const PLAIN_PAGES = ['/docs/', '/docs/preload', '/blog/3-2'];

test('the sample pages have no math, diagrams or islands, so the budget applies to them', () => {
  for (const route of PLAIN_PAGES) {
    const html = fs.readFileSync(path.join(out, outputFile(route)), 'utf8');
    assert.doesNotMatch(html, /data-island=|class="katex|data-diagram=/, route);
    assert.match(html, /class="[^"]*\bcode-block\b/, `${route} has code blocks`);
    assert.match(html, /class="[^"]*\btabs__tab\b/, `${route} has tabs`);
  }
});

test(`a page without math, diagrams or islands loads at most ${BUDGET} bytes of gzipped JavaScript`, () => {
  for (const route of PLAIN_PAGES) {
    const bytes = firstLoadJs(out, route);
    assert.ok(bytes <= BUDGET, `${route}: ${bytes} bytes of gzipped first-load JavaScript (budget ${BUDGET})`);
  }
});

test('the boot script is one file: nothing shared with the islands is imported on every page', () => {
  const {js} = firstLoad(out, '/docs/');
  assert.deepEqual(
    js.map((file) => path.posix.basename(file.url).replace(/-[A-Z0-9]+\.js$/, '')),
    ['boot'],
    `first-load scripts: ${js.map((file) => `${file.url} (${gzipSize(file.bytes)} bytes gzip)`).join(', ')}`,
  );
});
