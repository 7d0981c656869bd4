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
import SearchableMap from 'minisearch/SearchableMap';
import {stemmer} from 'stemmer';
import {decodeNumbers, decodePostings, decodeTerms, FIELD_WEIGHTS, isPrefixTerm, LOCAL_FIELDS, RECORDS_PER_PAGE, typoDistance, type Postings} from '../../shared/local-index.ts';
import {LOCAL_INDEX_VERSION, rangeOf, recordMetas, type LocalIndexCore, type LocalIndexFragment, type LocalIndexShard, type RecordMeta} from '../../shared/search-index-format.ts';
import {HIERARCHY_LEVELS, type SearchHit, type SearchRequest, type SearchResults} from '../../shared/search-types.ts';
import {highlightText, queryWords, snippetText} from '../../shared/search-text.ts';
import {SearchError} from './errors.ts';

export type JsonLoader = <T>(url: string) => Promise<T>;

/** Longest query considered (words), and the most adjacent words tried as one joined term. */
const MAX_WORDS = 10;
const MAX_SPAN = 5;
/** A prefix of one or two letters matches many terms: the shortest ones are the likely words. */
const PREFIX_TERMS = 24;
/** How much a match of each kind is worth next to the word itself. */
const QUALITY = {exact: 1, stem: 0.9, typo1: 0.5, typo2: 0.35, synonym: 0.9};
/** Pages (best first) whose titles are compared with the query; a bonus is at most 2×. */
const TITLE_CHECKS = 30;
/** The share of the query's words (weighted by rarity) a page must have to be found. */
const MIN_SHARE = 0.5;
/** Weight of the best single record's score in its page's score (words found together). */
const TOGETHER = 0.5;
/** BM25's term-frequency saturation and length normalisation, on body text only. */
const K1 = 1.2;
const B = 0.75;
/** Words left out when a title and the query are compared ("Using audio" is a title for "audio"). */
const FUNCTION_WORDS = new Set('a an and as at by can do does for from how i in into is it my of on or the to use using vs what when why with without your'.split(' '));

interface Alternative {
  term: number;
  quality: number;
  /** The query words it stands for: from..to, inclusive. */
  from: number;
  to: number;
}

/** A term's postings per field, decoded once: record ids and occurrences. */
interface TermPostings {
  fields: {field: number; ids: Int32Array; counts: Int32Array}[];
  idf: number;
}

interface Ranked {
  /** Record ids, in display order. */
  ids: number[];
  /** Terms that matched, for highlighting. */
  matched: Set<string>;
  /** Title and heading hits → the content record their excerpt comes from. */
  excerpts: Map<number, number>;
}

const WORD = /^\p{L}+$/u;

export class LocalEngine {
  private readonly metas: RecordMeta[];
  private readonly terms: string[];
  private readonly vocabulary: SearchableMap<number>;
  private readonly contentLength: number[];
  /** Page number of each record; each page's records and title words. */
  private readonly pageOf: Int32Array;
  private readonly pageRecords: number[][] = [];
  private readonly titleWords: string[][] = [];
  /** Title words that too many titles share to set one apart (the product's name). */
  private readonly commonTitleWords = new Set<string>();
  private readonly shards = new Map<number, Promise<string[]>>();
  private readonly loaded = new Map<number, string[]>();
  private readonly postings = new Map<number, TermPostings>();
  private readonly alternativeCache = new Map<string, [string, number][]>();
  private readonly stems = new Map<string, string>();
  private best = new Float64Array(0);
  private mark = new Uint8Array(0);
  private readonly fragments = new Map<number, Promise<(string | null)[]>>();
  /** Recent queries' ranked results: typing back and paging do not search again. */
  private readonly recent = new Map<string, Ranked>();

  constructor(
    private readonly core: LocalIndexCore,
    private readonly load: JsonLoader,
  ) {
    if (core.version !== LOCAL_INDEX_VERSION) throw new SearchError('deserialization', `search index version ${core.version} is not ${LOCAL_INDEX_VERSION}`);
    this.metas = recordMetas(core);
    this.terms = decodeTerms(core.terms);
    this.vocabulary = new SearchableMap<number>();
    this.terms.forEach((term, n) => this.vocabulary.set(term, n));
    this.contentLength = decodeNumbers(core.stats.contentLength);
    this.pageOf = new Int32Array(this.metas.length);
    const titleCount = new Map<string, number>();
    let previous = '';
    this.metas.forEach((meta, id) => {
      const path = meta.url.split('#')[0];
      if (path !== previous || !this.pageRecords.length) {
        this.pageRecords.push([]);
        const words = [...new Set(queryWords(meta.hierarchy.lvl1))];
        this.titleWords.push(words);
        for (const word of words) titleCount.set(word, (titleCount.get(word) ?? 0) + 1);
        previous = path;
      }
      this.pageOf[id] = this.pageRecords.length - 1;
      this.pageRecords.at(-1)!.push(id);
    });
    for (const [word, count] of titleCount) if (count > Math.max(3, this.pageRecords.length * 0.1)) this.commonTitleWords.add(word);
  }

