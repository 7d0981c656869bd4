// Text handling both providers share: one tokenizer for indexing, querying and highlighting, and
// highlight/snippet segments. Segments are plain strings (odd entries are matches), so a record or
// a query can never inject markup; `segmentsToHtml` escapes before it adds the tags.
import type {Segments} from './search-types.ts';
import {escapeHtml} from './strings.ts';

/** Separators: spaces, punctuation and symbols (so `<script>` or emoji never form a term). */
const SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u;
const TOKEN = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;

export function tokenize(text: string): string[] {
  return text.split(SEPARATOR).filter(Boolean);
}

export function normalizeTerm(term: string): string {
  return term.toLowerCase();
}

export function queryTerms(query: string): string[] {
  return tokenize(query).map(normalizeTerm);
}

/** Whether a token is marked: it is a matched term, or one of a name's words is. */
function isMarked(token: string, matched: ReadonlySet<string>): boolean {
  return matched.has(normalizeTerm(token)) || (!PLAIN.test(token) && compoundWords(token).some((word) => matched.has(word)));
}

/** Every token of `text` (start, end: flat pairs), in order, marked or not decided by `keep`. */
function scanTokens(text: string, keep: (token: string) => boolean): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(TOKEN)) if (keep(m[0])) out.push(m.index, m.index + m[0].length);
  return out;
}

/** Separator characters (see SEPARATOR) among the first 128 codes; others are tested by SEPARATOR_CHAR. */
const SEPARATOR_CHAR = /^[\n\r\p{Z}\p{P}\p{S}]$/u;
const ASCII_SEPARATOR = Uint8Array.from({length: 128}, (_v, code) => (SEPARATOR_CHAR.test(String.fromCharCode(code)) ? 1 : 0));
function isSeparator(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return code < 128 ? ASCII_SEPARATOR[code] === 1 : SEPARATOR_CHAR.test(text[at]);
}

/**
 * Texts the quick search of markedTokens could get wrong, scanned token by token instead: surrogate
 * pairs (an emoji separates words, its halves alone do not), capital sigma (lower-cased by its
 * neighbours), and whitespace that splits snippet words but not tokens.
 */
const NEEDS_SCAN = /[\uD800-\uDFFF\u03A3\t\v\f\uFEFF]/;

/**
 * The marked tokens of `text` (start, end: flat pairs), in order; with `firstOnly`, the first one
 * alone. A marked token holds a matched term in its lower-cased text, so only the tokens around
 * each place a term occurs are checked: a long text with a few matches costs a few searches, not
 * a pass over every word.
 */
function markedTokens(text: string, matched: ReadonlySet<string>, firstOnly = false): number[] {
  const lower = text.toLowerCase();
  if (lower.length !== text.length || NEEDS_SCAN.test(text)) {
    const all = scanTokens(text, (token) => isMarked(token, matched));
    return firstOnly ? all.slice(0, 2) : all;
  }
  // One pass over the text for every matched term at once; at each place one occurs, the token
  // around it is checked, and the search goes on after that token.
  const search = termSearch(matched);
  if (!search) return [];
  search.lastIndex = 0;
  const marks: number[] = [];
  for (let found = search.exec(lower); found; found = search.exec(lower)) {
    let start = found.index;
    while (start > 0 && !isSeparator(text, start - 1)) start--;
    let end = found.index + found[0].length;
    while (end < text.length && !isSeparator(text, end)) end++;
    search.lastIndex = end;
    if (!isMarked(text.slice(start, end), matched)) continue;
    marks.push(start, end);
    if (firstOnly) break;
  }
  return marks;
}

/**
 * The terms a search for places needs: a term holding another term is left out, as every place it
 * occurs the other does too, and the token there is checked all the same (`e` stands for `each`
 * and `edit`). The regular expression is compiled again for each keystroke's terms, in a time that
 * grows with their number, in the middle of the keystroke's hits.
 */
export function searchTerms(matched: ReadonlySet<string>): string[] {
  const kept: string[] = [];
  for (const term of [...matched].filter(Boolean).sort((a, b) => a.length - b.length)) if (!kept.some((shorter) => term.includes(shorter))) kept.push(term);
  return kept;
}

