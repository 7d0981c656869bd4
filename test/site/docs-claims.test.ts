// Every claim written next to a docs page (site/docs/**/*.claims.ts) is found on its page and
// proven by running the pinned package's code; the table defaults and limits no claim proves are
// exactly the committed baseline, which may only shrink.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadClaims, unprovenClaims, unprovenDefaults, BASELINE} from '../../scripts/docs-checks/unproven-claims.ts';
import {ROOT} from '../helpers/site.ts';

const DOCS = path.join(ROOT, 'site/docs');

test('every claim file names an existing page, quotes it, and its proofs pass', async () => {
  const files = await loadClaims(DOCS);
  assert.ok(files.length >= 3);
  let count = 0;
  for (const {page, claims} of files) {
    const source = fs.readFileSync(path.join(DOCS, page), 'utf8');
    for (const claim of claims) {
      assert.ok(source.includes(claim.quote), `${page}: quote not on the page: ${claim.quote}`);
      await claim.prove();
      count++;
    }
  }
  console.log(`# claims: ${count} proven on ${files.length} pages`);
});

test('unproven table defaults and limits are exactly the committed baseline (it may only shrink)', async () => {
  const now = await unprovenClaims(DOCS);
  const baseline = fs.readFileSync(path.join(ROOT, BASELINE), 'utf8').split('\n').filter(Boolean);
  const strip = (l: string) => l.replace(/^([^:]+):\d+:/, '$1:');
  const nowKeys = now.map(strip);
  const baseKeys = baseline.map(strip);
  assert.deepEqual(nowKeys.filter((l) => !baseKeys.includes(l)), [], 'new unproven defaults or limits: prove them in a .claims.ts file');
  assert.deepEqual(baseKeys.filter((l) => !nowKeys.includes(l)), [], 'baseline lists defaults or limits that are now proven or gone: remove them');
});

test('the report also lists defaults of CLI flag tables and of tables without a Required column (regression: 86 defaults were outside it)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-claims-layouts-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'page.md'),
      ['| Flag | Type | Default | Description |', '| --- | --- | --- | --- |', '| `--runs` | `number` | `3` | How often. |', '| `--quiet` | `boolean` | – | Less output. |', '',
        '| Name | Type | Default | Description |', '| --- | --- | --- | --- |', '| `x` | `number` | `0` | Where. |', ''].join('\n'),
    );
    assert.deepEqual(await unprovenDefaults(dir), ['page.md:3: --runs = `3`', 'page.md:8: x = `0`']);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('JPEG quality rows state a whole number and what 0 does (regression: CLI --quality=0 is reset to not set, fractions fail at capture)', async () => {
  const cliPages = ['config.md', 'cli/render.md', 'cli/still.md', 'stills.md', 'lambda/cli/render.md', 'lambda/cli/still.md'];
  const apiPages = ['renderer/render-frames.md', 'renderer/render-media.md', 'renderer/render-still.md', 'lambda/rendermediaonlambda.md', 'lambda/renderstillonlambda.md'];
  const files = await loadClaims(DOCS);
  for (const page of [...cliPages, ...apiPages]) {
    const row = fs.readFileSync(path.join(DOCS, page), 'utf8').split('\n').find((l) => /^\| `(--quality|setQuality|quality)` \|/.test(l)) ?? '';
    assert.match(row, cliPages.includes(page) ? /`?0`? (passes the check but )?counts as not set/ : /whole number/, page);
    if (cliPages.includes(page)) assert.doesNotMatch(row, /\b0`?[-–]`?100/, page);
    const claim = files.find((f) => f.page === page)?.claims.find((c) => c.kind === 'limit' && /quality/i.test(c.row ?? ''));
    assert.ok(claim, `${page}: no quality limit claim`);
    await claim.prove();
  }
});

test('the site build ignores claim files: only .md and .mdx are content', () => {
  const discover = fs.readFileSync(path.join(ROOT, 'src/content/discover.ts'), 'utf8');
  assert.match(discover, /const CONTENT = \['\*\*\/\*\.md', '\*\*\/\*\.mdx'\]/);
});