  static async open(url: string, load: JsonLoader): Promise<LocalEngine> {
    return new LocalEngine(await load<LocalIndexCore>(url), load);
  }

  private stem(word: string): string {
    let stem = this.stems.get(word);
    if (stem === undefined) this.stems.set(word, (stem = WORD.test(word) ? stemmer(word) : word));
    return stem;
  }

  /** Vocabulary terms standing for query words from..to (one word, or adjacent words joined). */
  private alternatives(words: string[], from: number, to: number, out: Map<string, Alternative>): void {
    const text = words.slice(from, to + 1).join('');
    const typing = isPrefixTerm(to, words.length);
    // Typing changes the last word only: the others' matches come from this cache.
    const unknownInside = to > from && to - from < 3 && words.slice(from, to + 1).some((word) => !this.vocabulary.has(word));
    const cacheKey = `${text} ${from === to} ${typing} ${unknownInside}`;
    let found = this.alternativeCache.get(cacheKey);
    if (!found) {
      found = this.lookUp(text, from === to, typing, unknownInside);
      this.alternativeCache.set(cacheKey, found);
      if (this.alternativeCache.size > 200) this.alternativeCache.delete(this.alternativeCache.keys().next().value!);
    }
    for (const [term, quality] of found) {
      const key = `${term} ${from} ${to}`;
      const known = out.get(key);
      if (!known || known.quality < quality) out.set(key, {term: this.vocabulary.get(term)!, quality, from, to});
    }
  }

