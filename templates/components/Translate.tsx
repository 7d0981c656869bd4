// The theme's texts in the page's language: components ask `useT()` for a message by id (the ids
// and English texts are in src/shared/theme-strings.ts); the page frame provides the messages.
import {createContext, useContext} from 'react';
import {ENGLISH_MESSAGES, translate, translatePlural, type ThemeMessages, type ThemeStringId} from '../../src/shared/theme-strings.ts';

export const MessagesContext = createContext<{messages: ThemeMessages; lang: string}>({messages: ENGLISH_MESSAGES, lang: 'en'});

export type Translator = ((id: ThemeStringId, values?: Record<string, string | number>) => string) & {
  plural: (id: ThemeStringId, count: number, values?: Record<string, string | number>) => string;
};

export function translator(messages: ThemeMessages, lang: string): Translator {
  const t = ((id: ThemeStringId, values?: Record<string, string | number>) => translate(messages, id, values)) as Translator;
  t.plural = (id, count, values) => translatePlural(messages, id, count, lang, values);
  return t;
}

export function useT(): Translator {
  const {messages, lang} = useContext(MessagesContext);
  return translator(messages, lang);
}
