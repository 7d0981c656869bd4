import {test} from 'node:test';
import assert from 'node:assert/strict';
import {countWords, readingTime} from '../../../src/content/reading-time.ts';

/** The definition countWords counts by. */
const byRegex = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0;

test('a word runs over letters, digits, apostrophes, underscores and hyphens', () => {
  assert.equal(countWords(''), 0);
  assert.equal(countWords("Don't re-render the use_state hook’s 2nd value"), 7);
  assert.equal(countWords('a - b -- c'), 3);
  assert.equal(countWords("-- '_ -x_'"), 1, 'joiners alone are no word; one before a letter joins it');
  assert.equal(countWords('foo.bar(baz, 42);'), 4);
});

test('letters and digits of every script count, astral ones too; emoji and marks do not', () => {
  assert.equal(countWords('中文 Ελληνικά русский'), 3);
  assert.equal(countWords('\u{1D49C}\u{1D49D} x'), 2, 'mathematical script letters are one letter per surrogate pair');
  assert.equal(countWords('🎉 party 🎉'), 1);
  assert.equal(countWords('cafe\u0301s'), 2, 'a combining mark is not a letter: it ends the word');
  assert.equal(countWords('\uD835 lone \uDC9C'), 1, 'a lone surrogate is no letter');
});

test('counts what the word regex matches, on generated text of every kind of unit', () => {
  const units = ['a', 'Z', '9', "'", '’', '_', '-', ' ', '.', 'é', 'e\u0301', '中', '\u{1D49C}', '\u{1F600}', '\uD835', '\uDC9C', '٣', 'Ⅻ', '\u00A0', 'ǅ', '²', '\n'];
  let seed = 1;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % units.length;
  for (let n = 0; n < 20_000; n++) {
    let text = '';
    for (let length = n % 14; length > 0; length--) text += units[next()];
    assert.equal(countWords(text), byRegex(text), JSON.stringify(text));
  }
});

test('reading time is words at 200 a minute, at least one minute', () => {
  assert.equal(readingTime(0), 1);
  assert.equal(readingTime(299), 1);
  assert.equal(readingTime(300), 2);
  assert.equal(readingTime(1000), 5);
});
