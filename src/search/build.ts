// The search step: DocSearch-shaped records for upload to a hosted index, and for the `local`
// provider a compact, content-hashed MiniSearch index the browser fetches on first search.
import {createHash} from 'node:crypto';
import MiniSearch from 'minisearch';
import type {SiteConfig} from '../config/schema.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import type {RouteTable} from '../routes/types.ts';
import type {SearchClientConfig, SearchRecord} from '../shared/search-types.ts';
import {LOCAL_INDEX_OPTIONS, toDocument} from '../shared/local-index.ts';
import {recordsForRoute} from './records.ts';

export interface SearchFiles {
  outputs: Map<string, string>;
  clientConfig: SearchClientConfig;
  records: SearchRecord[];
}

export function buildSearchFiles(args: {table: RouteTable; config: SiteConfig; parsed?: Map<string, ParsedMarkdown>}): SearchFiles {
  const {config} = args;
  const records = args.table.routes.flatMap((route) => recordsForRoute(route, args.parsed?.get(route.source)));
  const outputs = new Map<string, string>();
  outputs.set('search/records.json', JSON.stringify(records));
  if (config.search.provider === 'algolia') {
    const {appId, apiKey, indexName, hosts} = config.search;
    return {outputs, records, clientConfig: {provider: 'algolia', appId, apiKey, indexName, hosts}};
  }
  const index = new MiniSearch(LOCAL_INDEX_OPTIONS);
  index.addAll(records.map((record, n) => toDocument(record, n)));
  const json = JSON.stringify({index: index.toJSON(), records: records.map((r) => [r.hierarchy, r.content, r.type, r.url])});
  const hash = createHash('sha1').update(json).digest('hex').slice(0, 10);
  const name = `search/index-${hash}.json`;
  outputs.set(name, json);
  return {outputs, records, clientConfig: {provider: 'local', indexUrl: `/${name}`}};
}
