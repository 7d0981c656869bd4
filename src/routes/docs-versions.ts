// Every docs version's routes, and what ties the versions together: each doc's version dropdown
// (the same doc in each version, or that version's first page), the banner of versions other
// than the last linking to the same page in it, and canonical URLs of old versions pointing there.
import type {SiteConfig} from '../config/schema.ts';
import type {LastUpdate} from '../content/last-updated.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import {docsInstance, type DocsVersion} from '../content/versions.ts';
import {docsLabelsKey} from '../i18n/translations.ts';
import type {DocEntry} from './docs.ts';
import {buildDocsRoutes} from './docs-routes.ts';
import type {SidebarsInput} from './sidebar-config.ts';
import type {CategoryMeta} from './sidebars.ts';
import {sidebarHrefs} from './sidebars.ts';
import {normalizeRoute} from './paths.ts';
import {withBaseUrl} from '../shared/urls.ts';
import type {Route, Sidebar} from './types.ts';
import type {ThemeMessages} from '../shared/theme-strings.ts';

export interface VersionInput {
  version: DocsVersion;
  docs: ParsedMarkdown[];
  sidebars?: {input: SidebarsInput; file: string};
  categories: Map<string, CategoryMeta>;
}

export interface BuiltVersion {
  version: DocsVersion;
  docs: Map<string, DocEntry>;
  sidebars: Sidebar[];
  /** The version's first page: its docs root, else the first doc of its first sidebar. */
  home: string;
  /** Its URL prefix, with the base URL (`/docs/next`). */
  base: string;
  draftIds: string[];
}

export function buildVersionedDocs(input: {
  config: SiteConfig;
  versions: VersionInput[];
  lastUpdated?: Map<string, LastUpdate>;
  includeDrafts: boolean;
  toRoute: (sitePath: string) => string;
  /** The building locale: its texts, date format and translation files per version (`current`, `version-1.0`). */
  locale?: {messages: ThemeMessages; htmlLang: string; calendar: string; docs: Record<string, Record<string, string>>};
}): {routes: Route[]; versions: BuiltVersion[]} {
  const routes: Route[] = [];
  const versions: BuiltVersion[] = [];
  for (const found of input.versions) {
    const labels = input.locale?.docs[docsLabelsKey(found.version.pluginId, found.version.name === 'current' ? 'current' : `version-${found.version.name}`)];
    // The translation file's `version.label` renames the version in this locale.
    const entry = labels?.['version.label'] ? {...found, version: {...found.version, label: labels['version.label']}} : found;
    const built = buildDocsRoutes({
      config: input.config,
      options: docsInstance(input.config, entry.version.pluginId)!,
      version: entry.version,
      locale: input.locale && {...input.locale, labels},
      docs: entry.docs,
      sidebars: entry.sidebars,
      categories: entry.categories,
      lastUpdated: input.lastUpdated,
      includeDrafts: input.includeDrafts,
      toRoute: input.toRoute,
    });
    const root = normalizeRoute(input.toRoute(`${entry.version.routeBase}/`));
    const rootDoc = [...built.docs.values()].find((doc) => normalizeRoute(doc.path) === root);
    const first = built.sidebars.map((sidebar) => sidebarHrefs(sidebar.items)[0]).find(Boolean);
    const home = rootDoc?.path ?? first ?? [...built.docs.values()][0]?.path ?? input.toRoute(`${entry.version.routeBase}/`);
    versions.push({version: entry.version, docs: built.docs, sidebars: built.sidebars, home, base: withBaseUrl(input.config.baseUrl, entry.version.routeBase || '/').replace(/\/$/, ''), draftIds: built.draftIds});
    routes.push(...built.routes);
  }
  // Each instance's versions are tied together, never one instance's to another's.
  for (const pluginId of new Set(versions.map((v) => v.version.pluginId))) {
    const own = versions.filter((v) => v.version.pluginId === pluginId);
    if (own.length > 1) linkVersions(routes.filter((route) => pluginOf(route) === pluginId), own);
  }
  return {routes, versions};
}

/** The docs instance of a docs route. */
const pluginOf = (route: Route) => (route.kind === 'doc' ? route.doc.version : route.kind === 'doc-category' ? route.category.version : undefined)?.pluginId ?? 'default';

/** Dropdown order: the current version, then released ones newest first (as versions.json lists them). */
function dropdownOrder(versions: BuiltVersion[]): BuiltVersion[] {
  return [...versions].sort((a, b) => Number(b.version.name === 'current') - Number(a.version.name === 'current'));
}

function linkVersions(routes: Route[], versions: BuiltVersion[]): void {
  const last = versions.find((v) => v.version.isLast)!;
  const ordered = dropdownOrder(versions);
  // Category pages have no doc id: the same page in another version is the one at the same place below its base.
  const categories = new Map<string, Map<string, string>>(versions.map((v) => [v.version.name, new Map()]));
  const below = (v: BuiltVersion, path: string) => path.slice(v.base.length);
  for (const route of routes) {
    if (route.kind !== 'doc-category' || !route.category.version) continue;
    const own = versions.find((v) => v.version.name === route.category.version!.name)!;
    categories.get(own.version.name)!.set(below(own, route.path), route.path);
  }
  for (const route of routes) {
    const data = route.kind === 'doc' ? route.doc : route.kind === 'doc-category' ? route.category : undefined;
    if (!data?.version) continue;
    const own = versions.find((v) => v.version.name === data.version!.name)!;
    const same =
      route.kind === 'doc'
        ? (v: BuiltVersion) => v.docs.get(route.doc.id)?.path
        : (v: BuiltVersion) => categories.get(v.version.name)!.get(below(own, route.path));
    data.version.home = own.home;
    data.versionLinks = ordered.map((v) => ({
      label: v.version.label,
      href: same(v) ?? v.home,
      docsVersion: {pluginId: v.version.pluginId, name: v.version.name},
    }));
    if (own === last) continue;
    const latest = same(last);
    data.version.latest = {label: last.version.label, href: latest ?? last.home};
    // Search engines send readers to the page of the last version, when there is one.
    if (latest) route.canonicalPath = latest;
  }
}
