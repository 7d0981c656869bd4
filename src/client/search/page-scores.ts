// A query's page and record scores, wording by wording (see query-wordings.ts): a record scores per
// word by its best span; a page by its best record per word, plus how well one record covers the
// query, scaled by the share of the query's (rarity-weighted) words it has, then by how exactly its
// title is the query. Over typed arrays kept between queries and zeroed where used: a keystroke
// makes little garbage.
import {MAX_WORDS} from './query-wordings.ts';
import type {Pages, PageTitles} from './pages.ts';
import {mergeSpan, pageShares, sumRecords} from './scoring.ts';
import type {SpanScorer} from './span-scores.ts';
import type {Alternative} from './vocabulary.ts';

/** Pages (best first) whose titles are compared with the query; a bonus is at most 2×. */
const TITLE_CHECKS = 30;

export class PageScorer {
  /** Best score of each page and record over the query's wordings so far; zeroed by `clear`. */
  readonly pageScore: Float64Array;
  readonly recordScore: Float64Array;
  /** Best score per record and query word, flat; `touched` lists the records with any. */
  private best = new Float64Array(0);
  /** Per query word: its importance, and whether the site has it. */
  private importance = new Float64Array(MAX_WORDS);
  private seen = new Uint8Array(MAX_WORDS);
  /** Records scored by any wording of the query, pages found by one; `counts` their lengths (see sumRecords). */
  private readonly scoredRecords: Int32Array;
  private readonly foundPages: Int32Array;
  private readonly counts = new Int32Array(2);
  private readonly mark: Uint8Array;
  private readonly touched: Int32Array;
  /** Best score per page and query word: `wordStride` words per page (synonyms can lengthen a query). */
  private pageWordScores: Float64Array;
  private wordStride = MAX_WORDS;
  private readonly pageBest: Float64Array;
  private readonly pageSeen: Uint8Array;
  private readonly pageShare: Float64Array;

  private readonly pageOf: Int32Array;
  private readonly titles: PageTitles;

  constructor(
    {pageOf, records, titles}: Pages,
    private readonly spans: SpanScorer,
  ) {
    this.pageOf = pageOf;
    this.titles = titles;
    const count = pageOf.length;
    const pages = records.length;
    this.mark = new Uint8Array(count);
    this.touched = new Int32Array(count);
    this.recordScore = new Float64Array(count);
    this.scoredRecords = new Int32Array(count);
    this.foundPages = new Int32Array(pages);
    this.pageWordScores = new Float64Array(pages * MAX_WORDS);
    this.pageBest = new Float64Array(pages);
    this.pageSeen = new Uint8Array(pages);
    this.pageScore = new Float64Array(pages);
    this.pageShare = new Float64Array(pages);
  }

  /** Starts a query: no record scored yet. */
  begin(): void {
    this.counts[0] = 0;
  }

  /** Ends a query: zeroes the scores of the pages it found and of the records it scored. */
  clear(pages: number[]): void {
    const {pageScore, recordScore, scoredRecords, counts} = this;
    for (const page of pages) pageScore[page] = 0;
    for (let r = 0; r < counts[0]; r++) recordScore[scoredRecords[r]] = 0;
  }

  /**
   * Scores one wording of the query, worth `weight`: each page and record found keeps the best of
   * its scores in pageScore and recordScore, and is listed in `pagesOut` or `scoredRecords` when first found.
   */
  score(words: string[], alternatives: Alternative[], weight: number, matched: Set<string>, pagesOut: number[]): void {
    const n = words.length;
    const count = this.pageOf.length;
    if (this.best.length < count * n) this.best = new Float64Array(count * Math.max(n, MAX_WORDS));
    if (n > this.wordStride) {
      this.wordStride = n;
      this.pageWordScores = new Float64Array(this.pageScore.length * n);
    }
    const stride = this.wordStride;
    const {best, mark, touched, pageOf, pageWordScores, pageBest, pageSeen, pageShare, pageScore, recordScore} = this;
    let touchedCount = 0;
    if (this.importance.length < n) {
      this.importance = new Float64Array(n);
      this.seen = new Uint8Array(n);
    }
    const {importance, seen} = this;
    seen.fill(0, 0, n);
    // Span by span (a span's alternatives are listed together), each span's scores summed once
    // (SpanScorer) and merged here: a record's best score per word is the best over the spans
    // covering the word, and `touched` lists records in the order first matched.
    for (let first = 0; first < alternatives.length; ) {
      const {from, to, span} = alternatives[first];
      let end = first + 1;
      while (end < alternatives.length && alternatives[end].from === from && alternatives[end].to === to) end++;
      const {ids, values, idf, matched: terms} = this.spans.scores(span, alternatives, first, end);
      first = end;
      // A word's importance: the rarity of its best match.
      for (let k = from; k <= to; k++) {
        importance[k] = seen[k] ? Math.max(importance[k], idf) : idf;
        seen[k] = 1;
      }
      for (const term of terms) matched.add(term);
      touchedCount = mergeSpan(best, mark, touched, touchedCount, ids, values, n, from, to);
    }
    // A word the site does not have at all counts like an average word of the query: one stray
    // word leaves the rest to rank by, a query of mostly strays finds nothing.
    let knownSum = 0;
    let knownCount = 0;
    for (let k = 0; k < n; k++) {
      if (!seen[k]) continue;
      knownSum += importance[k];
      knownCount++;
    }
    for (let k = 0; k < n; k++) if (!seen[k]) importance[k] = knownCount ? knownSum / knownCount : 1;
    let total = 0;
    for (let k = 0; k < n; k++) total += importance[k];
    // Pages in the order first found (ties in score keep it), with their best score per word.
    const {foundPages, counts} = this;
    counts[1] = 0;
    sumRecords(best, mark, touched, touchedCount, n, weight, recordScore, this.scoredRecords, pageOf, pageSeen, foundPages, counts, pageWordScores, stride, pageBest);
    // Words are optional, but a page needs at least half of the query (weighted by rarity).
    const kept: number[] = [];
    pageShares(foundPages, counts[1], pageWordScores, stride, n, importance, total, pageBest, pageSeen, pageShare, kept);
    // The title comparison is the costliest step: only for pages that can still make the top.
    const top = kept.length > TITLE_CHECKS ? [...kept].sort((a, b) => pageShare[b] - pageShare[a]).slice(0, TITLE_CHECKS) : kept;
    if (top.length) {
      const query = words.map((word, k) => [word, k] as const).filter(([word]) => this.titles.wordCounts(word));
      for (const page of top) pageShare[page] *= this.titles.bonus(page, query, alternatives);
    }
    for (const page of kept) {
      const scored = pageShare[page] * weight;
      if (!pageScore[page]) pagesOut.push(page);
      if (scored > pageScore[page]) pageScore[page] = scored;
    }
  }
}
