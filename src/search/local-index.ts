// Builds the local provider's files from the records: a core (vocabulary, record table, document
// statistics), postings shards and content fragments, each named by a hash of its contents so
// hosts can cache them forever. See src/shared/search-index-format.ts for the layout.
import {createHash} from 'node:crypto';
import type {SearchRecord} from '../shared/search-types.ts';
import {encodeNumbers, encodePostingLists, encodeTerms, LOCAL_FIELDS, RECORD_TYPES, toDocument} from '../shared/local-index.ts';
import {compoundsIn, compoundTerms, compoundWords, queryWords} from '../shared/search-text.ts';
import {headingAnchor, LOCAL_INDEX_CORE, LOCAL_INDEX_VERSION, type LocalIndexCore, type LocalIndexFragment, type LocalIndexShard} from '../shared/search-index-format.ts';

/** Encoded postings per shard (characters): ≈ 4 KB gzipped; a query fetches those of its words. */
const SHARD_CHARS = 8_000;
/** Content per fragment (characters): neighbouring short pages share one request. */
const FRAGMENT_CHARS = 6_000;

export interface LocalIndexFiles {
  /** Output path (under the output folder) → JSON. */
  files: Map<string, string>;
  coreUrl: string;
}

function hashed(dir: string, kind: string, json: string): [string, string] {
  const hash = createHash('sha1').update(json).digest('hex').slice(0, 10);
  return [`${dir}/${kind}-${hash}.json`, json];
}

/** Groups consecutive items into ranges whose weight reaches `target` (the last may be lighter). */
function ranges<T>(items: T[], weight: (item: T) => number, target: number): number[] {
  const starts = [0];
  let sum = 0;
  items.forEach((item, i) => {
    if (sum >= target) {
      starts.push(i);
      sum = 0;
    }
    sum += weight(item);
  });
  return items.length ? starts : [];
}

/**
 * A copy of an encoded list in one piece. The encoder appends a digit at a time, which V8 keeps
 * as a rope of one node per digit until the string is first read: kept in the postings until
 * JSON.stringify, a large site's index would hold many times its size that way (and make its
 * search step the build's peak). The digits are ASCII: latin1 round-trips them exactly.
 */
function flat(encoded: string): string {
  return Buffer.from(encoded, 'latin1').toString('latin1');
}

/** A term's postings per field: flat [record id, occurrences, …] (see encodePostingLists). */
type TermLists = number[][];

/**
 * Every term's postings, encoded. A text's terms are documentTerms' (indexTerms: each word of a
 * compound, and the compound joined), found compound by compound: a site's texts repeat their
 * words and names, so each distinct compound is split into its terms once. Records are visited
 * in id order, so each field's list is built sorted and encodes without another pass.
 */
function invert(records: SearchRecord[]): {postings: Map<string, string>; contentLength: number[]} {
  const lists = new Map<string, TermLists>();
  const compounds = new Map<string, TermLists[]>();
  const listsOf = (compound: string): TermLists[] => {
    let found = compounds.get(compound);
    if (found) return found;
    found = compoundTerms(compound ? compoundWords(compound) : []).map((term) => {
      let fields = lists.get(term);
      if (!fields) lists.set(term, (fields = []));
      return fields;
    });
    compounds.set(compound, found);
    return found;
  };
  const contentLength: number[] = [];
  const content = LOCAL_FIELDS.indexOf('content');
  records.forEach((record, id) => {
    const doc = toDocument(record);
    LOCAL_FIELDS.forEach((name, field) => {
      let count = 0;
      for (const compound of doc[name] ? compoundsIn(doc[name]) : []) {
        for (const fields of listsOf(compound)) {
          count++;
          const list = (fields[field] ??= []);
          if (list.length && list[list.length - 2] === id) list[list.length - 1]++;
          else list.push(id, 1);
        }
      }
      if (field === content) contentLength.push(count);
    });
  });
  const postings = new Map<string, string>();
  // Each term's lists go as soon as they are encoded, not after all of them.
  for (const [term, fields] of lists) {
    postings.set(term, flat(encodePostingLists(fields)));
    lists.delete(term);
  }
  return {postings, contentLength};
}

