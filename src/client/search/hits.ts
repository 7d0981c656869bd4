// The hits shown for a range of ranked records: titles and headings marked, excerpts cut and
// marked, and each content record's text marked only when it is read.
import type {RecordMeta} from '../../shared/search-index-format.ts';
import {HIERARCHY_LEVELS, type Segments, type SearchHit} from '../../shared/search-types.ts';
import {highlightText, snippetText} from '../../shared/search-text.ts';

/** A query's records in display order, as ranking leaves them. */
export interface Ranked {
  /** Record ids, in display order. */
  ids: Int32Array;
  /** Terms that matched, for highlighting. */
  matched: Set<string>;
  /** For each of `ids`: the content record a title or heading hit takes its excerpt from, else -1. */
  excerpts: Int32Array;
}

const LAZY_TEXT = Symbol('text');
const LAZY_MATCHED = Symbol('matched');
const LAZY_MARKED = Symbol('marked');
interface LazyHighlight {
  [LAZY_TEXT]: string;
  [LAZY_MATCHED]: ReadonlySet<string>;
  [LAZY_MARKED]?: SearchHit['highlight']['content'];
}
/**
 * One getter for every hit: with an accessor made per hit, V8 keeps each highlight object as a
 * dictionary (slow properties), a keystroke's twenty of them.
 */
function markedContent(this: LazyHighlight) {
  return (this[LAZY_MARKED] ??= highlightText(this[LAZY_TEXT], this[LAZY_MATCHED]));
}

/** `highlight.content`, marked the first time it is read (and serialised with the hit all the same). */
function lazyContentHighlight(highlight: SearchHit['highlight'], text: string, matched: ReadonlySet<string>): void {
  const lazy = highlight as SearchHit['highlight'] & LazyHighlight;
  lazy[LAZY_TEXT] = text;
  lazy[LAZY_MATCHED] = matched;
  Object.defineProperty(highlight, 'content', {enumerable: true, configurable: true, get: markedContent});
}

/** Hits of `ranked` from `start` to `end`; `textOf` gives a content record's text (null: not loaded). */
export function hitsOf(metas: RecordMeta[], ranked: Ranked, start: number, end: number, snippetWords: number, textOf: (id: number) => string | null): SearchHit[] {
  const {ids, matched, excerpts} = ranked;
  // Titles and headings marked, and excerpts cut and marked, by text: a page's hits share their
  // page and section titles, and its title and heading hits their excerpt. Kept for this call
  // only: kept with the recent queries, they doubled what young-generation collections copy.
  const marked = new Map<string, Segments>();
  const snippets = new Map<string, Segments>();
  const hits: SearchHit[] = [];
  for (let at = start; at < end; at++) {
    const id = ids[at];
    const meta = metas[id];
    const content = meta.type === 'content' ? textOf(id) : null;
    const highlight: SearchHit['highlight'] = {};
    for (const level of HIERARCHY_LEVELS) {
      const text = meta.hierarchy[level];
      if (!text) continue;
      let segments = marked.get(text);
      if (!segments) marked.set(text, (segments = highlightText(text, matched)));
      highlight[level] = segments;
    }
    // Marked when read: the modal and the /search page show a content hit's snippet instead,
    // so a keystroke does not pay for marking a whole paragraph nobody sees.
    if (content) lazyContentHighlight(highlight, content, matched);
    const excerpt = content ?? (excerpts[at] >= 0 ? textOf(excerpts[at]) : null);
    // Field by field, not a spread of the record: with the spread, young-generation collections
    // kept more alive while typing and paused longer.
    const hit: SearchHit = {objectID: meta.objectID, url: meta.url, type: meta.type, hierarchy: meta.hierarchy, content, highlight};
    if (excerpt) {
      let snippet = snippets.get(excerpt);
      if (!snippet) snippets.set(excerpt, (snippet = snippetText(excerpt, matched, snippetWords)));
      hit.snippet = snippet;
    }
    hits.push(hit);
  }
  return hits;
}
