// The warm = cold property for every key: each key of the config schema and of the front matter
// schema, found by walking the schemas, is changed in turn; the build that follows the edit (with
// the cache of the one before) must write exactly what a build without any cache writes. A key
// added to either schema is covered here without a test being written for it.
// One fixture, one warm cache and output for the whole run; each cold build starts empty.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteConfigSchema} from '../../src/config/schema.ts';
import {frontMatterSchema} from '../../src/content/front-matter.ts';
import {CacheStore} from '../../src/cache/store.ts';
import {siteCacheDir} from '../../src/commands/build.ts';
import {runPipeline} from '../../src/pipeline/pipeline.ts';
import {silentReporter} from '../../src/log.ts';
import {InPlaceWriter} from '../../src/write/writer.ts';
import {candidates, Code, minimal, nested, schemaKeys, source, valueAt, Whole, withValue, type SchemaKey} from '../helpers/schema-keys.ts';
import {makeSite} from '../helpers/site.ts';

/** The config every case starts from: each object the schema has is there, so its keys have a place. */
const BASE_CONFIG: Record<string, unknown> = {
  title: 'Every key',
  tagline: 'Changed one at a time',
  url: 'https://example.com',
  socialCards: false,
  navbar: {title: 'Keys', logo: {alt: 'Logo', src: 'img/logo.svg'}, items: [{label: 'Docs', to: '/docs/intro'}, {type: 'search', position: 'right'}]},
  footer: {logo: {alt: 'Logo', src: 'img/logo.svg'}, links: [{title: 'More', items: [{label: 'Blog', to: '/blog'}]}], copyright: 'Keys'},
  blogs: [{id: 'blog', path: 'blog', routeBasePath: '/blog', title: 'Blog', feed: {title: 'Feed'}}],
  headTags: [{tagName: 'meta', attributes: {name: 'x-base', content: 'base'}}],
  redirects: [{from: '/old', to: '/about'}],
  // Keys that move pages (a blog's path, the docs' base) leave the navbar's links behind: warned.
  onBrokenLinks: 'warn',
  announcementBar: {id: 'bar', content: 'Hello'},
  i18n: {defaultLocale: 'en', localeConfigs: {en: {label: 'English'}}},
  docs: {versions: {current: {label: 'Next'}}},
  docsInstances: [{id: 'community', path: 'community', routeBasePath: '/community', versions: {current: {label: 'Next'}}}],
  llms: {summary: 'Keys'},
};

/**
 * Values for keys whose type alone does not make a site that builds (a path that must exist, an
 * id the site has, a function). Every other key gets a value of its type.
 */
