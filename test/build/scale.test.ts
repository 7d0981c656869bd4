// The 3,000-page corpus builds (it used to fail with "Invalid string length" at 10 GB): a test that
// it completes and writes every page. Not timed: `npm run bench` prints the figures.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {ROOT, runCli} from '../helpers/site.ts';
import {outputFile} from '../../src/routes/paths.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-scale-'));
after(() => fs.rmSync(dir, {recursive: true, force: true}));

test('the 3,000-page bench corpus builds, every page written', () => {
  const site = path.join(dir, 'site');
  const made = spawnSync(process.execPath, [path.join(ROOT, '../shared/bench/make-corpus.mjs'), site, '3000'], {encoding: 'utf8'});
  assert.equal(made.status, 0, made.stderr);
  const result = runCli(['build', '--site', site, '--out', path.join(dir, 'dist'), '--no-cache']);
  assert.equal(result.status, 0, result.stderr);
  // 3,034 routes of the corpus and the site metadata page.
  assert.match(result.stdout, /done: 3035 pages/);
  const manifest = JSON.parse(fs.readFileSync(path.join(site, 'corpus-manifest.json'), 'utf8')) as {docs: {url: string}[]};
  const missing = manifest.docs.filter((doc) => !fs.existsSync(path.join(dir, 'dist', outputFile(doc.url))));
  assert.deepEqual(missing.map((doc) => doc.url), []);
});
