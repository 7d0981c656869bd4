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

/** Marks every token of `text` whose normalised form is in `matched`. */
export function highlightText(text: string, matched: ReadonlySet<string>): Segments {
  const out: Segments = [''];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    if (!matched.has(normalizeTerm(m[0])) && (PLAIN.test(m[0]) || !compoundWords(m[0]).some((word) => matched.has(word)))) continue;
    out[out.length - 1] += text.slice(last, m.index);
    out.push(m[0], '');
    last = m.index + m[0].length;
  }
  out[out.length - 1] += text.slice(last);
  return out;
}

/** A window of `words` words around the first match, with '…' where text was cut. */
export function snippetText(text: string, matched: ReadonlySet<string>, words: number): Segments {
  const all = text.split(/\s+/).filter(Boolean);
  const first = all.findIndex((word) => tokenize(word).some((t) => matched.has(normalizeTerm(t)) || compoundWords(t).some((w) => matched.has(w))));
  const before = Math.floor((words - 1) / 2);
  const start = first <= before ? 0 : Math.min(first - before, Math.max(0, all.length - words));
  const end = Math.min(all.length, start + words);
  const window = `${start > 0 ? '… ' : ''}${all.slice(start, end).join(' ')}${end < all.length ? ' …' : ''}`;
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

export function compoundWords(compound: string): string[] {
  if (PLAIN.test(compound)) return [compound.toLowerCase()];
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
  const source = text.includes("'") || text.includes('’') ? text.replace(/(?<=\p{L})['’](?=\p{L})/gu, '') : text;
  const out: string[][] = [];
  for (const compound of source.split(COMPOUND_SEPARATOR)) {
    if (!compound) continue;
    const words = compoundWords(compound);
    if (words.length) out.push(words);
  }
  return out;
}

/** Terms indexed for a text, repeated as often as they occur: every word, and each compound joined. */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const words of compoundsOf(text)) {
    if (words.length === 1) {
      out.push(words[0]);
      continue;
    }
    out.push(...words, words.join(''));
  }
  return out;
}

/** A query's words, in order; a compound counts as its words (joined again by the engine). */
export function queryWords(query: string): string[] {
  return compoundsOf(query).flat();
}
