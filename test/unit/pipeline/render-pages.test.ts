import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {CacheStore} from '../../../src/cache/store.ts';
import {siteCacheDir} from '../../../src/commands/build.ts';
import {runPipeline} from '../../../src/pipeline/pipeline.ts';
import {keyedProps} from '../../../src/pipeline/render-pages.ts';
import {silentReporter} from '../../../src/log.ts';
import {InPlaceWriter} from '../../../src/write/writer.ts';
import type {Route, Sidebar} from '../../../src/routes/types.ts';
import {CONFIG, makeSite, runCli} from '../../helpers/site.ts';

const fixture = makeSite({
  'sitegen.config.ts': CONFIG,
  'sidebars.ts': "export default {docs: ['intro', {type: 'category', label: 'Guides', link: {type: 'generated-index'}, items: ['guides/one']}]};\n",
  'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n\n## Part\n\nText.\n',
  'docs/guides/one.md': '---\ntitle: One\n---\n\nGuide.\n',
  'blog/2024-01-02-first.md': '---\ntitle: First\ntags: [news]\n---\n\nShort.\n\n<!--truncate-->\n\nLong.\n',
  'blog/2024-02-03-second.md': '---\ntitle: Second\n---\n\nWhole post.\n',
  'pages/about.tsx': 'export default function About() { return <p>About</p>; }\n',
});
// In the engine's cache folder: the bundled page code imports React from its node_modules.
const store = new CacheStore(siteCacheDir(fixture.site), false);
after(() => store.dispose());

test("a page's cache key sees every part of its route, each docs sidebar, content HTML and table of contents by its key (keyedProps, without a replacer)", async () => {
  const writer = new InPlaceWriter(path.join(fixture.dir, 'out'));
  const {table} = await runPipeline({siteDir: fixture.site, store, writer, reporter: silentReporter()});
  await writer.commit();
  // The replacer the keys were made with before: every value that is a docs sidebar or content
  // HTML replaced, wherever it is. keyedProps must replace the same values and keep all the rest.
  const sidebars = new Set<Sidebar>(table.routes.flatMap((route) => (route.kind === 'doc' ? [route.doc.sidebar] : route.kind === 'doc-category' ? [route.category.sidebar] : []).filter((s): s is Sidebar => !!s)));
  const contentKeys = new Map<unknown, string>();
  const collect = (route: Route) => JSON.stringify(route, (key, value) => {
    if ((key === 'html' || key === 'excerptHtml') && Array.isArray(value) && !contentKeys.has(value)) contentKeys.set(value, `content-${contentKeys.size}`);
    if (key === 'toc' && route.kind !== 'site-metadata' && !contentKeys.has(value)) contentKeys.set(value, `toc-${contentKeys.size}`);
    return value;
  });
  table.routes.forEach(collect);
  const sidebarKey = (sidebar: Sidebar) => `sidebar-${sidebar.id}`;
  const generic = (route: Route) => JSON.stringify(route, (key, value) => {
    if (sidebars.has(value)) return sidebarKey(value);
    if ((key === 'html' || key === 'excerptHtml') && Array.isArray(value)) return contentKeys.get(value) ?? value;
    if (key === 'toc' && contentKeys.has(value)) return contentKeys.get(value);
    return value;
  });
  const kinds = new Set(table.routes.map((route) => route.kind));
  for (const kind of ['doc', 'doc-category', 'blog-post', 'blog-list', 'blog-tag', 'blog-tags', 'blog-archive', 'page', 'search', 'not-found', 'site-metadata']) assert.ok(kinds.has(kind as Route['kind']), `the fixture has a ${kind} route`);
  for (const route of table.routes) assert.equal(JSON.stringify(keyedProps(route, sidebarKey, contentKeys)), generic(route), route.path);
  const doc = table.routes.find((route) => route.source === 'docs/intro.md')!;
  assert.doesNotMatch(JSON.stringify(keyedProps(doc, sidebarKey, contentKeys)), /<p>Text\.<\/p>/, 'the HTML is keyed, not included');
  assert.match(JSON.stringify(keyedProps(doc, sidebarKey, new Map())), /<p>Text\.<\/p>/, 'HTML with no parse key is included as it is');
});

test('headTags/scripts stale pages: a warm build after adding config headTags or scripts renders them into every page', () => {
  const site = makeSite({
    'sitegen.config.ts': CONFIG,
    'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHello.\n',
    'docs/two.md': '---\ntitle: Two\n---\n\nSecond.\n',
  });
  assert.equal(runCli(['build', '--site', site.site, '--out', site.out]).status, 0);
  const withTags = CONFIG.replace(
    "url: 'https://example.com',",
    "url: 'https://example.com',\n  headTags: [{tagName: 'meta', attributes: {name: 'x-added', content: 'yes'}}],\n  scripts: ['https://example.com/added.js'],",
  );
  fs.writeFileSync(path.join(site.site, 'sitegen.config.ts'), withTags);
  const warm = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.equal(warm.status, 0, warm.stderr);
  for (const page of ['docs/index.html', 'docs/two.html']) {
    const html = fs.readFileSync(path.join(site.out, page), 'utf8');
    assert.match(html, /<meta name="x-added" content="yes">/, `${page} has the new head tag`);
    assert.match(html, /<script src="https:\/\/example.com\/added.js"><\/script>/, `${page} has the new script`);
  }
});