const CONFIG_VALUES: Record<string, unknown[]> = {
  url: ['https://changed.example.com'],
  baseUrl: ['/changed/'],
  favicon: ['img/logo.svg'],
  image: ['img/changed.png'],
  'i18n.defaultLocale': [new Whole(['i18n'], {defaultLocale: 'fr', localeConfigs: {fr: {label: 'Français'}}})],
  'i18n.locales': [['en', 'fr']],
  'i18n.path': ['i18n2'],
  'i18n.localeConfigs{}.calendar': ['islamic'],
  'i18n.localeConfigs{}.htmlLang': ['en-GB'],
  'i18n.localeConfigs{}.path': ['english'],
  'docs.path': ['docs2'],
  'docs.routeBasePath': ['/guide'],
  'docs.sidebarPath': [false],
  'docs.lastVersion': ['current'],

  'docs.onlyIncludeVersions': [['current']],
  'docs.includeCurrentVersion': [new Whole(['docs'], {includeCurrentVersion: false})],
  'docs.versions{}.path': ['next'],
  'docs.editUrl': ['https://changed.example.com/edit/', new Code('({file}) => `https://changed.example.com/${file}`')],
  'docsInstances[].id': ['forum'],
  'docsInstances[].path': ['community2'],
  'docsInstances[].routeBasePath': ['/forum'],
  'docsInstances[].sidebarPath': ['sidebarsCommunity.ts'],
  'docsInstances[].lastVersion': ['current'],
  'docsInstances[].onlyIncludeVersions': [['current']],
  'docsInstances[].includeCurrentVersion': [new Whole(['docsInstances', '[]'], {id: 'community', path: 'community', routeBasePath: '/community', includeCurrentVersion: false})],
  'docsInstances[].versions{}.path': ['next'],
  'docsInstances[].editUrl': ['https://changed.example.com/edit/', new Code('({file}) => `https://changed.example.com/${file}`')],
  'navbar.items[].docsPluginId': ['community'],
  'navbar.items[].items[].docsPluginId': [new Whole(['navbar', 'items', '[]'], {type: 'dropdown', label: 'More', items: [{type: 'doc', docId: 'intro', docsPluginId: 'community'}]})],
  'blogs[].id': ['blog2'],
  'blogs[].path': ['blog2'],
  'blogs[].routeBasePath': ['/news'],
  'blogs[].authorsFile': ['authors2.yml'],
  'blogs[].tagsFile': ['tags2.yml'],
  'blogs[].editUrl': ['https://changed.example.com/edit/'],
  'navbar.logo.src': ['img/changed.svg'],
  'navbar.logo.srcDark': ['img/changed.svg'],
  'footer.logo.src': ['img/changed.svg'],
  'footer.logo.srcDark': ['img/changed.svg'],
  'navbar.items[].type': [new Whole(['navbar', 'items', '[]'], {type: 'html', value: '<b>Changed</b>'})],
  'navbar.items[].items[].label': [new Whole(['navbar', 'items', '[]'], {type: 'dropdown', label: 'More', items: [{label: 'Changed', to: '/blog'}]})],
  'navbar.items[].items[].to': [new Whole(['navbar', 'items', '[]'], {type: 'dropdown', label: 'More', items: [{label: 'Blog', to: '/docs/intro'}]})],
  'navbar.items[].items[].href': [new Whole(['navbar', 'items', '[]'], {type: 'dropdown', label: 'More', items: [{label: 'Out', href: 'https://changed.example.com'}]})],
  'navbar.items[].items[].type': [new Whole(['navbar', 'items', '[]'], {type: 'dropdown', label: 'More', items: [{label: 'Blog', to: '/blog', type: 'default'}]})],
  'search.provider': [new Whole(['search'], {provider: 'algolia', appId: 'app', apiKey: 'key', indexName: 'index'})],
  'navbar.items[].items': [new Whole(['navbar', 'items', '[]'], {type: 'dropdown', label: 'More', items: [{label: 'Blog', to: '/blog'}]})],
  'navbar.items[].docId': ['intro'],
  'navbar.items[].sidebarId': ['docs'],
  customCss: [['css/custom.css']],
  'markdown.plugins': [[new Code("(md) => { md.core.ruler.push('changed', (state) => { state.tokens.forEach((t) => { if (t.type === 'inline') t.content += ''; }); }); }")]],
  islands: [{counter: 'islands/Counter.tsx'}],
  plugins: [['./plugins/banner.mjs']],
  'sitemap.filename': ['map.xml'],
  'sitemap.ignorePatterns': [['/blog/**']],
  'redirects[].from': ['/older'],
  'redirects[].to': ['/blog'],
  'socialCards.logo': ['img/logo.svg'],
  'search.missingResultsUrl': ['https://changed.example.com/issues'],
  'search.synonyms': [[['render', 'draw']]],
  'search.hosts': [['https://changed.example.com']],
};

/** The front matter every case starts from, of a doc in no sidebar and of a blog post. */
const BASE_DOC = {title: 'Extra'};
const BASE_POST = {slug: 'hello', title: 'Hello', tags: ['news']};
const FRONT_MATTER_VALUES: Record<string, unknown[]> = {
  id: ['changed-id'],
  slug: ['changed-slug'],
  date: ['2024-03-04'],
  authors: [[{name: 'Changed'}]],
  'authors[].name': ['Changed'],
  image: ['/img/changed.png'],
  displayed_sidebar: ['docs'],
  pagination_prev: ['intro'],
  pagination_next: ['intro'],
  'last_update.date': ['2024-03-04'],
};

