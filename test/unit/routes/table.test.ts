import {test} from 'node:test';
import assert from 'node:assert/strict';
import {siteConfigSchema} from '../../../src/config/schema.ts';
import {allDocsVersions} from '../../../src/content/versions.ts';
import type {ParsedMarkdown} from '../../../src/content/types.ts';
import {buildRouteTable} from '../../../src/routes/table.ts';
import type {Route} from '../../../src/routes/types.ts';
import {normalizeSidebars} from '../../../src/routes/sidebar-config.ts';
import {tempDir} from '../../helpers/site.ts';

const parsed = (file: string, title: string) => ({file, title, frontMatter: {}, html: `<p>${title}</p>`, toc: [], anchors: [], links: [], description: title}) as unknown as ParsedMarkdown;

/** Two instances whose doc ids and sidebar ids are the same: `docs` and `community`. */
function table(navbarItems: unknown[] = []) {
  const config = siteConfigSchema.parse({
    title: 'T', url: 'https://example.com',
    navbar: {items: navbarItems},
    docsInstances: [{id: 'community', path: 'community', routeBasePath: '/community', breadcrumbs: false}],
  });
  const sidebars = {input: normalizeSidebars({main: ['intro', {type: 'category', label: 'More', items: ['other']}]}, 'sidebars.ts'), file: 'sidebars.ts'};
  const versions = allDocsVersions(tempDir(), config).map((version) => ({
    version,
    docs: [parsed(`${version.docsDir}/intro.md`, `${version.pluginId} intro`), parsed(`${version.docsDir}/other.md`, `${version.pluginId} other`)],
    sidebars,
    categories: new Map(),
  }));
  return buildRouteTable({config, configFile: 'sitegen.config.ts', versions, blogs: [], pages: [], includeDrafts: false});
}

const doc = (routes: Route[], path: string) => {
  const route = routes.find((r) => r.path === path);
  assert.ok(route?.kind === 'doc', `${path} is a doc`);
  return route.doc;
};

test('each instance\'s docs get its routes, its own sidebar and its own options, whatever ids they share', () => {
  const {routes, docsVersions, fileToPath} = table();
  assert.deepEqual(routes.filter((r) => r.kind === 'doc').map((r) => r.path), ['/docs/intro', '/docs/other', '/community/intro', '/community/other']);
  assert.deepEqual(doc(routes, '/community/other').sidebar!.items.flatMap((item) => (item.type === 'category' ? item.items : [item])).map((item) => 'href' in item && item.href), ['/community/intro', '/community/other']);
  assert.deepEqual(doc(routes, '/docs/other').breadcrumbs.map((link) => link.label), ['More']);
  assert.deepEqual(doc(routes, '/community/other').breadcrumbs, [], 'community has breadcrumbs: false');
  assert.equal(doc(routes, '/community/other').version?.pluginId, 'community');
  assert.equal(doc(routes, '/docs/other').version?.pluginId, undefined, 'the default instance\'s pages stay as they were');
  assert.equal(doc(routes, '/community/other').next, undefined);
  assert.deepEqual(docsVersions.map((v) => `${v.pluginId} ${v.tag}`), ['default docs-default-current', 'community docs-community-current']);
  assert.equal(fileToPath.get('community/other.md'), '/community/other');
});

test('navbar items with docsPluginId resolve in their instance; an unknown instance is a config error', () => {
  const {chrome} = table([
    {type: 'doc', docId: 'other', label: 'Docs'},
    {type: 'doc', docId: 'other', label: 'Community', docsPluginId: 'community'},
    {type: 'docSidebar', sidebarId: 'main', label: 'Community sidebar', docsPluginId: 'community'},
    {type: 'dropdown', label: 'More', items: [{type: 'doc', docId: 'intro', docsPluginId: 'community'}]},
  ]);
  const links = chrome.navbar.items.map((item) => (item.type === 'link' ? `${item.label} ${item.href} ${item.docsPluginId ?? '-'}` : item.type === 'dropdown' ? item.items.map((link) => link.href).join() : ''));
  assert.deepEqual(links, ['Docs /docs/other -', 'Community /community/other community', 'Community sidebar /community/intro community', '/community/intro']);
  const community = chrome.navbar.items[1];
  assert.ok(community.type === 'link');
  assert.deepEqual(community.activePaths, ['/community/intro', '/community/other'], 'lit on its own sidebar\'s pages only');
  assert.throws(() => table([{type: 'doc', docId: 'intro', docsPluginId: 'forum'}]), /unknown docs instance "forum" \(known: default, community\)/);
  assert.throws(() => table([{type: 'doc', docId: 'missing', docsPluginId: 'community'}]), /unknown doc id "missing" of docs instance "community"/);
});
