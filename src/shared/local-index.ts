// The local provider's index fields and ranking weights, shared by the build (indexing) and the
// browser (querying) so the two can never disagree on fields, terms or ranking.
//
// One document per DocSearch record, with six fields: `title` (the page title, on the page's own
// record), `heading` (a heading record's own heading), `content` (a content record's text),
// `context` (the page's section, lvl0), `keywords` and `description` (front matter keywords and
// the page description; these three on the page's own record). Words of the title and headings above a paragraph are not
// repeated on it: the engine ranks pages by their best record per word, so "spring config" finds
// the section "config" of the page "spring()" all the same.
// Terms come from indexTerms: words, and compounds (`useCurrentFrame`) joined.
import {HIERARCHY_LEVELS, type RecordType, type SearchRecord} from './search-types.ts';
import {indexTerms} from './search-text.ts';

export type IndexedDocument = Record<(typeof LOCAL_FIELDS)[number], string>;

export const LOCAL_FIELDS = ['title', 'heading', 'content', 'context', 'keywords', 'description'] as const;

/**
 * What a match in each field is worth (times the term's rarity): the page title most, a keyword
 * the author chose or a heading next, then the page's description (the summary written for
 * readers, in their words), the page's section and body text least.
 */
export const FIELD_WEIGHTS: Record<(typeof LOCAL_FIELDS)[number], number> = {title: 10, heading: 4, content: 1, context: 1.5, keywords: 5, description: 2.5};

/** Records shown per page, so one long page cannot crowd out the others (hosted: `distinct`). */
export const RECORDS_PER_PAGE = 3;

/**
 * The record attribute a hosted index searches for each local field, in the order a hosted index
 * ranks them (its `searchableAttributes`): the same order as FIELD_WEIGHTS, strongest first.
 */
export const HOSTED_ATTRIBUTES: {field: (typeof LOCAL_FIELDS)[number]; attributes: string[]}[] = [
  {field: 'title', attributes: ['hierarchy.lvl1']},
  {field: 'keywords', attributes: ['keywords']},
  {field: 'description', attributes: ['description']},
  {field: 'heading', attributes: ['hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6']},
  {field: 'context', attributes: ['hierarchy.lvl0']},
  {field: 'content', attributes: ['content']},
];

export const RECORD_TYPES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Like the hosted service's typo tolerance: one typo from 4 letters, two from 8. */
export function typoDistance(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** Prefix matching for the word being typed (the last one), as the hosted service does. */
export function isPrefixTerm(index: number, count: number): boolean {
  return index === count - 1;
}

export function toDocument(record: SearchRecord): IndexedDocument {
  const levels = HIERARCHY_LEVELS.map((level) => record.hierarchy[level] ?? '').filter(Boolean);
  const own = Number(record.type.slice(3));
  return {
    title: record.type === 'lvl1' ? record.hierarchy.lvl1 : '',
    heading: record.type !== 'content' && record.type !== 'lvl1' ? (levels[own] ?? '') : '',
    content: record.content ?? '',
    context: record.type === 'lvl1' ? record.hierarchy.lvl0 : '',
    keywords: record.type === 'lvl1' ? (record.keywords ?? []).join(' ') : '',
    description: record.type === 'lvl1' ? (record.description ?? '') : '',
  };
}

/** Terms per field of a document, in LOCAL_FIELDS order. */
export function documentTerms(doc: IndexedDocument): string[][] {
  return LOCAL_FIELDS.map((field) => indexTerms(doc[field]));
}

// --- Wire format -------------------------------------------------------------------------------
// MiniSearch's own JSON spells every posting as an object key; this keeps the same data as
// base64 variable-length numbers (source-map style), which is about a third of the size gzipped.

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...DIGITS].map((c, i) => [c, i]));

export function encodeNumbers(numbers: number[]): string {
  let out = '';
  for (let n of numbers) {
    do {
      let digit = n & 31;
      n >>>= 5;
      if (n) digit |= 32;
      out += DIGITS[digit];
    } while (n);
  }
  return out;
}

