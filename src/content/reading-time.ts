// Reading time as blog readers expect it: words at 200 per minute, at least one minute.
export const WORDS_PER_MINUTE = 200;

/** A word starts at a letter or a digit and goes on over letters, digits, `'`, `’`, `_` and `-`. */
const STARTS = /^[\p{L}\p{N}]/u;
const CONTINUES = /^[\p{L}\p{N}'’_-]/u;
const NONE = 1;
const JOINER = 2;
const START = 3;

function kindOf(char: string): number {
  return STARTS.test(char) ? START : CONTINUES.test(char) ? JOINER : NONE;
}

/** Each UTF-16 unit's kind, filled in as units are met (a surrogate stays 0: its code point decides). */
const KINDS = new Uint8Array(0x10000);

/**
 * The number of words: as many as the global unicode regex `[\p{L}\p{N}][\p{L}\p{N}'’_-]*` matches,
 * one for each run of letters, digits and joiners that holds a letter or a digit. Counted over the
 * text's units, without a string per word: every page's code blocks are counted too.
 */
export function countWords(text: string): number {
  let words = 0;
  // 0: outside a run; JOINER: in a run without a letter or digit yet; START: in a counted word.
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    let kind = KINDS[unit];
    if (kind === 0) {
      if (unit >= 0xd800 && unit <= 0xdfff) {
        const point = text.codePointAt(i)!;
        kind = kindOf(String.fromCodePoint(point));
        if (point > 0xffff) i++;
      } else {
        kind = KINDS[unit] = kindOf(String.fromCharCode(unit));
      }
    }
    if (kind === NONE) run = 0;
    else if (kind === START) {
      if (run !== START) words++;
      run = START;
    } else if (run === 0) run = JOINER;
  }
  return words;
}

export function readingTime(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
