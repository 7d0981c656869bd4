// The search step: DocSearch-shaped records (search/records.json, ready to upload to a hosted
// index) and, for the `local` provider, the content-hashed index files the browser fetches on its
// first search. Returns the settings the browser reads from the page's #sitegen-data.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
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

export function buildSearchFiles(args: {table: RouteTable; config: SiteConfig; parsed?: Map<string, ParsedMarkdown>; cacheFile?: string}): SearchFiles {
  const {config} = args;
  const records = args.table.routes.flatMap((route) => recordsForRoute(route, args.parsed?.get(route.source)));
  // Building the index is the slow part; the same records and settings give the same files.
  const {cacheFile} = args;
  const searchPage = args.table.chrome.searchPage;
  const key = cacheFile ? createHash('sha1').update(JSON.stringify([records, config.search, config.baseUrl, searchPage])).digest('hex') : '';
  if (cacheFile && fs.existsSync(cacheFile)) {
    const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as {key: string; outputs: [string, string][]; clientConfig: SearchClientConfig};
    if (cached.key === key) return {outputs: new Map(cached.outputs), clientConfig: cached.clientConfig, records};
  }
  const built = buildUncached(records, config, searchPage);
  if (cacheFile) {
    fs.mkdirSync(path.dirname(cacheFile), {recursive: true});
    fs.writeFileSync(cacheFile, JSON.stringify({key, outputs: [...built.outputs], clientConfig: built.clientConfig}));
  }
  return built;
}

function buildUncached(records: SearchRecord[], config: SiteConfig, searchPage: string): SearchFiles {
  const outputs = new Map<string, string>();
  outputs.set(`${SEARCH_DIR}/records.json`, JSON.stringify(records));
  const {search} = config;
  const common = {searchPage, ...(search.missingResultsUrl ? {missingResultsUrl: search.missingResultsUrl} : {})};
  if (search.provider === 'algolia') {
    const {appId, apiKey, indexName, hosts} = search;
    return {outputs, records, clientConfig: {...common, provider: 'algolia', appId, apiKey, indexName, ...(hosts ? {hosts} : {})}};
  }
  const local = buildLocalIndex(records, {dir: SEARCH_DIR, publicPath: config.baseUrl});
  for (const [file, json] of local.files) outputs.set(file, json);
  return {outputs, records, clientConfig: {...common, provider: 'local', indexUrl: local.coreUrl}};
}
