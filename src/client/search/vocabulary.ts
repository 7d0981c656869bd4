// The index's vocabulary, and the terms that stand for a query's words: the word itself, words of
// the same English stem, completions of the word being typed, words one or two typos away, and
// adjacent words joined (see LocalEngine, which ranks records by them).
import SearchableMap from 'minisearch/SearchableMap';
import {stemmer} from 'stemmer';
import {isPrefixTerm, typoDistance} from '../../shared/local-index.ts';

/** A prefix of one or two letters matches many terms: the shortest ones are the likely words. */
const PREFIX_TERMS = 24;
/** Completions kept for a joined span being typed. */
const SPAN_PREFIX_TERMS = 10;
/** Prefixes this short have their shortest completions listed once: they match the most terms. */
const LISTED_PREFIX = 2;
/** Terms sharing a stem's first letters that are compared with the stem, at most. */
const STEM_SCAN = 400;
/** How much a match of each kind is worth next to the word itself. */
export const QUALITY = {exact: 1, stem: 0.9, typo1: 0.5, typo2: 0.35, synonym: 0.9};

/** A term standing for query words, with how good a match it is. */
export interface Alternative {
  term: number;
  quality: number;
  /** The query words it stands for: from..to, inclusive. */
  from: number;
  to: number;
  /** What the words' matches depend on (their text, and how they were typed): see SpanScorer.scores. */
  span: string;
}

const WORD = /^\p{L}+$/u;

/** Sorted-array position of `term` relative to `prefix`: true while before or inside the prefix's range. */
function notAfter(term: string, prefix: string): boolean {
  return term < prefix || term.startsWith(prefix);
}

/** Sorted terms, looked up by prefix, stem and typos; lookups of recent spans are kept. */
export class Vocabulary {
  /** The same terms as a radix tree, for typo lookups, and its subtree of each first letter. */
  private readonly tree = new SearchableMap<number>();
  private readonly firstLetterTrees = new Map<string, SearchableMap<number>>();
  /** Prefixes up to LISTED_PREFIX letters → their PREFIX_TERMS + 1 shortest terms, listed when first typed. */
  private readonly shortestAt = new Map<string, number[]>();
  private readonly alternativeCache = new Map<string, [string, number][]>();
  private readonly stems = new Map<string, string>();

  /** `terms`: sorted (the index stores them so): a prefix's terms are one range of them. */
  constructor(readonly terms: string[]) {
    terms.forEach((term, n) => this.tree.set(term, n));
  }

