// search/records.json is encoded in parts (src/search/build.ts): its bytes must be those of
// JSON.stringify over all records, at every part boundary and with text past Latin-1; a versioned
// site's files are made version by version.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {recordsJson, searchFiles} from '../../../src/search/build.ts';
import {recordsForRoute} from '../../../src/search/records.ts';
import {buildLocalIndex} from '../../../src/search/local-index.ts';
import type {SiteConfig} from '../../../src/config/schema.ts';
import type {ParsedMarkdown} from '../../../src/content/types.ts';
import type {Route, RouteTable} from '../../../src/routes/types.ts';
import type {SearchRecord} from '../../../src/shared/search-types.ts';
import type {FileContent} from '../../../src/write/writer.ts';

const record = (n: number) =>
  ({
    objectID: `/docs/a#${n}`,
    content: n % 3 ? `Renders — frame ${n} ✅ "quoted"\n` : null,
    hierarchy: {lvl0: 'Docs', lvl1: 'A', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    weight: {level: 0, position: n},
  }) as unknown as SearchRecord;

test('records.json in parts is JSON.stringify of the records, byte for byte', () => {
  for (const count of [0, 1, 499, 500, 501, 1000, 1234]) {
    const records = Array.from({length: count}, (_, n) => record(n));
    const parts = recordsJson(records);
    assert.ok(Buffer.from(JSON.stringify(records)).equals(Buffer.concat(parts)), `${count} records`);
    assert.ok(Buffer.from(JSON.stringify(records)).equals(Buffer.concat(recordsJson(records.values()))), `${count} records, one at a time`);
    // Handed over as made, never joined: a part per 500 records, and the brackets.
    assert.equal(parts.length, Math.ceil(count / 500) + 2, `${count} records`);
  }
});

// The search step makes a versioned site's records twice (records.json, then each version's
// index) so that they are never all alive at once: the files must be those made from one list.
const versions = ['current', '2.0', '1.0'].map((name, n) => ({pluginId: 'default', name, label: name, tag: `docs-default-${name}`, isLast: n === 1, docsDir: `docs-${name}`}));
const docRoute = (version: (typeof versions)[number], page: number) =>
  ({
    kind: 'doc',
    path: `/docs/${version.name}/p${page}`,
    source: `${version.docsDir}/p${page}.md`,
    title: `Page ${page}`,
    description: '',
    doc: {breadcrumbs: [], version},
  }) as unknown as Route;
const routes: Route[] = [
  ...versions.flatMap((version) => [1, 2, 3].map((page) => docRoute(version, page))),
  {kind: 'blog-post', path: '/blog/hello', source: 'blog/hello.md', title: 'Hello', description: '', blog: {id: 'default', title: 'Blog'}} as unknown as Route,
  {kind: 'page', path: '/about', source: 'src/pages/about.tsx', title: 'About'} as unknown as Route,
];
const parsed = new Map(routes.map((route, n) => [route.source, {sections: [{headings: [], text: `Words of ${route.path} ${'frame '.repeat(n * 40)}`}, {headings: ['Render'], anchor: 'render', text: `Rendering on version ${n}.`}]} as unknown as ParsedMarkdown]));
const table = {routes, docsVersions: versions, locale: {current: {htmlLang: 'en'}}, chrome: {searchPage: '/search'}} as unknown as RouteTable;

test('a versioned site\'s search files are those of all its records: records.json, and each version\'s index of its records', async () => {
  const config = {baseUrl: '/', search: {provider: 'local', synonyms: [['frame', 'still']]}} as unknown as SiteConfig;
  const files = new Map<string, FileContent>();
  for await (const [name, content] of searchFiles({table, config, parsed})) {
    assert.ok(!files.has(name), `${name} made once`);
    files.set(name, content);
  }
  const versioned = (route: Route) => route.kind === 'doc';
  const records = routes.flatMap((route) => recordsForRoute(route, parsed.get(route.source), {versioned: versioned(route), language: 'en'}));
  assert.ok(Buffer.from(JSON.stringify(records)).equals(Buffer.concat(files.get('search/records.json') as Uint8Array[])));
  const expected = new Map<string, string | Uint8Array>();
  for (const [tag, dir] of [['docs-default-2.0', 'search'], ['docs-default-current', 'search/version-current'], ['docs-default-1.0', 'search/version-1.0']]) {
    const own = records.filter((record) => record.docusaurus_tag.includes(tag) || record.docusaurus_tag.includes('default'));
    assert.ok(own.some((record) => record.type === 'content' && record.url.startsWith('/blog/')) && own.some((record) => record.docusaurus_tag.includes(tag)), `${dir}: the blog and the version's docs`);
    for (const [file, json] of buildLocalIndex(own, {dir, publicPath: '/', synonyms: config.search.synonyms}).files) expected.set(file, json);
  }
  assert.deepEqual([...files.keys()].filter((name) => !name.endsWith('records.json') && !name.endsWith('settings.json')).sort(), [...expected.keys()].sort());
  for (const [file, json] of expected) assert.equal(files.get(file), json, file);
});
