import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkApiTables, claimsCompleteness} from '../../../scripts/docs-checks/api-tables.ts';
import {ROOT, tempDir} from '../../helpers/site.ts';


const TABLE = '| Name | Type | Default | Required | Description |\n| --- | --- | --- | --- | --- |\n';

function docs(files: Record<string, string>): string {
  const dir = tempDir('api-tables-');
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const renderStill = {package: '@remotion/renderer', export: 'renderStill'};

test('a page that matches the typings passes and its undocumented options are reported', () => {
  const dir = docs({
    'still.md':
      '## Parameters\n\n' +
      TABLE +
      '| `composition` | `TCompMetadata` | – | Yes | x |\n' +
      '| `output` | `string` | – | Yes | x |\n' +
      "| `imageFormat` | `'png' \\| 'jpeg'` | `png` | No | x |\n" +
      '| `frame` | `number` | `0` | No | x |\n',
  });
  const report = checkApiTables(dir, {'still.md': renderStill}, ROOT);
  assert.deepEqual(report.failures, []);
  assert.equal(report.rows, 4);
  assert.ok(report.missing['still.md'].includes('quality'));
});

test('unknown names, wrong optionality, impossible literals and wrong defaults fail', () => {
  const dir = docs({
    'still.md':
      '## Parameters\n\n' +
      TABLE +
      '| `frameNumber` | `number` | – | No | x |\n' +
      '| `quality` | `number` | – | Yes | x |\n' +
      "| `imageFormat` | `'png' \\| 'webp'` | `jpeg` | No | x |\n" +
      '| `overwrite` | `string` | – | No | x |\n',
  });
  const failures = checkApiTables(dir, {'still.md': renderStill}, ROOT).failures.join('\n');
  assert.match(failures, /still\.md:5: `frameNumber` is documented but renderStill .* has no such parameter/);
  assert.match(failures, /still\.md:6: `quality` is documented as required but is optional/);
  assert.match(failures, /still\.md:7: `imageFormat` is documented as 'webp'/);
  assert.match(failures, /still\.md:7: `imageFormat` is documented with the default "jpeg", the compiled code uses "png"/);
  assert.match(failures, /still\.md:8: `overwrite` is documented as string/);
});

test('a page that claims to be complete fails when it leaves something out', () => {
  const page = 'This page lists every option.\n\n## Parameters\n\n' + TABLE + '| `output` | `string` | – | Yes | x |\n';
  assert.equal(claimsCompleteness(page), 1);
  const report = checkApiTables(docs({'still.md': page}), {'still.md': renderStill}, ROOT);
  assert.match(report.failures.join('\n'), /still\.md:1: the page claims to be complete but leaves out .*composition/);
});

test('methods and events are compared with the named types', () => {
  const page =
    '## Ref methods\n\n| Method | Description |\n| --- | --- |\n| `play()` | x |\n| `rewind()` | x |\n\n' +
    '## Events\n\n| Event | `detail` | When |\n| --- | --- | --- |\n| `frameupdate` | `{frame}` | x |\n| `progress` | – | x |\n';
  const report = checkApiTables(docs({'player.md': page}), {'player.md': {package: '@remotion/player', export: 'Player', methods: 'PlayerMethods', events: 'EventTypes'}}, ROOT);
  const failures = report.failures.join('\n');
  assert.match(failures, /`rewind` is documented but Player .* has no such method/);
  assert.match(failures, /`progress` is documented but Player .* has no such event/);
  assert.doesNotMatch(failures, /`play`|`frameupdate`/);
  assert.ok(report.missing['player.md'].includes('methods:getScale'));
});

test('a positional parameter may be documented under a clearer name, a component prop may not', () => {
  const fn = checkApiTables(docs({'root.md': '## Parameters\n\n' + TABLE + '| `component` | `React.FC` | – | Yes | x |\n'}), {'root.md': {package: 'remotion', export: 'registerRoot'}}, ROOT);
  assert.deepEqual(fn.failures, []);
  const comp = checkApiTables(docs({'freeze.md': '## Props\n\n' + TABLE + '| `at` | `number` | – | Yes | x |\n'}), {'freeze.md': {package: 'remotion', export: 'Freeze'}}, ROOT);
  assert.match(comp.failures.join('\n'), /`at` is documented but Freeze/);
});
