// Identifier-aware terms: what a text is indexed as and what a query is split into.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compoundWords, highlightText, indexTerms, queryWords, searchTerms, segmentsText, snippetText} from '../../../src/shared/search-text.ts';

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

test('highlighting finds every mark in a long text, and only whole tokens, as a pass over every word would', () => {
  const text = `${'Some words before. '.repeat(40)}Render the frame; re-render frames, then renderMedia() and RENDER again.`;
  const marks = highlightText(text, new Set(['render', 'frame'])).filter((_part, n) => n % 2);
  assert.deepEqual(marks, ['Render', 'frame', 'render', 'renderMedia', 'RENDER']);
  assert.deepEqual(highlightText('rendering renders', new Set(['render'])), ['rendering renders'], 'a term inside a longer word is not a mark');
});

test('highlighting: an emoji separates words, a capital sigma and a dotted I lower-case as in the word alone', () => {
  assert.deepEqual(highlightText('frame😀frame', new Set(['frame'])), ['', 'frame', '😀', 'frame', '']);
  assert.deepEqual(highlightText('ΟΔΟΣ road', new Set(['οδος'])), ['', 'ΟΔΟΣ', ' road']);
  assert.deepEqual(highlightText('İstanbul frame', new Set(['frame'])), ['İstanbul ', 'frame', '']);
});

test('a snippet is the window around the first marked word, also when the mark is part of a name', () => {
  const text = `${Array.from({length: 30}, (_v, n) => `w${n}`).join(' ')} call x.useCurrentFrame() now ${Array.from({length: 30}, (_v, n) => `v${n}`).join(' ')}`;
  assert.equal(segmentsText(snippetText(text, new Set(['frame']), 5)), '… w29 call x.useCurrentFrame() now v0 …');
  assert.deepEqual(snippetText('no match here at all', new Set(['frame']), 3), ['no match here …']);
});

test('a snippet starts at the text when a matched term occurs only inside longer words (first-mark search skipped unmarked tokens wrongly)', () => {
  const text = 'Logs expire after the retention period (14 days by default), then the groups go.';
  assert.deepEqual(snippetText(text, new Set(['4', '40']), 5), ['Logs expire after the retention …']);
});

test('an ASCII name splits as the Unicode classes split it (its regular expressions are ASCII ones only for speed)', () => {
  // The rule as written for any script: parts between non-letters and non-digits, then case changes.
  const unicodeWords = (compound: string) =>
    compound
      .split(/[^\p{L}\p{N}]+/u)
      .flatMap((part) => part.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u))
      .filter(Boolean)
      .map((word) => word.toLowerCase());
  const alphabet = 'aZbY09_-./@$()<>XHTMLxml';
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % alphabet.length;
  const names = ['useCurrentFrame()', 'HTMLVideoElement', 'noise2D', 'REMOTION_AWS_KEY', '@remotion/lambda', 'getVideoMetadata', 'aB', 'ABc', 'x.y-Z'];
  for (let n = 0; n < 500; n++) names.push(Array.from({length: 1 + (n % 12)}, () => alphabet[next()]).join(''));
  for (const name of names) assert.deepEqual(compoundWords(name), unicodeWords(name), name);
  assert.deepEqual(compoundWords('ÉcoleNormale'), ['école', 'normale'], 'a name with letters past ASCII keeps the Unicode classes');
});

test('the search for marks leaves out terms that hold a shorter term, with the same marks', () => {
  assert.deepEqual(searchTerms(new Set(['each', 'e', 'edit', 'frame', 'frames', 'ram'])), ['e', 'ram']);
  const text = 'Each edit re-renders the frames; a frame is a still, and ram is memory. eachFrame() edits nothing.';
  const matched = new Set(['e', 'each', 'edit', 'frame', 'ram']);
  const marks = highlightText(text, matched).filter((_part, n) => n % 2);
  assert.deepEqual(marks, ['Each', 'edit', 'frame', 'ram', 'eachFrame']);
});

test('an excerpt is the window the words of split(/\s+/) give, found without splitting the whole text', () => {
  // The excerpt as it was made from every word of the text, the reference here.
  const byWords = (text: string, matched: ReadonlySet<string>, words: number) => {
    const all = text.split(/\s+/).filter(Boolean);
    const marks = highlightText(text, matched);
    let first = -1;
    if (marks.length > 1) {
      const before = marks[0];
      first = before.split(/\s+/).filter(Boolean).length - (before && !/\s$/.test(before) ? 1 : 0);
    }
    const half = Math.floor((words - 1) / 2);
    const start = first <= half ? 0 : Math.min(first - half, Math.max(0, all.length - words));
    const end = Math.min(all.length, start + words);
    return highlightText(`${start > 0 ? '… ' : ''}${all.slice(start, end).join(' ')}${end < all.length ? ' …' : ''}`, matched);
  };
  const pieces = ['frame', 'render', 'useCurrentFrame()', 'a', 'x.frame', '', ' ', '  ', '\n', '\t', '\u00a0', '\u3000', 'é', 'Frame,', '(frame)'];
  let seed = 11;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length;
  const matched = new Set(['frame']);
  for (let n = 0; n < 400; n++) {
    const text = Array.from({length: n % 40}, () => pieces[next()]).join(n % 3 ? ' ' : '');
    for (const words of [1, 3, 10]) assert.deepEqual(snippetText(text, matched, words), byWords(text, matched, words), JSON.stringify([text, words]));
  }
});
