// The local provider's engine over the build's index files. It loads the core once (vocabulary,
// record table, statistics, synonyms), then only the postings shards a query can touch and the
// content fragments of the hits it returns (index-files.ts). Pure (no DOM): the browser passes
// fetch, tests pass a file reader.
//
// Ranking, page first: each query word is matched by vocabulary terms (itself, words with the same
// English stem, the word being typed as a prefix, one or two typos, and adjacent query words joined,
// so "offthread video" meets `OffthreadVideo`: query-wordings.ts, vocabulary.ts); a record scores per
// word by the best field it matches in (FIELD_WEIGHTS) times the term's rarity (span-scores.ts); a
// page scores by its best record per word, plus how well one record covers the query, scaled by the
// share of the query's (rarity-weighted) words it has, so words a page lacks are optional but cost;
// a page whose title is the query outranks pages that mention it (page-scores.ts, pages.ts). Each
// page shows at most RECORDS_PER_PAGE records, best first (page-listing.ts).
import {decodeTerms, typoDistance} from '../../shared/local-index.ts';
import {LOCAL_INDEX_VERSION, recordMetas, type LocalIndexCore, type RecordMeta} from '../../shared/search-index-format.ts';
import type {SearchRequest, SearchResults} from '../../shared/search-types.ts';
import {queryWords} from '../../shared/search-text.ts';
import {SearchError} from './errors.ts';
import {hitsOf, type Ranked} from './hits.ts';
import {IndexFiles, type JsonLoader} from './index-files.ts';
import {listByPage} from './page-listing.ts';
import {PageScorer} from './page-scores.ts';
import {pagesOf, type Pages} from './pages.ts';
import {wordingsOf, type Wordings} from './query-wordings.ts';
import {warmScoringLoops} from './scoring.ts';
import {SpanScorer} from './span-scores.ts';
import {Vocabulary} from './vocabulary.ts';
import {warmUp} from './warm-up.ts';

export type {JsonLoader} from './index-files.ts';

/** Recent queries whose ranked results are kept. */
const RECENT_QUERIES = 20;

export class LocalEngine {
  private readonly metas: RecordMeta[];
  /** The index's terms, and the query words' matches among them. */
  private readonly vocab: Vocabulary;
  private readonly files: IndexFiles;
  private readonly pages: Pages;
  private readonly spans: SpanScorer;
  private readonly scorer: PageScorer;
  /** Recent queries' ranked results: typing back and paging do not search again. */
  private readonly recent = new Map<string, Ranked>();

  constructor(
    private readonly core: LocalIndexCore,
    load: JsonLoader,
  ) {
    if (core.version !== LOCAL_INDEX_VERSION) throw new SearchError('deserialization', `search index version ${core.version} is not ${LOCAL_INDEX_VERSION}`);
    this.metas = recordMetas(core);
    this.vocab = new Vocabulary(decodeTerms(core.terms));
    this.files = new IndexFiles(core, load, this.metas.length);
    this.pages = pagesOf(this.metas, this.vocab);
    this.spans = new SpanScorer(core.stats, this.files, this.vocab, this.metas.length);
    this.scorer = new PageScorer(this.pages, this.spans);
  }

  static async open(url: string, load: JsonLoader): Promise<LocalEngine> {
    const engine = new LocalEngine(await load<LocalIndexCore>(url), load);
    warmScoringLoops();
    await engine.warmUp();
    return engine;
  }

  private warmUp(): Promise<void> {
    const {files, spans} = this;
    return warmUp({
      metas: this.metas,
      vocab: this.vocab,
      shardCount: this.core.shards.length,
      shardOf: (term) => files.shardOf(term),
      loadShard: (n) => files.shard(n),
      wordings: (query) => this.wordings(query),
      rankWordings: (wordings) => this.rankWordings(wordings),
      forgetSpan: (span) => spans.forget(span),
    });
  }

  private wordings(query: string): Wordings {
    return wordingsOf(query, this.vocab, this.core.synonyms);
  }

  private async rank(query: string): Promise<Ranked> {
    const wordings = this.wordings(query);
    const missing = this.files.missingShards(wordings.alternatives);
    if (missing.length) await Promise.all(missing.map((n) => this.files.shard(n)));
    return this.rankWordings(wordings);
  }

  /** Ranks a query's wordings, their shards loaded. */
  private rankWordings({words, variants, alternatives}: Wordings): Ranked {
    // Every wording's page and record scores, the best of each kept.
    const {scorer} = this;
    const {pageScore} = scorer;
    const pages: number[] = [];
    const matched = new Set<string>(words);
    scorer.begin();
    variants.forEach((variant, v) => scorer.score(variant.words, alternatives[v], variant.weight, matched, pages));
    pages.sort((a, b) => pageScore[b] - pageScore[a] || a - b);
    const {ids, excerpts} = listByPage(pages, scorer.recordScore, this.pages, this.metas);
    scorer.clear(pages);
    return {ids, excerpts, matched};
  }

  async search(request: SearchRequest): Promise<SearchResults> {
    const key = queryWords(request.query).join(' ');
    const empty = {query: request.query, hits: [], nbHits: 0, page: request.page, nbPages: 0};
    if (!key) return empty;
    let ranked = this.recent.get(key);
    if (!ranked) {
      ranked = await this.rank(request.query);
      this.recent.set(key, ranked);
      if (this.recent.size > RECENT_QUERIES) this.recent.delete(this.recent.keys().next().value!);
    }
    const {ids, excerpts} = ranked;
    const start = request.page * request.hitsPerPage;
    const end = Math.min(ids.length, start + request.hitsPerPage);
    // The fragments holding the hits' texts, fetched together; then the hits are made in one go
    // (a promise per hit would be much of a keystroke's garbage).
    const missing = new Set<number>();
    for (let at = start; at < end; at++) {
      const text = this.metas[ids[at]].type === 'content' ? ids[at] : excerpts[at];
      if (text < 0) continue;
      const n = this.files.missingFragment(text);
      if (n >= 0) missing.add(n);
    }
    if (missing.size) await Promise.all([...missing].map((n) => this.files.fragment(n)));
    const hits = hitsOf(this.metas, ranked, start, end, request.snippetWords, (id) => this.files.content(id));
    return {query: request.query, hits, nbHits: ids.length, page: request.page, nbPages: Math.ceil(ids.length / request.hitsPerPage)};
  }

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
