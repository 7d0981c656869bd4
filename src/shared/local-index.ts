// MiniSearch options shared by the build (indexing) and the browser (loading and querying), so
// the two can never disagree on fields or tokenisation.
import type {SearchRecord} from './search-types.ts';

export interface IndexedDocument {
  id: number;
  title: string;
  headings: string;
  content: string;
}

export const LOCAL_INDEX_OPTIONS = {
  fields: ['title', 'headings', 'content'],
  storeFields: [] as string[],
  idField: 'id',
};

export function toDocument(record: SearchRecord, index: number): IndexedDocument {
  const h = record.hierarchy;
  return {
    id: index,
    title: h.lvl1,
    headings: [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean).join(' '),
    content: record.content ?? '',
  };
}

export const SEARCH_OPTIONS = {
  boost: {title: 4, headings: 2, content: 1},
  prefix: true,
  fuzzy: 0.2,
  combineWith: 'AND' as const,
};
