// The hosted provider's transport against a stand-in server on loopback: the request it sends,
// retries and host order on timeouts and 5xx, no retry on 4xx or bad JSON, the 2-minute
// avoidance of a failed host (Date mocked, no real wait), and the error kinds the UI shows.
import {test, after, mock} from 'node:test';
import assert from 'node:assert/strict';
import {algoliaClient, createAlgoliaProvider, parseHost} from '../../src/client/search/algolia-provider.ts';
import {SearchError} from '../../src/client/search/errors.ts';
import {HOST_AVOIDANCE_MS} from '../../src/shared/search-constants.ts';
import type {SearchRecord, SearchRequest} from '../../src/shared/search-types.ts';
import {SearchStandin, type HostMode} from '../helpers/search-standin.ts';

const record = (n: number, lvl1: string, content: string | null): SearchRecord => ({
  objectID: `/docs/${lvl1}#${n}`,
  hierarchy: {lvl0: 'Guides', lvl1, lvl2: null},
  content,
  type: content ? 'content' : 'lvl1',
  url: `/docs/${lvl1}`,
  language: 'en',
  url_without_anchor: `/docs/${lvl1}`,
  weight: {level: content ? 0 : 100, position: n},
  docusaurus_tag: ['default', 'docs-default-current'],
});
const RECORDS = [record(0, 'interpolate', null), record(1, 'interpolate', 'Maps a value from one range to another <b>range</b> with optional clamping at both ends of the range.'), record(2, 'spring', null)];
const ok: HostMode = {kind: 'ok'};
const standins: SearchStandin[] = [];
after(() => Promise.all(standins.map((s) => s.close())));

async function setup(modes: HostMode[]) {
  const standin = await new SearchStandin(RECORDS, modes).start();
  standins.push(standin);
  const config = {provider: 'algolia' as const, appId: 'TESTAPP', apiKey: 'public-key', indexName: 'docs', hosts: standin.hosts};
  return {standin, provider: createAlgoliaProvider(config)};
}
// Each test uses its own provider (the client caches answers per client) or distinct queries.
const request = (query: string): SearchRequest => ({query, page: 0, hitsPerPage: 20, snippetWords: 10});

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    assert.ok(error instanceof SearchError, String(error));
    return error.kind;
  }
}

test('the client keeps the spec timeouts: connect 1 s, read 2 s, write 30 s', () => {
  const client = algoliaClient({provider: 'algolia', appId: 'A', apiKey: 'k', indexName: 'i', hosts: ['http://127.0.0.1:9']});
  assert.deepEqual(client.transporter.timeouts, {connect: 1, read: 2, write: 30});
  assert.deepEqual(parseHost('http://127.0.0.1:9'), {protocol: 'http', url: '127.0.0.1:9'});
  assert.deepEqual(parseHost('abc-dsn.algolia.net'), {protocol: 'https', url: 'abc-dsn.algolia.net'});
  assert.equal(HOST_AVOIDANCE_MS, 120_000);
});

