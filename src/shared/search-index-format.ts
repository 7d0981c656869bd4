// The files of the local index. The browser fetches the core on the first search; it holds the
// vocabulary, the records' hierarchy and URLs and MiniSearch's document statistics, but no
// postings and no body text. Postings come in shards of neighbouring terms, fetched only when a
// query's terms (with their prefix and typo expansions) fall into them; body text comes in
// fragments of neighbouring records, fetched only for the hits on screen.
import type {RecordType, SearchHierarchy} from './search-types.ts';
import {RECORD_TYPES} from './local-index.ts';
import {slugify} from './slug.ts';

export const LOCAL_INDEX_VERSION = 2;
/** The core's file name: fixed (pages point at it), unlike the shards and fragments it lists. */
export const LOCAL_INDEX_CORE = 'index.json';

export interface LocalIndexCore {
  version: typeof LOCAL_INDEX_VERSION;
  /** Distinct lvl0 labels. */
  lvl0: string[];
  /** Heading trails below the title as a tree: [parent trail number (0 = none), heading]. */
  trails: [number, string][];
  /**
   * Pages in record order: [lvl0 index, lvl1 (title), path, sections]. A section is
   * [trail number (0 = above the first heading), anchor, the type index of each of its records];
   * the anchor is null for none and '' when it is the heading's usual slug (see headingAnchor).
   */
  pages: [number, string, string, [number, string | null, string][]][];
  /** Words in each record's content (encodeNumbers), for length normalisation, and their mean. */
  stats: {documentCount: number; averageContentLength: number; contentLength: string};
  /** Groups of words or phrases a reader may use for one another (the site's `search.synonyms`). */
  synonyms: string[][];
  /** Front-coded sorted vocabulary (see encodeTerms). */
  terms: string;
  /** Postings shards: index of each shard's first term, and its URL. */
  shards: [number, string][];
  /** Content fragments: index of each fragment's first record, and its URL. */
  fragments: [number, string][];
}

export interface LocalIndexShard {
  /** Encoded postings of consecutive terms, starting at the shard's first term. */
  postings: string[];
}

export interface LocalIndexFragment {
  /** Content of consecutive records (null for heading records), from the fragment's first record. */
  content: (string | null)[];
}

export interface RecordMeta {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: SearchHierarchy;
}

/**
 * The usual heading id (GitHub style), so most anchors need not be stored. Ids that differ
 * (custom ids, de-duplicated ones) are stored as they are, so this never has to be exact.
 */
export function headingAnchor(heading: string): string {
  return slugify(heading);
}

/** Expands the core's compact page table into DocSearch-shaped record metadata. */
export function recordMetas(core: LocalIndexCore): RecordMeta[] {
  const trails: string[][] = [];
  for (const [parent, heading] of core.trails) trails.push([...(parent ? trails[parent - 1] : []), heading]);
  const out: RecordMeta[] = [];
  for (const [lvl0, lvl1, path, sections] of core.pages) {
    let n = 0;
    for (const [trail, stored, types] of sections) {
      const hierarchy: SearchHierarchy = {lvl0: core.lvl0[lvl0], lvl1};
      const headings = trail ? trails[trail - 1] : [];
      headings.forEach((heading, i) => {
        hierarchy[`lvl${i + 2}` as 'lvl2'] = heading;
      });
      const anchor = stored === '' ? headingAnchor(headings.at(-1) ?? '') : stored;
      for (const type of types) {
        out.push({objectID: `${path}#${n++}`, url: anchor ? `${path}#${anchor}` : path, type: RECORD_TYPES[Number(type)], hierarchy});
      }
    }
  }
  return out;
}

/** Index of the range (shard or fragment) holding item `index`: ranges are sorted by start. */
export function rangeOf(starts: [number, string][], index: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid][0] <= index) low = mid;
    else high = mid - 1;
  }
  return low;
}
