// The search step: DocSearch-shaped records (search/records.json, ready to upload to a hosted
// index) and, for the `local` provider, the content-hashed index files the browser fetches on its
// first search. Returns the settings the browser reads from the page's #sitegen-data.
import type {SiteConfig} from '../config/schema.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import type {RouteTable} from '../routes/types.ts';
import type {SearchClientConfig, SearchRecord} from '../shared/search-types.ts';
import {recordsForRoute} from './records.ts';
import {buildLocalIndex} from './local-index.ts';

export interface SearchFiles {
  outputs: Map<string, string>;
  clientConfig: SearchClientConfig;
  records: SearchRecord[];
}

const SEARCH_DIR = 'search';

export function buildSearchFiles(args: {table: RouteTable; config: SiteConfig; parsed?: Map<string, ParsedMarkdown>}): SearchFiles {
  const {config} = args;
  const records = args.table.routes.flatMap((route) => recordsForRoute(route, args.parsed?.get(route.source)));
  const outputs = new Map<string, string>();
  outputs.set(`${SEARCH_DIR}/records.json`, JSON.stringify(records));
  const {search} = config;
  const common = {searchPage: `${config.baseUrl}search`, ...(search.missingResultsUrl ? {missingResultsUrl: search.missingResultsUrl} : {})};
  if (search.provider === 'algolia') {
    const {appId, apiKey, indexName, hosts} = search;
    return {outputs, records, clientConfig: {...common, provider: 'algolia', appId, apiKey, indexName, ...(hosts ? {hosts} : {})}};
  }
  const local = buildLocalIndex(records, {dir: SEARCH_DIR, publicPath: config.baseUrl});
  for (const [file, json] of local.files) outputs.set(file, json);
  return {outputs, records, clientConfig: {...common, provider: 'local', indexUrl: local.coreUrl}};
}
