// A ranked query's records in display order: page by page, best page first, at most
// RECORDS_PER_PAGE records each (best first), and for a title or heading hit the content record
// its excerpt comes from.
import {RECORDS_PER_PAGE} from '../../shared/local-index.ts';
import type {RecordMeta} from '../../shared/search-index-format.ts';
import type {Ranked} from './hits.ts';
import type {Pages} from './pages.ts';

/** The records `pages` (best first) list, by the records' scores (zero: not found). */
export function listByPage(pages: number[], recordScore: Float64Array, {records, pageOf, isContent}: Pages, metas: RecordMeta[]): Pick<Ranked, 'ids' | 'excerpts'> {
  // Typed arrays, not an array and a map: a broad prefix lists a thousand records, and the last
  // queries' lists are kept (see LocalEngine's `recent`), long enough for collections to copy them.
  const listed = new Int32Array(pages.length * RECORDS_PER_PAGE);
  const excerptOf = new Int32Array(listed.length);
  let count = 0;
  const shown: number[] = [];
  for (const page of pages) {
    // The page's three best records (score, then order), and its best text record.
    const own = records[page];
    shown.length = 0;
    let text = -1;
    for (const id of own) {
      const score = recordScore[id];
      if (!score) continue;
      if (isContent[id] && (text < 0 || score > recordScore[text])) text = id;
      let at = shown.length;
      while (at > 0 && recordScore[shown[at - 1]] < score) at--;
      if (at < RECORDS_PER_PAGE) {
        // Inserted by hand: splice makes an array of what it removed, once per record found.
        let k = Math.min(shown.length, RECORDS_PER_PAGE - 1);
        for (; k > at; k--) shown[k] = shown[k - 1];
        shown[at] = id;
      }
    }
    // A page found by its title also lists its first sections, as a hosted index does by
    // searching every record's hierarchy: "interpolate" → the page, "Parameters", "Example".
    if (shown.length < RECORDS_PER_PAGE && recordScore[own[0]]) {
      for (const id of own) {
        if (shown.length >= RECORDS_PER_PAGE) break;
        if (!isContent[id] && metas[id].type !== 'lvl1' && !shown.includes(id)) shown.push(id);
      }
    }
    // A title or heading hit gets an excerpt: the page's best matching text, else the text below it.
    for (const id of shown) {
      const below = isContent[id + 1] && pageOf[id + 1] === page ? id + 1 : -1;
      excerptOf[count] = isContent[id] ? -1 : text >= 0 ? text : below;
      listed[count++] = id;
    }
  }
  return {ids: listed.slice(0, count), excerpts: excerptOf.slice(0, count)};
}
