// A browser text in the page's language: the page's data carries the locale's translations of the
// browser texts (only those that differ from English), by id (src/shared/client-texts.ts).
import {readClientData} from './data.ts';
import {fillValues} from '../shared/strings.ts';

export function localText(id: string, english: string, values?: Record<string, string | number>): string {
  // Server rendering (an island's first HTML) has no page data: its texts come as props.
  const text = (typeof document === 'undefined' ? undefined : readClientData().messages?.[id]) ?? english;
  return values ? fillValues(text, values) : text;
}
