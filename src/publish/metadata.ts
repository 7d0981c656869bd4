// The site's metadata (spec §3) from the config and the route table: site info with the plugins
// and their versions, the docs version, sidebars, each page's TOC, the route map, the locale
// config, the announcement bar and the search hit shape. Written as JSON and shown on a page.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {SiteConfig} from '../config/schema.ts';
import type {TocEntry} from '../content/types.ts';
import type {Route, RouteTable, SidebarNode} from '../routes/types.ts';
import {normalizeRoute, routePath} from '../routes/paths.ts';
import {ENGINE_ROOT, ENGINE_VERSION} from '../paths.ts';
import {absoluteUrl} from '../shared/urls.ts';
import {HIERARCHY_LEVELS} from '../shared/search-types.ts';
import {SITE_METADATA_PATH, type PluginInfo, type RouteInfo, type SidebarItemInfo, type SiteMetadata, type TocEntryInfo} from '../shared/site-metadata.ts';

/** sitegen's own plugins: one markdown-it plugin per feature (src/content/markdown/), and the content plugins. */
const BUILTIN: [string, string][] = [
  ['content-docs', 'docs, sidebars, breadcrumbs, prev/next'],
  ['content-blog', 'blog instances: posts, lists, archive, tags, feeds'],
  ['content-pages', 'React pages from pages/'],
  ['markdown-directives', 'the :::name / ::name directive syntax'],
  ['markdown-admonitions', ':::note, :::tip, :::info, :::caution, :::warning, :::danger'],
  ['markdown-tabs', ':::tabs with ::tab, groupId persistence'],
  ['markdown-islands', '::island: server-rendered React hydrated on demand'],
  ['markdown-headings', 'heading ids, {#custom-id}, TOC'],
  ['markdown-links', 'relative .md links and content files'],
  ['markdown-task-lists', 'GFM task lists'],
  ['markdown-code', 'code fences: title, line highlights, line numbers'],
  ['social-cards', 'an og:image per page'],
  ['sitemap', 'sitemap.xml with <lastmod>'],
  ['llms-txt', 'llms.txt, llms-full.txt and .md pages'],
];

/** npm packages that shape the output. */
const PACKAGES: [string, string][] = [
  ['markdown-it', 'markdown parser'],
  ['shiki', 'code highlighting'],
  ['react', 'templates and islands'],
  ['react-dom', 'server rendering and hydration'],
  ['minisearch', 'local search index'],
  ['feed', 'RSS, Atom and JSON feeds'],
  ['harfbuzzjs', 'social card text shaping'],
  ['@resvg/resvg-js', 'social card rasterising'],
  ['esbuild', 'bundling'],
];

// Installed packages do not change while sitegen runs (the engine fingerprint assumes as much):
// looked up once, not on every watch rebuild.
const versions = new Map<string, string>();

function packageVersion(name: string): string {
  let version = versions.get(name);
  if (version === undefined) versions.set(name, (version = findPackageVersion(name)));
  return version;
}

function findPackageVersion(name: string): string {
  try {
    const require = createRequire(path.join(ENGINE_ROOT, 'package.json'));
    // Some packages do not export their package.json: find it above their entry file.
    for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (!fs.existsSync(file)) continue;
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {name?: string; version?: string};
      if (json.name === name && json.version) return json.version;
    }
  } catch {
    // Not installed: shown as unknown.
  }
  return 'unknown';
}

export function pluginInfo(): PluginInfo[] {
  return [
    ...BUILTIN.map(([name, role]): PluginInfo => ({name: `sitegen-${name}`, type: 'builtin', version: ENGINE_VERSION, role})),
    ...PACKAGES.map(([name, role]): PluginInfo => ({name, type: 'package', version: packageVersion(name), role})),
  ];
}

function sidebarItems(nodes: SidebarNode[]): SidebarItemInfo[] {
  return nodes.map((node): SidebarItemInfo => {
    if (node.type === 'html') return {type: 'html', value: node.html};
    if (node.type === 'link') return {type: 'link', label: node.label, href: node.href, ...(node.docId ? {docId: node.docId} : {})};
    return {type: 'category', label: node.label, ...(node.href ? {href: node.href} : {}), items: sidebarItems(node.items)};
  });
}

function tocInfo(toc: TocEntry[]): TocEntryInfo[] {
  return toc.map((entry) => ({value: entry.text, id: entry.id, level: entry.level, children: tocInfo(entry.children)}));
}

const COMPONENTS: Record<Route['kind'], string> = {
  doc: '@theme/DocPage',
  'doc-category': '@theme/DocCategoryGeneratedIndexPage',
  'blog-list': '@theme/BlogListPage',
  'blog-post': '@theme/BlogPostPage',
  'blog-archive': '@theme/BlogArchivePage',
  'blog-tags': '@theme/BlogTagsListPage',
  'blog-tag': '@theme/BlogTagsPostsPage',
  page: '@theme/Page',
  search: '@theme/SearchPage',
  'not-found': '@theme/NotFound',
  'site-metadata': '@theme/SiteMetadata',
};

