import {test} from 'node:test';
import assert from 'node:assert/strict';
import {noteRemarkPlugins, remarkEquivalent} from '../../../../src/config/docusaurus/remark.ts';
import {Notes} from '../../../../src/config/docusaurus/notes.ts';

test('remark and rehype plugins are named with their nearest markdown-it equivalent', () => {
  assert.match(remarkEquivalent('remark-math'), /^remark-math: sitegen's built-in math/);
  assert.match(remarkEquivalent('rehype-katex'), /built-in math/);
  assert.match(remarkEquivalent('@docusaurus/remark-plugin-npm2yarn'), /npm2yarn blocks as npm \/ Yarn \/ pnpm tabs/);
  assert.match(remarkEquivalent('remark-deflist'), /nearest: markdown-it-deflist under `markdown.plugins`/);
  assert.match(remarkEquivalent('remark-typescript-tools'), /no markdown-it equivalent/);
});

test('each entry is listed under its own key; a function is named after its package', () => {
  const notes = new Notes('presets: [[\n  docs: {\n  remarkPlugins: [remarkMath, [remarkDeflist, {}]],\n}\n', '/site');
  function remarkMath() {}
  function remarkDeflist() {}
  noteRemarkPlugins([remarkMath, [remarkDeflist, {}]], 'presets[0].docs.remarkPlugins', notes);
  assert.deepEqual(notes.skipped.map((entry) => [entry.key, entry.reason.split(':')[0], entry.line]), [
    ['presets[0].docs.remarkPlugins[0]', 'remark-math', 3],
    ['presets[0].docs.remarkPlugins[1]', 'remark-deflist', 3],
  ]);
});
