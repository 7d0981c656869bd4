// The search step: DocSearch-shaped records (search/records.json, ready to upload to a hosted
// index, with search/settings.json: how that index must rank them) and, for the `local`
// provider, the content-hashed index files the browser fetches on its first search. Returns the
// settings the browser reads from the page's #sitegen-data.
import type {SiteConfig} from '../config/schema.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import type {RouteTable} from '../routes/types.ts';
import type {SearchClientConfig, SearchRecord} from '../shared/search-types.ts';
import {recordsForRoute} from './records.ts';
import {hostedSettings} from './settings.ts';

import {LOCAL_INDEX_CORE} from '../shared/search-index-format.ts';
import {DOCS_TAGS} from '../shared/search-constants.ts';

export interface SearchFiles {
  outputs: Map<string, string | Uint8Array>;
  records: SearchRecord[];
}

const SEARCH_DIR = 'search';

/**
 * What pages tell the browser about search. It depends on the settings only, never on the
 * content (the local index has a fixed address), so no page changes when the index does.
 */
export function searchClientConfig(config: SiteConfig, table: RouteTable): SearchClientConfig {
  const {search} = config;
  const scopes = searchScopes(table);
  const common = {
    searchPage: table.chrome.searchPage,
    ...(search.missingResultsUrl ? {missingResultsUrl: search.missingResultsUrl} : {}),
    // Only a versioned site names its docs version; others keep Docusaurus's default tag.
    ...(scopes.length > 1 ? {docsTag: scopes[0].tag} : {}),
    ...(table.locale.current.htmlLang !== 'en' ? {language: table.locale.current.htmlLang} : {}),
  };
  if (search.provider === 'algolia') {
    const {appId, apiKey, indexName, hosts} = search;
    return {...common, provider: 'algolia', appId, apiKey, indexName, ...(hosts ? {hosts} : {})};
  }
  const others = scopes.slice(1);
  return {
    ...common,
    provider: 'local',
    indexUrl: localIndexUrl(config.baseUrl, SEARCH_DIR),
    ...(others.length ? {versionIndexUrls: Object.fromEntries(others.map((scope) => [scope.tag, localIndexUrl(config.baseUrl, scope.dir)]))} : {}),
  };
}

/**
 * One local index per docs version, each with the blog and that version's docs: the last
 * version's in search/, the others' in search/version-<name>/. A reader of old docs finds old docs.
 * The versions are those of the first versioned docs instance; another instance's docs are in
 * every index (a versioned one's last version only).
 */
function searchScopes(table: RouteTable): {tag: string; dir: string}[] {
  const versioned = versionedInstances(table);
  return table.docsVersions.filter((version) => version.pluginId === versioned[0]).map((version) => ({tag: version.tag, dir: version.isLast ? SEARCH_DIR : `${SEARCH_DIR}/version-${version.name}`}));
}

function versionedInstances(table: RouteTable): string[] {
  const ids = table.docsVersions.map((version) => version.pluginId);
  return [...new Set(ids)].filter((id) => ids.filter((other) => other === id).length > 1);
}

/**
 * Docs tags whose records carry that tag alone (not `default`), so a search of one version
 * leaves them out: every version of the scoped instance, other versioned instances' older ones.
 */
function ownTagOnly(table: RouteTable): Set<string> {
  const [scoped, ...others] = versionedInstances(table);
  return new Set(table.docsVersions.filter((v) => v.pluginId === scoped || (others.includes(v.pluginId) && !v.isLast)).map((v) => v.tag));
}

/** A record is in a version's index when it is that version's or belongs to every search (`default`). */
function inScope(record: SearchRecord, tag: string): boolean {
  return record.docusaurus_tag.includes(tag) || record.docusaurus_tag.includes('default');
}

/** Where the local index's core is: fixed, so pages do not change when the content does. */
export function localIndexUrl(baseUrl: string, dir: string): string {
  return `${baseUrl}${dir}/${LOCAL_INDEX_CORE}`;
}

/** Records encoded at a time: a few hundred kilobytes of JSON. */
const RECORDS_PER_PART = 500;

/**
 * `JSON.stringify(records)` as UTF-8, made in parts: the whole as one string would be the largest
 * value of a big site's build (twice its size as a string holding one character past Latin-1),
 * alive while it is encoded again for writing.
 */
export function recordsJson(records: SearchRecord[]): Uint8Array {
  const parts: Buffer[] = [];
  for (let start = 0; start < records.length; start += RECORDS_PER_PART) {
    const json = records.slice(start, start + RECORDS_PER_PART).map((record) => JSON.stringify(record)).join(',');
    parts.push(Buffer.from(start ? `,${json}` : json));
  }
  return Buffer.concat([Buffer.from('['), ...parts, Buffer.from(']')]);
}

/** The records and index files of the site. */
export async function buildSearchFiles(args: {table: RouteTable; config: Pick<SiteConfig, 'search' | 'baseUrl'>; parsed?: ReadonlyMap<string, ParsedMarkdown>}): Promise<SearchFiles> {
  const {config} = args;
  const scopes = searchScopes(args.table);
  const versioned = scopes.length > 1;
  const alone = ownTagOnly(args.table);
  const records = args.table.routes.flatMap((route) => recordsForRoute(route, args.parsed?.get(route.source), {versioned: route.kind === 'doc' && alone.has(route.doc.version?.tag ?? ''), language: args.table.locale.current.htmlLang}));
  const outputs = new Map<string, string | Uint8Array>();
  outputs.set(`${SEARCH_DIR}/records.json`, recordsJson(records));
  outputs.set(`${SEARCH_DIR}/settings.json`, JSON.stringify(hostedSettings(config), null, 2));
  if (config.search.provider === 'local') {
    // MiniSearch is loaded only when an index must be built.
    const {buildLocalIndex} = await import('./local-index.ts');
    for (const scope of scopes.length ? scopes : [{tag: DOCS_TAGS[1], dir: SEARCH_DIR}]) {
      const own = versioned ? records.filter((record) => inScope(record, scope.tag)) : records;
      for (const [file, json] of buildLocalIndex(own, {dir: scope.dir, publicPath: config.baseUrl, synonyms: config.search.synonyms}).files) outputs.set(file, json);
    }
  }
  return {outputs, records};
}
