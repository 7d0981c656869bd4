// The scoring loops of a query, over typed arrays kept between queries (see PageScorer.score):
// postings into per-record scores, records into per-page scores, and the pages a query finds.

/** The share of the query's words (weighted by rarity) a page must have to be found. */
const MIN_SHARE = 0.5;
/** Weight of the best single record's score in its page's score (words found together). */
const TOGETHER = 0.5;
/** BM25's term-frequency saturation and length normalisation, on body text only. */
export const K1 = 1.2;
export const B = 0.75;

/**
 * A field's postings into a span's scores (`values`, per record; `order`, records as first
 * matched, `count` of them so far; returns the new count). Every value is above zero, so a record
 * not matched yet always takes the first it gets. Body text (BM25) and the other fields have a
 * function each: a first query runs these loops before the JavaScript engine has compiled them,
 * and each compiles on what it sees without undoing the other.
 */
export function addFieldScores(values: Float64Array, order: Int32Array, count: number, ids: Int32Array, value: number): number {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if (!values[id]) order[count++] = id;
    if (value > values[id]) values[id] = value;
  }
  return count;
}

export function addBodyScores(values: Float64Array, order: Int32Array, count: number, ids: Int32Array, counts: Int32Array, fieldWeight: number, lengthNorm: Float64Array): number {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    const tf = counts[i];
    const value = (fieldWeight * tf * (K1 + 1)) / (tf + lengthNorm[id]);
    if (!values[id]) order[count++] = id;
    if (value > values[id]) values[id] = value;
  }
  return count;
}

/**
 * A span's scores into each record's best score per word (`best`, `n` words per record), listing
 * records first matched in `touched` (`count` so far; returns the new count).
 */
export function mergeSpan(best: Float64Array, mark: Uint8Array, touched: Int32Array, count: number, ids: Int32Array, values: Float64Array, n: number, from: number, to: number): number {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    const value = values[i];
    if (!mark[id]) {
      mark[id] = 1;
      touched[count++] = id;
    }
    for (let k = id * n + from, last = id * n + to; k <= last; k++) if (value > best[k]) best[k] = value;
  }
  return count;
}

/**
 * Each record's scores per query word (`best`, `n` a record, cleared here with `mark`) into its
 * score (`recordScore`, the best of the query's wordings; `recordsOut` lists records first
 * scored) and its page's best per word (`pageWordScores`, `stride` a page) and best record
 * (`pageBest`); `found` lists pages in the order first found. The lists are buffers kept between
 * queries, `counts` their lengths (records, pages): a broad prefix scores thousands of records,
 * and growing arrays for them would be a keystroke's garbage.
 */
export function sumRecords(best: Float64Array, mark: Uint8Array, touched: Int32Array, count: number, n: number, weight: number, recordScore: Float64Array, recordsOut: Int32Array, pageOf: Int32Array, pageSeen: Uint8Array, found: Int32Array, counts: Int32Array, pageWordScores: Float64Array, stride: number, pageBest: Float64Array): void {
  let records = counts[0];
  let pages = counts[1];
  for (let t = 0; t < count; t++) {
    const id = touched[t];
    const base = id * n;
    let sum = 0;
    for (let k = 0; k < n; k++) sum += best[base + k];
    const scored = sum * weight;
    if (!recordScore[id]) recordsOut[records++] = id;
    if (scored > recordScore[id]) recordScore[id] = scored;
    const page = pageOf[id];
    const words = page * stride;
    if (!pageSeen[page]) {
      pageSeen[page] = 1;
      found[pages++] = page;
    }
    for (let k = 0; k < n; k++) if (best[base + k] > pageWordScores[words + k]) pageWordScores[words + k] = best[base + k];
    if (sum > pageBest[page]) pageBest[page] = sum;
    mark[id] = 0;
    for (let k = 0; k < n; k++) best[base + k] = 0;
  }
  counts[0] = records;
  counts[1] = pages;
}

/**
 * Each found page's score before the title comparison (`pageShare`): its words' scores plus its
 * best record's, times the square of the share of the query (by `importance`) it has; `kept`
 * lists the pages with at least MIN_SHARE of it. Clears the page's per-query scratch values.
 */
export function pageShares(found: Int32Array, foundCount: number, pageWordScores: Float64Array, stride: number, n: number, importance: Float64Array, total: number, pageBest: Float64Array, pageSeen: Uint8Array, pageShare: Float64Array, kept: number[]): void {
  for (let f = 0; f < foundCount; f++) {
    const page = found[f];
    const words = page * stride;
    let have = 0;
    let sum = 0;
    for (let k = 0; k < n; k++) {
      if (pageWordScores[words + k] > 0) have += importance[k];
      sum += pageWordScores[words + k];
    }
    const share = total ? have / total : 0;
    pageShare[page] = (sum + TOGETHER * pageBest[page]) * share * share;
    if (share >= MIN_SHARE) kept.push(page);
    pageWordScores.fill(0, words, words + n);
    pageBest[page] = 0;
    pageSeen[page] = 0;
  }
}

/**
 * Runs the scoring loops on a little made-up data, so the JavaScript engine compiles them at load
 * instead of during the reader's first keystrokes (which walk thousands of postings and records
 * each). One- and two-word queries
 * alternate, as a reader's do. Pure: nothing of any engine is touched. Its time is part of the load.
 */
export function warmScoringLoops(): void {
  const size = 1024;
  const pages = 64;
  const words = 2;
  const ids = Int32Array.from({length: size}, (_v, i) => i);
  const counts = Int32Array.from({length: size}, (_v, i) => 1 + (i % 3));
  const norm = new Float64Array(size).fill(1);
  const values = new Float64Array(size);
  const order = new Int32Array(size);
  const best = new Float64Array(size * words);
  const mark = new Uint8Array(size);
  const touched = new Int32Array(size);
  const recordScore = new Float64Array(size);
  const pageOf = Int32Array.from({length: size}, (_v, i) => i % pages);
  const pageSeen = new Uint8Array(pages);
  const pageWordScores = new Float64Array(pages * words);
  const pageBest = new Float64Array(pages);
  const pageShare = new Float64Array(pages);
  const importance = new Float64Array(words).fill(1);
  const found = new Int32Array(pages);
  for (let round = 0; round < 8; round++) {
    const n = 1 + (round % 2);
    addFieldScores(values, order, 0, ids, 1 + round);
    const count = addBodyScores(values, order, 0, ids, counts, 1 + round, norm);
    const touchedCount = mergeSpan(best, mark, touched, 0, order.subarray(0, count), values, n, 0, n - 1);
    const lengths = new Int32Array(2);
    sumRecords(best, mark, touched, touchedCount, n, 1, recordScore, new Int32Array(size), pageOf, pageSeen, found, lengths, pageWordScores, words, pageBest);
    pageShares(found, lengths[1], pageWordScores, words, n, importance, n, pageBest, pageSeen, pageShare, []);
    values.fill(0);
    recordScore.fill(0);
  }
}