/** `search.synonyms` as the engine matches them: each member as its query words. */
export function normalizeSynonyms(synonyms: string[][]): string[][] {
  return synonyms.map((group) => group.map((member) => queryWords(member).join(' ')).filter(Boolean)).filter((group) => group.length > 1);
}

export function buildLocalIndex(records: SearchRecord[], options: {dir: string; publicPath: string; synonyms?: string[][]}): LocalIndexFiles {
  const {postings, contentLength} = invert(records);
  const files = new Map<string, string>();
  const url = (file: string) => `${options.publicPath}${file}`;

  const entries = [...postings].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const shardStarts = ranges(entries, (e) => e[1].length + e[0].length, SHARD_CHARS);
  const shards: [number, string][] = shardStarts.map((start, n) => {
    const end = shardStarts[n + 1] ?? entries.length;
    const shard: LocalIndexShard = {postings: entries.slice(start, end).map((e) => e[1])};
    const [file, content] = hashed(options.dir, 'shard', JSON.stringify(shard));
    files.set(file, content);
    return [start, url(file)];
  });

  const fragmentStarts = ranges(records, (r) => r.content?.length ?? 0, FRAGMENT_CHARS);
  const fragments: [number, string][] = fragmentStarts.map((start, n) => {
    const end = fragmentStarts[n + 1] ?? records.length;
    const fragment: LocalIndexFragment = {content: records.slice(start, end).map((r) => r.content)};
    const [file, content] = hashed(options.dir, 'fragment', JSON.stringify(fragment));
    files.set(file, content);
    return [start, url(file)];
  });

  const withContent = contentLength.filter(Boolean);
  const core: LocalIndexCore = {
    version: LOCAL_INDEX_VERSION,
    ...recordTable(records),
    stats: {
      documentCount: records.length,
      averageContentLength: withContent.length ? withContent.reduce((a, b) => a + b, 0) / withContent.length : 0,
      contentLength: encodeNumbers(contentLength),
    },
    synonyms: normalizeSynonyms(options.synonyms ?? []),
    terms: encodeTerms(entries.map((e) => e[0])),
    shards,
    fragments,
  };
  // The core keeps one address (pages point at it, see localIndexUrl); what it lists is hashed.
  const coreFile = `${options.dir}/${LOCAL_INDEX_CORE}`;
  files.set(coreFile, JSON.stringify(core));
  return {files, coreUrl: url(coreFile)};
}

/** Records → lvl0 labels, a tree of heading trails, and pages made of sections. */
function recordTable(records: SearchRecord[]): Pick<LocalIndexCore, 'lvl0' | 'trails' | 'pages'> {
  const lvl0: string[] = [];
  const trails: [number, string][] = [];
  const trailIds = new Map<string, number>();
  const trailOf = (headings: string[]): number => {
    if (!headings.length) return 0;
    const key = JSON.stringify(headings);
    let id = trailIds.get(key);
    if (!id) {
      trails.push([trailOf(headings.slice(0, -1)), headings.at(-1)!]);
      id = trails.length;
      trailIds.set(key, id);
    }
    return id;
  };
  const pages: LocalIndexCore['pages'] = [];
  let sectionKey = '';
  for (const record of records) {
    const {hierarchy} = record;
    const [path, anchor = ''] = record.url.split('#');
    let page = pages.at(-1);
    if (!page || page[2] !== path || page[1] !== hierarchy.lvl1 || lvl0[page[0]] !== hierarchy.lvl0) {
      if (!lvl0.includes(hierarchy.lvl0)) lvl0.push(hierarchy.lvl0);
      page = [lvl0.indexOf(hierarchy.lvl0), hierarchy.lvl1, path, []];
      pages.push(page);
      sectionKey = '';
    }
    const headings = [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6].filter((h): h is string => !!h);
    const trail = trailOf(headings);
    const key = `${trail}#${anchor}`;
    if (key !== sectionKey) page[3].push([trail, !anchor ? null : anchor === headingAnchor(headings.at(-1) ?? '') ? '' : anchor, '']);
    sectionKey = key;
    page[3].at(-1)![2] += String(RECORD_TYPES.indexOf(record.type));
  }
  return {lvl0, trails, pages};
}
