// Several docs instances on one site (`docs` plus `docsInstances[]`): each with its own folder,
// URLs, sidebars, versions, edit URL and breadcrumbs; navbar items of each instance; links
// between instances checked; search, sitemap and llms.txt holding every instance's pages; the
// translation files of each instance.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildSite, makeSite, runCli} from '../helpers/site.ts';
import {INSTANCES_CONFIG, instancesSite} from '../helpers/instances-fixture.ts';
import type {SearchRecord} from '../../src/shared/search-types.ts';

const site = buildSite(instancesSite());
const sidebarLinks = (html: string) => [...(/<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/<a class="sidebar__link[^"]*" href="([^"]+)"/g)].map((m) => m[1]);
const navbarLinks = (html: string) => [...(/<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '').matchAll(/<a class="(?:navbar__link|dropdown__link)[^"]*" href="([^"]+)"[^>]*>([^<]+)/g)].map((m) => `${m[2]} ${m[1]}`);

test('each instance has its routes: /docs, /community, and /sdk with its versions', () => {
  assert.equal(site.status, 0, site.stderr);
  for (const file of ['docs/index.html', 'docs/guide.html', 'community/index.html', 'community/support.html', 'sdk/start.html', 'sdk/next/start.html', 'sdk/next/teleport.html']) {
    assert.ok(site.exists(file), `${file} is built`);
  }
  assert.match(site.read('sdk/start.html'), /Start with SDK 1\.0/, 'the last version of sdk (1.0) is at /sdk');
  assert.match(site.read('sdk/next/start.html'), /Start with the next SDK/);
  assert.ok(!site.exists('sdk/teleport.html'), 'a doc only in current is not in the last version');
  assert.match(site.read('community/index.html'), /Meet the people/, 'a doc id the default instance has too is the instance\'s own');
  assert.match(site.read('docs/index.html'), /Start here\./);
});

test('each page shows its own instance\'s sidebar, although both are named `docs`', () => {
  assert.deepEqual(sidebarLinks(site.read('community/support.html')), ['/community/', '/community/support']);
  assert.deepEqual(sidebarLinks(site.read('docs/guide.html')), ['/docs/', '/docs/guide']);
  assert.deepEqual(sidebarLinks(site.read('sdk/start.html')), ['/sdk/start']);
});

test('edit URLs and breadcrumbs follow each instance\'s options', () => {
  assert.match(site.read('community/support.html'), /href="https:\/\/github\.com\/acme\/community\/edit\/main\/community\/support\.md"/);
  assert.match(site.read('docs/guide.html'), /href="https:\/\/github\.com\/acme\/site\/edit\/main\/website\/docs\/guide\.md"/);
  assert.match(site.read('docs/guide.html'), /<nav class="breadcrumbs"/);
  assert.doesNotMatch(site.read('community/support.html'), /<nav class="breadcrumbs"/, 'community has breadcrumbs: false');
});

test('navbar items with docsPluginId lead into their instance; its version dropdown lists its versions', () => {
  const links = navbarLinks(site.read('docs/guide.html'));
  for (const link of ['Docs /docs/', 'Community /community/', 'SDK /sdk/start', 'Support /community/support', '1.0 /sdk/start', 'Next /sdk/next/start']) assert.ok(links.includes(link), `${link} in ${links.join(', ')}`);
  const dropdown = site.read('sdk/next/start.html');
  assert.match(dropdown, /title="Versions">Next</, 'on an sdk page the dropdown shows the page\'s version');
  assert.match(dropdown, /href="\/sdk\/next\/start" data-docs-plugin="sdk" data-docs-version="current">Next</);
  assert.match(site.read('docs/guide.html'), /title="Versions">1\.0</, 'on another instance\'s page it shows the sdk\'s last version');
  assert.match(site.read('community/support.html'), /class="navbar__link is-active" href="\/community\/"/, 'the community item is lit on its sidebar\'s pages');
});

test('links between instances resolve (relative .md links and site paths)', () => {
  assert.match(site.read('docs/index.html'), /<a href="\/community\/support">community<\/a>/);
  assert.match(site.read('community/index.html'), /<a href="\/docs\/guide">product guide<\/a>/);
});

test('a broken link into another instance fails the build naming file and target', () => {
  const broken = buildSite(instancesSite({'docs/guide.md': '---\ntitle: Guide\n---\n\nSee [nothing](/community/missing) and [no anchor](/community/support#nowhere).\n'}));
  assert.notEqual(broken.status, 0);
  assert.match(broken.stderr, /docs\/guide\.md:\d+.*\/community\/missing/);
  assert.match(broken.stderr, /#nowhere/);
});

test('search, sitemap and llms.txt hold every instance\'s pages', () => {
  const records = JSON.parse(site.read('search/records.json')) as SearchRecord[];
  const tagsOf = (url: string) => records.find((record) => record.url === url)!.docusaurus_tag;
  assert.deepEqual(tagsOf('/community/support'), ['default', 'docs-community-current']);
  assert.deepEqual(tagsOf('/docs/guide'), ['default', 'docs-default-current']);
  assert.deepEqual(tagsOf('/sdk/start'), ['docs-sdk-1.0']);
  assert.deepEqual(tagsOf('/sdk/next/teleport'), ['docs-sdk-current']);
  assert.match(site.read('search/version-current/index.json'), /./, 'the sdk\'s other version has its own index');
  const sitemap = site.read('sitemap.xml');
  for (const url of ['/docs/guide', '/community/support', '/sdk/start', '/sdk/next/teleport']) assert.match(sitemap, new RegExp(`<loc>https://example\\.com${url}</loc>`));
  const llms = site.read('llms.txt');
  assert.match(llms, /## Community\n\n- \[Community\]\(https:\/\/example\.com\/community\.md\)/);
  assert.match(llms, /## Sdk\n\n- \[Start\]\(https:\/\/example\.com\/sdk\/start\.md\): Start with SDK 1\.0\./);
  assert.match(llms, /## Sdk Next\n\n- \[Start\]\(https:\/\/example\.com\/sdk\/next\/start\.md\)/);
});

test('an unknown docsPluginId and a missing sidebarPath of an instance are config errors', () => {
  const unknown = buildSite(instancesSite({'sitegen.config.ts': "export default {title: 'X', url: 'https://example.com', navbar: {items: [{type: 'doc', docId: 'intro', docsPluginId: 'nope'}]}, docsInstances: [{id: 'community', path: 'community', routeBasePath: '/community'}]};\n"}));
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /unknown docs instance "nope" \(known: default, community\)/);
  const missing = buildSite(instancesSite({'sitegen.config.ts': "export default {title: 'X', url: 'https://example.com', docsInstances: [{id: 'community', path: 'community', routeBasePath: '/community', sidebarPath: 'nope.ts'}]};\n"}));
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /docsInstances\[0\]\.sidebarPath names nope\.ts/);
});

test('write-translations writes each instance\'s version files in its own folder', () => {
  const config = INSTANCES_CONFIG.replace("url: 'https://example.com',", "url: 'https://example.com',\n  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},");
  const fixture = makeSite(instancesSite({'sitegen.config.ts': config}));
  const result = runCli(['write-translations', 'fr', '--site', fixture.site]);
  assert.equal(result.status, 0, result.stderr);
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(fixture.site, 'i18n/fr', file), 'utf8')) as Record<string, {message: string}>;
  assert.equal(read('docusaurus-plugin-content-docs/current.json')['sidebar.docs.category.Guides'].message, 'Guides');
  assert.equal(read('docusaurus-plugin-content-docs-community/current.json')['sidebar.docs.category.Help'].message, 'Help');
  assert.equal(read('docusaurus-plugin-content-docs-sdk/version-1.0.json')['version.label'].message, '1.0');
  assert.equal(read('docusaurus-plugin-content-docs-sdk/current.json')['version.label'].message, 'Next');
});

test('docs:version --instance versions another instance in its own files; the next build serves it', () => {
  const fixture = makeSite(instancesSite());
  const made = runCli(['docs:version', '1.0', '--instance', 'community', '--site', fixture.site]);
  assert.equal(made.status, 0, made.stderr);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(fixture.site, 'community_versions.json'), 'utf8')), ['1.0']);
  assert.ok(fs.existsSync(path.join(fixture.site, 'community_versioned_docs/version-1.0/support.md')));
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(fixture.site, 'community_versioned_sidebars/version-1.0-sidebars.json'), 'utf8')).docs[0], {type: 'doc', id: 'intro'});
  assert.ok(!fs.existsSync(path.join(fixture.site, 'versions.json')), 'the default docs stay unversioned');
  fs.writeFileSync(path.join(fixture.site, 'community/support.md'), '---\ntitle: Support\n---\n\nThe new helpdesk.\n');
  const built = runCli(['build', '--site', fixture.site, '--out', fixture.out]);
  assert.equal(built.status, 0, built.stderr);
  assert.match(fs.readFileSync(path.join(fixture.out, 'community/support.html'), 'utf8'), /Where the helpdesk lives/, '1.0 is the last version, at /community');
  assert.match(fs.readFileSync(path.join(fixture.out, 'community/next/support.html'), 'utf8'), /The new helpdesk/);
  const unknown = runCli(['docs:version', '2.0', '--instance', 'forum', '--site', fixture.site]);
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /no docs instance "forum" \(its instances: default, community, sdk\)/);
});

