// The route table: the typed contract between the engine and the theme. Layouts in templates/
// receive these props and nothing else (no file system, no globals).
import type {ContentHtml, TocEntry} from '../content/types.ts';
import type {UrlRules} from './paths.ts';
import type {SiteMetadata} from '../shared/site-metadata.ts';
import type {HeadTag} from '../config/schema.ts';
import type {LocaleInfo} from '../i18n/locales.ts';
import type {ThemeMessages} from '../shared/theme-strings.ts';
import type {Author, BlogInstanceInfo, BlogPostData, BlogSidebarData, FeedLink, Pagination, PostSummary, Tag} from './blog-types.ts';

import type {Link} from './link.ts';

export type {Author, BlogInstanceInfo, BlogPostData, BlogSidebarData, FeedLink, Pagination, PostSummary, Tag} from './blog-types.ts';
export type {Link} from './link.ts';

/** A docs version a navbar link leads to; choosing it stores the reader's preferred version. */
export interface DocsVersionRef {
  pluginId: string;
  name: string;
}

export type NavItem =
  | ({
      type: 'link';
      position: 'left' | 'right';
      activeBase?: string;
      /** Docusaurus's `activeBaseRegex`: current on pages whose path (with the base URL) matches it. */
      activeBaseRegex?: string;
      /** Pages on which the item is current (its sidebar's pages). */
      activePaths?: string[];
      /** A `docsVersion` item: on a docs page it shows that page's version. */
      showsVersion?: boolean;
      /** A docs item of a versioned site: where it leads in each version (by version name) of its instance `docsPluginId`. */
      versionHrefs?: Record<string, string>;
      docsPluginId?: string;
      /** The config's class for the link; with an empty label and `ariaLabel`, the link is an icon the site's CSS draws. */
      className?: string;
      ariaLabel?: string;
    } & Link)
  | {
      type: 'dropdown';
      position: 'left' | 'right';
      label: string;
      /** `versions` and `locales` dropdowns carry the spec's labels 'Versions' / 'Languages'. */
      kind: 'default' | 'versions' | 'locales';
      /** A `versions` dropdown: the docs instance whose versions it lists (unset: the default one). */
      docsPluginId?: string;
      items: (Link & {docsVersion?: DocsVersionRef})[];
      /** A version or locale dropdown's own entries (`dropdownItemsBefore/After`), kept where a page swaps in its versions or languages. */
      before?: Link[];
      after?: Link[];
    }
  | {type: 'html'; position: 'left' | 'right'; html: string}
  | {type: 'search'; position: 'left' | 'right'; /** The search page, where the form goes without JavaScript. */ action: string};

/** A footer entry: a link, or the config's raw HTML. */
export type FooterItem = Link | {html: string};

export interface Logo {
  alt: string;
  src: string;
  srcDark?: string;
  href: string;
  width?: number;
  height?: number;
}

/** Everything about the site that every page shows: navbar, footer, announcement bar. */
export interface SiteChrome {
  title: string;
  tagline: string;
  titleDelimiter: string;
  url: string;
  baseUrl: string;
  /** Public paths of the home page, the search page and the docs' first page. */
  home: string;
  searchPage: string;
  docsHome: string;
  brandUrl?: string;
  navbar: {title?: string; logo?: Logo; hideOnScroll: boolean; items: NavItem[]; style?: 'dark' | 'primary'};
  footer: {logo?: Logo; columns: {title: string; items: FooterItem[]}[]; copyright: string; style?: 'dark' | 'light'};
  announcementBar?: {id: string; html: string; isCloseable: boolean};
  search: {provider: 'local' | 'algolia'};
  docsBasePath: string;
  /** The theme's texts in the page's language (src/shared/theme-strings.ts). */
  messages: ThemeMessages;
  /** The page's language, and each language of the site with its base URL (the same page is there below it). */
  locale: {lang: string; label: string; direction: 'ltr' | 'rtl'; baseUrl: string; defaultLabel: string};
  /** The locale's id (`fr`) and the site's own code.json messages, for a Docusaurus site's translated texts. */
  code: {locale: string; messages: Record<string, string>};
  locales: {locale: string; label: string; htmlLang: string; baseUrl: string; current: boolean}[];
}

export type SidebarNode =
  | {
      type: 'link';
      label: string;
      href: string;
      /** The doc the link leads to; a `ref` link does not make the doc part of this sidebar. */
      docId?: string;
      ref?: boolean;
      external?: boolean;
      className?: string;
    }
  | {type: 'html'; html: string; className?: string}
  | {
      type: 'category';
      label: string;
      href?: string;
      items: SidebarNode[];
      /** Docusaurus: folded at first (default) unless it holds the current page; `collapsible: false` never folds. */
      collapsed?: boolean;
      collapsible?: boolean;
      className?: string;
      description?: string;
    };

export interface Sidebar {
  id: string;
  items: SidebarNode[];
}

