// The local provider's engine settings, shared by the build (indexing) and the browser (loading
// and querying) so the two can never disagree on fields, tokenisation or ranking.
//
// The engine is MiniSearch. One MiniSearch document per DocSearch record, with four fields:
// `title` (the page title, on the page's own record), `heading` (a heading record's own heading),
// `content` (a content record's text) and `context` (the hierarchy above the record, so that
// "spring config" finds the content "config" under the title "spring()"). Boosts make a title
// outrank a heading, a heading outrank body text, and context count least.
import type {Options, SearchOptions} from 'minisearch';
import {HIERARCHY_LEVELS, type RecordType, type SearchRecord} from './search-types.ts';
import {normalizeTerm, tokenize} from './search-text.ts';

export interface IndexedDocument {
  id: number;
  title: string;
  heading: string;
  content: string;
  context: string;
}

export const LOCAL_FIELDS = ['title', 'heading', 'content', 'context'] as const;

export const LOCAL_INDEX_OPTIONS: Options<IndexedDocument> = {
  fields: [...LOCAL_FIELDS],
  storeFields: [],
  idField: 'id',
  tokenize,
  processTerm: normalizeTerm,
};

export const RECORD_TYPES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Like the hosted service's typo tolerance: one typo from 4 letters, two from 8. */
export function typoDistance(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** Prefix matching for the word being typed (the last one), as the hosted service does. */
export function isPrefixTerm(index: number, count: number): boolean {
  return index === count - 1;
}

/** Among equal text matches, a page outranks its headings, and headings outrank paragraphs. */
const TYPE_BOOST: Record<RecordType, number> = {lvl1: 2, lvl2: 1.6, lvl3: 1.5, lvl4: 1.4, lvl5: 1.4, lvl6: 1.4, content: 1};

export function searchOptions(typeOf: (id: number) => RecordType): SearchOptions {
  return {
    boost: {title: 6, heading: 3, content: 1, context: 0.5},
    prefix: (_term, i, terms) => isPrefixTerm(i, terms.length),
    fuzzy: (term) => typoDistance(term),
    combineWith: 'AND',
    boostDocument: (id) => TYPE_BOOST[typeOf(id as number)],
  };
}

export function toDocument(record: SearchRecord, id: number): IndexedDocument {
  const levels = HIERARCHY_LEVELS.map((level) => record.hierarchy[level] ?? '').filter(Boolean);
  const own = record.type === 'content' ? levels.length : Number(record.type.slice(3));
  return {
    id,
    title: record.type === 'lvl1' ? record.hierarchy.lvl1 : '',
    heading: record.type !== 'content' && record.type !== 'lvl1' ? (levels[own] ?? '') : '',
    content: record.content ?? '',
    context: levels.slice(0, own).join(' '),
  };
}

/** MiniSearch's field lengths: distinct tokens per field, in LOCAL_FIELDS order. */
export function fieldLengths(doc: IndexedDocument): number[] {
  return LOCAL_FIELDS.map((field) => new Set(tokenize(doc[field])).size);
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

export function decodeNumbers(text: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const digit = VALUE.get(c);
    if (digit === undefined) throw new Error(`bad index data near "${c}"`);
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
