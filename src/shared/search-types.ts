// The search shapes shared by the build and the browser: DocSearch records (what the build
// extracts and a hosted index stores), and the one hit type both providers return.
export interface SearchHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2?: string | null;
  lvl3?: string | null;
  lvl4?: string | null;
  lvl5?: string | null;
  lvl6?: string | null;
}

export type HierarchyLevel = keyof SearchHierarchy;
export const HIERARCHY_LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface SearchRecord {
  objectID: string;
  hierarchy: SearchHierarchy;
  content: string | null;
  type: RecordType;
  url: string;
  /** The page's language (`htmlLang` of its locale). */
  language: string;
  docusaurus_tag: string[];
  /** Front matter `keywords`, on the page's own record (lvl1) only. */
  keywords?: string[];
  /** The page description (front matter, or the first paragraph), on the page's own record only. */
  description?: string;
  /** The page's URL: a hosted index shows a few records per page (`attributeForDistinct`). */
  url_without_anchor: string;
  /** For a hosted index's custom ranking: a title before a heading before text, then page order. */
  weight: {level: number; position: number};
}

/** Highlighted text as plain segments: odd entries are matches. Never HTML, so never injectable. */
export type Segments = string[];

export interface SearchHit {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: SearchHierarchy;
  content: string | null;
  /** Hierarchy levels and content with every match marked. */
  highlight: Partial<Record<HierarchyLevel | 'content', Segments>>;
  /**
   * Content cut to the snippet length around the first match; on a title or heading hit of the
   * local provider, the same from the page's best matching text (the /search page shows it).
   */
  snippet?: Segments;
}

export interface SearchResults {
  query: string;
  hits: SearchHit[];
  /** Total number of matching records, across every page of results. */
  nbHits: number;
  page: number;
  nbPages: number;
}

export interface SearchRequest {
  query: string;
  /** Zero-based page of `hitsPerPage` hits. */
  page: number;
  hitsPerPage: number;
  snippetWords: number;
}

/** The provider client's failure kinds (spec §8). */
export type SearchErrorKind = 'unreachable' | 'deserialization' | 'api';

export interface SearchProvider {
  /** The index the stored recent searches and favourites belong to. */
  indexName: string;
  /** Gets ready for a first query (the local provider loads its core index). */
  prepare(): Promise<void>;
  search(request: SearchRequest): Promise<SearchResults>;
  /** Other queries worth trying when one finds nothing (typo fixes), best first. */
  suggest(query: string): Promise<string[]>;
}

interface CommonClientConfig {
  /** `{baseUrl}search`: where 'See all … results' leads (pages built before it: '/search'). */
  searchPage?: string;
  /** Where 'Let us know.' points; `{query}` is replaced by the URL-encoded query. */
  missingResultsUrl?: string;
  /**
   * The docs version searched (`docs-default-<version>`): the last version's in the site data; a
   * docs page of another version names its own in `<meta name="docsearch:docusaurus_tag">`.
   */
  docsTag?: string;
  /** The `language` of the records searched, on a site in another language than English (the hosted index holds every locale's). */
  language?: string;
}

export type SearchClientConfig = CommonClientConfig &
  (
    | {
        provider: 'local';
        indexUrl: string;
        /** A site with several docs versions: the index of each version's tag (blog and pages in all). */
        versionIndexUrls?: Record<string, string>;
      }
    | {provider: 'algolia'; appId: string; apiKey: string; indexName: string; hosts?: string[]}
  );
