// The search step: DocSearch-shaped records (search/records.json, ready to upload to a hosted
// index, with search/settings.json: how that index must rank them) and, for the `local`
// provider, the content-hashed index files the browser fetches on its first search. Returns the
// settings the browser reads from the page's #sitegen-data.
import type {SiteConfig} from '../config/schema.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import type {Route, RouteTable} from '../routes/types.ts';
import type {SearchClientConfig, SearchRecord} from '../shared/search-types.ts';
import type {FileContent} from '../write/output-writer.ts';
import {recordsForRoute, recordTags} from './records.ts';
import {hostedSettings} from './settings.ts';

import {LOCAL_INDEX_CORE} from '../shared/search-index-format.ts';
import {DOCS_TAGS} from '../shared/search-constants.ts';

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

/** A page's records are in a version's index when they are that version's or belong to every search (`default`). */
function inScope(tags: string[], tag: string): boolean {
  return tags.includes(tag) || tags.includes('default');
}

/** Where the local index's core is: fixed, so pages do not change when the content does. */
export function localIndexUrl(baseUrl: string, dir: string): string {
  return `${baseUrl}${dir}/${LOCAL_INDEX_CORE}`;
}

/** Records encoded at a time: a few hundred kilobytes of JSON. */
const RECORDS_PER_PART = 500;

/**
 * `JSON.stringify([...records])` as UTF-8, in parts made as the records come and handed to the
 * writer as they are: neither the whole as one string (twice its size as a string holding one
 * character past Latin-1), nor all the records, nor the parts joined into one buffer beside them
 * need be alive at once.
 */
export function recordsJson(records: Iterable<SearchRecord>): Uint8Array[] {
  const parts: Uint8Array[] = [Buffer.from('[')];
  let part: string[] = [];
  const encode = () => {
    const json = part.join(',');
    parts.push(Buffer.from(parts.length > 1 ? `,${json}` : json));
    part = [];
  };
  for (const record of records) {
    part.push(JSON.stringify(record));
    if (part.length === RECORDS_PER_PART) encode();
  }
  if (part.length) encode();
  parts.push(Buffer.from(']'));
  return parts;
}

/**
 * The records and index files of the site, each as soon as it is made. A versioned site's
 * records are made once for records.json and again for each version's index, never all held at
 * once: on a large site they, and every version's index files, would be its build's peak memory.
 */
export async function* searchFiles(args: {table: RouteTable; config: Pick<SiteConfig, 'search' | 'baseUrl'>; parsed?: ReadonlyMap<string, ParsedMarkdown>}): AsyncGenerator<[string, FileContent]> {
  const {config, table} = args;
  const scopes = searchScopes(table);
  const versioned = scopes.length > 1;
  const alone = ownTagOnly(table);
  const options = (route: Route) => ({versioned: route.kind === 'doc' && alone.has(route.doc.version?.tag ?? ''), language: table.locale.current.htmlLang});
  function* recordsOf(routes: Route[]): Generator<SearchRecord> {
    for (const route of routes) yield* recordsForRoute(route, args.parsed?.get(route.source), options(route));
  }
  // One index: its records are made once, for both.
  const all = versioned ? undefined : [...recordsOf(table.routes)];
  yield [`${SEARCH_DIR}/records.json`, recordsJson(all ?? recordsOf(table.routes))];
  yield [`${SEARCH_DIR}/settings.json`, JSON.stringify(hostedSettings(config), null, 2)];
  if (config.search.provider !== 'local') return;
  // MiniSearch is loaded only when an index must be built.
  const {buildLocalIndex} = await import('./local-index.ts');
  for (const scope of scopes.length ? scopes : [{tag: DOCS_TAGS[1], dir: SEARCH_DIR}]) {
    const own = all ?? [...recordsOf(table.routes.filter((route) => inScope(recordTags(route, options(route)), scope.tag)))];
    yield* buildLocalIndex(own, {dir: scope.dir, publicPath: config.baseUrl, synonyms: config.search.synonyms}).files;
  }
}