const fixture = makeSite({
  'sidebars.ts': "export default {docs: ['intro', {type: 'category', label: 'Guides', items: ['guides/one']}]};\n",
  'docs/intro.md': '---\ntitle: Intro\n---\n\nWelcome. See [one](./guides/one.md#usage).\n\n## Setup\n\nText.\n',
  'docs/guides/one.md': '---\ntitle: Guide one\n---\n\n## Usage\n\nBack to [intro](../intro.md).\n\n### Deeper\n\nMore.\n',
  'docs2/intro.md': '---\ntitle: Other intro\n---\n\nThe other docs folder.\n',
  'docs2/guides/one.md': '---\ntitle: Other guide\n---\n\n## Usage\n',
  'community/intro.md': '---\ntitle: Community\n---\n\nPeople. Read the [docs intro](/docs/intro).\n',
  'community2/intro.md': '---\ntitle: Other community\n---\n\nThe other community folder.\n',
  'sidebarsCommunity.ts': "export default {community: ['intro']};\n",
  'community_versions.json': '["1.0"]\n',
  'community_versioned_docs/version-1.0/intro.md': '---\ntitle: Community 1.0\n---\n\nThe old community.\n',
  'community_versioned_sidebars/version-1.0-sidebars.json': '{"community": ["intro"]}\n',
  'versions.json': '["1.0"]\n',
  'versioned_docs/version-1.0/intro.md': '---\ntitle: Intro 1.0\n---\n\nThe old docs.\n',
  'versioned_sidebars/version-1.0-sidebars.json': '{"docs": ["intro"]}\n',
  'blog/authors.yml': 'team:\n  name: The team\n',
  'blog/tags.yml': 'news:\n  label: News\n',
  'blog/authors2.yml': 'team:\n  name: The other team\n',
  'blog/tags2.yml': 'news:\n  label: Tidings\n',
  'blog2/2024-02-03-other.md': '---\ntitle: Other\n---\n\nIn the other blog.\n',
  'pages/about.tsx': 'export default function About() { return <p>About</p>; }\n',
  'plugins/banner.mjs': "export default function banner() { return {name: 'banner', injectHtmlTags: () => ({headTags: [{tagName: 'meta', attributes: {name: 'banner', content: 'on'}}]})}; }\n",
  'islands/Counter.tsx': "import {useState} from 'react';\nexport default function Counter() { const [n, setN] = useState(0); return <button type=\"button\" onClick={() => setN(n + 1)}>{n}</button>; }\n",
  'css/custom.css': '.changed { color: teal; }\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>\n',
  'static/img/changed.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>\n',
  'static/img/changed.png': 'PNG',
});
const file = (name: string) => path.join(fixture.site, name);
after(() => fs.rmSync(fixture.dir, {recursive: true, force: true}));

/** Writes a file only when its text changes, as an editor saving it would. */
function write(name: string, text: string): void {
  const full = file(name);
  if (fs.existsSync(full) && fs.readFileSync(full, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(full), {recursive: true});
  fs.writeFileSync(full, text);
}

/** Code stands for a function where the schema is asked. */
function checkable(value: unknown): unknown {
  if (value instanceof Code) return () => undefined;
  if (Array.isArray(value)) return value.map(checkable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, checkable(v)]));
  return value;
}

/** The first value of the key's list that the whole schema accepts and that changes what it parses to. */
function change(schema: typeof siteConfigSchema | typeof frontMatterSchema, base: Record<string, unknown>, key: SchemaKey, values: Record<string, unknown[]>): Record<string, unknown> | undefined {
  const parsed = (input: Record<string, unknown>) => schema.safeParse(checkable(input));
  const before = JSON.stringify(valueAt(parsed(base).data, key.segments) ?? null);
  const tries = [...(values[key.name] ?? []), ...candidates(key.schema)];
  for (const value of tries) {
    if (value instanceof Whole) {
      const changed = withValue(base, value.segments, value.value);
      if (parsed(changed).success) return changed;
      continue;
    }
    const recordKey = key.name.startsWith('i18n.localeConfigs') ? 'en' : 'current';
    const tries = [
      withValue(base, key.segments, value, {recordKey}),
      withValue(base, key.segments, value, {container: minimal(key.owner), recordKey}),
      // Fresh objects of each schema it sits in, innermost first (an item of another type).
      ...key.ancestors
        .slice(1)
        .reverse()
        .map(({depth}) => withValue(base, key.segments.slice(0, depth), nested(key, depth, value, recordKey), {recordKey})),
    ];
    for (const changed of tries) {
      const result = parsed(changed);
      if (result.success && JSON.stringify(valueAt(result.data, key.segments) ?? null) !== before) return changed;
    }
  }
  return undefined;
}

const markdown = (front: Record<string, unknown>, body: string) => `---\n${Object.entries(front).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n')}\n---\n\n${body}`;

/** A case's site: the config and the two front matter files. */
interface SiteState {
  config: Record<string, unknown>;
  doc: Record<string, unknown>;
  post: Record<string, unknown>;
}

