// The local provider's engine over the build's index files. It loads the core once (vocabulary,
// record table, statistics, synonyms), then only the postings shards a query can touch and the
// content fragments of the hits it returns. Pure (no DOM): the browser passes fetch, tests pass a
// file reader.
//
// Ranking, page first: each query word is matched by vocabulary terms (itself, words with the same
// English stem, the word being typed as a prefix, one or two typos, and adjacent query words joined,
// so "offthread video" meets `OffthreadVideo`); a record scores per word by the best field it
// matches in (FIELD_WEIGHTS) times the term's rarity; a page scores by its best record per word,
// plus how well one record covers the query, scaled by the share of the query's (rarity-weighted)
// words it has, so words a page lacks are optional but cost; a page whose title is the query
// outranks pages that mention it. Each page shows at most RECORDS_PER_PAGE records, best first.
import {decodeNumbers, decodePostingArrays, decodeTerms, FIELD_WEIGHTS, isPrefixTerm, LOCAL_FIELDS, RECORDS_PER_PAGE, typoDistance, type FieldPostings} from '../../shared/local-index.ts';
import {LOCAL_INDEX_VERSION, rangeOf, recordMetas, type LocalIndexCore, type LocalIndexFragment, type LocalIndexShard, type RecordMeta} from '../../shared/search-index-format.ts';
import {HIERARCHY_LEVELS, type SearchRequest, type SearchResults} from '../../shared/search-types.ts';
import {highlightText, queryWords, snippetText} from '../../shared/search-text.ts';
import {SearchError} from './errors.ts';
import {QUALITY, Vocabulary, type Alternative} from './vocabulary.ts';
import {addBodyScores, addFieldScores, B, K1, mergeSpan, pageShares, sumRecords, warmScoringLoops} from './scoring.ts';
import {hitsOf, type Ranked} from './hits.ts';

export type JsonLoader = <T>(url: string) => Promise<T>;

/** Longest query considered (words), and the most adjacent words tried as one joined term. */
const MAX_WORDS = 10;
const MAX_SPAN = 5;
/** Pages (best first) whose titles are compared with the query; a bonus is at most 2×. */
const TITLE_CHECKS = 30;
/** Words left out when a title and the query are compared ("Using audio" is a title for "audio"). */
const FUNCTION_WORDS = new Set('a an and as at by can do does for from how i in into is it my of on or the to use using vs what when why with without your'.split(' '));

/**
 * What one span of query words (a word, or adjacent words joined) gives each record it matches:
 * the best of its alternatives' scores. It depends on the span's text and how it was typed only,
 * so the next keystroke, which changes the last word, finds the others' already summed.
 */
interface SpanScores {
  /** Records in the order first matched, and the score of each. */
  ids: Int32Array;
  values: Float64Array;
  /** The rarity of the span's commonest match. */
  idf: number;
  /** Terms that matched some record. */
  matched: string[];
}

/** Spans whose scores are kept (most recent first out last): a few queries' worth. */
const SPAN_CACHE = 48;

/** A term's postings per field, decoded once: record ids and occurrences. */
interface TermPostings {
  fields: FieldPostings[];
  idf: number;
}

/** A page's title as compared with queries (see titleBonus), prepared at load. */
interface PageTitle {
  /** Title words, less function words and words most titles share. */
  words: string[];
  /** The vocabulary term of each of those words (-1: none), and of the words joined. */
  terms: Int32Array;
  joined: number;
}


