// The local provider's engine: MiniSearch over the build's index files. It loads the core once,
// then only the postings shards a query can touch (its terms and their prefix and typo expansions,
// found in the vocabulary with MiniSearch's own SearchableMap) and the content fragments of the
// hits it returns. Pure (no DOM): the browser passes fetch, tests pass a file reader.
import MiniSearch, {type AsPlainObject} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {decodeNumbers, decodePostings, decodeTerms, fieldLengths, isPrefixTerm, LOCAL_FIELDS, LOCAL_INDEX_OPTIONS, searchOptions, toDocument, typoDistance, type IndexedDocument, type Postings} from '../../shared/local-index.ts';
import {LOCAL_INDEX_VERSION, rangeOf, recordMetas, type LocalIndexCore, type LocalIndexFragment, type LocalIndexShard, type RecordMeta} from '../../shared/search-index-format.ts';
import {HIERARCHY_LEVELS, type SearchHit, type SearchRequest, type SearchResults} from '../../shared/search-types.ts';
import {highlightText, queryTerms, snippetText} from '../../shared/search-text.ts';
import {SearchError} from './errors.ts';

export type JsonLoader = <T>(url: string) => Promise<T>;

export class LocalEngine {
  private readonly metas: RecordMeta[];
  private readonly terms: string[];
  private readonly vocabulary: SearchableMap<number>;
  private readonly documents: Pick<AsPlainObject, 'documentIds' | 'fieldLength'>;
  private readonly shards = new Map<number, Promise<[string, Postings][]>>();
  private readonly fragments = new Map<number, Promise<(string | null)[]>>();
  private mini?: MiniSearch<IndexedDocument>;
  private miniShardCount = -1;
  /** Recent queries' ranked results: typing back and paging do not search again. */
  private readonly recent = new Map<string, ReturnType<MiniSearch['search']>>();

  constructor(
    private readonly core: LocalIndexCore,
    private readonly load: JsonLoader,
  ) {
    if (core.version !== LOCAL_INDEX_VERSION) throw new SearchError('deserialization', `search index version ${core.version} is not ${LOCAL_INDEX_VERSION}`);
    this.metas = recordMetas(core);
    this.terms = decodeTerms(core.terms);
    this.vocabulary = new SearchableMap<number>();
    this.terms.forEach((term, n) => this.vocabulary.set(term, n));
    const contentLength = decodeNumbers(core.stats.contentLength);
    const content = LOCAL_FIELDS.indexOf('content');
    const documentIds: Record<string, number> = {};
    const fieldLength: Record<string, number[]> = {};
    this.metas.forEach((meta, id) => {
      documentIds[id] = id;
      fieldLength[id] = fieldLengths(toDocument({...meta, content: null, language: 'en', docusaurus_tag: []}, id));
      fieldLength[id][content] = contentLength[id];
    });
    this.documents = {documentIds, fieldLength};
  }

  private readonly options = searchOptions((id) => this.metas[id].type);

  static async open(url: string, load: JsonLoader): Promise<LocalEngine> {
    return new LocalEngine(await load<LocalIndexCore>(url), load);
  }

  /** Vocabulary entries a query term can match: itself, words it starts, words one or two typos away. */
  private expansions(term: string, index: number, count: number): string[] {
    const found = new Set<string>();
    if (this.vocabulary.has(term)) found.add(term);
    if (isPrefixTerm(index, count)) for (const key of this.vocabulary.atPrefix(term).keys()) found.add(key);
    const distance = typoDistance(term);
    if (distance) for (const key of this.vocabulary.fuzzyGet(term, distance).keys()) found.add(key);
    return [...found];
  }

  private shard(n: number): Promise<[string, Postings][]> {
    let shard = this.shards.get(n);
    if (!shard) {
      const [first, url] = this.core.shards[n];
      shard = this.load<LocalIndexShard>(url).then((data) => data.postings.map((text, i) => [this.terms[first + i], decodePostings(text)] as [string, Postings]));
      // A failed fetch is retried by the next query rather than remembered.
      shard.catch(() => this.shards.delete(n));
      this.shards.set(n, shard);
    }
    return shard;
  }

  private async engineFor(terms: string[]): Promise<MiniSearch<IndexedDocument>> {
    const needed = new Set<number>();
    terms.forEach((term, i) => {
      for (const word of this.expansions(term, i, terms.length)) needed.add(rangeOf(this.core.shards, this.vocabulary.get(word)!));
    });
    await Promise.all([...needed].map((n) => this.shard(n)));
    if (!this.mini || this.miniShardCount !== this.shards.size) {
      // MiniSearch has no public way to add postings, so it is rebuilt from every loaded shard;
      // this happens only when a query brought new shards.
      const loaded = await Promise.all(this.shards.values());
      this.miniShardCount = this.shards.size;
      this.recent.clear();
      this.mini = MiniSearch.loadJS<IndexedDocument>(
        {
          documentCount: this.core.stats.documentCount,
          nextId: this.metas.length,
          ...this.documents,
          fieldIds: Object.fromEntries(LOCAL_FIELDS.map((field, n) => [field, n])),
          averageFieldLength: this.core.stats.averageFieldLength,
          storedFields: {},
          dirtCount: 0,
          index: loaded.flat(),
          serializationVersion: 2,
        },
        LOCAL_INDEX_OPTIONS,
      );
    }
    return this.mini;
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
    const terms = queryTerms(request.query);
    const empty = {query: request.query, hits: [], nbHits: 0, page: request.page, nbPages: 0};
    if (!terms.length) return empty;
    const mini = await this.engineFor(terms);
    const key = terms.join(' ');
    let results = this.recent.get(key);
    if (!results) {
      results = mini.search(request.query, this.options);
      this.recent.set(key, results);
      if (this.recent.size > 20) this.recent.delete(this.recent.keys().next().value!);
    }
    const start = request.page * request.hitsPerPage;
    const page = results.slice(start, start + request.hitsPerPage);
    const hits = await Promise.all(
      page.map(async (result): Promise<SearchHit> => {
        const id = result.id as number;
        const meta = this.metas[id];
        const matched = new Set(result.terms);
        const content = meta.type === 'content' ? await this.content(id) : null;
        const highlight: SearchHit['highlight'] = {};
        for (const level of HIERARCHY_LEVELS) {
          const text = meta.hierarchy[level];
          if (text) highlight[level] = highlightText(text, matched);
        }
        if (content) highlight.content = highlightText(content, matched);
        return {...meta, content, highlight, ...(content ? {snippet: snippetText(content, matched, request.snippetWords)} : {})};
      }),
    );
    return {query: request.query, hits, nbHits: results.length, page: request.page, nbPages: Math.ceil(results.length / request.hitsPerPage)};
  }

  /** Queries one or two typos away from a query that found nothing, that do find something. */
  async suggest(query: string, limit: number): Promise<string[]> {
    const terms = queryTerms(query);
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
