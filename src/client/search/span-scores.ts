// What one span of query words (a word, or adjacent words joined) gives each record it matches,
// summed from the postings of its alternatives and kept for the next keystrokes.
import {decodeNumbers, FIELD_WEIGHTS, LOCAL_FIELDS} from '../../shared/local-index.ts';
import type {LocalIndexCore} from '../../shared/search-index-format.ts';
import type {IndexFiles} from './index-files.ts';
import {addBodyScores, addFieldScores, B, K1} from './scoring.ts';
import type {Alternative, Vocabulary} from './vocabulary.ts';

/**
 * A span's scores: the best of its alternatives' scores per record. They depend on the span's text
 * and how it was typed only, so the next keystroke, which changes the last word, finds the others'
 * already summed.
 */
export interface SpanScores {
  /** Records in the order first matched, and the score of each. */
  ids: Int32Array;
  values: Float64Array;
  /** The rarity of the span's commonest match. */
  idf: number;
  /** Terms that matched some record. */
  matched: string[];
}

/** Spans whose scores are kept (most recent first out last): a few queries' worth. */
const SPAN_CACHE = 48;
const CONTENT_FIELD = LOCAL_FIELDS.indexOf('content');

export class SpanScorer {
  private readonly cache = new Map<string, SpanScores>();
  /** BM25's length normalisation of each record's body text (K1 · (1 − B + B · length / average)). */
  private readonly lengthNorm: Float64Array;
  /** Scratch: a span's score per record, and the records in the order first matched. */
  private readonly spanValue: Float64Array;
  private readonly spanOrder: Int32Array;

  constructor(
    stats: LocalIndexCore['stats'],
    private readonly files: IndexFiles,
    private readonly vocab: Vocabulary,
    recordCount: number,
  ) {
    const average = stats.averageContentLength || 1;
    this.lengthNorm = Float64Array.from(decodeNumbers(stats.contentLength), (length) => K1 * (1 - B + (B * length) / average));
    this.spanValue = new Float64Array(recordCount);
    this.spanOrder = new Int32Array(recordCount);
  }

  /**
   * A span's score for each record it matches: its alternatives (alternatives[first..end), all of
   * the span), each worth its quality times the span's rarity times the field's weight (BM25 in
   * body text), the best of them per record. Kept for the next keystrokes (see SpanScores).
   */
  scores(key: string, alternatives: Alternative[], first: number, end: number): SpanScores {
    const kept = this.cache.get(key);
    if (kept) return kept;
    // Every reading of the same typed words is worth the rarity of its commonest one: completing
    // `interpolate` to the rarer `interpolatepath` must not outweigh the word itself.
    let idf = Infinity;
    for (let a = first; a < end; a++) idf = Math.min(idf, this.files.termPostings(alternatives[a].term).idf);
    const {spanValue, spanOrder, lengthNorm} = this;
    const matched: string[] = [];
    let count = 0;
    for (let a = first; a < end; a++) {
      const alternative = alternatives[a];
      const {fields} = this.files.termPostings(alternative.term);
      if (fields.length) matched.push(this.vocab.terms[alternative.term]);
      for (const {field, ids, counts} of fields) {
        const fieldWeight = alternative.quality * idf * FIELD_WEIGHTS[LOCAL_FIELDS[field]];
        count = field === CONTENT_FIELD ? addBodyScores(spanValue, spanOrder, count, ids, counts, fieldWeight, lengthNorm) : addFieldScores(spanValue, spanOrder, count, ids, fieldWeight);
      }
    }
    const ids = spanOrder.slice(0, count);
    const values = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      values[i] = spanValue[ids[i]];
      spanValue[ids[i]] = 0;
    }
    const scores = {ids, values, idf, matched};
    this.cache.set(key, scores);
    if (this.cache.size > SPAN_CACHE) this.cache.delete(this.cache.keys().next().value!);
    return scores;
  }

  /** Drops a span's kept scores (scores summed over part of its terms must not serve a query). */
  forget(key: string): void {
    this.cache.delete(key);
  }
}
