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
    if (!matched.has(normalizeTerm(m[0]))) continue;
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
  const first = all.findIndex((word) => tokenize(word).some((t) => matched.has(normalizeTerm(t))));
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
