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
import type {Route, RouteTable, Sidebar} from '../../../src/routes/types.ts';
import {LAZY_SIDEBAR_MIN_LINKS, SIDEBAR_SOURCE_ATTRIBUTE} from '../../../src/shared/sidebar.ts';
import {deepFreeze, withFrozenStages} from '../../helpers/freeze.ts';
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

test('render writes sidebar fragments into the route table: every step after routes leaves the table as the routes step made it (deeply frozen)', async () => {
  // A large sidebar (its fragment file and folded categories are made by render), a generated
  // index, blog posts and a page: every kind of route later steps read.
  const files: Record<string, string> = {
    'sitegen.config.ts': CONFIG,
    'sidebars.ts': "export default {docs: ['intro', {type: 'autogenerated', dirName: 'parts'}]};\n",
    'docs/intro.md': '---\ntitle: Intro\n---\n\nHello, see [one](./parts/a/page-0.md).\n',
    'blog/2024-01-02-first.md': '---\ntitle: First\ntags: [news]\n---\n\nShort.\n\n<!--truncate-->\n\nLong.\n',
    'pages/about.tsx': 'export default function About() { return <p>About</p>; }\n',
  };
  for (const part of ['a', 'b', 'c']) {
    files[`docs/parts/${part}/_category_.json`] = JSON.stringify({label: `Part ${part}`, link: {type: 'generated-index'}});
    for (let n = 0; n < LAZY_SIDEBAR_MIN_LINKS / 2; n++) files[`docs/parts/${part}/page-${n}.md`] = `---\ntitle: Page ${part}${n}\n---\n\n## Section\n\nText ${n}.\n`;
  }
  const site = makeSite(files);
  const built = new CacheStore(siteCacheDir(site.site), false);
  const tables: RouteTable[] = [];
  // Cold, then warm (every page and fragment reused): both with the table frozen after routes.
  const builds: {page: string; category: string; rendered: string}[] = [];
  // One writer for both builds: it knows what the first wrote, as watch mode's does.
  const writer = new InPlaceWriter(site.out);
  const freeze = {routes: (value: {table: RouteTable}) => tables.push(deepFreeze(value.table))};
  await withFrozenStages(freeze, async () => {
    for (let run = 0; run < 2; run++) {
      const reporter = silentReporter();
      let rendered = '';
      const step = reporter.step.bind(reporter);
      reporter.step = (name, ms, detail) => {
        if (name === 'render') rendered = detail ?? '';
        step(name, ms, detail);
      };
      await runPipeline({siteDir: site.site, store: built, writer, reporter});
      await writer.commit();
      const read = (file: string) => fs.readFileSync(path.join(site.out, file), 'utf8');
      builds.push({page: read('docs/parts/a/page-1.html'), category: read('docs/category/part-b.html'), rendered});
    }
  }).finally(() => built.dispose());
  assert.equal(tables.length, 2, 'the routes step ran in each build');
  const [cold, warm] = builds;
  assert.match(warm.rendered, /^0 of \d+ pages rendered/, 'the warm build reuses every page');
  assert.equal(warm.page, cold.page);
  const source = cold.page.match(new RegExp(`${SIDEBAR_SOURCE_ATTRIBUTE}="([^"]+)"`))?.[1];
  assert.ok(source, 'the large sidebar points at its fragment file');
  assert.ok(fs.existsSync(path.join(site.out, source.replace(/^\//, ''))), 'the fragment file is written');
  assert.match(cold.page, /data-sidebar-lazy="2"/, 'a folded category (Part b) is lazy');
  assert.ok(cold.category.includes(`${SIDEBAR_SOURCE_ATTRIBUTE}="${source}"`), 'a generated index shows the same lazy sidebar');
});