/** Digit values by character code (-1: not a digit), for decoding without a Map lookup per character. */
const VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) VALUES[DIGITS.charCodeAt(i)] = i;

export function decodeNumbers(text: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? VALUES[code] : -1;
    if (digit < 0) throw new Error(`bad index data near "${text[i]}"`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** One field's postings of a term: record ids, ascending, and occurrences of each. */
export interface FieldPostings {
  field: number;
  ids: Int32Array;
  counts: Int32Array;
}

/** A term's encoded postings straight into typed arrays (no per-record objects: see decodePostings). */
export function decodePostingArrays(text: string): FieldPostings[] {
  const numbers = decodeNumbers(text);
  const out: FieldPostings[] = [];
  let i = 0;
  while (i < numbers.length) {
    const field = numbers[i++];
    const count = numbers[i++];
    const ids = new Int32Array(count);
    const counts = new Int32Array(count);
    let id = 0;
    for (let n = 0; n < count; n++) {
      const packed = numbers[i++];
      id += Math.floor(packed / 2);
      ids[n] = id;
      counts[n] = packed % 2 ? numbers[i++] : 1;
    }
    out.push({field, ids, counts});
  }
  return out;
}

/** One term's postings, MiniSearch-shaped: field id → document id → term frequency. */
export type Postings = Record<string, Record<string, number>>;

export function encodePostings(postings: Postings): string {
  const numbers: number[] = [];
  for (const [field, docs] of Object.entries(postings)) {
    const ids = Object.keys(docs).map(Number).sort((a, b) => a - b);
    numbers.push(Number(field), ids.length);
    let previous = 0;
    for (const id of ids) {
      const frequency = docs[id];
      numbers.push(((id - previous) * 2) + (frequency > 1 ? 1 : 0));
      if (frequency > 1) numbers.push(frequency);
      previous = id;
    }
  }
  return encodeNumbers(numbers);
}

/**
 * The same encoding from lists already sorted by record id, one flat list per field:
 * `[record id, occurrences, record id, occurrences, …]`. An array per posting would cost several
 * times the memory of two numbers (a large site has millions of postings).
 */
export function encodePostingLists(fields: (number[] | undefined)[]): string {
  const numbers: number[] = [];
  fields.forEach((docs, field) => {
    if (!docs) return;
    numbers.push(field, docs.length / 2);
    let previous = 0;
    for (let i = 0; i < docs.length; i += 2) {
      const id = docs[i];
      const frequency = docs[i + 1];
      numbers.push((id - previous) * 2 + (frequency > 1 ? 1 : 0));
      if (frequency > 1) numbers.push(frequency);
      previous = id;
    }
  });
  return encodeNumbers(numbers);
}

export function decodePostings(text: string): Postings {
  const numbers = decodeNumbers(text);
  const postings: Postings = {};
  let i = 0;
  while (i < numbers.length) {
    const field = numbers[i++];
    const count = numbers[i++];
    const docs: Record<string, number> = {};
    let id = 0;
    for (let n = 0; n < count; n++) {
      const packed = numbers[i++];
      id += Math.floor(packed / 2);
      docs[id] = packed % 2 ? numbers[i++] : 1;
    }
    postings[field] = docs;
  }
  return postings;
}

/** Sorted terms, each stored as (length shared with the previous term, rest). */
export function encodeTerms(sorted: string[]): string {
  let previous = '';
  return sorted
    .map((term) => {
      let shared = 0;
      while (shared < 63 && shared < previous.length && shared < term.length && previous[shared] === term[shared]) shared++;
      previous = term;
      return DIGITS[shared] + term.slice(shared);
    })
    .join('\n');
}

export function decodeTerms(text: string): string[] {
  let previous = '';
  return text.split('\n').map((entry) => {
    previous = previous.slice(0, VALUE.get(entry[0]) ?? 0) + entry.slice(1);
    return previous;
  });
}
