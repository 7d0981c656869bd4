// The hosted provider, through the official client (algoliasearch v4 lite, ≈ 5 KB gzip). Its
// transporter already has the spec's rules: connect 1 s, read 2 s, write 30 s; retry on timeouts
// and on statuses that are neither 2xx nor 4xx, moving to the next host; a failed host avoided for
// 2 minutes (kept in localStorage, so across pages); and the three error kinds.
import algoliasearch, {type AlgoliaSearchOptions} from 'algoliasearch/lite';
import {ALGOLIA_TIMEOUTS, searchFacetFilters} from '../../shared/search-constants.ts';
import {HIGHLIGHT_POST, HIGHLIGHT_PRE, segmentsFromMarked} from '../../shared/search-text.ts';
import {HIERARCHY_LEVELS, type SearchClientConfig, type SearchHit, type SearchProvider, type SearchRecord} from '../../shared/search-types.ts';
import {SearchError} from './errors.ts';

type AlgoliaConfig = Extract<SearchClientConfig, {provider: 'algolia'}>;

interface Marked {
  value: string;
}

type AlgoliaHit = Pick<SearchRecord, 'objectID' | 'hierarchy' | 'content' | 'type' | 'url'> & {
  _highlightResult?: {hierarchy?: Partial<Record<string, Marked>>; content?: Marked};
  _snippetResult?: {content?: Marked};
};

/** 'http://127.0.0.1:8080' → {protocol: 'http', url: '127.0.0.1:8080'}; a bare host is https. */
export function parseHost(host: string): {protocol: string; url: string} {
  const match = /^(https?):\/\/([^/]+)\/?$/.exec(host);
  return match ? {protocol: match[1], url: match[2]} : {protocol: 'https', url: host};
}

function searchError(error: unknown): SearchError {
  const name = (error as {name?: string})?.name;
  const message = (error as {message?: string})?.message ?? String(error);
  if (name === 'DeserializationError') return new SearchError('deserialization', message, {cause: error});
  if (name === 'ApiError') return new SearchError('api', message, {cause: error});
  return new SearchError('unreachable', message, {cause: error});
}

function toHit(hit: AlgoliaHit): SearchHit {
  const highlight: SearchHit['highlight'] = {};
  for (const level of HIERARCHY_LEVELS) {
    const marked = hit._highlightResult?.hierarchy?.[level]?.value;
    const plain = hit.hierarchy?.[level];
    if (marked !== undefined || plain) highlight[level] = marked !== undefined ? segmentsFromMarked(marked) : [plain!];
  }
  if (hit._highlightResult?.content) highlight.content = segmentsFromMarked(hit._highlightResult.content.value);
  const snippet = hit._snippetResult?.content?.value;
  return {
    objectID: hit.objectID,
    url: hit.url,
    type: hit.type,
    hierarchy: hit.hierarchy,
    content: hit.content ?? null,
    highlight,
    ...(snippet !== undefined && hit.content ? {snippet: segmentsFromMarked(snippet)} : {}),
  };
}

/** The official client with the spec's timeouts, and the configured hosts when there are any. */
export function algoliaClient(config: AlgoliaConfig, clientOptions: AlgoliaSearchOptions = {}) {
  return algoliasearch(config.appId, config.apiKey, {
    timeouts: ALGOLIA_TIMEOUTS,
    ...(config.hosts?.length ? {hosts: config.hosts.map(parseHost)} : {}),
    ...clientOptions,
  });
}

export function createAlgoliaProvider(config: AlgoliaConfig, clientOptions: AlgoliaSearchOptions = {}): SearchProvider {
  const client = algoliaClient(config, clientOptions);
  return {
    indexName: config.indexName,
    async prepare() {
      // Nothing to load: the first query goes straight to the service.
    },
    async search(request) {
      const levels = HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`);
      let response;
      try {
        response = await client.search<AlgoliaHit>([
          {
            indexName: config.indexName,
            params: {
              query: request.query,
              attributesToRetrieve: [...levels, 'content', 'type', 'url'],
              attributesToSnippet: [...levels.slice(1).map((level) => `${level}:${request.snippetWords}`), `content:${request.snippetWords}`],
              snippetEllipsisText: '…',
              highlightPreTag: HIGHLIGHT_PRE,
              highlightPostTag: HIGHLIGHT_POST,
              hitsPerPage: request.hitsPerPage,
              page: request.page,
              facetFilters: searchFacetFilters(config.docsTag, config.language),
            },
          },
        ]);
      } catch (error) {
        throw searchError(error);
      }
      const result = response.results[0] as {hits?: AlgoliaHit[]; nbHits?: number; page?: number; nbPages?: number} | undefined;
      if (!result || !Array.isArray(result.hits)) throw new SearchError('deserialization', 'the search service answered without results[0].hits');
      return {
        query: request.query,
        hits: result.hits.map(toHit),
        nbHits: result.nbHits ?? result.hits.length,
        page: result.page ?? request.page,
        nbPages: result.nbPages ?? 1,
      };
    },
    async suggest() {
      // The hosted index exposes no vocabulary; the UI falls back to sections seen in earlier results.
      return [];
    },
  };
}
