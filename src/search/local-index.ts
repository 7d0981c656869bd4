// Builds the local provider's files from the records: a core (vocabulary, record table, document
// statistics), postings shards and content fragments, each named by a hash of its contents so
// hosts can cache them forever. See src/shared/search-index-format.ts for the layout.
import {createHash} from 'node:crypto';
import type {SearchRecord} from '../shared/search-types.ts';
import {encodeNumbers, encodeTerms, LOCAL_FIELDS, RECORD_TYPES, toDocument} from '../shared/local-index.ts';
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

/** Base64 digit codes of encodeNumbers, by value. */
const DIGIT_CODES = Uint8Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', (c) => c.charCodeAt(0));

/**
 * encodeNumbers' digits written into one reused buffer, a term's postings at a time. Appended to
 * a string a digit at a time, the encoding would be a rope of one node per digit, copied flat
 * again before it could be kept (a large site's index would otherwise hold many times its size).
 */
class DigitWriter {
  private bytes = Buffer.allocUnsafe(1 << 16);
  private at = 0;

  number(value: number): void {
    do {
      let digit = value & 31;
      value >>>= 5;
      if (value) digit |= 32;
      if (this.at === this.bytes.length) {
        const grown = Buffer.allocUnsafe(this.bytes.length * 2);
        this.bytes.copy(grown);
        this.bytes = grown;
      }
      this.bytes[this.at++] = DIGIT_CODES[digit];
    } while (value);
  }

  /** What was written since the last take, as a flat string. */
  take(): string {
    const text = this.bytes.toString('latin1', 0, this.at);
    this.at = 0;
    return text;
  }
}

/** No postings (yet) for a term in a field: one shared empty list, never written to. */
const NONE: number[] = [];

/**
 * Every term's postings, encoded as encodePostingLists encodes them. A text's terms are
 * documentTerms' (indexTerms: each word of a compound, and the compound joined), found compound
 * by compound: a site's texts repeat their words and names, so each distinct compound is split
 * into its terms once. Each term has a number, and each of its fields a flat list
 * [record id, occurrences, …] at `term × fields + field`. Records are visited in id order, so
 * each list is built sorted and encodes without another pass.
 */
function invert(records: SearchRecord[]): {postings: Map<string, string>; contentLength: number[]} {
  const fieldCount = LOCAL_FIELDS.length;
  const terms: string[] = [];
  const termNumbers = new Map<string, number>();
  const lists: number[][] = [];
  // A compound's terms, each as the position of its first field's list.
  const compounds = new Map<string, number[]>();
  const termsOf = (compound: string): number[] => {
    const found = compoundTerms(compound ? compoundWords(compound) : []).map((term) => {
      let number = termNumbers.get(term);
      if (number === undefined) {
        number = terms.push(term) - 1;
        termNumbers.set(term, number);
        for (let field = 0; field < fieldCount; field++) lists.push(NONE);
      }
      return number * fieldCount;
    });
    compounds.set(compound, found);
    return found;
  };
  const contentLength: number[] = [];
  const content = LOCAL_FIELDS.indexOf('content');
  for (let id = 0; id < records.length; id++) {
    const doc = toDocument(records[id]);
    for (let field = 0; field < fieldCount; field++) {
      const text = doc[LOCAL_FIELDS[field]];
      let count = 0;
      if (text) {
        const parts = compoundsIn(text);
        for (let n = 0; n < parts.length; n++) {
          const found = compounds.get(parts[n]) ?? termsOf(parts[n]);
          for (let k = 0; k < found.length; k++) {
            const at = found[k] + field;
            const list = lists[at];
            if (list === NONE) lists[at] = [id, 1];
            else if (list[list.length - 2] === id) list[list.length - 1]++;
            else list.push(id, 1);
          }
          count += found.length;
        }
      }
      if (field === content) contentLength.push(count);
    }
  }
  const postings = new Map<string, string>();
  const out = new DigitWriter();
  for (let term = 0; term < terms.length; term++) {
    for (let field = 0; field < fieldCount; field++) {
      const at = term * fieldCount + field;
      const list = lists[at];
      if (list === NONE) continue;
      out.number(field);
      out.number(list.length / 2);
      let previous = 0;
      for (let i = 0; i < list.length; i += 2) {
        const occurrences = list[i + 1];
        out.number((list[i] - previous) * 2 + (occurrences > 1 ? 1 : 0));
        if (occurrences > 1) out.number(occurrences);
        previous = list[i];
      }
      // Each term's lists go as soon as they are encoded, not after all of them.
      lists[at] = NONE;
    }
    postings.set(terms[term], out.take());
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
