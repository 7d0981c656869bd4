// The site's metadata (spec §3), as the build writes it to /__sitegen/metadata.json and the theme
// shows it on /__sitegen/. One definition for the engine and the theme.
import type {SearchHierarchy, RecordType} from './search-types.ts';

/** Where the metadata lives on the site (below the base URL). */
export const SITE_METADATA_PATH = '/__sitegen/';
export const SITE_METADATA_JSON = '/__sitegen/metadata.json';

export interface PluginInfo {
  name: string;
  /** `builtin`: part of sitegen (its version is sitegen's); `package`: an npm package sitegen uses. */
  type: 'builtin' | 'package';
  version: string;
  /** What it does for the site. */
  role: string;
}

export interface SiteInfo {
  title: string;
  url: string;
  baseUrl: string;
  generator: {name: string; version: string};
  /** The site's own version (config `siteVersion`). */
  siteVersion?: string;
  plugins: PluginInfo[];
}

export interface DocInfo {
  id: string;
  path: string;
  sidebar?: string;
}

export interface DocsVersionInfo {
  name: 'current';
  label: string;
  isLast: boolean;
  path: string;
  mainDocId?: string;
  docs: DocInfo[];
  draftIds: string[];
}

export type SidebarItemInfo =
  | {type: 'link'; label: string; href: string; docId?: string}
  | {type: 'category'; label: string; href?: string; items: SidebarItemInfo[]}
  | {type: 'html'; value: string};

export interface TocEntryInfo {
  value: string;
  id: string;
  level: number;
  children: TocEntryInfo[];
}

export interface PageTocInfo {
  path: string;
  toc: TocEntryInfo[];
}

export interface PluginContext {
  /** `docs`, `blog`, `pages` or `sitegen` (pages the engine itself makes). */
  name: string;
  id: string;
}

export interface RouteInfo {
  path: string;
  /** The theme layout that renders it (`@theme/DocPage`, …). */
  component: string;
  plugin: PluginContext;
  /** What the page shows: doc ids, post and page source files. */
  contentIds: string[];
}

export interface LocaleInfo {
  defaultLocale: string;
  locales: string[];
  currentLocale: string;
  localeConfigs: Record<string, {label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string}>;
}

/** The fields of one search hit (DocSearch shape), with an example from this site. */
export interface SearchHitInfo {
  fields: {name: string; type: string}[];
  example?: {hierarchy: SearchHierarchy; content: string | null; type: RecordType; url: string};
}

export interface SiteMetadata {
  site: SiteInfo;
  docsVersion: DocsVersionInfo;
  sidebars: Record<string, SidebarItemInfo[]>;
  toc: PageTocInfo[];
  routes: RouteInfo[];
  locale: LocaleInfo;
  announcementBar?: {id: string};
  searchHit: SearchHitInfo;
}
