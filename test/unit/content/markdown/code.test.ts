import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from './helpers.ts';

test('rust and go are highlighted (bug: only 19 fixed languages were)', () => {
  const page = parse('```rust\nfn main() {}\n```\n\n```go\nfunc main() {}\n```\n');
  assert.equal(page.html.match(/<span style="color:#F97583">(fn|func) <\/span>/g)?.length, 2);
  assert.deepEqual(page.warnings, []);
});

test('an unknown language warns once per page with file and line, and renders escaped', () => {
  const page = parse('---\ntitle: T\n---\n\n```klingon\n<b>&\n```\n\n```klingon\nx\n```\n', 'docs/a.md');
  assert.deepEqual(page.warnings, ['docs/a.md:5: unknown code language `klingon` (shown without highlighting; see https://shiki.style/languages)']);
  assert.match(page.html, /<span class="line">&lt;b&gt;&amp;<\/span>/);
  assert.deepEqual(parse('```text\nplain\n```\n\n```\nbare\n```\n').warnings, []);
});

test('notation comments sit alongside Docusaurus magic comments and ranges', () => {
  const page = parse('```ts {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3; // [!code ++]\nconst d = 4; // [!code focus]\n```\n');
  const lines = [...page.html.matchAll(/<span class="(line[^"]*)">/g)].map((m) => m[1]);
  assert.deepEqual(lines, ['line line--highlighted', 'line line--highlighted', 'line line--added', 'line line--focused']);
  assert.match(page.html, /<div class="code-block code-block--focus"/);
  assert.doesNotMatch(page.html, /\[!code|highlight-next-line/);
});

test('each block has a wrap toggle and a copy button, hidden until the client runs', () => {
  const page = parse('```js\nx\n```\n');
  assert.match(page.html, /<div class="code-block__buttons"><button type="button" class="wrap-button" aria-pressed="false" aria-label="Wrap long lines">Wrap<\/button><button type="button" class="copy-button"/);
});

test('a line both in a range and marked by a notation comment has the class once; other blocks keep every line', () => {
  const page = parse('```ts {1,2}\nconst a = 1; // [!code highlight]\nconst b = 2; // [!code error]\nconst c = 3;\n```\n\n```ts\n// not-highlight-next-line\nconst d = "<x>";\n```\n');
  const lines = [...page.html.matchAll(/<span class="(line[^"]*)">/g)].map((m) => m[1]);
  assert.deepEqual(lines, ['line line--highlighted', 'line line--highlighted line--error', 'line', 'line', 'line']);
  assert.match(page.html, /not-highlight-next-line/);
  assert.match(page.html, /&quot;&lt;x&gt;&quot;/);
});
