// Ranking over the real site's records through the same engine the browser runs: titles outrank
// body text, and the spec's example queries put the expected page first.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {LocalEngine} from '../../src/client/search/local-engine.ts';
import type {SearchRequest} from '../../src/shared/search-types.ts';
import {realSite} from '../helpers/real-site.ts';

const {out} = await realSite();
const engine = await LocalEngine.open('/search/index.json', async (url) => JSON.parse(fs.readFileSync(path.join(out, url), 'utf8')));
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
