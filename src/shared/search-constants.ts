// The search constants of the spec (§2 "Search modal", §7, §9) and DocSearch's storage keys,
// written once for the build, the templates and the browser.
export const SEARCH = {
  placeholder: 'Search docs',
  maxQueryLength: 64,
  hitsPerPage: 20,
  hitsPerGroup: 5,
  snippetWords: 10,
  snippetWordsSmall: 5,
  /** Screens up to this width get the short snippet. */
  smallScreenQuery: '(max-width: 768px)',
  recentSearches: 7,
  recentSearchesWithFavourites: 4,
  favouriteSearches: 10,
  suggestions: 3,
  stalledAfterMs: 300,
  queryParam: 'q',
} as const;

/** Hosted-service client rules (§7): seconds, as the client library takes them. */
export const ALGOLIA_TIMEOUTS = {connect: 1, read: 2, write: 30} as const;
/** How long a failed host is avoided (§7); the client library's own expiration delay. */
export const HOST_AVOIDANCE_MS = 2 * 60 * 1000;

export const DOCS_TAGS = ['default', 'docs-default-current'];
/** Facet filters of §7: language, and the default tag or the docs version's tag (`docs-{pluginId}-{version}`). */
export function searchFacetFilters(docsTag = DOCS_TAGS[1], language = 'en'): (string | string[])[] {
  return [`language:${language}`, ['docusaurus_tag:default', `docusaurus_tag:${docsTag}`]];
}
export const SEARCH_FACET_FILTERS = searchFacetFilters();
/** The page's docs version tag, for DocSearch's crawler and for the search box of that page. */
export const DOCS_TAG_META = 'docsearch:docusaurus_tag';

/** DocSearch stores recent searches and favourites per index under these keys. */
export const searchStorageKeys = (indexName: string) => ({
  recent: `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
  favourite: `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
});

/** The local provider has no hosted index; its stored searches live under this name. */
export const LOCAL_INDEX_NAME = 'local';

/** The placeholder's id in the theme catalogue (src/shared/theme-strings.ts). */
export const PLACEHOLDER_ID = 'theme.SearchBar.placeholder';

export const SEARCH_TEXTS = {
  noRecent: 'No recent searches',
  recentTitle: 'Recent',
  favouriteTitle: 'Favorite',
  saveRecent: 'Save this search',
  removeRecent: 'Remove this search from history',
  removeFavourite: 'Remove this search from favorites',
  noResults: (query: string) => `No results for "${query}"`,
  trySearching: 'Try searching for',
  missingResults: 'Believe this query should return results?',
  letUsKnow: 'Let us know.',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  seeAll: (count: number) => `See all ${count} results`,
  noJs: 'Search needs JavaScript.',
  dialogLabel: 'Search',
  formLabel: 'Search the documentation',
  resultsLabel: 'Search results',
  loading: 'Loading results',
  resultCount: (count: number) => `${count} results`,
  /** `count` is a number, or a placeholder (`{count}`) when the text is a template. */
  resultsFor: (count: number | string, query: string) => `${count} results for "${query}"`,
  loadMore: 'Load more results',
} as const;

/** The search page's site path; its public path (base URL, trailing slash) comes from the route table. */
export const SEARCH_PAGE_PATH = '/search';

/** The link shape of spec §2: `{baseUrl}search?q={query}`. */
export function searchPageHref(searchPage: string | undefined, query: string): string {
  return `${searchPage ?? SEARCH_PAGE_PATH}?${SEARCH.queryParam}=${encodeURIComponent(query)}`;
}