test('the site metadata names another instance\'s sidebars below its id', () => {
  const metadata = JSON.parse(site.read('__sitegen/metadata.json')) as {sidebars: Record<string, unknown>; docsVersion: {docs: {path: string; sidebar?: string}[]}};
  assert.deepEqual(Object.keys(metadata.sidebars).sort(), ['community/docs', 'docs', 'sdk/docs', 'sdk/sdk']);
  assert.equal(metadata.docsVersion.docs.find((doc) => doc.path === '/community/support')?.sidebar, 'community/docs');
  assert.equal(metadata.docsVersion.docs.find((doc) => doc.path === '/docs/guide')?.sidebar, 'docs');
});

test('regression: a site whose docs are all in docsInstances (no docs/) had its logo lead to a missing /docs/', () => {
  const only = buildSite({
    'sitegen.config.ts': "export default {title: 'Only', url: 'https://example.com', navbar: {logo: {alt: 'L', src: 'img/l.svg'}, items: []}, docsInstances: [{id: 'community', path: 'community', routeBasePath: '/community'}]};\n",
    'static/img/l.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>\n',
    'community/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
  });
  assert.equal(only.status, 0, only.stderr);
  assert.match(only.read('community/intro.html'), /<a class="brand navbar__brand" href="\/community\/intro">/);
});
