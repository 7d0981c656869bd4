// A query as the local engine reads it: its words (at most ten), its wordings with synonyms, and
// the vocabulary terms that stand for each span of adjacent words.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MAX_WORDS, variantsOf, wordingsOf} from '../../../../src/client/search/query-wordings.ts';
import {QUALITY, Vocabulary} from '../../../../src/client/search/vocabulary.ts';

const vocab = new Vocabulary(['chrome', 'chromium', 'flags', 'offthread', 'offthreadvideo', 'render', 'renderer', 'video']);
const named = (alternatives: {term: number; from: number; to: number}[]) => alternatives.map((a) => `${vocab.terms[a.term]} ${a.from}-${a.to}`);

test('a query without synonyms has one wording, worth 1', () => {
  assert.deepEqual(variantsOf(['render', 'flags'], [['chrome', 'chromium']]), [{words: ['render', 'flags'], weight: 1}]);
});

test('each synonym a query contains gives a wording with the others in its place, worth less', () => {
  const variants = variantsOf(['chrome', 'flags'], [['chrome', 'chromium'], ['flags', 'options']]);
  assert.deepEqual(variants, [
    {words: ['chrome', 'flags'], weight: 1},
    {words: ['chromium', 'flags'], weight: QUALITY.synonym},
    {words: ['chrome', 'options'], weight: QUALITY.synonym},
  ]);
});

test('a synonym matches whole words only, and a query has at most six wordings', () => {
  assert.equal(variantsOf(['chromecast'], [['chrome', 'chromium']]).length, 1);
  const many = variantsOf(['x'], [['x', 'a', 'b', 'c', 'd', 'e', 'f', 'g']]);
  assert.equal(many.length, 6);
  assert.deepEqual(many.map((variant) => variant.words[0]), ['x', 'a', 'b', 'c', 'd', 'e']);
});

test('adjacent words are also tried joined: "offthread video" meets offthreadvideo', () => {
  const {words, variants, alternatives} = wordingsOf('offthread video', vocab, []);
  assert.deepEqual(words, ['offthread', 'video']);
  assert.equal(variants.length, 1);
  assert.deepEqual(named(alternatives[0]), ['offthread 0-0', 'offthreadvideo 0-1', 'video 1-1']);
});

test('the last word is completed, a whole word counting more than its completions', () => {
  const [alternatives] = wordingsOf('rende', vocab, []).alternatives;
  assert.deepEqual(named(alternatives), ['render 0-0', 'renderer 0-0']);
  assert.ok(alternatives[0].quality > alternatives[1].quality);
  assert.ok(alternatives.every((a) => a.quality < QUALITY.exact));
});

test(`a query keeps its first ${MAX_WORDS} words; each wording has its own alternatives`, () => {
  const long = wordingsOf('a b c d e f g h i j k l', vocab, []);
  assert.equal(long.words.length, MAX_WORDS);
  assert.equal(long.words.at(-1), 'j');
  const synonyms = wordingsOf('chrome', vocab, [['chrome', 'chromium']]);
  assert.deepEqual(synonyms.alternatives.map((list) => named(list)[0]), ['chrome 0-0', 'chromium 0-0']);
});
