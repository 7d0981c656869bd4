// A query as the engine reads it: its words (at most MAX_WORDS), its wordings (the query, and the
// query with a synonym in place of each synonym it contains), and for each wording the vocabulary
// terms that match each span of adjacent words (see Vocabulary.alternatives).
import {queryWords} from '../../shared/search-text.ts';
import {QUALITY, type Alternative, type Vocabulary} from './vocabulary.ts';

/** Longest query considered (words), and the most adjacent words tried as one joined term. */
export const MAX_WORDS = 10;
const MAX_SPAN = 5;
/** Most wordings of one query, the query itself included. */
const MAX_VARIANTS = 6;

export interface Variant {
  words: string[];
  /** What a page found by this wording is worth: the query itself 1, a synonym's less. */
  weight: number;
}

export interface Wordings {
  words: string[];
  variants: Variant[];
  /** Per variant: its alternatives, those of one span listed together. */
  alternatives: Alternative[][];
}

/** The query, and the query with a synonym in place of each synonym it contains. */
export function variantsOf(words: string[], synonyms: string[][]): Variant[] {
  const out = [{words, weight: 1}];
  const text = ` ${words.join(' ')} `;
  for (const group of synonyms) {
    for (const member of group) {
      if (!text.includes(` ${member} `)) continue;
      for (const other of group) {
        if (other === member || out.length >= MAX_VARIANTS) continue;
        out.push({words: text.replace(` ${member} `, ` ${other} `).trim().split(' '), weight: QUALITY.synonym});
      }
    }
  }
  return out;
}

export function wordingsOf(query: string, vocab: Vocabulary, synonyms: string[][]): Wordings {
  const words = queryWords(query).slice(0, MAX_WORDS);
  const variants = variantsOf(words, synonyms);
  const alternatives = variants.map((variant) => {
    const found = new Map<number, Alternative>();
    const n = variant.words.length;
    for (let from = 0; from < n; from++) for (let to = from; to < Math.min(n, from + MAX_SPAN); to++) vocab.alternatives(variant.words, from, to, found);
    return [...found.values()];
  });
  return {words, variants, alternatives};
}
