// The local engine on a small fixture site: identifier spellings, joined query words, stems,
// optional words, synonyms, keywords, titles outranking mentions, a few records per page, and
// excerpts for title hits. The real site's figures are in test/site/search-relevance.test.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {getMarkdown} from '../../../../src/content/load.ts';
import {parseMarkdown} from '../../../../src/content/parse.ts';
import type {Route} from '../../../../src/routes/types.ts';
import {recordsForRoute} from '../../../../src/search/records.ts';
import {buildLocalIndex} from '../../../../src/search/local-index.ts';
import {LocalEngine} from '../../../../src/client/search/local-engine.ts';
import {segmentsText} from '../../../../src/shared/search-text.ts';

const md = await getMarkdown();
const PAGES: [string, string, string, string[]?][] = [
  ['/docs/offthreadvideo', '<OffthreadVideo>', 'Shows a video by extracting each frame outside the browser. Use it instead of the video tag when rendering.'],
  ['/docs/video', '<Video>', 'Plays a video file with the browser tag. Seeking happens for every frame of the render.'],
  ['/docs/use-current-frame', 'useCurrentFrame()', 'Returns the current frame of the composition.'],
  ['/docs/spring', 'spring()', 'A physics based animation primitive.\n\n## Config\n\nDamping, mass and stiffness shape the motion.', ['bounce']],
  ['/docs/animating', 'Animating properties', 'Animations come from the frame number. The spring() helper and interpolate() both work; a spring animation overshoots.'],
  ['/docs/chromium-flags', 'Chromium flags', 'Options passed to the headless browser: gl renderer, ignore certificate errors.'],
  ['/docs/render', 'Render your video', 'Run the render command. Rendering happens frame by frame and renders use every core.'],
  ['/docs/long', 'Troubleshooting', ['Frame one.', 'Frame two.', 'Frame three.', 'Frame four.', 'Frame five.'].map((t, n) => `## Part ${n}\n\n${t}`).join('\n\n')],
  ['/docs/webhooks', 'Webhooks', 'A webhook call is sent when a render finishes. Check its signature to make sure it came from us.'],
  ['/docs/validate-webhook-signature', 'validateWebhookSignature()', 'Checks the signature header of an incoming webhook request.'],
];

function records() {
  return PAGES.flatMap(([path, title, body, keywords]) => {
    const source = `---\ntitle: "${title}"\n---\n\n${body}\n`;
    const route = {kind: 'doc', path, source: `docs${path}.md`, title, description: '', keywords, doc: {breadcrumbs: [{label: 'Docs', href: '/docs'}]}} as unknown as Route;
    return recordsForRoute(route, parseMarkdown(md, {file: `docs${path}.md`, source, kind: 'doc'}));
  });
}

const built = buildLocalIndex(records(), {dir: 'search', publicPath: '/', synonyms: [['chrome', 'chromium'], ['verify', 'check']]});
const engine = await LocalEngine.open(built.coreUrl, async (url) => JSON.parse(built.files.get(url.slice(1))!));
const search = (query: string, hitsPerPage = 20) => engine.search({query, page: 0, hitsPerPage, snippetWords: 10});
const pages = async (query: string) => [...new Set((await search(query)).hits.map((hit) => hit.url.split('#')[0]))];

test('every spelling of a name finds its page first: camelCase, words, joined, with () or <>', async () => {
  for (const query of ['useCurrentFrame', 'use current frame', 'usecurrentframe', 'useCurrentFrame()', 'use-current-frame']) assert.equal((await pages(query))[0], '/docs/use-current-frame', query);
  for (const query of ['OffthreadVideo', '<OffthreadVideo>', 'offthread video', 'offthreadvideo', 'offthreadvid']) assert.equal((await pages(query))[0], '/docs/offthreadvideo', query);
});

test('a page whose title is the query outranks pages that mention it more', async () => {
  assert.equal((await pages('spring'))[0], '/docs/spring');
  assert.equal((await pages('spring animation'))[0], '/docs/spring');
  assert.equal((await pages('video'))[0], '/docs/video');
});

test('words with the same stem match: render, renders, rendering', async () => {
  for (const query of ['renders', 'rendering', 'render']) assert.equal((await pages(query))[0], '/docs/render', query);
});

test('words are optional when no page has them all, and pages with more of them rank first', async () => {
  const found = await pages('webhook signature teapot');
  assert.equal(found[0], '/docs/validate-webhook-signature');
  assert.ok(found.includes('/docs/webhooks'));
  assert.equal((await search('teapot')).nbHits, 0, 'a query with no known word finds nothing');
});

test('synonyms from the config find the word the docs use', async () => {
  assert.equal((await pages('chrome flags'))[0], '/docs/chromium-flags');
  assert.equal((await pages('chrome'))[0], '/docs/chromium-flags');
  assert.equal((await pages('verify webhook signature'))[0], '/docs/validate-webhook-signature');
});

test('front matter keywords are searchable', async () => {
  assert.equal((await pages('bounce'))[0], '/docs/spring');
});

test('one page shows at most three records, so it cannot crowd out other pages', async () => {
  const {hits} = await search('frame');
  const perPage = new Map<string, number>();
  for (const hit of hits) perPage.set(hit.url.split('#')[0], (perPage.get(hit.url.split('#')[0]) ?? 0) + 1);
  assert.ok(Math.max(...perPage.values()) <= 3, JSON.stringify([...perPage]));
  assert.ok(perPage.has('/docs/use-current-frame') && perPage.has('/docs/long'));
});

