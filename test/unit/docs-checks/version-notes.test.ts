import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkVersionNotes, compareVersions, findNotes, pageKey} from '../../../scripts/docs-checks/version-notes.ts';
import {tempDir} from '../../helpers/site.ts';


test('versions compare numerically with missing parts as zero', () => {
  assert.ok(compareVersions('3.2.9', '3.2.10') < 0);
  assert.equal(compareVersions('3.0', '3.0.0'), 0);
  assert.ok(compareVersions('2.6.5', '3.0') < 0);
  assert.equal(pageKey('gif/index.md'), 'gif');
});

test('a note in a table row belongs to its option, a note after a link to the linked page', () => {
  const md = [
    '| Name | Type | Default | Required | Description |',
    '| --- | --- | --- | --- | --- |',
    '| `chromiumOptions` | `object` | – | No | Browser switches. Available from v2.6.5. |',
    '',
    'Use [`npx remotion benchmark`](../cli/benchmark.md) (since v3.2.28) to compare.',
  ].join('\n');
  const notes = findNotes('renderer/open-browser.md', md);
  assert.deepEqual(notes, [
    {line: 3, version: '2.6.5', keys: ['renderer/open-browser#chromiumOptions', 'renderer/open-browser']},
    {line: 5, version: '3.2.28', keys: ['cli/benchmark']},
  ]);
});

test('a note older than its API fails; one at or after it passes', () => {
  const dir = tempDir('notes-');
  fs.mkdirSync(path.join(dir, 'renderer'));
  fs.writeFileSync(path.join(dir, 'renderer/open-browser.md'), '| Name | Description |\n| --- | --- |\n| `chromiumOptions` | Available from v2.6.5. |\n| `browser` | Available from v3.0. |\n');
  const table = {'renderer/open-browser': '3.0', 'renderer/open-browser#chromiumOptions': '2.6.5'};
  const report = checkVersionNotes(dir, ['renderer/open-browser.md'], table);
  assert.deepEqual(report.failures, ['renderer/open-browser.md:3: says v2.6.5, but renderer/open-browser#chromiumOptions / renderer/open-browser first shipped in v3.0']);
  assert.equal(report.judged, 2);
});
