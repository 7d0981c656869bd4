import {test} from 'node:test';
import assert from 'node:assert/strict';
import {getMarkdown} from '../../src/content/load.ts';
import {parseMarkdown} from '../../src/content/parse.ts';
import {englishPage} from '../helpers/content-html.ts';
import {parseCodeInfo, applyMagicComments} from '../../src/content/markdown/code.ts';
import {FrontMatterError} from '../../src/errors.ts';

const md = await getMarkdown();
const parse = (source: string, file = 'docs/page.md') => englishPage(parseMarkdown(md, {file, source, kind: 'doc'}));

test('headings get GitHub slugs, custom ids, de-duplication and a TOC of h2-h3', () => {
  const page = parse('## Hello World\n\n### Sub part\n\n#### Deep\n\n## Hello World\n\n## Custom {#my-id}\n');
  assert.deepEqual(page.headings.map((h) => h.id), ['hello-world', 'sub-part', 'deep', 'hello-world-1', 'my-id']);
  assert.deepEqual(page.toc.map((e) => e.id), ['hello-world', 'hello-world-1', 'my-id']);
  assert.deepEqual(page.toc[0].children.map((e) => e.id), ['sub-part']);
  assert.match(page.html, /<h2 id="my-id">Custom <a class="hash-link" href="#my-id"/);
});

test('a leading h1 is the title when front matter has none', () => {
  const page = parse('# Big title\n\nBody.\n');
  assert.equal(page.title, 'Big title');
  assert.doesNotMatch(page.html, /<h1/);
});

test('admonitions take a title in brackets or after the type, and nest', () => {
  const page = parse(':::tip[Pro tip]\n\nOuter.\n\n:::warning\n\nInner.\n\n:::\n\n:::\n\n:::danger Take care\n\nX\n\n:::\n');
  assert.match(page.html, /<div class="admonition admonition--tip"><p class="admonition__title">Pro tip<\/p>/);
  assert.match(page.html, /admonition--warning"><p class="admonition__title">Warning<\/p>\n<p>Inner/);
  assert.match(page.html, /admonition--danger"><p class="admonition__title">Take care/);
});

test('tabs render a tablist and panels that read without JavaScript', () => {
  const page = parse(':::tabs{groupId="pm"}\n::tab{label="npm" value="npm"}\n\n```bash\nnpm i x\n```\n\n::tab{label="yarn" value="yarn"}\n\nyarn add x\n\n:::\n');
  assert.match(page.html, /<div class="tabs" data-group-id="pm"><div class="tabs__list" role="tablist">/);
  assert.match(page.html, /role="tab"[^>]*aria-selected="true"[^>]*data-value="npm">npm<\/button>/);
  assert.equal(page.html.match(/role="tabpanel"/g)?.length, 2);
  assert.match(page.html, /<p class="tabs__label">yarn<\/p>/);
});

test('code fences: title, line ranges, line numbers and magic comments', () => {
  const meta = parseCodeInfo('tsx title="src/Video.tsx" {1,4-6} showLineNumbers');
  assert.equal(meta.lang, 'tsx');
  assert.equal(meta.title, 'src/Video.tsx');
  assert.deepEqual([...meta.highlight], [1, 4, 5, 6]);
  assert.equal(meta.showLineNumbers, true);
  const lines = new Set<number>();
  const code = applyMagicComments('a\n// highlight-next-line\nb\nc\n// highlight-start\nd\ne\n// highlight-end\nf', lines);
  assert.equal(code, 'a\nb\nc\nd\ne\nf');
  assert.deepEqual([...lines], [2, 4, 5]);
  const page = parse('```ts title="a.ts"\n// highlight-next-line\nconst x = 1;\n```\n');
  assert.match(page.html, /<div class="code-block__title">a\.ts<\/div>/);
  assert.match(page.html, /class="line line--highlighted"><span style="color:/);
  assert.doesNotMatch(page.html, /highlight-next-line/);
});

test('links: internal targets are slots, links and anchors are recorded with lines, externals open a new tab', () => {
  const source = '---\ntitle: T\n---\n\nSee [a](../api/foo.md#bar), [b](/docs/x#y)\nand [c](#local) and [d](https://example.com).\n';
  const parsed = parseMarkdown(md, {file: 'docs/guides/page.md', source, kind: 'doc'});
  const page = englishPage(parsed);
  assert.deepEqual(
    page.links.map((l) => [l.kind, l.target, l.anchor, l.line]),
    [['markdown', 'docs/api/foo.md', 'bar', 5], ['site', '/docs/x', 'y', 5], ['anchor', '', 'local', 6]],
  );
  const href = {name: 'href', quote: '"'};
  assert.deepEqual(parsed.html.filter((part) => typeof part !== 'string'), [{slot: 'link', link: 0, attribute: href}, {slot: 'link', link: 1, attribute: href}]);
  assert.match(page.html, /<a href="#local">c<\/a>/);
  assert.match(page.html, /href="https:\/\/example\.com" target="_blank" rel="noopener noreferrer"/);
});

test('GFM: tables, strikethrough, task lists, autolinks', () => {
  const page = parse('| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~ https://example.com\n\n- [x] done\n- [ ] open\n');
  assert.match(page.html, /<table>/);
  assert.match(page.html, /<s>old<\/s>/);
  assert.match(page.html, /<a href="https:\/\/example\.com"/);
  assert.match(page.html, /type="checkbox"[^>]*disabled checked/);
});

test('truncate marker ends the excerpt; reading time counts words', () => {
  const words = Array.from({length: 450}, () => 'word').join(' ');
  const page = parseMarkdown(md, {file: 'blog/2024-01-01-a.md', source: `Intro.\n\n<!--truncate-->\n\n${words}\n`, kind: 'post'});
  assert.deepEqual(page.excerptHtml, ['<p>Intro.</p>\n']);
  assert.equal(page.readingTimeMinutes, 2);
});

test('malformed front matter names file and line', () => {
  assert.throws(() => parse('---\ntitle: ok\nbad: [x\n---\n'), (error: unknown) => {
    assert.ok(error instanceof FrontMatterError);
    assert.deepEqual(error.location, {file: 'docs/page.md', line: 3});
    return true;
  });
});

test('islands leave a slot and record their props', () => {
  const page = parseMarkdown(md, {file: 'docs/page.md', source: '::island{name="spring-editor" mass="1"}\n', kind: 'doc'});
  assert.deepEqual(page.islands, [{name: 'spring-editor', props: {mass: '1'}}]);
  assert.deepEqual(page.html, [{slot: 'island', island: 0}, '\n']);
});
