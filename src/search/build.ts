// The search step: DocSearch-shaped records (search/records.json, ready to upload to a hosted
// index) and, for the `local` provider, the content-hashed index files the browser fetches on its
// first search. Returns the settings the browser reads from the page's #sitegen-data.
import type {SiteConfig} from '../config/schema.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import type {RouteTable} from '../routes/types.ts';
import type {SearchClientConfig, SearchRecord} from '../shared/search-types.ts';
import {recordsForRoute} from './records.ts';

import {LOCAL_INDEX_CORE} from '../shared/search-index-format.ts';

export interface SearchFiles {
  outputs: Map<string, string>;
  records: SearchRecord[];
}

const SEARCH_DIR = 'search';

/**
 * What pages tell the browser about search. It depends on the settings only, never on the
 * content (the local index has a fixed address), so no page changes when the index does.
 */
export function searchClientConfig(config: SiteConfig, table: RouteTable): SearchClientConfig {
  const {search} = config;
  const common = {searchPage: table.chrome.searchPage, ...(search.missingResultsUrl ? {missingResultsUrl: search.missingResultsUrl} : {})};
  if (search.provider === 'algolia') {
    const {appId, apiKey, indexName, hosts} = search;
    return {...common, provider: 'algolia', appId, apiKey, indexName, ...(hosts ? {hosts} : {})};
  }
  return {...common, provider: 'local', indexUrl: localIndexUrl(config.baseUrl, SEARCH_DIR)};
}

/** Where the local index's core is: fixed, so pages do not change when the content does. */
export function localIndexUrl(baseUrl: string, dir: string): string {
  return `${baseUrl}${dir}/${LOCAL_INDEX_CORE}`;
}

/** The records and index files of the site. */
export async function buildSearchFiles(args: {table: RouteTable; config: SiteConfig; parsed?: Map<string, ParsedMarkdown>}): Promise<SearchFiles> {
  const {config} = args;
  const records = args.table.routes.flatMap((route) => recordsForRoute(route, args.parsed?.get(route.source)));
  const outputs = new Map<string, string>();
  outputs.set(`${SEARCH_DIR}/records.json`, JSON.stringify(records));
  if (config.search.provider === 'local') {
    // MiniSearch is loaded only when an index must be built.
    const {buildLocalIndex} = await import('./local-index.ts');
    for (const [file, json] of buildLocalIndex(records, {dir: SEARCH_DIR, publicPath: config.baseUrl}).files) outputs.set(file, json);
  }
  return {outputs, records};
}
