// The index's records grouped by page (records of a page are adjacent, its title record first),
// and each page's title as compared with queries: a page whose title is the query outranks pages
// that mention it.
import type {RecordMeta} from '../../shared/search-index-format.ts';
import {queryWords} from '../../shared/search-text.ts';
import type {Alternative, Vocabulary} from './vocabulary.ts';

/** Words left out when a title and the query are compared ("Using audio" is a title for "audio"). */
const FUNCTION_WORDS = new Set('a an and as at by can do does for from how i in into is it my of on or the to use using vs what when why with without your'.split(' '));

/** A page's title as compared with queries (see PageTitles.bonus), prepared at load. */
interface PageTitle {
  /** Title words, less function words and words most titles share. */
  words: string[];
  /** The vocabulary term of each of those words (-1: none), and of the words joined. */
  terms: Int32Array;
  joined: number;
}

export interface Pages {
  /** Page number of each record. */
  pageOf: Int32Array;
  /** Each page's records, in index order. */
  records: number[][];
  /** Whether each record is body text (not a title or heading). */
  isContent: Uint8Array;
  titles: PageTitles;
}

export function pagesOf(metas: RecordMeta[], vocab: Vocabulary): Pages {
  const count = metas.length;
  const pageOf = new Int32Array(count);
  const isContent = new Uint8Array(count);
  const records: number[][] = [];
  const titleWords: string[][] = [];
  let previous = '';
  metas.forEach((meta, id) => {
    const path = meta.url.split('#')[0];
    if (path !== previous || !records.length) {
      records.push([]);
      titleWords.push([...new Set(queryWords(meta.hierarchy.lvl1))]);
      previous = path;
    }
    pageOf[id] = records.length - 1;
    records.at(-1)!.push(id);
    isContent[id] = meta.type === 'content' ? 1 : 0;
  });
  return {pageOf, records, isContent, titles: new PageTitles(titleWords, vocab)};
}

export class PageTitles {
  private readonly titles: PageTitle[] = [];
  /** Title words that too many titles share to set one apart (the product's name). */
  private readonly commonWords = new Set<string>();

  constructor(titleWords: string[][], vocab: Vocabulary) {
    const titleCount = new Map<string, number>();
    for (const words of titleWords) for (const word of words) titleCount.set(word, (titleCount.get(word) ?? 0) + 1);
    for (const [word, n] of titleCount) if (n > Math.max(3, titleWords.length * 0.1)) this.commonWords.add(word);
    for (const words of titleWords) {
      const kept = words.filter((word) => this.wordCounts(word));
      this.titles.push({words: kept, terms: Int32Array.from(kept, (word) => vocab.termId(word)), joined: vocab.termId(kept.join(''))});
    }
  }

  /** Whether a word counts when a title and a query are compared. */
  wordCounts(word: string): boolean {
    return !FUNCTION_WORDS.has(word) && !this.commonWords.has(word);
  }

  /**
   * Up to 2×: how exactly the page's title is the query, both ways (every title word matched, every
   * query word in the title), ignoring function words and words most titles share. `query` holds
   * the query words that count, each with its position.
   */
  bonus(page: number, query: (readonly [string, number])[], alternatives: Alternative[]): number {
    const title = this.titles[page];
    if (!title.words.length || !query.length) return 1;
    const inTitle = alternatives.filter((a) => a.term === title.joined || title.terms.includes(a.term));
    // Each title word counts by its best match's quality: a completion is not the word itself.
    let titleHit = 0;
    for (let w = 0; w < title.words.length; w++) {
      let bestQuality = 0;
      for (const a of inTitle) if ((a.term === title.terms[w] || a.term === title.joined) && a.quality > bestQuality) bestQuality = a.quality;
      titleHit += bestQuality;
    }
    titleHit /= title.words.length;
    const queryHit = query.filter(([, k]) => inTitle.some((a) => a.from <= k && k <= a.to)).length / query.length;
    return 1 + titleHit * queryHit;
  }
}
