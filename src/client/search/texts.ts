// The search texts (SEARCH_TEXTS, the spec's English) in the page's language: each is replaced by
// the locale's `theme.SearchModal.<key>` message when the page carries one.
import {SEARCH, SEARCH_TEXTS, PLACEHOLDER_ID} from '../../shared/search-constants.ts';
import {clientTextId} from '../../shared/client-texts.ts';
import {localText} from '../texts.ts';

type Texts = typeof SEARCH_TEXTS;

/** A text with a value ("No results for {query}") keeps its English wording as the fallback. */
const fill = (key: 'noResults' | 'seeAll' | 'resultCount', name: string) => (value: string | number) => localText(clientTextId('SearchModal', key), (SEARCH_TEXTS[key] as (v: string) => string)(`{${name}}`), {[name]: value});
const resultsFor = (count: number | string, query: string) => localText(clientTextId('SearchModal', 'resultsFor'), SEARCH_TEXTS.resultsFor('{count}', '{query}'), {count, query});

/** The search fields' placeholder ('Search docs'), shared with the navbar's field. */
export const placeholderText = () => localText(PLACEHOLDER_ID, SEARCH.placeholder);

export function searchTexts(): Texts {
  const texts = Object.fromEntries(Object.entries(SEARCH_TEXTS).map(([key, text]) => [key, typeof text === 'string' ? localText(clientTextId('SearchModal', key), text) : text]));
  return {...texts, noResults: fill('noResults', 'query'), seeAll: fill('seeAll', 'count'), resultCount: fill('resultCount', 'count'), resultsFor} as Texts;
}
