// Versioned docs on fixture sites laid out as Docusaurus lays them out: routes of each version,
// banners, the version dropdown, canonical URLs, noindex, search per version, links checked per
// version, config errors, and `sitegen docs:version` making a version.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildSite, makeSite, runCli, snapshotDir} from '../helpers/site.ts';
import {versionedSite} from '../helpers/versions-fixture.ts';
import type {SearchRecord} from '../../src/shared/search-types.ts';

const build = buildSite;

const versionsMenu = (html: string) => [...html.matchAll(/<a class="dropdown__link" href="([^"]+)" data-docs-plugin="default" data-docs-version="([^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[3]} ${m[1]}`);
const banner = (html: string) => /<div class="version-banner" role="note">([\s\S]*?)<\/div>/.exec(html)?.[1].replace(/<!-- -->/g, '') ?? '';
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

const versioned = build(versionedSite());

test('each version has its routes: the last at /docs, current at /docs/next, older ones at /docs/<name>', () => {
  assert.equal(versioned.status, 0, versioned.stderr);
  for (const file of ['docs/index.html', 'docs/guide.html', 'docs/next/index.html', 'docs/next/guide.html', 'docs/next/teleport.html', 'docs/1.0/index.html', 'docs/1.0/old-api.html']) {
    assert.ok(versioned.exists(file), `${file} is built`);
  }
  assert.ok(!versioned.exists('docs/teleport.html'), 'a doc only in current is not in the last version');
  assert.match(versioned.read('docs/guide.html'), /How to use release 2\.0/);
  assert.match(versioned.read('docs/next/guide.html'), /How to use the next release/);
});

test('the version dropdown keeps the reader on the same doc, else that version\'s first page', () => {
  assert.deepEqual(versionsMenu(versioned.read('docs/next/guide.html')), ['Next /docs/next/guide', '2.0 /docs/guide', '1.0 /docs/1.0/']);
  assert.deepEqual(versionsMenu(versioned.read('docs/1.0/old-api.html')), ['Next /docs/next/', '2.0 /docs/', '1.0 /docs/1.0/old-api']);
  assert.match(versioned.read('docs/1.0/old-api.html'), /title="Versions">1\.0</, 'the dropdown shows the version being read');
  assert.match(versioned.read('index.html'), /title="Versions">2\.0</, 'outside the docs it shows the last version');
});

test('banners: unreleased and unmaintained versions say so and link to the same page in the last version', () => {
  assert.equal(banner(versioned.read('docs/guide.html')), '', 'the last version has no banner');
  assert.match(banner(versioned.read('docs/next/guide.html')), /for Next, which is not released yet\.[\s\S]*<a href="\/docs\/guide">this page in 2\.0<\/a>/);
  assert.match(banner(versioned.read('docs/1.0/old-api.html')), /for 1\.0, which is no longer maintained\.[\s\S]*<a href="\/docs\/">this page in 2\.0<\/a>/);
});

test('canonical URLs of other versions point at the last version\'s page; noindex versions stay out of the sitemap', () => {
  assert.equal(canonical(versioned.read('docs/next/guide.html')), 'https://example.com/docs/guide');
  assert.equal(canonical(versioned.read('docs/next/teleport.html')), 'https://example.com/docs/next/teleport', 'a doc with no counterpart is its own canonical');
  assert.match(versioned.read('docs/1.0/index.html'), /<meta name="robots" content="noindex, follow">/);
  assert.doesNotMatch(versioned.read('docs/next/guide.html'), /name="robots"/);
  const sitemap = versioned.read('sitemap.xml');
  assert.doesNotMatch(sitemap, /docs\/1\.0/);
  assert.doesNotMatch(sitemap, /docs\/next\/guide/, 'a page whose canonical is another is left out');
  assert.match(sitemap, /docs\/next\/teleport/);
});

test('search: records carry their version\'s tag, and each version has a local index of its own docs', () => {
  const records = JSON.parse(versioned.read('search/records.json')) as SearchRecord[];
  const tagsOf = (url: string) => records.find((record) => record.url === url)!.docusaurus_tag;
  assert.deepEqual(tagsOf('/docs/guide'), ['docs-default-2.0']);
  assert.deepEqual(tagsOf('/docs/next/teleport'), ['docs-default-current']);
  assert.deepEqual(tagsOf('/docs/1.0/old-api'), ['docs-default-1.0']);
  const indexText = (dir: string) =>
    fs
      .readdirSync(path.join(versioned.site.out, dir))
      .filter((file) => file.endsWith('.json') && file !== 'records.json')
      .map((file) => fs.readFileSync(path.join(versioned.site.out, dir, file), 'utf8'))
      .join('\n');
  assert.match(indexText('search/version-1.0'), /frobnicate/);
  assert.doesNotMatch(indexText('search'), /frobnicate|Teleportation/, 'the last version\'s index has only its docs');
  assert.match(indexText('search/version-current'), /Teleportation/);
  assert.match(versioned.read('docs/1.0/old-api.html'), /<meta name="docsearch:docusaurus_tag" content="docs-default-1\.0">/);
  const data = JSON.parse(/<script type="application\/json" id="sitegen-data">(.*?)<\/script>/.exec(versioned.read('index.html'))![1]);
  assert.equal(data.search.docsTag, 'docs-default-2.0');
  assert.deepEqual(data.search.versionIndexUrls, {'docs-default-current': '/search/version-current/index.json', 'docs-default-1.0': '/search/version-1.0/index.json'});
});

test('links are checked per version: an old version linking to a doc only the current version has is reported with file and line', () => {
  const oldApi = (link: string) => `---\ntitle: Old API\n---\n\nText.\n\nSee ${link}.\n`;
  // Docusaurus's default for markdown links is 'warn': the link is reported and left without an href.
  const warned = build(versionedSite({'versioned_docs/version-1.0/old-api.md': oldApi('[teleport](./teleport.md)')}));
  assert.equal(warned.status, 0, warned.stderr);
  assert.match(warned.stderr, /versioned_docs\/version-1\.0\/old-api\.md:7: markdown link to no file \.\/teleport\.md/);
  assert.match(warned.read('docs/1.0/old-api.html'), /See <a>teleport<\/a>/, 'not resolved to the current version\'s page');

  const strict = versionedSite({'versioned_docs/version-1.0/old-api.md': oldApi('[teleport](./teleport.md)')});
  strict['sitegen.config.ts'] = strict['sitegen.config.ts'].replace("docs: {", "onBrokenMarkdownLinks: 'throw', docs: {");
  const thrown = build(strict);
  assert.notEqual(thrown.status, 0);
  assert.match(thrown.stderr, /versioned_docs\/version-1\.0\/old-api\.md:7/);

  const byUrl = build(versionedSite({'versioned_docs/version-1.0/old-api.md': oldApi('[teleport](/docs/1.0/teleport)')}));
  assert.notEqual(byUrl.status, 0, 'onBrokenLinks defaults to throw');
  assert.match(byUrl.stderr, /versioned_docs\/version-1\.0\/old-api\.md:7: broken link \/docs\/1\.0\/teleport/);
});

test('config: lastVersion, labels, paths and banners of each version; unknown versions are errors naming the config', () => {
  const config = `export default {title: 'V', url: 'https://example.com', navbar: {items: [{type: 'docsVersionDropdown'}]}, docs: {lastVersion: 'current', versions: {current: {label: 'Edge', path: 'edge'}, '2.0': {banner: 'none'}}}};\n`;
  const site = build(versionedSite({'sitegen.config.ts': config, 'pages/index.tsx': 'export default function Home() { return <p>Home</p>; }\n'}));
  assert.equal(site.status, 0, site.stderr);
  assert.ok(site.exists('docs/edge/teleport.html'), 'current at its own path');
  assert.ok(site.exists('docs/2.0/guide.html'), 'a released version below the docs base when it is not the last');
  assert.equal(banner(site.read('docs/2.0/guide.html')), '', 'banner: none');
  assert.match(banner(site.read('docs/1.0/old-api.html')), /no longer maintained[\s\S]*<a href="\/docs\/edge\/">this page in Edge<\/a>/);
  assert.deepEqual(versionsMenu(site.read('docs/2.0/guide.html')), ['Edge /docs/edge/guide', '2.0 /docs/2.0/guide', '1.0 /docs/1.0/']);

  const only = build(versionedSite({'sitegen.config.ts': "export default {title: 'V', url: 'https://example.com', docs: {onlyIncludeVersions: ['2.0']}};\n"}));
  assert.equal(only.status, 0, only.stderr);
  assert.ok(only.exists('docs/guide.html') && !only.exists('docs/next/guide.html') && !only.exists('docs/1.0/index.html'), 'only 2.0 is built');

  const unknown = build(versionedSite({'sitegen.config.ts': "export default {title: 'V', url: 'https://example.com', docs: {onlyIncludeVersions: ['3.0'], versions: {'9.9': {label: 'x'}}}};\n"}));
  assert.notEqual(unknown.status, 0);
  assert.match(unknown.stderr, /onlyIncludeVersions names unknown versions: 3\.0/);

  const badList = build(versionedSite({'versions.json': '{"2.0": true}'}));
  assert.notEqual(badList.status, 0);
  assert.match(badList.stderr, /versions\.json must be an array of version names/);
});

test('docs:version freezes the docs and sidebars as Docusaurus does; the next build serves them at /docs and current at /docs/next', () => {
  const site = makeSite({
    'sitegen.config.ts': "export default {title: 'V', url: 'https://example.com'};\n",
    'sidebars.ts': "const sidebars = {docs: ['intro', {type: 'category', label: 'More', items: [{type: 'autogenerated', dirName: 'more'}]}]};\nexport default sidebars;\n",
    'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nVersion one text.\n',
    'docs/more/deep.md': '---\ntitle: Deep\n---\n\nDeep text.\n',
  });
  const made = runCli(['docs:version', '1.0', '--site', site.site]);
  assert.equal(made.status, 0, made.stderr);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(site.site, 'versions.json'), 'utf8')), ['1.0']);
  assert.equal(fs.readFileSync(path.join(site.site, 'versioned_docs/version-1.0/more/deep.md'), 'utf8'), '---\ntitle: Deep\n---\n\nDeep text.\n');
  const frozen = JSON.parse(fs.readFileSync(path.join(site.site, 'versioned_sidebars/version-1.0-sidebars.json'), 'utf8'));
  assert.deepEqual(frozen.docs[0], {type: 'doc', id: 'intro'});
  assert.equal(frozen.docs[1].label, 'More');
  assert.deepEqual(frozen.docs[1].items, [{type: 'autogenerated', dirName: 'more'}]);

  fs.writeFileSync(path.join(site.site, 'docs/intro.md'), '---\ntitle: Intro\nslug: /\n---\n\nVersion two text.\n');
  const built = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.equal(built.status, 0, built.stderr);
  assert.match(fs.readFileSync(path.join(site.out, 'docs/index.html'), 'utf8'), /Version one text/);
  assert.match(fs.readFileSync(path.join(site.out, 'docs/next/index.html'), 'utf8'), /Version two text/);
  assert.ok(fs.existsSync(path.join(site.out, 'docs/more/deep.html')));

  const before = snapshotDir(site.site);
  for (const [name, message] of [
    ['1.0', /version 1\.0 already exists/],
    ['current', /"current" is the name of the unreleased docs/],
    ['../x', /cannot be a folder name/],
  ] as const) {
    const refused = runCli(['docs:version', name, '--site', site.site]);
    assert.equal(refused.status, 2, `${name}: ${refused.stderr}`);
    assert.match(refused.stderr, message);
  }
  fs.mkdirSync(path.join(site.site, 'versioned_docs/version-2.0'));
  fs.writeFileSync(path.join(site.site, 'versioned_docs/version-2.0/mine.md'), 'not sitegen\'s');
  const clash = runCli(['docs:version', '2.0', '--site', site.site]);
  assert.equal(clash.status, 2);
  assert.match(clash.stderr, /versioned_docs\/version-2\.0 already exists; sitegen does not overwrite it/);
  fs.rmSync(path.join(site.site, 'versioned_docs/version-2.0'), {recursive: true});
  assert.deepEqual(snapshotDir(site.site), before, 'a refused docs:version changes nothing');
});

test('regression: a doc\'s anchors are its own version\'s, not those of the last version\'s doc with the same id', () => {
  const own = build(versionedSite({'docs/guide.md': '---\ntitle: Guide\n---\n\nJump to [the new part](#only-in-next).\n\n## Only in next\n\nNew things.\n'}));
  assert.equal(own.status, 0, own.stderr);
  assert.match(own.read('docs/next/guide.html'), /href="#only-in-next"/);
});
