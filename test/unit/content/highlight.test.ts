import {test} from 'node:test';
import assert from 'node:assert/strict';
import {getHighlighter} from '../../../src/content/highlight.ts';

const highlighter = await getHighlighter();

// First in this file: no ruby block may have loaded ruby's grammar before.
test("a markdown block's ruby fence was coloured only when a ruby block had been highlighted before", () => {
  const block = '# Notes\n\n```ruby\nputs "hi" if ready\n```\n';
  const first = highlighter.lines(block, 'md');
  assert.match(first[3], /<span style="color:#[0-9A-F]{6}">puts/, 'the fence is coloured as ruby');
  highlighter.lines('puts "hi"', 'ruby');
  assert.deepEqual(highlighter.lines(block, 'md'), first);
});

test('any language shiki ships resolves by id or alias and highlights; grammars load on first use', () => {
  assert.equal(highlighter.resolve('rust'), 'rust');
  assert.equal(highlighter.resolve('go'), 'go');
  assert.equal(highlighter.resolve('rs'), 'rust');
  assert.equal(highlighter.resolve('Kotlin'), 'kotlin');
  assert.equal(highlighter.resolve('sh'), 'shellscript');
  assert.equal(highlighter.resolve('text'), '');
  assert.equal(highlighter.resolve('nope-lang'), undefined);
  const [line] = highlighter.lines('fn main() {}', 'rust');
  assert.match(line, /<span style="color:#[0-9A-F]{6}">fn <\/span>/);
  assert.deepEqual(highlighter.lines('a < b', 'nope-lang'), ['a &lt; b']);
});

test('notation comments of @shikijs/transformers become line classes and leave the code', () => {
  const code = [
    "const a = 1; // [!code ++]",
    "const b = 2; // [!code --]",
    "const c = 3; // [!code focus]",
    "const d = 4; // [!code highlight]",
    "const e = 5; // [!code error]",
    "const f = 6; // [!code warning]",
    "# [!code ++]",
  ].join('\n');
  const lines = highlighter.highlight(code, 'ts');
  assert.deepEqual(lines.map((l) => l.classes), [
    ['line--added'], ['line--removed'], ['line--focused'], ['line--highlighted'],
    ['line--highlighted', 'line--error'], ['line--highlighted', 'line--warning'], [],
  ]);
  assert.ok(lines.every((l) => !l.html.includes('[!code ') || l === lines[6]));
  // Python's comment syntax works too.
  assert.deepEqual(highlighter.highlight('x = 1  # [!code ++]', 'python')[0].classes, ['line--added']);
});

test('blocks without notation keep the compact token output', () => {
  const [plain] = highlighter.highlight('const x = 1;', 'ts');
  assert.deepEqual(plain.classes, []);
  assert.equal(plain.html, highlighter.lines('const x = 1;', 'ts')[0]);
});