export interface DocPageData {
  id: string;
  title: string;
  /** What the page's h1 shows: the body's leading h1 when it has one, else `title`. */
  heading: string;
  hideTitle: boolean;
  description: string;
  /** The parsed content; its theme texts are written in the page's language by the layout (src/render/content-html.ts). */
  html: ContentHtml;
  toc: TocEntry[];
  hideToc: boolean;
  sidebar?: Sidebar;
  breadcrumbs: Link[];
  previous?: Link;
  next?: Link;
  lastUpdated?: string;
  /** The author of the last commit touching the doc (docs.showLastUpdateAuthor). */
  lastUpdatedBy?: string;
  editUrl?: string;
  versionLabel: string;
  version?: DocVersionData;
  /** Shown in the default locale's words: the building locale has no translation of it. */
  untranslated?: boolean;
  /** The same doc in each version (or that version's first page), for the version dropdown. */
  versionLinks?: (Link & {docsVersion: DocsVersionRef})[];
}

export interface DocVersionData {
  /** Its docs instance, when not the default one. */
  pluginId?: string;
  name: string;
  label: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Search tag of its records (docs-default-<name>). */
  tag: string;
  /** For a banner: the same page in the last version, or its first page. */
  latest?: Link;
  /** The version's first page. */
  home?: string;
}

/** A category page that lists its items (`link: {type: 'generated-index'}`). */
export interface DocCategoryData {
  title: string;
  description?: string;
  items: {label: string; href: string; description?: string; count?: number}[];
  sidebar?: Sidebar;
  breadcrumbs: Link[];
  previous?: Link;
  next?: Link;
  version?: DocVersionData;
  /** The same category page in each version (or that version's first page). */
  versionLinks?: (Link & {docsVersion: DocsVersionRef})[];
}

interface RouteBase {
  /** The URL path, with its exact trailing-slash form. */
  path: string;
  /** Site-relative source file, or a description of what generated it. */
  source: string;
  title: string;
  description: string;
  noindex?: boolean;
  /** The social image: front matter `image`, or the generated card (set by the publish step). */
  image?: string;
  /** Front matter `keywords`, for the page head. */
  keywords?: string[];
  /** Front matter `head_tags`: this page's own tags for <head>. */
  headTags?: HeadTag[];
  /** A draft (front matter `draft: true`): only `serve --watch` shows it, marked, never indexed. */
  draft?: boolean;
  /** Where the canonical URL points when it is another page (an old version's doc → the latest's). */
  canonicalPath?: string;
}

export type Route =
  | (RouteBase & {kind: 'doc'; doc: DocPageData})
  | (RouteBase & {kind: 'doc-category'; category: DocCategoryData})
  | (RouteBase & {kind: 'blog-list'; blog: BlogInstanceInfo; posts: PostSummary[]; pagination: Pagination})
  | (RouteBase & {kind: 'blog-post'; blog: BlogInstanceInfo; post: BlogPostData})
  | (RouteBase & {kind: 'blog-archive'; blog: BlogInstanceInfo; years: {year: string; posts: PostSummary[]}[]})
  | (RouteBase & {kind: 'blog-tags'; blog: BlogInstanceInfo; tags: Tag[]})
  | (RouteBase & {kind: 'blog-tag'; blog: BlogInstanceInfo; tag: Tag; posts: PostSummary[]})
  | (RouteBase & {kind: 'page'; page: string; /** A markdown page (src/pages/*.md): its parsed HTML and the heading it shows. */ markdown?: MarkdownPage; /** A plugin's route: the props its component is rendered with. */ props?: Record<string, unknown>})
  | (RouteBase & {kind: 'search'})
  | (RouteBase & {kind: 'not-found'})
  | (RouteBase & {kind: 'site-metadata'; metadata: SiteMetadata});

export interface MarkdownPage {
  html: ContentHtml;
  heading?: string;
  wrapperClassName?: string;
  /** The page's headings as Docusaurus lists them beside a markdown page (empty: none shown). */
  toc: TocEntry[];
}

export type RouteKind = Route['kind'];

export interface RouteTable {
  routes: Route[];
  chrome: SiteChrome;
  /** Base URL and trailing-slash rule every route path follows. */
  urls: UrlRules;
  /** Doc file (site-relative) → route path, for resolving relative `.md` links. */
  fileToPath: Map<string, string>;
  /** Every route's anchors (heading ids), for link validation. */
  anchors: Map<string, Set<string>>;
  /** The docs versions of each instance, its last one first (one, `current`, for an unversioned instance). */
  docsVersions: {pluginId: string; name: string; label: string; tag: string; isLast: boolean; docsDir: string}[];
  warnings: string[];
  /** Ids of the draft docs left out of this build. */
  draftIds?: string[];
  /** The locale these routes are in, and every locale of the site (the default first). */
  locale: {current: LocaleInfo; all: LocaleInfo[]};
}
