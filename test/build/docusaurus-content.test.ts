// Docusaurus content that ported with a wrong result: each test is named after the bug it fixed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSite} from '../helpers/site.ts';

const CONFIG = "export default {title: 'Content', url: 'https://example.com'};\n";

test('an absolute .md link (/cli/cache-list.md) was reported broken; it resolves against the docs folder', () => {
  const fixed = buildSite({
    'sitegen.config.ts': CONFIG,
    'docs/intro.md': '# Intro\n\nSee [the list](/cli/cache-list.md#flags) and [the index](/cli/index.md).\n',
    'docs/cli/index.md': '# CLI\n',
    'docs/cli/cache-list.md': '# Cache list\n\n## Flags\n',
  });
  assert.equal(fixed.status, 0, fixed.stderr);
  const html = fixed.read('docs/intro.html');
  assert.match(html, /<a href="\/docs\/cli\/cache-list#flags">the list<\/a>/);
  assert.match(html, /<a href="\/docs\/cli">the index<\/a>/);
  const missing = buildSite({'sitegen.config.ts': CONFIG, 'docs/intro.md': '# Intro\n\n[gone](/cli/gone.md)\n'});
  assert.equal(missing.status, 0, 'an unresolved markdown link warns, as Docusaurus');
  assert.match(missing.stderr, /docs\/intro\.md:3: markdown link to no file \/cli\/gone\.md/);
});

test('slug: index was written as the folder\'s page; it is the page /<folder>/index, as in Docusaurus', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'docs/guide/setup.md': '---\nslug: index\n---\n# Setup\n',
    'docs/guide/other.md': '# Other\n\n[setup](./setup.md)\n',
    'docs/index.md': '---\nslug: index\n---\n# Home doc\n',
  });
  assert.equal(built.status, 0, built.stderr);
  assert.ok(built.exists('docs/guide/index/index.html'));
  assert.ok(built.exists('docs/index/index.html'));
  assert.ok(!built.exists('docs/guide/index.html'), 'nothing claims /docs/guide/');
  assert.match(built.read('docs/guide/other.html'), /<a href="\/docs\/guide\/index">setup<\/a>/);
  assert.match(built.read('sitemap.xml'), /<loc>https:\/\/example\.com\/docs\/guide\/index<\/loc>/);
});

test('a fence with a title and no language lost its title (the title was taken as the language)', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'docs/intro.md': '# Intro\n\n```title="notes.txt"\nplain text\n```\n\n```{1} showLineNumbers\nline\n```\n',
  });
  assert.equal(built.status, 0, built.stderr);
  assert.doesNotMatch(built.stderr, /unknown code language/);
  const html = built.read('docs/intro.html');
  assert.match(html, /<div class="code-block__title">notes\.txt<\/div>/);
  assert.match(html, /code-block--numbered/);
  assert.doesNotMatch(html, /data-lang="title/);
});

test('a fragment <>…</> gave a false "never closed" and was reported as not rendered; it is its children', () => {
  const built = buildSite({
    'sitegen.config.ts': CONFIG,
    'docs/intro.mdx': '# Intro\n\n<>\n\nInside a *fragment*.\n\n</>\n\nText <>inline</> here.\n\n<>\nOpened as a block, closed inline.</>\n',
  });
  assert.equal(built.status, 0, built.stderr);
  assert.doesNotMatch(built.stderr, /never closed|fragment|closes nothing/);
  const html = built.read('docs/intro.html');
  assert.match(html, /<p>Inside a <em>fragment<\/em>.<\/p>/);
  assert.match(html, /<p>Text inline here.<\/p>/);
  assert.doesNotMatch(html, /&lt;\/?&gt;/);
});
