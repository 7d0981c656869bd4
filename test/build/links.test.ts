// The link check on fixture sites: one parser for ids and links, one severity switch for every
// check, images checked like links, markdown links resolved as Docusaurus resolves them.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {baseSite, makeSite, runCli} from '../helpers/site.ts';

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function build(files: Record<string, string>) {
  const fixture = makeSite(files);
  made.push(fixture.dir);
  const result = runCli(['build', '--site', fixture.site, '--out', fixture.out, '--no-cache']);
  return {...fixture, ...result, read: (file: string) => fs.readFileSync(path.join(fixture.out, file), 'utf8')};
}

const config = (extra: string) => `export default {title: 'T', url: 'https://e.com', ${extra}};\n`;

test('raw HTML ids (<li id>, <h4 id>) are anchors for the build and for check-links alike', () => {
  const site = build(
    baseSite({
      'docs/guides/one.md': '---\ntitle: Guide one\n---\n\n## Usage\n\n<ul><li id="step-1">First</li></ul>\n\n<h4 id="raw-heading">Raw</h4>\n',
      'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\n[a](./guides/one.md#step-1) [b](/docs/guides/one#raw-heading) [c](./guides/one.md#usage)\n',
    }),
  );
  assert.equal(site.status, 0, site.stderr);
  const crawl = runCli(['check-links', '--out', site.out]);
  assert.equal(crawl.status, 0, crawl.stdout);
});

test('onBrokenLinks: warn reports broken links of React pages instead of dropping them', () => {
  const site = build(baseSite({'sitegen.config.ts': config("onBrokenLinks: 'warn'"), 'pages/about.tsx': 'export default function A() { return <a href="/nowhere">x</a>; }\n'}));
  assert.equal(site.status, 0, site.stderr);
  assert.match(site.stderr, /warning: 1 broken link \(onBrokenLinks: 'warn'\):\n {2}- pages\/about\.tsx: broken link \/nowhere/);
});

test('a broken link on a React page fails the build by default', () => {
  const site = build(baseSite({'pages/about.tsx': 'export default function A() { return <a href="/nowhere">x</a>; }\n'}));
  assert.equal(site.status, 1);
  assert.match(site.stderr, /pages\/about\.tsx: broken link \/nowhere/);
});

test('missing images fail the build with file and line: markdown, raw HTML and relative files', () => {
  const site = build(
    baseSite({
      'docs/guides/one.md': '---\ntitle: Guide one\n---\n\n## Usage\n\n![gone](/img/nope.png)\n\n<img src="/img/nope.png" alt="raw">\n\n![rel](./pics/none.png)\n',
    }),
  );
  assert.equal(site.status, 1);
  assert.match(site.stderr, /3 missing images found/);
  assert.match(site.stderr, /docs\/guides\/one\.md:7: missing image \/img\/nope\.png/);
  assert.match(site.stderr, /docs\/guides\/one\.md:9: missing image \/img\/nope\.png/);
  assert.match(site.stderr, /docs\/guides\/one\.md:11: missing image \.\/pics\/none\.png/);
});

test('an existing relative image is copied with a content hash and linked with it', () => {
  const site = build(baseSite({'docs/guides/one.md': '---\ntitle: Guide one\n---\n\n## Usage\n\n![pic](./pics/a.png)\n', 'docs/guides/pics/a.png': 'PNGDATA'}));
  assert.equal(site.status, 0, site.stderr);
  const src = /<img src="(\/assets\/media\/a-[0-9a-f]{8}\.png)"/.exec(site.read('docs/guides/one.html'))?.[1];
  assert.ok(src, 'hashed image URL');
  assert.equal(fs.readFileSync(path.join(site.out, src)).toString(), 'PNGDATA');
});

test('a broken anchor says which heading was probably meant', () => {
  const site = build(baseSite({'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nSee [one](./guides/one.md#usag).\n'}));
  assert.equal(site.status, 1);
  assert.match(site.stderr, /docs\/intro\.md:6: broken anchor \.\/guides\/one\.md#usag \(did you mean #usage\?\)/);
});

test('relative .md links resolve next to the file first, then from the docs root', () => {
  const site = build(baseSite({'docs/guides/one.md': '---\ntitle: Guide one\n---\n\n## Usage\n\n[intro](intro.md) [self](./one.md#usage)\n'}));
  assert.equal(site.status, 0, site.stderr);
  const html = site.read('docs/guides/one.html');
  assert.match(html, /<a href="\/docs\/">intro<\/a>/);
  assert.match(html, /<a href="\/docs\/guides\/one#usage">self<\/a>/);
});

test('an unresolved .md link warns and is not written as a broken relative href', () => {
  const site = build(baseSite({'docs/guides/one.md': '---\ntitle: Guide one\n---\n\n## Usage\n\nSee [old](./old-page.md).\n'}));
  assert.equal(site.status, 0, site.stderr);
  const html = site.read('docs/guides/one.html');
  assert.match(html, /See <a>old<\/a>\./);
  assert.doesNotMatch(html, /old-page/);
});

test('each check has its own severity: ignore, log, warn or throw', () => {
  const files = {'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\n[x](./guides/one.md#usag) [y](./gone.md)\n'};
  const ignored = build(baseSite({...files, 'sitegen.config.ts': config("onBrokenAnchors: 'ignore', onBrokenMarkdownLinks: 'log'")}));
  assert.equal(ignored.status, 0, ignored.stderr);
  assert.doesNotMatch(ignored.stderr + ignored.stdout, /broken anchor/);
  assert.match(ignored.stdout, /1 unresolved markdown link \(onBrokenMarkdownLinks: 'log'\)/);
  const thrown = build(baseSite({...files, 'sitegen.config.ts': config("onBrokenMarkdownLinks: 'throw'")}));
  assert.equal(thrown.status, 1);
  assert.match(thrown.stderr, /1 broken anchor, 1 unresolved markdown link found/);
});
