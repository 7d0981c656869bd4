// The hit shape both providers return (DocSearch's), shared by the build and the browser.
export interface SearchHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2?: string | null;
  lvl3?: string | null;
  lvl4?: string | null;
  lvl5?: string | null;
  lvl6?: string | null;
}

export interface SearchRecord {
  objectID: string;
  hierarchy: SearchHierarchy;
  content: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  url: string;
  language: 'en';
  docusaurus_tag: string[];
}

export type SearchClientConfig =
  | {provider: 'local'; indexUrl: string}
  | {provider: 'algolia'; appId: string; apiKey: string; indexName: string; hosts?: string[]};