function writeSite(state: SiteState): void {
  write('sitegen.config.ts', `export default ${source(state.config)};\n`);
  write('docs/extra.md', markdown(state.doc, 'A page in no sidebar.\n\n## Part\n\nText.\n'));
  write('blog/2024-01-02-hello.md', markdown(state.post, 'First post.\n\n<!--truncate-->\n\nMore.\n'));
}

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).sort()) {
    const full = path.join(dir, name);
    if (!fs.statSync(full).isDirectory()) files.set(name, fs.readFileSync(full).toString('base64'));
  }
  return files;
}

// The warm side: one cache and one output folder, each build after an edit, as `serve --watch` runs.
const warmStore = new CacheStore(siteCacheDir(fixture.site), false);
const warmOut = path.join(fixture.dir, 'warm');
const warmWriter = new InPlaceWriter(warmOut);
after(() => warmStore.dispose());

async function build(store: CacheStore, writer: InPlaceWriter): Promise<string | undefined> {
  try {
    await runPipeline({siteDir: fixture.site, store, writer, reporter: silentReporter()});
    await writer.commit();
    return undefined;
  } catch (error) {
    await writer.abort();
    return (error as Error).message;
  }
}

/** What differs between the warm and the cold build after the last edit, if anything. */
async function warmAndCold(what: string): Promise<string | undefined> {
  warmStore.nextRun();
  const coldOut = path.join(fixture.dir, 'cold');
  fs.rmSync(coldOut, {recursive: true, force: true});
  const coldStore = new CacheStore(`${siteCacheDir(fixture.site)}-cold`, false);
  // Side by side: much of a build waits for esbuild, which runs outside this thread.
  const [warmError, coldError] = await Promise.all([build(warmStore, warmWriter), build(coldStore, new InPlaceWriter(coldOut))]);
  coldStore.dispose();
  // A value of the key's type that the site cannot take (a link to nowhere): the same failure
  // both ways is all the property asks.
  if (coldError || warmError) return coldError === warmError ? undefined : `${what}: warm ${warmError ?? 'built'}, cold ${coldError ?? 'built'}`;
  const cold = snapshot(coldOut);
  const warm = snapshot(warmOut);
  const differing = [...new Set([...cold.keys(), ...warm.keys()])].filter((name) => warm.get(name) !== cold.get(name));
  return differing.length ? `${what}: warm and cold differ in ${differing.join(', ')}` : undefined;
}

const base: SiteState = {config: BASE_CONFIG, doc: BASE_DOC, post: BASE_POST};

test('the base site builds warm and cold alike', async () => {
  writeSite(base);
  assert.equal(await warmAndCold('the base site'), undefined);
  assert.ok(fs.existsSync(path.join(fixture.dir, 'cold', 'docs', 'intro.html')), 'the base site builds');
});

test('every key of the config schema: changed, a warm build writes what a cold one does', async () => {
  const unchangeable: string[] = [];
  const problems: string[] = [];
  for (const key of schemaKeys(siteConfigSchema)) {
    const config = change(siteConfigSchema, BASE_CONFIG, key, CONFIG_VALUES);
    if (!config) {
      unchangeable.push(key.name);
      continue;
    }
    writeSite({...base, config});
    const problem = await warmAndCold(`config ${key.name} = ${source(valueAt(config, key.segments))}`);
    if (problem) problems.push(problem);
  }
  assert.deepEqual(problems, []);
  assert.deepEqual(unchangeable, [], 'keys given no valid value: add one to CONFIG_VALUES');
});

test('every front matter key: changed in a doc and a post, a warm build writes what a cold one does', async () => {
  const unchangeable: string[] = [];
  const problems: string[] = [];
  for (const key of schemaKeys(frontMatterSchema)) {
    const doc = change(frontMatterSchema, BASE_DOC, key, FRONT_MATTER_VALUES);
    const post = change(frontMatterSchema, BASE_POST, key, FRONT_MATTER_VALUES);
    if (!doc || !post) {
      unchangeable.push(key.name);
      continue;
    }
    writeSite({...base, doc, post});
    const problem = await warmAndCold(`front matter ${key.name} = ${source(valueAt(doc, key.segments))}`);
    if (problem) problems.push(problem);
  }
  assert.deepEqual(problems, []);
  assert.deepEqual(unchangeable, [], 'keys given no valid value: add one to FRONT_MATTER_VALUES');
});