test('a title hit carries an excerpt of the page text with the matches marked', async () => {
  const [first] = (await search('spring')).hits;
  assert.equal(first.type, 'lvl1');
  assert.ok(first.snippet, 'title hits have a snippet');
  assert.match(segmentsText(first.snippet!), /physics/);
  const marked = (await search('damping')).hits[0].snippet!;
  assert.equal(marked[1], 'Damping');
});

test('a content hit carries its whole text marked, computed when read, and a snippet', async () => {
  const hit = (await search('physics')).hits.find((h) => h.type === 'content')!;
  assert.deepEqual(hit.highlight.content, ['A ', 'physics', ' based animation primitive.']);
  assert.deepEqual(JSON.parse(JSON.stringify(hit)).highlight.content, hit.highlight.content, 'serialised with the hit');
  assert.equal(segmentsText(hit.snippet!), 'A physics based animation primitive.');
});

test('opening runs one search before the first keystroke: it reads the core and one postings shard, never content', async () => {
  const read: string[] = [];
  const opened = await LocalEngine.open(built.coreUrl, async (url) => (read.push(url), JSON.parse(built.files.get(url.slice(1))!)));
  assert.equal(read[0], built.coreUrl);
  assert.equal(read.length, 2, read.join(', '));
  assert.match(read[1], /shard-/);
  // The warm-up leaves nothing behind that changes an answer: an engine made without it agrees.
  const load = async <T,>(url: string) => JSON.parse(built.files.get(url.slice(1))!) as T;
  const cold = new LocalEngine(await load(built.coreUrl), load);
  const hits = async (e: LocalEngine, query: string) => (await e.search({query, page: 0, hitsPerPage: 20, snippetWords: 10})).hits.map((hit) => [hit.url, hit.snippet]);
  for (const query of ['spring animation', 'frame', 'a', 'webhook signature teapot']) assert.deepEqual(await hits(opened, query), await hits(cold, query), query);
});

test('a query asked again with another excerpt length cuts its excerpts again, and other pages of results mark their own hits', async () => {
  const ask = (snippetWords: number, page = 0) => engine.search({query: 'frame', page, hitsPerPage: 2, snippetWords});
  const long = (await ask(10)).hits.find((hit) => hit.snippet)!;
  const short = (await ask(1)).hits.find((hit) => hit.objectID === long.objectID)!;
  assert.ok(segmentsText(short.snippet!).split(' ').filter((word) => word !== '…').length === 1, segmentsText(short.snippet!));
  assert.ok(segmentsText(long.snippet!).split(' ').length > 1);
  // Every hit's marks are its own text's, however many hits of one page share them.
  for (let page = 0; page < 3; page++) {
    for (const hit of (await ask(10, page)).hits) {
      for (const [level, segments] of Object.entries(hit.highlight)) assert.equal(segmentsText(segments!), level === 'content' ? hit.content : hit.hierarchy[level as 'lvl0'], `${hit.objectID} ${level}`);
    }
  }
});

test('the warm-up ranks a first letter on its loaded shard alone, and leaves no partial scores for the reader\'s own letters', async () => {
  // Enough words for several shards, all of one first letter: whichever shard the warm-up reads,
  // its letter has terms in shards not loaded.
  const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'te', 'vo', 'di', 'fa', 'go', 'hu'];
  // Words of one to three syllables: a letter's shortest terms (a first keystroke's) lie in every shard.
  const word = (n: number) => 'k' + syllables[n % 12] + (n % 5 ? syllables[Math.floor(n / 12) % 12] : '') + (n % 3 ? syllables[Math.floor(n / 144) % 12] : '');
  const many = Array.from({length: 200}, (_v, page) => {
    const text = Array.from({length: 40}, (_w, k) => word(page * 37 + k * 11)).join(' ');
    const source = `---\ntitle: "${word(page)} ${word(page + 500)}"\n---\n\n${text}.\n`;
    const route = {kind: 'doc', path: `/docs/p${page}`, source: `docs/p${page}.md`, title: word(page), description: '', doc: {breadcrumbs: [{label: 'Docs', href: '/docs'}]}} as unknown as Route;
    return recordsForRoute(route, parseMarkdown(md, {file: `docs/p${page}.md`, source, kind: 'doc'}));
  }).flat();
  const index = buildLocalIndex(many, {dir: 'search', publicPath: '/'});
  const load = async <T,>(url: string) => JSON.parse(index.files.get(url.slice(1))!) as T;
  const core = await load<{shards: unknown[]}>(index.coreUrl);
  assert.ok(core.shards.length > 3, `${core.shards.length} shards`);
  const warmed = await LocalEngine.open(index.coreUrl, load);
  const cold = new LocalEngine(await load(index.coreUrl), load);
  const hits = async (e: LocalEngine, query: string) => (await e.search({query, page: 0, hitsPerPage: 20, snippetWords: 10})).hits.map((hit) => [hit.objectID, hit.snippet]);
  for (const query of ['k', 'ka', 'kv', 'kh', 'kalo']) assert.deepEqual(await hits(warmed, query), await hits(cold, query), query);
});
