// The local index's files as queries need them: each shard and fragment fetched once on first need,
// a failed fetch tried again by the next query, each term's postings decoded once.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {IndexFiles} from '../../../../src/client/search/index-files.ts';
import {encodePostingLists} from '../../../../src/shared/local-index.ts';
import {LOCAL_INDEX_VERSION, type LocalIndexCore} from '../../../../src/shared/search-index-format.ts';
import type {Alternative} from '../../../../src/client/search/vocabulary.ts';

const core: LocalIndexCore = {
  version: LOCAL_INDEX_VERSION,
  lvl0: [],
  trails: [],
  pages: [],
  stats: {documentCount: 10, averageContentLength: 1, contentLength: ''},
  synonyms: [],
  terms: '',
  // Terms 0 and 1 in the first shard, 2 in the second; records 0-1 in the first fragment, 2-3 in the second.
  shards: [[0, 's0.json'], [2, 's1.json']],
  fragments: [[0, 'f0.json'], [2, 'f1.json']],
};
const FILES: Record<string, unknown> = {
  // Term 0: records 0 and 3 in field 0, records 3 and 5 in field 2; term 1: record 1; term 2: record 4.
  's0.json': {postings: [encodePostingLists([[0, 1, 3, 2], undefined, [3, 1, 5, 4]]), encodePostingLists([[1, 1]])]},
  's1.json': {postings: [encodePostingLists([[4, 1]])]},
  'f0.json': {content: ['first text', null]},
  'f1.json': {content: [null, 'fourth text']},
};

function files(failFirst: string[] = []) {
  const loads: string[] = [];
  const failing = new Set(failFirst);
  const load = async <T,>(url: string): Promise<T> => {
    loads.push(url);
    if (failing.delete(url)) throw new Error(`offline: ${url}`);
    return FILES[url] as T;
  };
  return {loads, index: new IndexFiles(core, load, 6)};
}
const alternatives = (...terms: number[]) => [terms.map((term) => ({term}) as Alternative)];

test('a term\'s shard is the last one starting at or before it; only shards not loaded are missing', async () => {
  const {index} = files();
  assert.deepEqual([0, 1, 2].map((term) => index.shardOf(term)), [0, 0, 1]);
  assert.deepEqual(index.missingShards(alternatives(0, 1, 2)), [0, 1]);
  await index.shard(0);
  assert.deepEqual(index.missingShards(alternatives(0, 1, 2)), [1]);
});

test('a shard is fetched once, however many queries ask for it at the same time', async () => {
  const {loads, index} = files();
  const [a, b] = await Promise.all([index.shard(0), index.shard(0)]);
  assert.equal(a, b);
  assert.deepEqual(loads, ['s0.json']);
});

test('a failed fetch is not remembered: the next query fetches the shard or fragment again', async () => {
  const {loads, index} = files(['s1.json', 'f1.json']);
  await assert.rejects(index.shard(1), /offline/);
  assert.deepEqual(index.missingShards(alternatives(2)), [1]);
  assert.equal((await index.shard(1)).length, 1);
  await assert.rejects(index.fragment(1), /offline/);
  assert.equal(index.missingFragment(3), 1);
  await index.fragment(1);
  assert.deepEqual(loads, ['s1.json', 's1.json', 'f1.json', 'f1.json']);
});

test('postings are decoded once per term; rarity counts each record once over its fields', async () => {
  const {index} = files();
  await index.shard(0);
  const postings = index.termPostings(0);
  assert.deepEqual(postings.fields.map(({field, ids}) => [field, [...ids]]), [[0, [0, 3]], [2, [3, 5]]]);
  assert.equal(postings.idf, Math.log(1 + 10 / 3), 'records 0, 3 and 5 of 10');
  assert.equal(index.termPostings(0), postings);
  assert.equal(index.termPostings(1).idf, Math.log(1 + 10 / 1));
});

test('a content record\'s text comes from its fragment once loaded; heading records have none', async () => {
  const {index} = files();
  assert.equal(index.missingFragment(3), 1);
  await index.fragment(1);
  assert.equal(index.missingFragment(3), -1);
  assert.equal(index.content(3), 'fourth text');
  assert.equal(index.content(2), null);
});