export class LocalEngine {
  private readonly metas: RecordMeta[];
  /** The index's terms, and the query words' matches among them. */
  private readonly vocab: Vocabulary;
  /** BM25's length normalisation of each record's body text (K1 · (1 − B + B · length / average)). */
  private readonly lengthNorm: Float64Array;
  /** Page number of each record; each page's records and title. */
  private readonly pageOf: Int32Array;
  private readonly pageRecords: number[][] = [];
  private readonly titles: PageTitle[] = [];
  /** Title words that too many titles share to set one apart (the product's name). */
  private readonly commonTitleWords = new Set<string>();
  private readonly isContent: Uint8Array;
  private readonly shards = new Map<number, Promise<string[]>>();
  private readonly loaded = new Map<number, string[]>();
  private readonly postings = new Map<number, TermPostings>();
  // Scratch buffers kept between queries and zeroed where used: a keystroke makes little garbage.
  private best = new Float64Array(0);
  /** Per query word: its importance, and whether the site has it. */
  private importance = new Float64Array(MAX_WORDS);
  private seen = new Uint8Array(MAX_WORDS);
  /** Records scored by any wording of the query, pages found by one; `counts` their lengths (see sumRecords). */
  private readonly scoredRecords: Int32Array;
  private readonly foundPages: Int32Array;
  private readonly counts = new Int32Array(2);
  private readonly mark: Uint8Array;
  private readonly touched: Int32Array;
  private readonly recordScore: Float64Array;
  /** Best score per page and query word: `wordStride` words per page (synonyms can lengthen a query). */
  private pageWordScores: Float64Array;
  private wordStride = MAX_WORDS;
  private readonly pageBest: Float64Array;
  private readonly pageSeen: Uint8Array;
  private readonly pageScore: Float64Array;
  private readonly pageShare: Float64Array;
  private readonly stamp: Int32Array;
  private readonly spanCache = new Map<string, SpanScores>();
  private readonly spanValue: Float64Array;
  private readonly spanOrder: Int32Array;
  private stampGeneration = 0;
  private readonly fragments = new Map<number, Promise<(string | null)[]>>();
  private readonly fragmentTexts = new Map<number, (string | null)[]>();
  /** Recent queries' ranked results: typing back and paging do not search again. */
  private readonly recent = new Map<string, Ranked>();

  constructor(
    private readonly core: LocalIndexCore,
    private readonly load: JsonLoader,
  ) {
    if (core.version !== LOCAL_INDEX_VERSION) throw new SearchError('deserialization', `search index version ${core.version} is not ${LOCAL_INDEX_VERSION}`);
    this.metas = recordMetas(core);
    this.vocab = new Vocabulary(decodeTerms(core.terms));
    const average = core.stats.averageContentLength || 1;
    this.lengthNorm = Float64Array.from(decodeNumbers(core.stats.contentLength), (length) => K1 * (1 - B + (B * length) / average));
    const count = this.metas.length;
    this.pageOf = new Int32Array(count);
    this.isContent = new Uint8Array(count);
    const titleWords: string[][] = [];
    const titleCount = new Map<string, number>();
    let previous = '';
    this.metas.forEach((meta, id) => {
      const path = meta.url.split('#')[0];
      if (path !== previous || !this.pageRecords.length) {
        this.pageRecords.push([]);
        const words = [...new Set(queryWords(meta.hierarchy.lvl1))];
        titleWords.push(words);
        for (const word of words) titleCount.set(word, (titleCount.get(word) ?? 0) + 1);
        previous = path;
      }
      this.pageOf[id] = this.pageRecords.length - 1;
      this.pageRecords.at(-1)!.push(id);
      this.isContent[id] = meta.type === 'content' ? 1 : 0;
    });
    for (const [word, n] of titleCount) if (n > Math.max(3, this.pageRecords.length * 0.1)) this.commonTitleWords.add(word);
    for (const words of titleWords) {
      const kept = words.filter((word) => this.titleWordCounts(word));
      this.titles.push({words: kept, terms: Int32Array.from(kept, (word) => this.vocab.termId(word)), joined: this.vocab.termId(kept.join(''))});
    }
    const pages = this.pageRecords.length;
    this.mark = new Uint8Array(count);
    this.touched = new Int32Array(count);
    this.recordScore = new Float64Array(count);
    this.scoredRecords = new Int32Array(count);
    this.foundPages = new Int32Array(pages);
    this.stamp = new Int32Array(count);
    this.spanValue = new Float64Array(count);
    this.spanOrder = new Int32Array(count);
    this.pageWordScores = new Float64Array(pages * MAX_WORDS);
    this.pageBest = new Float64Array(pages);
    this.pageSeen = new Uint8Array(pages);
    this.pageScore = new Float64Array(pages);
    this.pageShare = new Float64Array(pages);
  }

  /** Whether a word counts when a title and a query are compared. */
  private titleWordCounts(word: string): boolean {
    return !FUNCTION_WORDS.has(word) && !this.commonTitleWords.has(word);
  }

