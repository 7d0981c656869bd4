// A ranked query's records in display order: pages best first, at most three records a page (by
// score), a page found by its title listing its first sections, and each title or heading hit's
// excerpt record.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {listByPage} from '../../../../src/client/search/page-listing.ts';
import {pagesOf} from '../../../../src/client/search/pages.ts';
import {Vocabulary} from '../../../../src/client/search/vocabulary.ts';
import type {RecordMeta} from '../../../../src/shared/search-index-format.ts';
import type {RecordType} from '../../../../src/shared/search-types.ts';

const TYPES: [string, RecordType][] = [
  // Page 0
  ['/a', 'lvl1'], ['/a#one', 'lvl2'], ['/a#one', 'content'], ['/a#two', 'lvl2'], ['/a#two', 'content'], ['/a#two', 'content'],
  // Page 1
  ['/b', 'lvl1'], ['/b', 'content'],
  // Page 2
  ['/c', 'lvl1'], ['/c#one', 'lvl2'], ['/c#one', 'content'], ['/c#two', 'lvl3'],
];
const metas: RecordMeta[] = TYPES.map(([url, type]) => ({objectID: url, url, type, hierarchy: {lvl0: 'Docs', lvl1: url}}));
const pages = pagesOf(metas, new Vocabulary([]));

function list(pageOrder: number[], scores: Record<number, number>) {
  const recordScore = new Float64Array(metas.length);
  for (const [id, score] of Object.entries(scores)) recordScore[Number(id)] = score;
  const {ids, excerpts} = listByPage(pageOrder, recordScore, pages, metas);
  return {ids: [...ids], excerpts: [...excerpts]};
}

test('pages in the order given; a page shows its three best records, best first', () => {
  const {ids} = list([1, 0], {1: 6, 2: 5, 4: 3, 5: 4, 7: 1});
  assert.deepEqual(ids, [7, 1, 2, 5]);
});

test('records of equal score keep their order', () => {
  assert.deepEqual(list([0], {2: 1, 4: 1, 5: 1, 1: 1}).ids, [1, 2, 4]);
});

test('a heading hit takes its excerpt from the page\'s best matching text; a text hit needs none', () => {
  const {ids, excerpts} = list([0], {1: 6, 4: 3, 5: 4});
  assert.deepEqual(ids, [1, 5, 4]);
  assert.deepEqual(excerpts, [5, -1, -1]);
});

test('without matching text, a title or heading hit takes the text below it, on its own page', () => {
  assert.deepEqual(list([1], {6: 2}), {ids: [6], excerpts: [7]});
  assert.deepEqual(list([0], {3: 2}), {ids: [3], excerpts: [4]});
});

test('a page found by its title also lists its first sections (headings, not text)', () => {
  const {ids, excerpts} = list([2], {8: 1});
  assert.deepEqual(ids, [8, 9, 11]);
  assert.deepEqual(excerpts, [-1, 10, -1], 'the title has no text below it; the last heading ends the page');
});

test('a page found by a section only lists what matched', () => {
  assert.deepEqual(list([2], {10: 1}).ids, [10]);
});