function routeInfo(route: Route): RouteInfo {
  const base = {path: route.path, component: COMPONENTS[route.kind]};
  switch (route.kind) {
    case 'doc':
      return {...base, plugin: {name: 'docs', id: 'default'}, contentIds: [route.doc.id]};
    case 'doc-category':
      return {...base, plugin: {name: 'docs', id: 'default'}, contentIds: route.category.items.map((item) => item.href)};
    case 'blog-post':
      return {...base, plugin: {name: 'blog', id: route.blog.id}, contentIds: [route.source]};
    case 'blog-list':
    case 'blog-tag':
      return {...base, plugin: {name: 'blog', id: route.blog.id}, contentIds: route.posts.map((post) => post.href)};
    case 'blog-archive':
      return {...base, plugin: {name: 'blog', id: route.blog.id}, contentIds: route.years.flatMap((year) => year.posts.map((post) => post.href))};
    case 'blog-tags':
      return {...base, plugin: {name: 'blog', id: route.blog.id}, contentIds: route.tags.map((tag) => tag.href)};
    case 'page':
      return {...base, plugin: {name: 'pages', id: 'default'}, contentIds: [route.page]};
    default:
      return {...base, plugin: {name: 'sitegen', id: 'default'}, contentIds: []};
  }
}

export function siteMetadata(config: SiteConfig, table: RouteTable): SiteMetadata {
  const site = table.chrome;
  const docs = table.routes.filter((route): route is Extract<Route, {kind: 'doc'}> => route.kind === 'doc');
  const docsPath = routePath(table.urls, `${config.docs.routeBasePath.replace(/\/$/, '')}/`);
  const mainDoc = docs.find((route) => normalizeRoute(route.path) === normalizeRoute(site.docsHome));
  const sidebars = new Map<string, SidebarNode[]>();
  // Another docs instance's sidebars are named below its id (`community/docs`): instances may share sidebar names.
  const sidebarKey = (route: Extract<Route, {kind: 'doc'}>) => (route.doc.version?.pluginId ? `${route.doc.version.pluginId}/${route.doc.sidebar!.id}` : route.doc.sidebar!.id);
  for (const route of docs) if (route.doc.sidebar) sidebars.set(sidebarKey(route), route.doc.sidebar.items);
  const example = docs[0];
  return {
    site: {
      title: config.title,
      url: config.url,
      baseUrl: config.baseUrl,
      generator: {name: 'sitegen', version: ENGINE_VERSION},
      ...(config.siteVersion ? {siteVersion: config.siteVersion} : {}),
      plugins: pluginInfo(),
    },
    docsVersion: {
      name: 'current',
      label: config.docs.versionLabel,
      isLast: true,
      path: docsPath,
      mainDocId: mainDoc?.doc.id,
      docs: docs.map((route) => ({id: route.doc.id, path: route.path, ...(route.doc.sidebar ? {sidebar: sidebarKey(route)} : {})})),
      draftIds: table.draftIds ?? [],
    },
    sidebars: Object.fromEntries([...sidebars].map(([id, items]) => [id, sidebarItems(items)])),
    toc: table.routes.flatMap((route) => (route.kind === 'doc' ? [{path: route.path, toc: tocInfo(route.doc.toc)}] : route.kind === 'blog-post' ? [{path: route.path, toc: tocInfo(route.post.toc)}] : [])),
    routes: table.routes.map(routeInfo),
    locale: {
      defaultLocale: config.i18n.defaultLocale,
      locales: table.locale.all.map((locale) => locale.locale),
      currentLocale: table.locale.current.locale,
      // Docusaurus's shape: `path` is the locale's folder name (the default locale's too).
      localeConfigs: Object.fromEntries(
        table.locale.all.map((locale) => [locale.locale, {label: locale.label, direction: locale.direction, htmlLang: locale.htmlLang, calendar: locale.calendar, path: locale.isDefault ? (config.i18n.localeConfigs[locale.locale]?.path ?? locale.locale) : locale.path}]),
      ),
    },
    ...(config.announcementBar ? {announcementBar: {id: config.announcementBar.id}} : {}),
    searchHit: {
      fields: [
        ...HIERARCHY_LEVELS.map((level) => ({name: `hierarchy.${level}`, type: level === 'lvl0' || level === 'lvl1' ? 'string' : 'string | null'})),
        {name: 'content', type: 'string | null'},
        {name: 'type', type: "'lvl1' … 'lvl6' | 'content'"},
        {name: 'url', type: 'string'},
      ],
      ...(example
        ? {
            example: {
              hierarchy: {lvl0: example.doc.breadcrumbs.at(-1)?.label ?? 'Documentation', lvl1: example.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
              content: null,
              type: 'lvl1',
              url: absoluteUrl(site.url, site.baseUrl, example.path),
            },
          }
        : {}),
    },
  };
}

/** The route of the page that shows the metadata: noindex, in no sitemap, search or navigation. */
export function metadataRoute(table: RouteTable, metadata: SiteMetadata): Route {
  return {
    kind: 'site-metadata',
    path: routePath(table.urls, SITE_METADATA_PATH),
    source: '(site metadata)',
    title: 'Site metadata',
    description: `What sitegen knows about ${metadata.site.title}: versions, docs, sidebars, routes, locale.`,
    noindex: true,
    metadata,
  };
}