/** A regular expression finding any of the matched terms: built once per set of terms (a query's hits share one). */
const TERM_SEARCHES = new Map<string, RegExp | null>();
/** The same by the set itself: every text of a query's hits is marked with one set, which spares joining every term per text. */
const SEARCH_OF_SET = new WeakMap<ReadonlySet<string>, RegExp | null>();
function termSearch(matched: ReadonlySet<string>): RegExp | null {
  const known = SEARCH_OF_SET.get(matched);
  if (known !== undefined) return known;
  const key = [...matched].join('\u0000');
  let search = TERM_SEARCHES.get(key);
  if (search === undefined) {
    const terms = searchTerms(matched).map((term) => term.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'));
    search = terms.length ? new RegExp(terms.join('|'), 'g') : null;
    TERM_SEARCHES.set(key, search);
    if (TERM_SEARCHES.size > 8) TERM_SEARCHES.delete(TERM_SEARCHES.keys().next().value!);
  }
  SEARCH_OF_SET.set(matched, search);
  return search;
}

/** Marks every token of `text` whose normalised form is in `matched`. */
export function highlightText(text: string, matched: ReadonlySet<string>): Segments {
  const out: Segments = [''];
  let last = 0;
  const marks = markedTokens(text, matched);
  for (let i = 0; i < marks.length; i += 2) {
    out[out.length - 1] += text.slice(last, marks[i]);
    out.push(text.slice(marks[i], marks[i + 1]), '');
    last = marks[i + 1];
  }
  out[out.length - 1] += text.slice(last);
  return out;
}

const WHITESPACE_CHAR = /\s/;
function isWhitespace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || (code >= 128 && WHITESPACE_CHAR.test(String.fromCharCode(code)));
}

/** wordBounds' buffer, kept between calls and grown as needed. */
let bounds = new Int32Array(256);

/**
 * Where each word of `text` starts and ends (flat pairs in `bounds`; returns the number of words):
 * the words `text.split(/\s+/)` finds, found without making them. An excerpt needs ten of them:
 * making every word of a keystroke's twenty excerpts' texts would be most of a keystroke's
 * garbage, and so of its collection pauses.
 */
function wordBounds(text: string): number {
  let count = 0;
  let start = -1;
  const add = (from: number, to: number) => {
    if (2 * count + 2 > bounds.length) {
      const grown = new Int32Array(bounds.length * 2);
      grown.set(bounds);
      bounds = grown;
    }
    bounds[2 * count] = from;
    bounds[2 * count + 1] = to;
    count++;
  };
  for (let i = 0; i < text.length; i++) {
    const space = isWhitespace(text.charCodeAt(i));
    if (start < 0 && !space) start = i;
    else if (start >= 0 && space) {
      add(start, i);
      start = -1;
    }
  }
  if (start >= 0) add(start, text.length);
  return count;
}

/** A window of `words` words around the first match, with '…' where text was cut; words are joined by one space. */
export function snippetText(text: string, matched: ReadonlySet<string>, words: number): Segments {
  const count = wordBounds(text);
  // The word holding the first marked token: words begun before it, less the part of its own word
  // (a token can start on whitespace that is not a separator, a tab: then it is the next word).
  const marks = markedTokens(text, matched, true);
  let first = -1;
  if (marks.length) {
    const at = marks[0];
    first = 0;
    while (first < count && bounds[2 * first] < at) first++;
    if (at > 0 && !isWhitespace(text.charCodeAt(at - 1))) first--;
  }
  const before = Math.floor((words - 1) / 2);
  const start = first <= before ? 0 : Math.min(first - before, Math.max(0, count - words));
  const end = Math.min(count, start + words);
  const shown: string[] = [];
  for (let w = start; w < end; w++) shown.push(text.slice(bounds[2 * w], bounds[2 * w + 1]));
  const window = `${start > 0 ? '… ' : ''}${shown.join(' ')}${end < count ? ' …' : ''}`;
  return highlightText(window, matched);
}

export const HIGHLIGHT_PRE = '__sitegen-mark__';
export const HIGHLIGHT_POST = '__/sitegen-mark__';

/** A hosted-service value with marker tags → segments (the markers themselves are plain text). */
export function segmentsFromMarked(value: string): Segments {
  const out: Segments = [''];
  let rest = value;
  for (;;) {
    const open = rest.indexOf(HIGHLIGHT_PRE);
    const close = open < 0 ? -1 : rest.indexOf(HIGHLIGHT_POST, open + HIGHLIGHT_PRE.length);
    if (open < 0 || close < 0) break;
    out[out.length - 1] += rest.slice(0, open);
    out.push(rest.slice(open + HIGHLIGHT_PRE.length, close), '');
    rest = rest.slice(close + HIGHLIGHT_POST.length);
  }
  out[out.length - 1] += rest.split(HIGHLIGHT_PRE).join('').split(HIGHLIGHT_POST).join('');
  return out;
}

