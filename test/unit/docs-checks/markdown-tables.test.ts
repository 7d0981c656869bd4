import {test} from 'node:test';
import assert from 'node:assert/strict';
import {literalDefault, parseTables, proseLines, requiredCell, rowFlags, rowNames, splitRow, typeAtoms} from '../../../scripts/docs-checks/markdown-tables.ts';

test('a row keeps escaped pipes and pipes inside code in their cell', () => {
  assert.deepEqual(splitRow("| `imageFormat` | `'png' \\| 'jpeg'` | `png` | No | Format. |"), ['`imageFormat`', "`'png' \\| 'jpeg'`", '`png`', 'No', 'Format.']);
  assert.deepEqual(splitRow('| `a|b` | x |'), ['`a|b`', 'x']);
});

test('tables know their heading and the prose line above them, and tables in code are ignored', () => {
  const md = [
    '## Parameters',
    '',
    '| Name | Type |',
    '| --- | --- |',
    '| `frame` | `number` |',
    '',
    '```md',
    '| Name | Type |',
    '| --- | --- |',
    '| `fake` | `string` |',
    '```',
    '## Return value',
    '`sites`, one entry per site:',
    '',
    '| Property | Type |',
    '| --- | --- |',
    '| `id` | `string` |',
  ].join('\n');
  const tables = parseTables(md);
  assert.equal(tables.length, 2);
  assert.equal(tables[0].section, 'Parameters');
  assert.deepEqual(tables[0].columns, ['name', 'type']);
  assert.equal(tables[0].rows[0].line, 5);
  assert.equal(tables[0].rows[0].cells.type, '`number`');
  assert.equal(tables[1].section, 'Return value');
  assert.equal(tables[1].lead, '`sites`, one entry per site:');
  assert.deepEqual(proseLines(md).map((l) => l.line).includes(10), false);
});

test('first cells name one or more API members; prose cells name none', () => {
  assert.deepEqual(rowNames('`seekTo(frame)`'), ['seekTo']);
  assert.deepEqual(rowNames('`mute()` / `unmute()`'), ['mute', 'unmute']);
  assert.deepEqual(rowNames('`component` \\| `lazyComponent`'), ['component', 'lazyComponent']);
  assert.deepEqual(rowNames('`options.weights`'), ['options.weights']);
  assert.deepEqual(rowNames('other `<div>` props'), []);
  assert.deepEqual(rowFlags('`--quiet`, `-q`'), ['--quiet', '-q']);
  assert.deepEqual(rowFlags('`--height`, `--width`'), ['--height', '--width']);
});

test('only literals and primitive keywords of a documented type are compared', () => {
  assert.deepEqual(typeAtoms("`'jpeg' \\| 'png'`"), [
    {kind: 'string-literal', value: 'jpeg'},
    {kind: 'string-literal', value: 'png'},
  ]);
  assert.deepEqual(typeAtoms('`number \\| null`'), [
    {kind: 'keyword', value: 'number'},
    {kind: 'keyword', value: 'null'},
  ]);
  assert.deepEqual(typeAtoms('`number` (512-10240)'), [{kind: 'keyword', value: 'number'}]);
  assert.deepEqual(typeAtoms('`TCompMetadata`'), []);
  assert.deepEqual(typeAtoms('MB'), []);
});

test('defaults and the Required column are read only when they are unambiguous', () => {
  assert.equal(literalDefault('`png`'), 'png');
  assert.equal(literalDefault("`'png'`"), 'png');
  assert.equal(literalDefault('`30000`'), 30000);
  assert.equal(literalDefault('`false`'), false);
  assert.equal(literalDefault('`true` if controls'), undefined);
  assert.equal(literalDefault('–'), undefined);
  assert.equal(literalDefault('`{}`'), undefined);
  assert.equal(requiredCell('Yes (in the 3.2 types)'), true);
  assert.equal(requiredCell('No'), false);
  assert.equal(requiredCell('depends'), undefined);
});
