// Builds the local provider's files from the records: a core (vocabulary, record table, document
// statistics), postings shards and content fragments, each named by a hash of its contents so
// hosts can cache them forever. See src/shared/search-index-format.ts for the layout.
import {createHash} from 'node:crypto';
import MiniSearch from 'minisearch';
import type {SearchRecord} from '../shared/search-types.ts';
import {encodeNumbers, encodePostings, encodeTerms, fieldLengths, LOCAL_FIELDS, LOCAL_INDEX_OPTIONS, RECORD_TYPES, toDocument, type IndexedDocument, type Postings} from '../shared/local-index.ts';
import {headingAnchor, LOCAL_INDEX_CORE, LOCAL_INDEX_VERSION, type LocalIndexCore, type LocalIndexFragment, type LocalIndexShard} from '../shared/search-index-format.ts';

/** Encoded postings per shard (characters): ≈ 8 KB gzipped, a handful per query. */
const SHARD_CHARS = 24_000;
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

export function buildLocalIndex(records: SearchRecord[], options: {dir: string; publicPath: string}): LocalIndexFiles {
  const index = new MiniSearch<IndexedDocument>(LOCAL_INDEX_OPTIONS);
  index.addAll(records.map((record, n) => toDocument(record, n)));
  const json = index.toJSON();
  const files = new Map<string, string>();
  const url = (file: string) => `${options.publicPath}${file}`;

  const entries = json.index.map(([term, postings]) => [term, encodePostings(postings as Postings)] as const).sort((a, b) => (a[0] < b[0] ? -1 : 1));
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

  const core: LocalIndexCore = {
    version: LOCAL_INDEX_VERSION,
    ...recordTable(records),
    stats: {
      documentCount: json.documentCount,
      averageFieldLength: json.averageFieldLength,
      contentLength: encodeNumbers(records.map((_r, id) => (json.fieldLength as Record<string, number[]>)[id]?.[CONTENT_FIELD] ?? 0)),
    },
    terms: encodeTerms(entries.map((e) => e[0])),
    shards,
    fragments,
  };
  checkDerivedLengths(records, json.fieldLength as Record<string, number[]>);
  // The core keeps one address (pages point at it, see localIndexUrl); what it lists is hashed.
  const coreFile = `${options.dir}/${LOCAL_INDEX_CORE}`;
  files.set(coreFile, JSON.stringify(core));
  return {files, coreUrl: url(coreFile)};
}


const CONTENT_FIELD = LOCAL_FIELDS.indexOf('content');

/** The browser derives the hierarchy fields' lengths; make sure it gets what MiniSearch counted. */
function checkDerivedLengths(records: SearchRecord[], stored: Record<string, number[]>): void {
  records.forEach((record, id) => {
    const derived = fieldLengths(toDocument(record, id));
    if (derived.some((length, field) => length !== (stored[id]?.[field] ?? 0))) {
      throw new Error(`search index: field lengths of record ${record.objectID} disagree with MiniSearch`);
    }
  });
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
