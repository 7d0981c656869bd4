// Ranking over the real site's records through the same engine the browser runs: titles outrank
// body text, and the spec's example queries put the expected page first.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {runPipeline} from '../../src/build/pipeline.ts';
import {ParseCache} from '../../src/content/cache.ts';
import {DEFAULT_CACHE_DIR} from '../../src/paths.ts';
import {silentReporter} from '../../src/log.ts';
import {LocalEngine} from '../../src/client/search/local-engine.ts';
import type {SearchRequest} from '../../src/shared/search-types.ts';
import {ROOT} from '../helpers/site.ts';

const site = path.join(ROOT, 'site');
const siteKey = path.resolve(site).replace(/[^\w]+/g, '_').slice(-80);
// Reads the build's parse cache when there is one (it is never written here).
const output = await runPipeline({siteDir: site, cacheDir: DEFAULT_CACHE_DIR, reporter: silentReporter(), parseCache: new ParseCache(path.join(DEFAULT_CACHE_DIR, `parse-${siteKey}.json`))});
const files = output.outputs;
const coreFile = [...files.keys()].find((name) => /^search\/index-\w+\.json$/.test(name))!;
const engine = await LocalEngine.open(`/${coreFile}`, async (url) => JSON.parse(String(files.get(url.slice(1)))));
const request = (query: string): SearchRequest => ({query, page: 0, hitsPerPage: 20, snippetWords: 10});
const pathOf = (url: string) => url.split('#')[0];

test("'interpolate' finds the interpolate() page first, its title record on top", async () => {
  const {hits} = await engine.search(request('interpolate'));
  assert.equal(hits[0].url, '/docs/interpolate');
  assert.equal(hits[0].type, 'lvl1');
  assert.deepEqual(hits[0].highlight.lvl1, ['', 'interpolate', '()']);
});

test("'lambda setup' finds the Lambda setup page first", async () => {
  const {hits} = await engine.search(request('lambda setup'));
  assert.equal(hits[0].url, '/docs/lambda/setup');
});

test('a page whose title matches outranks pages that only mention the word', async () => {
  for (const [query, page] of [
    ['spring', '/docs/spring'],
    ['getRenderProgress', '/docs/lambda/getrenderprogress'],
    ['renderMediaOnLambda', '/docs/lambda/rendermediaonlambda'],
    ['easing', '/docs/easing'],
  ]) {
    const {hits} = await engine.search(request(query));
    assert.equal(pathOf(hits[0].url), page, query);
  }
});

test('prefix and typo tolerant: a partly typed word and a misspelt one still find the page', async () => {
  const partial = (await engine.search(request('interpol'))).hits.slice(0, 5).map((hit) => hit.url);
  assert.ok(partial.includes('/docs/interpolate'), partial.join(' '));
  assert.equal(pathOf((await engine.search(request('intrepolate'))).hits[0].url), '/docs/interpolate');
  assert.equal(pathOf((await engine.search(request('lamda setup'))).hits[0].url), '/docs/lambda/setup');
});

test('blog posts are searchable with their blog as lvl0', async () => {
  const {hits} = await engine.search(request('introducing remotion'));
  assert.ok(hits.some((hit) => hit.url.startsWith('/blog/introducing-remotion') && hit.hierarchy.lvl0 === 'Blog'));
});

test('paging returns the next hits and the total stays the same', async () => {
  const first = await engine.search(request('render'));
  const second = await engine.search({...request('render'), page: 1});
  assert.ok(first.nbHits > 40);
  assert.equal(second.nbHits, first.nbHits);
  assert.equal(first.hits.length, 20);
  assert.equal(new Set([...first.hits, ...second.hits].map((h) => h.objectID)).size, 40);
});
