import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mdxEsm} from '../../../src/content/mdx-modules.ts';

test("an MDX file's module keeps its import/export statements at their lines, leaves out markdown partials and exports every name", () => {
  const text = [
    '---',
    'title: x',
    '---',
    "import Chart, {size} from '@site/src/Chart';",
    "import Intro from './_intro.md';",
    '',
    'export const Note = ({children}) => <aside>{children}</aside>;',
    '',
    '```js',
    "import notMe from 'code';",
    '```',
    '',
    'Text with import in it.',
  ].join('\n');
  const esm = mdxEsm(text)!;
  assert.deepEqual(esm.imports, {Chart: '@site/src/Chart', size: '@site/src/Chart', Intro: './_intro.md'});
  assert.deepEqual(esm.defaults, ['Chart', 'Intro']);
  assert.deepEqual(esm.exports, ['Note']);
  assert.deepEqual(esm.lines, {Chart: 4, size: 4, Intro: 5});
  const lines = esm.module.split('\n');
  assert.equal(lines[3], "import Chart, {size} from '@site/src/Chart';");
  assert.equal(lines[4].trim(), '', 'the partial is left out, its line kept');
  assert.match(lines[6], /^export const Note/);
  assert.ok(!esm.module.includes('notMe'), 'code fences are not ESM');
  assert.match(esm.module, /export \{Chart, size\};\n$/);
});

test('a file without import/export blocks, or with one that does not parse, has no module', () => {
  assert.equal(mdxEsm('# Title\n\nJust text about import and export.\n'), undefined);
  assert.equal(mdxEsm('export const Broken = () => <b>{</b>;\n'), undefined);
});
