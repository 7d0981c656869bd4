// The search relevance set (test/search/relevance.json) and how a search is scored on it: every
// query's hits are reduced to distinct pages in rank order (a reader sees pages, and Pagefind
// returns pages), and a query counts as found at the rank of the first page it wants.
// Shared by `npm run bench:search` and the regression guard in test/site/search-relevance.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import {LocalEngine} from '../../src/client/search/local-engine.ts';
import {ROOT} from './site.ts';

export interface RelevanceQuery {
  query: string;
  kind: string;
  /** Page paths (no anchor); any of them at rank 1 counts as top-1. */
  want: string[];
}

export interface RelevanceFigures {
  top1: number;
  top3: number;
  mrr: number;
  count: number;
  /** Queries whose wanted page is not in the top three, with the pages found instead. */
  misses: {query: string; want: string[]; got: string[]}[];
}

export const RELEVANCE_FILE = path.join(ROOT, 'test/search/relevance.json');

export function relevanceSet(): RelevanceQuery[] {
  return (JSON.parse(fs.readFileSync(RELEVANCE_FILE, 'utf8')) as {queries: RelevanceQuery[]}).queries;
}

/** A page's path as the set writes it: no anchor, no `.html`, no trailing `index`. */
export function pagePath(url: string): string {
  return url.split('#')[0].replace(/\.html$/, '').replace(/\/index$/, '/');
}

/** Distinct pages in first-seen order. */
export function distinctPages(urls: string[]): string[] {
  return [...new Set(urls.map(pagePath))];
}

/** MRR counts ranks up to 10, as a reader rarely looks further. */
const MRR_DEPTH = 10;

export async function scoreRelevance(queries: RelevanceQuery[], search: (query: string) => Promise<string[]>): Promise<RelevanceFigures> {
  let top1 = 0;
  let top3 = 0;
  let mrr = 0;
  const misses: RelevanceFigures['misses'] = [];
  for (const {query, want} of queries) {
    const pages = distinctPages(await search(query));
    const rank = pages.findIndex((page) => want.includes(page));
    if (rank === 0) top1++;
    if (rank >= 0 && rank < 3) top3++;
    else misses.push({query, want, got: pages.slice(0, 3)});
    if (rank >= 0 && rank < MRR_DEPTH) mrr += 1 / (rank + 1);
  }
  const n = queries.length;
  return {top1: top1 / n, top3: top3 / n, mrr: mrr / n, count: n, misses};
}

/** Reads the built site's index files as the browser would fetch them. */
export function fileLoader(out: string, onLoad?: (file: string) => void) {
  return async <T,>(url: string): Promise<T> => {
    const file = path.join(out, decodeURIComponent(url.split('?')[0]));
    onLoad?.(file);
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  };
}

export async function openLocalEngine(out: string, onLoad?: (file: string) => void): Promise<LocalEngine> {
  return LocalEngine.open('/search/index.json', fileLoader(out, onLoad));
}

/** The local engine as a relevance searcher: hit URLs of the first page of results. */
export function localSearcher(engine: LocalEngine): (query: string) => Promise<string[]> {
  return async (query) => (await engine.search({query, page: 0, hitsPerPage: 50, snippetWords: 10})).hits.map((hit) => hit.url);
}