  /** Terms for a word (or joined words) with the quality of each match. */
  private lookUp(text: string, single: boolean, typing: boolean, unknownInside: boolean): [string, number][] {
    const found = new Map<string, number>();
    const add = (term: string, quality: number) => {
      if ((found.get(term) ?? 0) < quality) found.set(term, quality);
    };
    if (this.vocabulary.has(text)) add(text, QUALITY.exact);
    if (single && WORD.test(text) && text.length >= 3) {
      // Words sharing the stem ("renders", "rendering" for "render"); stems are nearly prefixes.
      const stem = this.stem(text);
      let scanned = 0;
      for (const key of this.vocabulary.atPrefix(stem.slice(0, Math.max(3, stem.length - 1))).keys()) {
        if (++scanned > 400) break;
        if (key !== text && this.stem(key) === stem) add(key, QUALITY.stem);
      }
    }
    if (typing) {
      const keys = [...this.vocabulary.atPrefix(text).keys()].filter((key) => key !== text);
      keys.sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
      for (const key of keys.slice(0, single ? PREFIX_TERMS : 10)) add(key, 0.6 + 0.3 * (text.length / key.length));
    }
    // Typos are looked for only in words the site does not have, never in the first letter (so a
    // query fetches the postings near its own words); in two or three joined words only when one
    // of them is unknown (`use curent frame` → `usecurrentframe`): looking up spans is slow.
    const distance = typoDistance(text);
    if (distance && !this.vocabulary.has(text) && (single || unknownInside)) {
      for (const [key, [, typos]] of this.vocabulary.fuzzyGet(text, distance)) if (typos > 0 && key[0] === text[0]) add(key, typos === 1 ? QUALITY.typo1 : QUALITY.typo2);
    }
    return [...found];
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
      const postings: Postings = decodePostings(this.loaded.get(n)![term - this.core.shards[n][0]]);
      const docs = new Set<string>();
      const fields = Object.entries(postings).map(([field, byId]) => {
        const ids = Object.keys(byId);
        for (const id of ids) docs.add(id);
        return {field: Number(field), ids: Int32Array.from(ids, Number), counts: Int32Array.from(ids, (id) => byId[id])};
      });
      entry = {fields, idf: Math.log(1 + this.core.stats.documentCount / docs.size)};
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

  private async rank(query: string): Promise<Ranked> {
    const words = queryWords(query).slice(0, MAX_WORDS);
    const variants = this.variants(words);
    const alternatives = variants.map((variant) => {
      const found = new Map<string, Alternative>();
      const n = variant.words.length;
      for (let from = 0; from < n; from++) for (let to = from; to < Math.min(n, from + MAX_SPAN); to++) this.alternatives(variant.words, from, to, found);
      return [...found.values()];
    });
    const needed = new Set(alternatives.flat().map((alternative) => rangeOf(this.core.shards, alternative.term)));
    await Promise.all([...needed].map((n) => this.shard(n)));

    const pageScores = new Map<number, number>();
    const recordScores = new Map<number, number>();
    const matched = new Set<string>(words);
    variants.forEach((variant, v) => {
      const {pages, records} = this.score(variant.words, alternatives[v], matched);
      for (const [page, score] of pages) if (score * variant.weight > (pageScores.get(page) ?? 0)) pageScores.set(page, score * variant.weight);
      for (const [id, score] of records) if (score * variant.weight > (recordScores.get(id) ?? 0)) recordScores.set(id, score * variant.weight);
    });
    const ids: number[] = [];
    const excerpts = new Map<number, number>();
    for (const [page] of [...pageScores].sort((a, b) => b[1] - a[1] || a[0] - b[0])) {
      const own = this.pageRecords[page].filter((id) => recordScores.has(id)).sort((a, b) => recordScores.get(b)! - recordScores.get(a)! || a - b);
      const shown = own.slice(0, RECORDS_PER_PAGE);
      // A page found by its title also lists its first sections, as a hosted index does by
      // searching every record's hierarchy: "interpolate" → the page, "Parameters", "Example".
      if (shown.length < RECORDS_PER_PAGE && recordScores.has(this.pageRecords[page][0])) {
        for (const id of this.pageRecords[page]) {
          if (shown.length >= RECORDS_PER_PAGE) break;
          if (this.metas[id].type !== 'content' && this.metas[id].type !== 'lvl1' && !shown.includes(id)) shown.push(id);
        }
      }
      ids.push(...shown);
      // A title or heading hit gets an excerpt: the page's best matching text, else the text below it.
      const text = own.find((id) => this.metas[id].type === 'content');
      for (const id of shown) {
        if (this.metas[id].type === 'content') continue;
        const below = this.metas[id + 1]?.type === 'content' && this.pageOf[id + 1] === page ? id + 1 : undefined;
        const excerpt = text ?? below;
        if (excerpt !== undefined) excerpts.set(id, excerpt);
      }
    }
    return {ids, matched, excerpts};
  }

  /** Page and record scores of one wording of the query. */
  private score(words: string[], alternatives: Alternative[], matched: Set<string>): {pages: Map<number, number>; records: Map<number, number>} {
    const n = words.length;
    const count = this.metas.length;
    // Best score per record and query word, flat; `touched` lists the records with any.
    // Scratch buffers are kept between queries (zeroed where used): no garbage per keystroke.
    if (this.best.length < count * n) this.best = new Float64Array(count * Math.max(n, MAX_WORDS));
    if (this.mark.length < count) this.mark = new Uint8Array(count);
    const {best, mark} = this;
    const touched: number[] = [];
    const importance = new Float64Array(n);
    const seen = new Uint8Array(n);
    const average = this.core.stats.averageContentLength || 1;
    const contentField = LOCAL_FIELDS.indexOf('content');
    // Every reading of the same typed words is worth the rarity of its commonest one: completing
    // `interpolate` to the rarer `interpolatepath` must not outweigh the word itself.
    const rarity = new Map<string, number>();
    for (const {term, from, to} of alternatives) {
      const key = `${from} ${to}`;
      rarity.set(key, Math.min(rarity.get(key) ?? Infinity, this.termPostings(term).idf));
    }
    for (const alternative of alternatives) {
      const {fields} = this.termPostings(alternative.term);
      const idf = rarity.get(`${alternative.from} ${alternative.to}`)!;
      // A word's importance: the rarity of its best match.
      for (let k = alternative.from; k <= alternative.to; k++) {
        importance[k] = seen[k] ? Math.max(importance[k], idf) : idf;
        seen[k] = 1;
      }
      for (const {field, ids, counts} of fields) {
        const weight = alternative.quality * idf * FIELD_WEIGHTS[LOCAL_FIELDS[field]];
        const content = field === contentField;
        for (let i = 0; i < ids.length; i++) {
          const id = ids[i];
          const tf = counts[i];
          const value = content ? (weight * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * this.contentLength[id]) / average)) : weight;
          if (!mark[id]) {
            mark[id] = 1;
            touched.push(id);
          }
          const base = id * n;
          for (let k = alternative.from; k <= alternative.to; k++) if (value > best[base + k]) best[base + k] = value;
        }
      }
      if (fields.length) matched.add(this.terms[alternative.term]);
    }
    // A word the site does not have at all counts like an average word of the query: one stray
    // word leaves the rest to rank by, a query of mostly strays finds nothing.
    const known = importance.filter((_v, k) => seen[k]);
    for (let k = 0; k < n; k++) if (!seen[k]) importance[k] = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
    const total = importance.reduce((a, b) => a + b, 0);
    const records = new Map<number, number>();
    const pageWords = new Map<number, Float64Array>();
    const pageBest = new Map<number, number>();
    for (const id of touched) {
      const base = id * n;
      let sum = 0;
      for (let k = 0; k < n; k++) sum += best[base + k];
      records.set(id, sum);
      const page = this.pageOf[id];
      let words = pageWords.get(page);
      if (!words) pageWords.set(page, (words = new Float64Array(n)));
      for (let k = 0; k < n; k++) if (best[base + k] > words[k]) words[k] = best[base + k];
      if (sum > (pageBest.get(page) ?? 0)) pageBest.set(page, sum);
    }
    for (const id of touched) {
      mark[id] = 0;
      best.fill(0, id * n, id * n + n);
    }
    const pages = new Map<number, number>();
    const coverage = new Map<number, number>();
    for (const [page, scores] of pageWords) {
      let have = 0;
      let sum = 0;
      for (let k = 0; k < n; k++) {
        if (scores[k] > 0) have += importance[k];
        sum += scores[k];
      }
      const share = total ? have / total : 0;
      coverage.set(page, share);
      pages.set(page, (sum + TOGETHER * pageBest.get(page)!) * share * share);
    }
    // Words are optional, but a page needs at least half of the query (weighted by rarity).
    for (const [page, share] of coverage) if (share < MIN_SHARE) pages.delete(page);
    // The title comparison is the costliest step: only for pages that can still make the top.
    const top = [...pages].sort((a, b) => b[1] - a[1]).slice(0, TITLE_CHECKS);
    for (const [page, score] of top) pages.set(page, score * this.titleBonus(page, words, alternatives));
    return {pages, records};
  }

  /**
   * Up to 2×: how exactly the page's title is the query, both ways (every title word matched, every
   * query word in the title), ignoring function words and words most titles share.
   */
  private titleBonus(page: number, words: string[], alternatives: Alternative[]): number {
    const keep = (word: string) => !FUNCTION_WORDS.has(word) && !this.commonTitleWords.has(word);
    const title = this.titleWords[page].filter(keep);
    const query = words.map((word, k) => [word, k] as const).filter(([word]) => keep(word));
    if (!title.length || !query.length) return 1;
    const titleSet = new Set(title);
    const joined = title.join('');
    const inTitle = alternatives.filter((a) => titleSet.has(this.terms[a.term]) || this.terms[a.term] === joined);
    // Each title word counts by its best match's quality: a completion is not the word itself.
    let titleHit = 0;
    for (const t of title) titleHit += Math.max(0, ...inTitle.filter((a) => this.terms[a.term] === t || this.terms[a.term] === joined).map((a) => a.quality));
    titleHit /= title.length;
    const queryHit = query.filter(([, k]) => inTitle.some((a) => a.from <= k && k <= a.to)).length / query.length;
    return 1 + titleHit * queryHit;
  }

  private fragment(n: number): Promise<(string | null)[]> {
    let fragment = this.fragments.get(n);
    if (!fragment) {
      fragment = this.load<LocalIndexFragment>(this.core.fragments[n][1]).then((data) => data.content);
      fragment.catch(() => this.fragments.delete(n));
      this.fragments.set(n, fragment);
    }
    return fragment;
  }

  private async content(id: number): Promise<string | null> {
    const n = rangeOf(this.core.fragments, id);
    return (await this.fragment(n))[id - this.core.fragments[n][0]] ?? null;
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
    const {ids, matched, excerpts} = ranked;
    const start = request.page * request.hitsPerPage;
    const hits = await Promise.all(
      ids.slice(start, start + request.hitsPerPage).map(async (id): Promise<SearchHit> => {
        const meta = this.metas[id];
        const content = meta.type === 'content' ? await this.content(id) : null;
        const highlight: SearchHit['highlight'] = {};
        for (const level of HIERARCHY_LEVELS) {
          const text = meta.hierarchy[level];
          if (text) highlight[level] = highlightText(text, matched);
        }
        if (content) highlight.content = highlightText(content, matched);
        const excerpt = content ?? (excerpts.has(id) ? await this.content(excerpts.get(id)!) : null);
        return {...meta, content, highlight, ...(excerpt ? {snippet: snippetText(excerpt, matched, request.snippetWords)} : {})};
      }),
    );
    return {query: request.query, hits, nbHits: ids.length, page: request.page, nbPages: Math.ceil(ids.length / request.hitsPerPage)};
  }

  /** Queries one or two typos away from a query that found nothing, that do find something. */
  async suggest(query: string, limit: number): Promise<string[]> {
    const terms = queryWords(query);
    const out: string[] = [];
    for (let i = 0; i < terms.length && out.length < limit; i++) {
      const distance = Math.max(2, typoDistance(terms[i]));
      const candidates = [...this.vocabulary.fuzzyGet(terms[i], distance)]
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
