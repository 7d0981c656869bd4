// Markdown features through a whole build on a fixture site: what the page shows, what the head
// names, warnings with file and line.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {baseSite, makeSite, runCli} from '../helpers/site.ts';

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

export function build(files: Record<string, string>) {
  const fixture = makeSite(files);
  made.push(fixture.dir);
  const result = runCli(['build', '--site', fixture.site, '--out', fixture.out, '--no-cache']);
  return {...fixture, ...result, read: (file: string) => fs.readFileSync(path.join(fixture.out, file), 'utf8')};
}

const PAGE = `---
title: Short
sidebar_label: Short
---

# The long heading

A claim[^src] :rocket:. Download the [PDF](pathname:///files/guide.pdf).

> [!WARNING]
> Mind the gap.

:::details[Show more]

Hidden text.

:::

[^src]: Where it comes from.

## Usage

:::note
Never closed.
`;

test('markdown features on a built page: footnotes, alerts, details, emoji, pathname links, title vs h1, unclosed warning', () => {
  const site = build(baseSite({'sitegen.config.ts': "export default {title: 'Fixture', url: 'https://e.com', baseUrl: '/base/'};\n", 'docs/guides/one.md': PAGE}));
  assert.equal(site.status, 0, site.stderr);
  assert.match(site.stderr + site.stdout, /docs\/guides\/one\.md:23: `:::note` is never closed/);
  const html = site.read('docs/guides/one.html');
  assert.match(html, /<title>Short \| Fixture<\/title>/);
  assert.match(html, /<h1 class="doc__title">The long heading<\/h1>/);
  assert.match(html, /<a href="\/base\/files\/guide\.pdf">PDF<\/a>/);
  assert.match(html, /data-footnote-ref aria-describedby="footnote-label">1<\/a>/);
  assert.match(html, /🚀/);
  assert.match(html, /admonition--warning"><p class="admonition__title">Warning<\/p>\s*<p>Mind the gap\.<\/p>/);
  assert.match(html, /<details class="details"><summary>Show more<\/summary>/);
  assert.match(html, /admonition--note"><p class="admonition__title">Note<\/p>\s*<p>Never closed\.<\/p>/);
  assert.doesNotMatch(html, /:::|\[!WARNING\]|\[\^src\]/);
});

test('math: KaTeX HTML at build time, its stylesheet and fonts only on pages with math, no script for it; the theme math rules bundled, not an @import of the checkout path', () => {
  const site = build(baseSite({'docs/guides/one.md': '---\ntitle: Math\n---\n\n## Usage\n\nArea $\\pi r^2$.\n\n$$\nE = mc^2\n$$\n'}));
  assert.equal(site.status, 0, site.stderr);
  const page = site.read('docs/guides/one.html');
  const link = /<link rel="stylesheet" href="(\/assets\/math-[\w-]+\.css)">/.exec(page);
  assert.ok(link, 'the math page links KaTeX CSS');
  assert.match(page, /<span class="katex">/);
  assert.doesNotMatch(site.read('docs/index.html'), /math-[\w-]+\.css/);
  const css = site.read(link[1].slice(1));
  assert.match(css, /\.katex\{/);
  // Was: math.css left as an `@import` of the checkout's absolute path (broken, and the file's
  // hash depended on where sitegen was checked out).
  assert.doesNotMatch(css, /@import/);
  assert.match(css, /\.math-display\{/);
  const font = /url\("?(\/assets\/katex-[\d.]+\/fonts\/KaTeX_Main-Regular\.woff2)"?\)/.exec(css)![1];
  assert.ok(fs.existsSync(path.join(site.out, font.replace(/^\//, ''))), `font ${font} is written`);
  assert.deepEqual([...page.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1].replace(/-[\w]+\.js$/, '')), ['/assets/boot']);
});

test('diagrams: only pages with a mermaid block load the diagrams script, and mermaid is copied only then', () => {
  const site = build(baseSite({'docs/guides/one.md': '---\ntitle: D\n---\n\n## Usage\n\n```mermaid\ngraph LR\n  A --> B\n```\n'}));
  assert.equal(site.status, 0, site.stderr);
  const page = site.read('docs/guides/one.html');
  const script = /<script type="module" src="(\/assets\/diagrams-\w+\.js)" data-mermaid="(\/assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs)"><\/script>/.exec(page);
  assert.ok(script, 'the diagram page loads the diagrams script');
  assert.ok(fs.existsSync(path.join(site.out, script[2])), 'mermaid is copied');
  assert.ok(fs.readdirSync(path.join(path.dirname(path.join(site.out, script[2])), 'chunks/mermaid.esm.min')).length > 10);
  assert.doesNotMatch(site.read('docs/index.html'), /diagrams-|data-mermaid/);

  const plain = build(baseSite());
  assert.equal(plain.status, 0, plain.stderr);
  assert.ok(!fs.readdirSync(path.join(plain.out, 'assets')).some((name) => name.startsWith('mermaid-')), 'no diagrams, no mermaid files');
  assert.ok(!fs.readdirSync(path.join(plain.out, 'assets')).some((name) => /^katex-|\.woff$|\.ttf$/.test(name)), 'no math, no KaTeX fonts');
});

test('includes: a partial renders in the page with its links resolved from its folder, and a change to it re-parses the page', () => {
  const fixture = makeSite(
    baseSite({
      'docs/guides/one.md': "---\ntitle: One\n---\nimport Usage from '../_partials/_usage.md';\n\n<Usage />\n",
      'docs/_partials/_usage.md': '## Usage\n\nBack to [intro](../intro.md).\n',
    }),
  );
  made.push(fixture.dir);
  const run = () => runCli(['build', '--site', fixture.site, '--out', fixture.out]);
  const first = run();
  assert.equal(first.status, 0, first.stderr);
  const read = () => fs.readFileSync(path.join(fixture.out, 'docs/guides/one.html'), 'utf8');
  assert.match(read(), /<h2 id="usage">Usage <a class="hash-link" href="#usage"[^>]*>#<\/a><\/h2>\s*<p>Back to <a href="\/docs\/">intro<\/a>/);
  assert.ok(!fs.existsSync(path.join(fixture.out, 'docs/_partials')), 'a partial is no page of its own');
  fs.writeFileSync(path.join(fixture.site, 'docs/_partials/_usage.md'), '## Usage\n\nChanged text.\n');
  const second = run();
  assert.equal(second.status, 0, second.stderr);
  assert.match(read(), /<p>Changed text\.<\/p>/);
});