  static async open(url: string, load: JsonLoader): Promise<LocalEngine> {
    const engine = new LocalEngine(await load<LocalIndexCore>(url), load);
    warmScoringLoops();
    await engine.warmUp();
    return engine;
  }

  /**
   * Searches before the reader's first keystroke: the first search ran every path of ranking,
   * postings decoding and highlighting on cold code, at twice a warm keystroke's time. They read
   * one shard and no content: a letter as a first keystroke types it (completing, many terms at
   * once) and one whole term, each ranked on the terms that shard holds, and the text functions
   * run on the core's own titles. The letters' terms are looked up for every letter: the reader's
   * first keystroke finds its own already listed.
   */
  private async warmUp(): Promise<void> {
    const {shards} = this.core;
    if (!shards.length || !this.vocab.terms.length) return;
    // The letter and the shard with the most of the letter's first-keystroke terms in common.
    let best = {letter: '', shard: -1, count: 0};
    for (let at = 0; at < this.vocab.terms.length; ) {
      const letter = this.vocab.terms[at][0];
      at = this.vocab.prefixRange(letter)[1];
      const perShard = new Map<number, number>();
      for (const list of this.wordings(letter).alternatives) {
        for (const {term} of list) {
          const n = rangeOf(shards, term);
          const count = (perShard.get(n) ?? 0) + 1;
          perShard.set(n, count);
          if (count > best.count) best = {letter, shard: n, count};
        }
      }
    }
    if (best.shard < 0) return;
    await this.shard(best.shard);
    const here = (alternative: Alternative) => rangeOf(shards, alternative.term) === best.shard;
    const letter = this.wordings(best.letter);
    const term = this.wordings(this.vocab.terms[letter.alternatives.flat().find(here)!.term]);
    const rankings = [letter, term].map((wordings) => this.rankWordings({...wordings, alternatives: wordings.alternatives.map((list) => list.filter(here))}));
    // Their spans' scores are of part of their terms: not kept for the reader's own queries.
    for (const {alternatives} of [letter, term]) for (const list of alternatives) for (const alternative of list) this.spanCache.delete(alternative.span);
    // Their hits, each content record's text stood in for by its page's title (no content is read).
    for (const ranked of rankings) hitsOf(this.metas, ranked, 0, Math.min(ranked.ids.length, 20), 10, (id) => this.metas[id].hierarchy.lvl1);
    // Words the titles have, so that marking finds matches as a real query's does.
    const sample = this.metas.slice(0, 40);
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

  private shard(n: number): Promise<string[]> {
    let shard = this.shards.get(n);
    if (!shard) {
      shard = this.load<LocalIndexShard>(this.core.shards[n][1]).then((data) => {
        this.loaded.set(n, data.postings);
        return data.postings;
      });
      // A failed fetch is retried by the next query rather than remembered.
      shard.catch(() => this.shards.delete(n));
      this.shards.set(n, shard);
    }
    return shard;
  }

  /** A term's postings and rarity (its shard must be loaded). */
  private termPostings(term: number): TermPostings {
    let entry = this.postings.get(term);
    if (!entry) {
      const n = rangeOf(this.core.shards, term);
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

  /** The query, and the query with a synonym in place of each synonym it contains. */
  private variants(words: string[]): {words: string[]; weight: number}[] {
    const out = [{words, weight: 1}];
    const text = ` ${words.join(' ')} `;
    for (const group of this.core.synonyms) {
      for (const member of group) {
        if (!text.includes(` ${member} `)) continue;
        for (const other of group) {
          if (other === member || out.length >= 6) continue;
          out.push({words: text.replace(` ${member} `, ` ${other} `).trim().split(' '), weight: QUALITY.synonym});
        }
      }
    }
    return out;
  }

  /** A query's words, its wordings (synonyms), and each wording's alternatives (terms per span of words). */
  private wordings(query: string) {
    const words = queryWords(query).slice(0, MAX_WORDS);
    const variants = this.variants(words);
    const alternatives = variants.map((variant) => {
      const found = new Map<number, Alternative>();
      const n = variant.words.length;
      for (let from = 0; from < n; from++) for (let to = from; to < Math.min(n, from + MAX_SPAN); to++) this.vocab.alternatives(variant.words, from, to, found);
      return [...found.values()];
    });
    return {words, variants, alternatives};
  }

  /** The shards the alternatives' postings are in that are not loaded yet. */
  private missingShards(alternatives: Alternative[][]): number[] {
    const needed = new Set<number>();
    for (const list of alternatives) for (const alternative of list) needed.add(rangeOf(this.core.shards, alternative.term));
    return [...needed].filter((n) => !this.loaded.has(n));
  }

  private async rank(query: string): Promise<Ranked> {
    const wordings = this.wordings(query);
    const missing = this.missingShards(wordings.alternatives);
    if (missing.length) await Promise.all(missing.map((n) => this.shard(n)));
    return this.rankWordings(wordings);
  }

  /** Ranks a query's wordings (see wordings), their shards loaded. */
  private rankWordings({words, variants, alternatives}: ReturnType<LocalEngine['wordings']>): Ranked {
    // Every wording's page and record scores, the best of each kept (pageScore, recordScore).
    const {pageScore, recordScore, isContent, pageOf} = this;
    const pages: number[] = [];
    const matched = new Set<string>(words);
    const {counts} = this;
    counts[0] = 0;
    variants.forEach((variant, v) => this.score(variant.words, alternatives[v], variant.weight, matched, pages));
    pages.sort((a, b) => pageScore[b] - pageScore[a] || a - b);
    // Typed arrays, not an array and a map: a broad prefix lists a thousand records, and the last
    // queries' lists are kept (see `recent`), long enough for collections to copy them.
    const listed = new Int32Array(pages.length * RECORDS_PER_PAGE);
    const excerptOf = new Int32Array(listed.length);
    let count = 0;
    const shown: number[] = [];
    for (const page of pages) {
      // The page's three best records (score, then order), and its best text record.
      const own = this.pageRecords[page];
      shown.length = 0;
      let text = -1;
      for (const id of own) {
        const score = recordScore[id];
        if (!score) continue;
        if (isContent[id] && (text < 0 || score > recordScore[text])) text = id;
        let at = shown.length;
        while (at > 0 && recordScore[shown[at - 1]] < score) at--;
        if (at < RECORDS_PER_PAGE) {
          // Inserted by hand: splice makes an array of what it removed, once per record found.
          let k = Math.min(shown.length, RECORDS_PER_PAGE - 1);
          for (; k > at; k--) shown[k] = shown[k - 1];
          shown[at] = id;
        }
      }
      // A page found by its title also lists its first sections, as a hosted index does by
      // searching every record's hierarchy: "interpolate" → the page, "Parameters", "Example".
      if (shown.length < RECORDS_PER_PAGE && recordScore[own[0]]) {
        for (const id of own) {
          if (shown.length >= RECORDS_PER_PAGE) break;
          if (!isContent[id] && this.metas[id].type !== 'lvl1' && !shown.includes(id)) shown.push(id);
        }
      }
      // A title or heading hit gets an excerpt: the page's best matching text, else the text below it.
      for (const id of shown) {
        const below = isContent[id + 1] && pageOf[id + 1] === page ? id + 1 : -1;
        excerptOf[count] = isContent[id] ? -1 : text >= 0 ? text : below;
        listed[count++] = id;
      }
    }
    for (const page of pages) pageScore[page] = 0;
    const {scoredRecords} = this;
    for (let r = 0; r < counts[0]; r++) recordScore[scoredRecords[r]] = 0;
    return {ids: listed.slice(0, count), excerpts: excerptOf.slice(0, count), matched};
  }

  /**
   * Scores one wording of the query, worth `weight`: each page and record found keeps the best of
   * its scores in pageScore and recordScore, and is listed in `pagesOut` or `scoredRecords` when first found.
   */
  private score(words: string[], alternatives: Alternative[], weight: number, matched: Set<string>, pagesOut: number[]): void {
    const n = words.length;
    const count = this.metas.length;
    // Best score per record and query word, flat; `touched` lists the records with any.
    if (this.best.length < count * n) this.best = new Float64Array(count * Math.max(n, MAX_WORDS));
    if (n > this.wordStride) {
      this.wordStride = n;
      this.pageWordScores = new Float64Array(this.pageRecords.length * n);
    }
    const stride = this.wordStride;
    const {best, mark, touched, pageOf, pageWordScores, pageBest, pageSeen, pageShare, pageScore, recordScore} = this;
    let touchedCount = 0;
    if (this.importance.length < n) {
      this.importance = new Float64Array(n);
      this.seen = new Uint8Array(n);
    }
    const {importance, seen} = this;
    seen.fill(0, 0, n);
    // Span by span (a span's alternatives are listed together), each span's scores summed once
    // (spanScores) and merged here: a record's best score per word is the best over the spans
    // covering the word, and `touched` lists records in the order first matched.
    for (let first = 0; first < alternatives.length; ) {
      const {from, to, span} = alternatives[first];
      let end = first + 1;
      while (end < alternatives.length && alternatives[end].from === from && alternatives[end].to === to) end++;
      const {ids, values, idf, matched: terms} = this.spanScores(span, alternatives, first, end);
      first = end;
      // A word's importance: the rarity of its best match.
      for (let k = from; k <= to; k++) {
        importance[k] = seen[k] ? Math.max(importance[k], idf) : idf;
        seen[k] = 1;
      }
      for (const term of terms) matched.add(term);
      touchedCount = mergeSpan(best, mark, touched, touchedCount, ids, values, n, from, to);
    }
    // A word the site does not have at all counts like an average word of the query: one stray
    // word leaves the rest to rank by, a query of mostly strays finds nothing.
    let knownSum = 0;
    let knownCount = 0;
    for (let k = 0; k < n; k++) {
      if (!seen[k]) continue;
      knownSum += importance[k];
      knownCount++;
    }
    for (let k = 0; k < n; k++) if (!seen[k]) importance[k] = knownCount ? knownSum / knownCount : 1;
    let total = 0;
    for (let k = 0; k < n; k++) total += importance[k];
    // Pages in the order first found (ties in score keep it), with their best score per word.
    const {foundPages, counts} = this;
    counts[1] = 0;
    sumRecords(best, mark, touched, touchedCount, n, weight, recordScore, this.scoredRecords, pageOf, pageSeen, foundPages, counts, pageWordScores, stride, pageBest);
    // Words are optional, but a page needs at least half of the query (weighted by rarity).
    const kept: number[] = [];
    pageShares(foundPages, counts[1], pageWordScores, stride, n, importance, total, pageBest, pageSeen, pageShare, kept);
    // The title comparison is the costliest step: only for pages that can still make the top.
    const top = kept.length > TITLE_CHECKS ? [...kept].sort((a, b) => pageShare[b] - pageShare[a]).slice(0, TITLE_CHECKS) : kept;
    if (top.length) {
      const query = words.map((word, k) => [word, k] as const).filter(([word]) => this.titleWordCounts(word));
      for (const page of top) pageShare[page] *= this.titleBonus(page, query, alternatives);
    }
    for (const page of kept) {
      const scored = pageShare[page] * weight;
      if (!pageScore[page]) pagesOut.push(page);
      if (scored > pageScore[page]) pageScore[page] = scored;
    }
  }

  /**
   * A span's score for each record it matches: its alternatives (alternatives[first..end), all of
   * the span), each worth its quality times the span's rarity times the field's weight (BM25 in
   * body text), the best of them per record. Kept for the next keystrokes (see SpanScores).
   */
  private spanScores(key: string, alternatives: Alternative[], first: number, end: number): SpanScores {
    const kept = this.spanCache.get(key);
    if (kept) return kept;
    // Every reading of the same typed words is worth the rarity of its commonest one: completing
    // `interpolate` to the rarer `interpolatepath` must not outweigh the word itself.
    let idf = Infinity;
    for (let a = first; a < end; a++) idf = Math.min(idf, this.termPostings(alternatives[a].term).idf);
    const {spanValue, spanOrder, lengthNorm} = this;
    const contentField = LOCAL_FIELDS.indexOf('content');
    const matched: string[] = [];
    let count = 0;
    for (let a = first; a < end; a++) {
      const alternative = alternatives[a];
      const {fields} = this.termPostings(alternative.term);
      if (fields.length) matched.push(this.vocab.terms[alternative.term]);
      for (const {field, ids, counts} of fields) {
        const fieldWeight = alternative.quality * idf * FIELD_WEIGHTS[LOCAL_FIELDS[field]];
        count = field === contentField ? addBodyScores(spanValue, spanOrder, count, ids, counts, fieldWeight, lengthNorm) : addFieldScores(spanValue, spanOrder, count, ids, fieldWeight);
      }
    }
    const ids = spanOrder.slice(0, count);
    const values = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      values[i] = spanValue[ids[i]];
      spanValue[ids[i]] = 0;
    }
    const scores = {ids, values, idf, matched};
    this.spanCache.set(key, scores);
    if (this.spanCache.size > SPAN_CACHE) this.spanCache.delete(this.spanCache.keys().next().value!);
    return scores;
  }

  /**
   * Up to 2×: how exactly the page's title is the query, both ways (every title word matched, every
   * query word in the title), ignoring function words and words most titles share.
   */
  private titleBonus(page: number, query: (readonly [string, number])[], alternatives: Alternative[]): number {
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

  private fragment(n: number): Promise<(string | null)[]> {
    let fragment = this.fragments.get(n);
    if (!fragment) {
      fragment = this.load<LocalIndexFragment>(this.core.fragments[n][1]).then((data) => {
        this.fragmentTexts.set(n, data.content);
        return data.content;
      });
      fragment.catch(() => this.fragments.delete(n));
      this.fragments.set(n, fragment);
    }
    return fragment;
  }

  /** A content record's text (its fragment must be loaded). */
  private content(id: number): string | null {
    const n = rangeOf(this.core.fragments, id);
    return this.fragmentTexts.get(n)![id - this.core.fragments[n][0]] ?? null;
  }

  async search(request: SearchRequest): Promise<SearchResults> {
    const key = queryWords(request.query).join(' ');
    const empty = {query: request.query, hits: [], nbHits: 0, page: request.page, nbPages: 0};
    if (!key) return empty;
    let ranked = this.recent.get(key);
    if (!ranked) {
      ranked = await this.rank(request.query);
      this.recent.set(key, ranked);
      if (this.recent.size > 20) this.recent.delete(this.recent.keys().next().value!);
    }
    const {ids, excerpts} = ranked;
    const start = request.page * request.hitsPerPage;
    const end = Math.min(ids.length, start + request.hitsPerPage);
    // The fragments holding the hits' texts, fetched together; then the hits are made in one go
    // (a promise per hit was much of a keystroke's garbage).
    const missing = new Set<number>();
    for (let at = start; at < end; at++) {
      const text = this.metas[ids[at]].type === 'content' ? ids[at] : excerpts[at];
      if (text < 0) continue;
      const n = rangeOf(this.core.fragments, text);
      if (!this.fragmentTexts.has(n)) missing.add(n);
    }
    if (missing.size) await Promise.all([...missing].map((n) => this.fragment(n)));
    const hits = hitsOf(this.metas, ranked, start, end, request.snippetWords, (id) => this.content(id));
    return {query: request.query, hits, nbHits: ids.length, page: request.page, nbPages: Math.ceil(ids.length / request.hitsPerPage)};
  }

  /** Hits start..end of ranked results, with `textOf` giving a content record's text. */

  /** Queries one or two typos away from a query that found nothing, that do find something. */
  async suggest(query: string, limit: number): Promise<string[]> {
    const terms = queryWords(query);
    const out: string[] = [];
    for (let i = 0; i < terms.length && out.length < limit; i++) {
      const distance = Math.max(2, typoDistance(terms[i]));
      const candidates = [...this.vocab.fuzzy(terms[i], distance)]
        .filter(([word]) => word !== terms[i] && word.length > 1)
        .sort((a, b) => a[1][1] - b[1][1] || a[0].localeCompare(b[0]))
        .slice(0, 8);
      for (const [word] of candidates) {
        const suggestion = terms.map((t, n) => (n === i ? word : t)).join(' ');
        if (out.includes(suggestion)) continue;
        const found = await this.search({query: suggestion, page: 0, hitsPerPage: 1, snippetWords: 1});
        if (found.nbHits) out.push(suggestion);
        if (out.length >= limit) break;
      }
    }
    return out;
  }
}
