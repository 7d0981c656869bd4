// Identifier-aware terms: what a text is indexed as and what a query is split into.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {highlightText, indexTerms, queryWords} from '../../../src/shared/search-text.ts';

test('camelCase and PascalCase names are indexed as their words and joined', () => {
  assert.deepEqual(indexTerms('useCurrentFrame()'), ['use', 'current', 'frame', 'usecurrentframe']);
  assert.deepEqual(indexTerms('<OffthreadVideo>'), ['offthread', 'video', 'offthreadvideo']);
  assert.deepEqual(indexTerms('HTMLVideoElement'), ['html', 'video', 'element', 'htmlvideoelement']);
  assert.deepEqual(indexTerms('noise2D'), ['noise2d'], 'a digit does not split a name');
});

test('kebab, snake and dotted names and scoped packages are indexed as their words and joined', () => {
  assert.deepEqual(indexTerms('get-video-metadata'), ['get', 'video', 'metadata', 'getvideometadata']);
  assert.deepEqual(indexTerms('REMOTION_AWS_ACCESS_KEY_ID'), ['remotion', 'aws', 'access', 'key', 'id', 'remotionawsaccesskeyid']);
  assert.deepEqual(indexTerms('remotion.config.ts'), ['remotion', 'config', 'ts', 'remotionconfigts']);
  assert.deepEqual(indexTerms('@remotion/lambda'), ['remotion', 'lambda', 'remotionlambda']);
});

test('prose is split on spaces and punctuation, apostrophes stay inside words', () => {
  assert.deepEqual(indexTerms("It's the 'Target closed' error."), ['its', 'the', 'target', 'closed', 'error']);
});

test('a query is the words of its compounds, in order: every spelling of a name gives the same words', () => {
  for (const query of ['useCurrentFrame', 'useCurrentFrame()', 'use current frame', 'use-current-frame']) assert.deepEqual(queryWords(query), ['use', 'current', 'frame'], query);
  assert.deepEqual(queryWords('usecurrentframe'), ['usecurrentframe']);
  assert.deepEqual(queryWords('<Sequence>'), ['sequence']);
});

test('highlighting marks a name when one of its words matched', () => {
  assert.deepEqual(highlightText('Call useCurrentFrame() here', new Set(['frame'])), ['Call ', 'useCurrentFrame', '() here']);
});
