// Searches before the reader's first keystroke, so that the first keystroke does not run every
// path of ranking, postings decoding and highlighting on code not compiled yet. They read
// one shard and no content: a letter as a first keystroke types it (completing, many terms at
// once) and one whole term, each ranked on the terms that shard holds, and the text functions
// run on the core's own titles. The letters' terms are looked up for every letter: the reader's
// first keystroke finds its own already listed.
import type {RecordMeta} from '../../shared/search-index-format.ts';
import {HIERARCHY_LEVELS} from '../../shared/search-types.ts';
import {highlightText, queryWords, snippetText} from '../../shared/search-text.ts';
import {hitsOf, type Ranked} from './hits.ts';
import type {Wordings} from './query-wordings.ts';
import type {Alternative, Vocabulary} from './vocabulary.ts';

/** The parts of an engine a warm-up runs. */
export interface WarmUpEngine {
  metas: RecordMeta[];
  vocab: Vocabulary;
  shardCount: number;
  shardOf(term: number): number;
  loadShard(n: number): Promise<unknown>;
  wordings(query: string): Wordings;
  rankWordings(wordings: Wordings): Ranked;
  /** Drops a span's kept scores. */
  forgetSpan(span: string): void;
}

export async function warmUp(engine: WarmUpEngine): Promise<void> {
  const {metas, vocab, shardOf} = engine;
  if (!engine.shardCount || !vocab.terms.length) return;
  // The letter and the shard with the most of the letter's first-keystroke terms in common.
  let best = {letter: '', shard: -1, count: 0};
  for (let at = 0; at < vocab.terms.length; ) {
    const letter = vocab.terms[at][0];
    at = vocab.prefixRange(letter)[1];
    const perShard = new Map<number, number>();
    for (const list of engine.wordings(letter).alternatives) {
      for (const {term} of list) {
        const n = shardOf(term);
        const count = (perShard.get(n) ?? 0) + 1;
        perShard.set(n, count);
        if (count > best.count) best = {letter, shard: n, count};
      }
    }
  }
  if (best.shard < 0) return;
  await engine.loadShard(best.shard);
  const here = (alternative: Alternative) => shardOf(alternative.term) === best.shard;
  const letter = engine.wordings(best.letter);
  const term = engine.wordings(vocab.terms[letter.alternatives.flat().find(here)!.term]);
  const rankings = [letter, term].map((wordings) => engine.rankWordings({...wordings, alternatives: wordings.alternatives.map((list) => list.filter(here))}));
  // Their spans' scores are of part of their terms: not kept for the reader's own queries.
  for (const {alternatives} of [letter, term]) for (const list of alternatives) for (const alternative of list) engine.forgetSpan(alternative.span);
  // Their hits, each content record's text stood in for by its page's title (no content is read).
  for (const ranked of rankings) hitsOf(metas, ranked, 0, Math.min(ranked.ids.length, 20), 10, (id) => metas[id].hierarchy.lvl1);
  // Words the titles have, so that marking finds matches as a real query's does.
  const sample = metas.slice(0, 40);
  const matched = new Set(sample.flatMap((meta) => queryWords(meta.hierarchy.lvl1).slice(0, 1)));
  const texts = sample.flatMap((meta) => HIERARCHY_LEVELS.map((level) => meta.hierarchy[level]).filter((text): text is string => Boolean(text)));
  for (const text of texts) {
    highlightText(text, matched);
    snippetText(text, matched, 10);
  }
  // Then the paths titles may not take, each a few times: names split into words, a one-letter
  // term (a first keystroke's), excerpts cut with '…', punctuation past ASCII. Their regular
  // expressions are compiled on first use and again natively on a later one, which a first
  // keystroke's hits would otherwise pay.
  const names = `${texts.join(' ')} … «fooBar» — isHTMLElement() @scope/some-package snake_case noise2D éditeurVidéo …`;
  const terms = new Set([...matched, 'e', 'foo', 'element', 'package', 'vidéo']);
  for (let round = 0; round < 4; round++) highlightText(snippetText(names.slice(round * 8), terms, 10).join(''), terms);
}
