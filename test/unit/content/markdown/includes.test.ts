import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {getMarkdown} from '../../../../src/content/load.ts';
import {parseMarkdown} from '../../../../src/content/parse.ts';
import {englishPage} from '../../../helpers/content-html.ts';
import {MarkdownError} from '../../../../src/errors.ts';

const md = await getMarkdown();
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-includes-'));
process.on('exit', () => fs.rmSync(siteDir, {recursive: true, force: true}));
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
  fs.writeFileSync(path.join(siteDir, file), text);
};
const parse = (file: string, source: string) => englishPage(parseMarkdown(md, {file, source, kind: 'doc', siteDir}));

write('docs/shared/_setup.md', '---\nunused: true\n---\n\n## Install\n\nSee [the API](../api/render.md#options) and ![logo](./logo.png).\n\n```klingon\nx\n```\n');
write('docs/shared/_outer.md', "import Setup from './_setup.md';\n\nOuter text.\n\n<Setup />\n");

test('a partial is included where its tag is, with links resolved from the partial and headings in reading order', () => {
  const page = parse('docs/guides/page.md', "---\ntitle: P\n---\nimport Setup from '../shared/_setup.md';\n\n## Before\n\n<Setup />\n\n## After\n");
  assert.deepEqual(page.headings.map((h) => h.id), ['before', 'install', 'after']);
  assert.deepEqual(page.toc.map((e) => e.id), ['before', 'install', 'after']);
  assert.deepEqual(page.links.filter((l) => l.kind !== 'anchor').map((l) => [l.kind, l.target, l.anchor, l.line]), [['markdown', 'docs/api/render.md', 'options', 7], ['file', 'docs/shared/logo.png', undefined, 7]]);
  assert.doesNotMatch(page.html, /import Setup|&lt;Setup|<Setup/);
  assert.match(page.html, /<h2 id="before">[\s\S]*<h2 id="install">[\s\S]*<h2 id="after">/);
  assert.deepEqual(page.includes, ['docs/shared/_setup.md']);
  // Problems inside the partial name the partial's file and line.
  assert.ok(page.warnings.includes('docs/shared/_setup.md:9: unknown code language `klingon` (shown without highlighting; see https://shiki.style/languages)'), page.warnings.join('\n'));
  assert.ok(page.warnings.includes('docs/shared/_setup.md:2: unknown front matter key `unused`'));
});

test('partials include partials; every one is listed for cache invalidation', () => {
  const page = parse('docs/a.md', "import Outer from './shared/_outer.md';\n\n<Outer />\n");
  assert.match(page.html, /<p>Outer text\.<\/p>\n<h2 id="install">/);
  assert.deepEqual(page.includes, ['docs/shared/_outer.md', 'docs/shared/_setup.md']);
});

test('a missing partial and a partial including itself are errors with file and line', () => {
  assert.throws(() => parse('docs/b.md', "import Gone from './_gone.md';\n\nText.\n\n<Gone />\n"), (error: MarkdownError) => {
    assert.equal(error.message, 'partial not found: docs/_gone.md');
    assert.deepEqual(error.location, {file: 'docs/b.md', line: 5});
    return true;
  });
  write('docs/_loop.md', "import Loop from './_loop.md';\n\n<Loop />\n");
  assert.throws(() => parse('docs/c.md', "import Loop from './_loop.md';\n\n<Loop />\n"), /partial docs\/_loop\.md includes itself \(docs\/c\.md → docs\/_loop\.md → docs\/_loop\.md\)/);
});

test('an import of something else is MDX: read, never shown, and an unknown tag is reported (mdx.ts)', () => {
  const page = parse('docs/d.md', "import {Player} from '@remotion/player';\n\n<Other />\n");
  assert.doesNotMatch(page.html, /import|Other/);
  assert.equal(page.unknownComponents.length, 1);
});
