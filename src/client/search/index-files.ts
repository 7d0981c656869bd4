// The index's files as queries need them: postings shards and content fragments, each fetched on
// first need and once, and each term's postings decoded once. The core (read before) says which
// shard holds a term and which fragment a record's text.
import {decodePostingArrays, type FieldPostings} from '../../shared/local-index.ts';
import {rangeOf, type LocalIndexCore, type LocalIndexFragment, type LocalIndexShard} from '../../shared/search-index-format.ts';
import type {Alternative} from './vocabulary.ts';

export type JsonLoader = <T>(url: string) => Promise<T>;

/** A term's postings per field, decoded once: record ids and occurrences. */
export interface TermPostings {
  fields: FieldPostings[];
  idf: number;
}

export class IndexFiles {
  private readonly shards = new Map<number, Promise<string[]>>();
  private readonly loaded = new Map<number, string[]>();
  private readonly postings = new Map<number, TermPostings>();
  private readonly fragments = new Map<number, Promise<(string | null)[]>>();
  private readonly fragmentTexts = new Map<number, (string | null)[]>();
  /** Scratch for counting a term's records once each (see termPostings). */
  private readonly stamp: Int32Array;
  private stampGeneration = 0;

  constructor(
    private readonly core: LocalIndexCore,
    private readonly load: JsonLoader,
    recordCount: number,
  ) {
    this.stamp = new Int32Array(recordCount);
  }

  /** The shard holding a term's postings. */
  shardOf(term: number): number {
    return rangeOf(this.core.shards, term);
  }

  shard(n: number): Promise<string[]> {
    return this.once(this.shards, n, () => this.load<LocalIndexShard>(this.core.shards[n][1]).then((data) => {
      this.loaded.set(n, data.postings);
      return data.postings;
    }));
  }

  /** The shards the alternatives' postings are in that are not loaded yet. */
  missingShards(alternatives: Alternative[][]): number[] {
    const needed = new Set<number>();
    for (const list of alternatives) for (const alternative of list) needed.add(this.shardOf(alternative.term));
    return [...needed].filter((n) => !this.loaded.has(n));
  }

  /** A term's postings and rarity (its shard must be loaded). */
  termPostings(term: number): TermPostings {
    let entry = this.postings.get(term);
    if (!entry) {
      const n = this.shardOf(term);
      const fields = decodePostingArrays(this.loaded.get(n)![term - this.core.shards[n][0]]);
      // Records having the term in any field, counted once each.
      const generation = ++this.stampGeneration;
      const {stamp} = this;
      let docs = 0;
      for (const {ids} of fields) {
        for (let i = 0; i < ids.length; i++) {
          if (stamp[ids[i]] !== generation) {
            stamp[ids[i]] = generation;
            docs++;
          }
        }
      }
      entry = {fields, idf: Math.log(1 + this.core.stats.documentCount / docs)};
      this.postings.set(term, entry);
    }
    return entry;
  }

  fragment(n: number): Promise<(string | null)[]> {
    return this.once(this.fragments, n, () => this.load<LocalIndexFragment>(this.core.fragments[n][1]).then((data) => {
      this.fragmentTexts.set(n, data.content);
      return data.content;
    }));
  }

  /** File `n` of a kind, fetched on first need; a failed fetch is retried by the next query rather than remembered. */
  private once<T>(files: Map<number, Promise<T>>, n: number, fetch: () => Promise<T>): Promise<T> {
    let file = files.get(n);
    if (!file) {
      file = fetch();
      file.catch(() => files.delete(n));
      files.set(n, file);
    }
    return file;
  }

  /** The fragment holding a content record's text, when it is not loaded yet; else -1. */
  missingFragment(id: number): number {
    const n = rangeOf(this.core.fragments, id);
    return this.fragmentTexts.has(n) ? -1 : n;
  }

  /** A content record's text (its fragment must be loaded). */
  content(id: number): string | null {
    const n = rangeOf(this.core.fragments, id);
    return this.fragmentTexts.get(n)![id - this.core.fragments[n][0]] ?? null;
  }
}
