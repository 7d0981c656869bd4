// The local engine's pages: records grouped by page, and how exactly a page's title is the query.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pagesOf, PageTitles} from '../../../../src/client/search/pages.ts';
import {wordingsOf} from '../../../../src/client/search/query-wordings.ts';
import {Vocabulary} from '../../../../src/client/search/vocabulary.ts';
import type {RecordMeta} from '../../../../src/shared/search-index-format.ts';
import type {RecordType} from '../../../../src/shared/search-types.ts';

const vocab = new Vocabulary(['audio', 'config', 'lambda', 'remotion', 'render', 'renderer', 'spring', 'using', 'video']);
const meta = (url: string, type: RecordType, lvl1: string): RecordMeta => ({objectID: url, url, type, hierarchy: {lvl0: 'Docs', lvl1}});

test('records are grouped by page (the URL without its anchor), in index order', () => {
  const pages = pagesOf([
    meta('/docs/a', 'lvl1', 'Using audio'),
    meta('/docs/a#volume', 'lvl2', 'Using audio'),
    meta('/docs/a#volume', 'content', 'Using audio'),
    meta('/docs/b', 'lvl1', 'Remotion render'),
    meta('/docs/b', 'content', 'Remotion render'),
  ], vocab);
  assert.deepEqual(pages.records, [[0, 1, 2], [3, 4]]);
  assert.deepEqual([...pages.pageOf], [0, 0, 0, 1, 1]);
  assert.deepEqual([...pages.isContent], [0, 0, 1, 0, 1]);
  assert.ok(pages.titles instanceof PageTitles);
});

test('the same path again after another page starts a new page', () => {
  const pages = pagesOf([meta('/a', 'lvl1', 'A'), meta('/b', 'lvl1', 'B'), meta('/a', 'content', 'A')], vocab);
  assert.deepEqual(pages.records, [[0], [1], [2]]);
});

// Six titles: "remotion" is in five, more than three and a tenth of them, so it sets none apart.
const titles = new PageTitles([['using', 'audio'], ['remotion', 'render'], ['remotion', 'lambda'], ['remotion', 'spring'], ['remotion', 'video'], ['remotion', 'config']], vocab);
const bonus = (query: string, page: number) => {
  const {words, alternatives} = wordingsOf(query, vocab, []);
  return titles.bonus(page, words.map((word, k) => [word, k] as const).filter(([word]) => titles.wordCounts(word)), alternatives[0]);
};

test('function words and words most titles share do not count in a title', () => {
  assert.deepEqual(['using', 'audio', 'remotion', 'render'].map((word) => titles.wordCounts(word)), [false, true, false, true]);
});

test('a title that is the query doubles, ignoring words that do not count', () => {
  assert.equal(bonus('audio', 0), 2, '"Using audio" is the title for "audio"');
  assert.equal(bonus('render', 1), 2, '"Remotion render" is the title for "render"');
});

test('a title that holds part of the query, or a completion of it, gets less', () => {
  assert.equal(bonus('audio video', 0), 1.5, 'half of the query is in the title');
  const completed = bonus('rend', 1);
  assert.ok(completed > 1 && completed < 2, String(completed));
  assert.equal(bonus('spring', 1), 1, 'no word in common');
});
