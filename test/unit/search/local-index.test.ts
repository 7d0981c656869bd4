import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildLocalIndex} from '../../../src/search/local-index.ts';
import {decodeNumbers, decodePostings, decodeTerms, documentTerms, encodePostingLists, toDocument, type Postings} from '../../../src/shared/local-index.ts';
import {rangeOf, type LocalIndexCore, type LocalIndexShard} from '../../../src/shared/search-index-format.ts';
import type {RecordType, SearchRecord} from '../../../src/shared/search-types.ts';

const record = (id: number, type: RecordType, content: string | null, lvl2: string | null = null, extra: Partial<SearchRecord> = {}): SearchRecord => ({
  objectID: `/docs/a#${id}`,
  hierarchy: {lvl0: 'Guides & APIs', lvl1: 'useCurrentFrame()', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content,
  type,
  url: '/docs/a',
  language: 'en',
  docusaurus_tag: ['default'],
  url_without_anchor: '/docs/a',
  weight: {level: 0, position: id},
  ...extra,
});

/** Texts whose terms come apart in each way indexTerms knows, with compounds repeated across records and fields. */
const records = [
  record(0, 'lvl1', null, null, {keywords: ['frame-rate', "don't"], description: 'The current frame: useCurrentFrame() in `remotion.config.ts`.'}),
  record(1, 'content', "Don't call useCurrentFrame() twice — useCurrentFrame, HTMLVideoElement and noise2D; l’été… 'quoted' words."),
  record(2, 'lvl2', null, 'get-video-metadata and @remotion/lambda'),
  record(3, 'content', '日本語の見出しです。 useCurrentFrame  «spaced»\u00a0text, frame-rate and Frame again; a+b<c>d', 'get-video-metadata and @remotion/lambda'),
  record(4, 'content', ''),
];

/** The index's vocabulary with each term's postings, as the browser reads them. */
function readIndex(files: Map<string, string>, coreUrl: string): {core: LocalIndexCore; postings: Map<string, Postings>} {
  const core = JSON.parse(files.get(coreUrl.slice(1))!) as LocalIndexCore;
  const terms = decodeTerms(core.terms);
  const postings = new Map(
    terms.map((term, n) => {
      const [first, url] = core.shards[rangeOf(core.shards, n)];
      return [term, decodePostings((JSON.parse(files.get(url.slice(1))!) as LocalIndexShard).postings[n - first])];
    }),
  );
  return {core, postings};
}

test("the index holds documentTerms' terms, each with its occurrences per field and record, and nothing else", () => {
  const {files, coreUrl} = buildLocalIndex(records, {dir: 'search', publicPath: '/'});
  const {core, postings} = readIndex(files, coreUrl);
  const expected = new Map<string, Postings>();
  records.forEach((r, id) => {
    documentTerms(toDocument(r)).forEach((terms, field) => {
      for (const term of terms) {
        const fields = expected.get(term) ?? {};
        expected.set(term, fields);
        const ids = (fields[field] ??= {});
        ids[id] = (ids[id] ?? 0) + 1;
      }
    });
  });
  assert.deepEqual([...postings.keys()], [...expected.keys()].sort((a, b) => (a < b ? -1 : 1)));
  for (const [term, fields] of expected) assert.deepEqual(postings.get(term), fields, term);
  assert.ok(postings.has('usecurrentframe') && postings.has('dont') && postings.has('lété') && postings.has('見出し'));
  assert.deepEqual(decodeNumbers(core.stats.contentLength), records.map((r) => documentTerms(toDocument(r))[2].length));
});

test("each term's postings are encodePostingLists' encoding of its lists, character for character", () => {
  // Records enough for ids and counts of several digits, and a writer buffer filled more than once.
  const many = Array.from({length: 3000}, (_, id) => record(id, 'content', `word${id % 7} shared ${'again '.repeat(id % 40)}useCurrentFrame${id % 3}`));
  const {files, coreUrl} = buildLocalIndex(many, {dir: 'search', publicPath: '/'});
  const core = JSON.parse(files.get(coreUrl.slice(1))!) as LocalIndexCore;
  const expected = new Map<string, number[][]>();
  many.forEach((r, id) => {
    documentTerms(toDocument(r)).forEach((terms, field) => {
      for (const term of terms) {
        const fields = expected.get(term) ?? [];
        expected.set(term, fields);
        const list = (fields[field] ??= []);
        if (list.at(-2) === id) list[list.length - 1]++;
        else list.push(id, 1);
      }
    });
  });
  decodeTerms(core.terms).forEach((term, n) => {
    const [first, url] = core.shards[rangeOf(core.shards, n)];
    const encoded = (JSON.parse(files.get(url.slice(1))!) as LocalIndexShard).postings[n - first];
    assert.equal(encoded, encodePostingLists(expected.get(term)!), term);
  });
});