  /** The first term from `low` on for which `before` is false (the vocabulary is sorted). */
  firstTerm(low: number, before: (term: string) => boolean): number {
    const {terms} = this;
    let high = terms.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (before(terms[mid])) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** A term's number in the vocabulary, or -1 (a binary search: no table to build at load). */
  termId(term: string): number {
    const at = this.firstTerm(0, (other) => other < term);
    return this.terms[at] === term ? at : -1;
  }

  /** The range [start, end) of terms starting with `prefix`. */
  prefixRange(prefix: string): [number, number] {
    const start = this.firstTerm(0, (term) => term < prefix);
    return [start, this.firstTerm(start, (term) => notAfter(term, prefix))];
  }

  /** Up to `limit` terms longer than `prefix` that start with it, shortest first, then in order. */
  completions(prefix: string, limit: number): number[] {
    let shortest = this.shortestAt.get(prefix);
    if (!shortest) {
      // Keep the shortest while walking the prefix's range in order: one pass, and for a one- or
      // two-letter prefix (hundreds of terms, typed first in every query) only once.
      const keep = Math.max(limit, PREFIX_TERMS) + 1;
      const [start, end] = this.prefixRange(prefix);
      shortest = [];
      for (let n = start; n < end; n++) {
        const length = this.terms[n].length;
        if (shortest.length >= keep && length >= this.terms[shortest[keep - 1]].length) continue;
        let at = shortest.length;
        while (at > 0 && this.terms[shortest[at - 1]].length > length) at--;
        shortest.splice(at, 0, n);
        if (shortest.length > keep) shortest.pop();
      }
      if (prefix.length <= LISTED_PREFIX) this.shortestAt.set(prefix, shortest);
    }
    const out: number[] = [];
    for (const n of shortest) {
      if (out.length >= limit) break;
      if (this.terms[n] !== prefix) out.push(n);
    }
    return out;
  }

  stem(word: string): string {
    let stem = this.stems.get(word);
    if (stem === undefined) this.stems.set(word, (stem = WORD.test(word) ? stemmer(word) : word));
    return stem;
  }

  /** Vocabulary terms standing for query words from..to (one word, or adjacent words joined). */
  alternatives(words: string[], from: number, to: number, out: Map<number, Alternative>): void {
    const text = from === to ? words[from] : words.slice(from, to + 1).join('');
    const typing = isPrefixTerm(to, words.length);
    // Typing changes the last word only: the others' matches come from this cache.
    let unknownInside = false;
    if (to > from && to - from < 3) for (let k = from; k <= to; k++) if (this.termId(words[k]) < 0) unknownInside = true;
    const cacheKey = `${text} ${from === to} ${typing} ${unknownInside}`;
    let found = this.alternativeCache.get(cacheKey);
    if (!found) {
      found = this.lookUp(text, from === to, typing, unknownInside);
      this.alternativeCache.set(cacheKey, found);
      if (this.alternativeCache.size > 200) this.alternativeCache.delete(this.alternativeCache.keys().next().value!);
    }
    for (const [term, quality] of found) {
      const id = this.termId(term);
      const key = (id * 1024 + from) * 1024 + to;
      const known = out.get(key);
      if (!known || known.quality < quality) out.set(key, {term: id, quality, from, to, span: cacheKey});
    }
  }

  /** Terms for a word (or joined words) with the quality of each match. */
  private lookUp(text: string, single: boolean, typing: boolean, unknownInside: boolean): [string, number][] {
    const found = new Map<string, number>();
    const add = (term: string, quality: number) => {
      if ((found.get(term) ?? 0) < quality) found.set(term, quality);
    };
    const known = this.termId(text) >= 0;
    if (known) add(text, QUALITY.exact);
    if (single && WORD.test(text) && text.length >= 3) {
      // Words sharing the stem ("renders", "rendering" for "render"); stems are nearly prefixes.
      const stem = this.stem(text);
      const [start, end] = this.prefixRange(stem.slice(0, Math.max(3, stem.length - 1)));
      for (let n = start; n < Math.min(end, start + STEM_SCAN); n++) {
        const key = this.terms[n];
        if (key !== text && this.stem(key) === stem) add(key, QUALITY.stem);
      }
    }
    if (typing) {
      for (const n of this.completions(text, single ? PREFIX_TERMS : SPAN_PREFIX_TERMS)) add(this.terms[n], 0.6 + 0.3 * (text.length / this.terms[n].length));
    }
    // Typos are looked for only in words the site does not have, never in the first letter (so a
    // query fetches the postings near its own words); in two or three joined words only when one
    // of them is unknown (`use curent frame` → `usecurrentframe`): looking up spans is slow.
    const distance = typoDistance(text);
    if (distance && !known && (single || unknownInside)) {
      // Only the terms with the word's first letter are searched: the rest of each term against the
      // rest of the word (a first letter in common changes no edit distance).
      const [start, end] = this.prefixRange(text[0]);
      if (start < end) {
        let tree = this.firstLetterTrees.get(text[0]);
        if (!tree) this.firstLetterTrees.set(text[0], (tree = this.tree.atPrefix(text[0])));
        for (const [rest, [, typos]] of tree.fuzzyGet(text.slice(1), distance)) if (typos > 0) add(text[0] + rest, typos === 1 ? QUALITY.typo1 : QUALITY.typo2);
      }
    }
    return [...found];
  }

  /** Terms at most `distance` edits from `word`, with their numbers and distances. */
  fuzzy(word: string, distance: number) {
    return this.tree.fuzzyGet(word, distance);
  }
}