export function segmentsText(segments: Segments): string {
  return segments.join('');
}

/** Escape first, then add the highlight tags: the only way segments become HTML. */
export function segmentsToHtml(segments: Segments): string {
  return segments.map((part, n) => (n % 2 ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part))).join('');
}

// --- Identifier-aware terms ----------------------------------------------------------------------
// Docs name things the way code does: `useCurrentFrame`, `get-video-metadata`, `@remotion/lambda`,
// `remotion.config.ts`. A compound (letters and digits joined by `-_./@` or case changes) is
// indexed as each of its words and as the joined form, so `use current frame`, `useCurrentFrame`
// and `usecurrentframe` meet; a query's adjacent words are tried joined too (see the engine).

/** Whitespace and punctuation that ends a compound; `-_./@` and `$` only join its words. */
const COMPOUND_SEPARATOR = /[\s\p{Z}!"#%&'()*+,:;<=>?[\\\]^`{|}~\u2018-\u201f\u2026]+/u;
const PART_SEPARATOR = /[^\p{L}\p{N}]+/u;
/** Case changes inside a word: fooBar, HTMLVideo → HTML Video, noise2D stays one. */
const CAMEL = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** A compound's words, lower-cased, in order: `useCurrentFrame()` → use, current, frame. */
/** A plain word, at most capitalised: most of a text, and it needs no splitting. */
const PLAIN = /^[A-Za-z]?[a-z0-9]*$/;

/**
 * ASCII text gets regular expressions of ASCII classes, with the same results on it: the Unicode
 * classes' compiled code is large, and a reader's keystroke would pay for compiling it (the first
 * name in its hits, once interpreted and again natively).
 */
const ASCII = /^[\x00-\x7f]*$/;
const ASCII_PART_SEPARATOR = /[^A-Za-z0-9]+/;
const ASCII_CAMEL = /(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

export function compoundWords(compound: string): string[] {
  if (PLAIN.test(compound)) return [compound.toLowerCase()];
  if (ASCII.test(compound)) {
    return compound
      .split(ASCII_PART_SEPARATOR)
      .flatMap((part) => part.split(ASCII_CAMEL))
      .filter(Boolean)
      .map(normalizeTerm);
  }
  return compound
    .split(PART_SEPARATOR)
    .flatMap((part) => (UNSPACED.test(part) ? segmentWords(part) : part.split(CAMEL)))
    .filter(Boolean)
    .map(normalizeTerm);
}

/** Scripts written without spaces between words: Chinese, Japanese (and Thai, Lao, Khmer, Myanmar). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
let segmenter: Intl.Segmenter | undefined;

/** The words of a run of such text (`日本語の見出しです` → 日本語, の, 見出し, です), by the platform's dictionaries. */
function segmentWords(text: string): string[] {
  // Without Intl.Segmenter (old browsers) each character is a word: queries still meet the index built alike.
  if (typeof Intl.Segmenter !== 'function') return [...text];
  segmenter ??= new Intl.Segmenter('ja', {granularity: 'word'});
  return [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment);
}

/** Words of a text, compound by compound. */
export function compoundsOf(text: string): string[][] {
  const out: string[][] = [];
  for (const compound of compoundsIn(text)) {
    if (!compound) continue;
    const words = compoundWords(compound);
    if (words.length) out.push(words);
  }
  return out;
}

/** A text's compounds as written (an apostrophe inside a word joins it), empty ones included. */
export function compoundsIn(text: string): string[] {
  const source = text.includes("'") || text.includes('’') ? text.replace(/(?<=\p{L})['’](?=\p{L})/gu, '') : text;
  return source.split(COMPOUND_SEPARATOR);
}

/** The terms a compound's words are indexed as: every word, and the compound joined. */
export function compoundTerms(words: string[]): string[] {
  return words.length > 1 ? [...words, words.join('')] : words;
}

/** Terms indexed for a text, repeated as often as they occur: every word, and each compound joined. */
export function indexTerms(text: string): string[] {
  return compoundsOf(text).flatMap(compoundTerms);
}

/** A query's words, in order; a compound counts as its words (joined again by the engine). */
export function queryWords(query: string): string[] {
  return compoundsOf(query).flat();
}