test('a query POSTs to the multi-index queries path with the spec parameters and reads results[0]', async () => {
  const {standin, provider} = await setup([ok]);
  const results = await provider.search({query: 'range', page: 0, hitsPerPage: 20, snippetWords: 10});
  const sent = standin.requests[0];
  assert.equal(sent.path, '/1/indexes/*/queries');
  assert.equal(sent.indexName, 'docs');
  assert.equal(sent.query, 'range');
  assert.equal(sent.params.get('hitsPerPage'), '20');
  assert.match(sent.params.get('attributesToRetrieve') ?? '', /hierarchy\.lvl0.*content.*type.*url/);
  assert.match(sent.params.get('attributesToSnippet') ?? '', /content:10/);
  assert.equal(sent.params.get('highlightPreTag'), '__sitegen-mark__');
  assert.equal(sent.params.get('highlightPostTag'), '__/sitegen-mark__');
  assert.deepEqual(JSON.parse(sent.params.get('facetFilters') ?? ''), ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  assert.equal(results.nbHits, 1);
  assert.equal(results.hits[0].url, '/docs/interpolate');
  // Markup in the record stays text; matches are segments, never HTML.
  assert.ok(results.hits[0].snippet!.includes('range'));
  assert.ok(results.hits[0].highlight.content!.join('').includes('<b>'));
});

test('a 500 is retried on the next host, and the failed host is avoided for 2 minutes', async () => {
  mock.timers.enable({apis: ['Date'], now: Date.now()});
  try {
    const {standin, provider} = await setup([{kind: 'status', status: 500}, ok]);
    assert.equal((await provider.search(request('range'))).nbHits, 1);
    assert.deepEqual(standin.requests.map((r) => r.host), [0, 1], 'first host, then the next');
    await provider.search(request('clamping'));
    assert.deepEqual(standin.requests.map((r) => r.host), [0, 1, 1], 'the failed host is skipped');
    mock.timers.tick(HOST_AVOIDANCE_MS - 1000);
    await provider.search(request('optional'));
    assert.deepEqual(standin.requests.map((r) => r.host), [0, 1, 1, 1], 'still avoided just before 2 minutes');
    mock.timers.tick(2000);
    await provider.search(request('maps'));
    assert.deepEqual(standin.requests.map((r) => r.host), [0, 1, 1, 1, 0, 1], 'tried again after 2 minutes');
  } finally {
    mock.timers.reset();
  }
});

test('no answer within the 1 s connect timeout moves on to the next host', async () => {
  const {standin, provider} = await setup([{kind: 'slow-headers', ms: 1500}, ok]);
  assert.equal((await provider.search(request('range'))).nbHits, 1);
  assert.deepEqual(standin.requests.map((r) => r.host), [0, 1]);
});

test('a body slower than the 2 s read timeout is retried; a slow but timely one is not', async () => {
  const slow = await setup([{kind: 'slow-body', ms: 2600}, ok]);
  assert.equal((await slow.provider.search(request('range'))).nbHits, 1);
  assert.deepEqual(slow.standin.requests.map((r) => r.host), [0, 1]);
  const timely = await setup([{kind: 'slow-body', ms: 1200}, ok]);
  assert.equal((await timely.provider.search(request('range'))).nbHits, 1);
  assert.deepEqual(timely.standin.requests.map((r) => r.host), [0]);
});

test('a refused connection is retried on the next host', async () => {
  const {standin, provider} = await setup([{kind: 'refuse'}, ok]);
  assert.equal((await provider.search(request('range'))).nbHits, 1);
  assert.deepEqual(standin.requests.map((r) => r.host), [1]);
});

test('a 4xx is an API error and is not retried', async () => {
  const {standin, provider} = await setup([{kind: 'status', status: 403}, ok]);
  assert.equal(await kindOf(provider.search(request('range'))), 'api');
  assert.deepEqual(standin.requests.map((r) => r.host), [0]);
});

test('bad JSON is a deserialization error and is not retried', async () => {
  const {standin, provider} = await setup([{kind: 'bad-json'}, ok]);
  assert.equal(await kindOf(provider.search(request('range'))), 'deserialization');
  assert.deepEqual(standin.requests.map((r) => r.host), [0]);
});

test('when every host fails the error is "unreachable hosts", after one try per host in order', async () => {
  const failing = await setup([{kind: 'status', status: 500}, {kind: 'status', status: 502}, {kind: 'status', status: 503}]);
  assert.equal(await kindOf(failing.provider.search(request('range'))), 'unreachable');
  assert.deepEqual(failing.standin.requests.map((r) => r.host), [0, 1, 2]);
  const refused = await setup([{kind: 'refuse'}, {kind: 'refuse'}]);
  assert.equal(await kindOf(refused.provider.search(request('range'))), 'unreachable');
});
