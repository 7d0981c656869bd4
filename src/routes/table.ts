// Assembles the route table from parsed content: docs + sidebars, blog instances, site pages,
// search and 404. Duplicate routes are reported naming both sources.
import path from 'node:path';
import type {SiteConfig} from '../config/schema.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import type {LastUpdate} from '../content/last-updated.ts';
import {SitegenError} from '../errors.ts';
import {buildBlogRoutes} from './blog.ts';
import type {TagDefinition} from '../content/authors.ts';
import {buildChrome, type ChromeDocs} from './chrome.ts';
import {pageRoutePath, type PageMeta} from './pages.ts';
import {buildVersionedDocs, type VersionInput} from './docs-versions.ts';
import type {DocEntry} from './docs.ts';
import type {Author, MarkdownPage, Route, RouteTable, SidebarNode} from './types.ts';
import {normalizeRoute, outputFile, routePath} from './paths.ts';
import {rewriteUrls, scanHtml} from '../html/scan.ts';
import {SEARCH_PAGE_PATH} from '../shared/search-constants.ts';
import {hasScheme, isExternalUrl, isSitePath, withBaseUrl} from '../shared/urls.ts';
import {localizedBlogDir, siteLocales, type LocaleInfo} from '../i18n/locales.ts';
import {EMPTY_TRANSLATIONS, type Translations} from '../i18n/translations.ts';
import {translate} from '../shared/theme-strings.ts';
import {contentDirOf, docsInstances} from '../content/versions.ts';

export interface RouteInputs {
  config: SiteConfig;
  configFile: string;
  /** The docs of each version, the last one first. */
  versions: VersionInput[];
  blogs: {id: string; posts: ParsedMarkdown[]; authors: Record<string, Author>; tags?: Record<string, TagDefinition>; localizedDir?: string}[];
  pages: {file: string; meta: PageMeta; markdown?: MarkdownPage}[];
  /** Routes plugins added (`addRoute`): a React component of the plugin or the site, with its props. */
  pluginRoutes?: {plugin: string; path: string; component: string; props: Record<string, unknown>; title?: string; description?: string}[];
  lastUpdated?: Map<string, LastUpdate>;
  includeDrafts: boolean;
  /** The locale being built and every locale of the site; unset: the config's default locale alone. */
  locale?: {current: LocaleInfo; all: LocaleInfo[]; translations: Translations};
}

export function buildRouteTable(input: RouteInputs): RouteTable {
  const {config} = input;
  const locales = input.locale ?? (() => {
    const all = siteLocales(config, input.configFile);
    return {current: all[0], all, translations: EMPTY_TRANSLATIONS};
  })();
  const {current: locale, translations} = locales;
  const {messages} = translations;
  // Dates and texts in the locale's words; the default English locale keeps its own date wording.
  const localeTexts = {messages, htmlLang: locale.htmlLang, calendar: locale.calendar};
  const warnings: string[] = [];
  const rules = {baseUrl: config.baseUrl, trailingSlash: config.trailingSlash};
  const toRoute = (sitePath: string) => routePath(rules, sitePath);
  const built = buildVersionedDocs({
    config,
    versions: input.versions,
    lastUpdated: input.lastUpdated,
    includeDrafts: input.includeDrafts,
    toRoute,
    locale: locale.isDefault && locale.htmlLang === 'en' && !Object.keys(translations.docs).length ? undefined : {...localeTexts, docs: translations.docs},
  });
  const sidebars = built.versions.flatMap((v) => v.sidebars);
  const entries = built.versions.flatMap((v) => [...v.docs.values()]);
  const routes: Route[] = [...built.routes];
  const instances = config.blogs ?? [];
  for (const [index, blog] of input.blogs.entries()) {
    const found = instances.find((i) => i.id === blog.id);
    if (!found) continue;
    // options.json of the locale's blog folder renames the blog (Docusaurus's keys).
    const options = translations.blogs[path.posix.basename(localizedBlogDir(locale, blog.id, index === 0))] ?? {};
    const instance = {...found, title: options.title ?? found.title, description: options.description ?? found.description, sidebarTitle: options['sidebar.title'] ?? found.sidebarTitle};
    routes.push(...buildBlogRoutes({config: instance, posts: blog.posts, authors: blog.authors, tags: blog.tags, includeDrafts: input.includeDrafts, toRoute, locale: {...localeTexts, localizedDir: blog.localizedDir}}).routes);
  }
  for (const page of input.pages) {
    const pagePath = pageRoutePath(page.file);
    const pageRoute = toRoute(pagePath);
    routes.push({
      kind: 'page',
      path: pageRoute,
      source: page.file,
      page: page.file,
      title: page.meta.title ?? (pagePath === '/' ? config.title : path.posix.basename(pagePath) || config.title),
      description: page.meta.description ?? config.tagline,
      noindex: page.meta.noindex,
      ...(page.markdown ? {markdown: page.markdown} : {}),
    });
  }
  for (const added of input.pluginRoutes ?? []) {
    routes.push({
      kind: 'page',
      path: toRoute(added.path),
      source: `${added.component} (plugin ${added.plugin})`,
      page: added.component,
      title: added.title ?? config.title,
      description: added.description ?? config.tagline,
      props: added.props,
    });
  }
  const searchPath = toRoute(SEARCH_PAGE_PATH);
  if (!routes.some((r) => r.path === searchPath)) {
    routes.push({kind: 'search', path: searchPath, source: '(search page)', title: translate(messages, 'theme.SearchPage.title'), description: translate(messages, 'theme.SearchPage.description', {siteTitle: config.title}), noindex: true});
  }
  routes.push({kind: 'not-found', path: toRoute('/404.html'), source: '(404 page)', title: translate(messages, 'theme.NotFound.title'), description: translate(messages, 'theme.NotFound.p1'), noindex: true});

  const unique = dedupe(routes, warnings, config.baseUrl);
  const byNormalized = new Map(unique.map((route) => [normalizeRoute(route.path), route.path]));
  // A link written in the config or a sidebar: external as it is; otherwise the exact form of the
  // route it names (whatever its trailing slash), or the site path with the base URL (a file).
  const resolveLink = (href: string): string => {
    if (hasScheme(href)) return href;
    const sitePath = isSitePath(href) ? href : `/${href.replace(/^\.\//, '')}`;
    const [pathPart, suffix = ''] = sitePath.split(/(?=[?#])/);
    const based = withBaseUrl(config.baseUrl, pathPart);
    return (byNormalized.get(normalizeRoute(pathPart)) ?? byNormalized.get(normalizeRoute(based)) ?? based) + suffix;
  };
  const resolveHtml = (html: string) => {
    const scan = scanHtml(html);
    return rewriteUrls(html, scan.urls, (url) => (isExternalUrl(url.value) || url.value.startsWith('#') ? undefined : resolveLink(url.value)));
  };
  for (const sidebar of sidebars) canonicalSidebarLinks(sidebar.items, resolveLink);
  const chromeDocs = docsInstances(config).map((instance): ChromeDocs => {
    const own = built.versions.filter((v) => v.version.pluginId === instance.id);
    const base = withBaseUrl(config.baseUrl, instance.routeBasePath.replace(/\/$/, '') || '/');
    return {
      id: instance.id,
      docs: own[0]?.docs ?? new Map<string, DocEntry>(),
      sidebars: own.flatMap((v) => v.sidebars),
      versions: own.map((v) => ({name: v.version.name, label: v.version.label, home: v.home, docs: v.docs, sidebars: v.sidebars})),
      docsBase: base,
      docsHome: own[0]?.home ?? toRoute(`${base}/`),
      versionLabel: instance.versionLabel,
    };
  });
  // The site's docs are the default instance's, or the first instance's with docs when it has none.
  const {docsBase, docsHome} = chromeDocs.find((instance) => instance.docs.size) ?? chromeDocs[0];
  const chrome = buildChrome({
    config,
    configFile: input.configFile,
    instances: chromeDocs,
    resolveLink,
    resolveHtml,
    paths: {home: byNormalized.get(normalizeRoute(toRoute('/'))) ?? docsHome, docsBase, docsHome, search: searchPath},
    locale: locales,
  });
  const fileToPath = new Map(entries.map((e) => [e.file, e.path]));
  for (const route of unique) if (route.kind === 'blog-post') fileToPath.set(route.source, route.path);
  // A translated page links to its neighbours by their paths in either folder: a neighbour may be
  // translated or not, and the link resolves to the same page.
  for (const {version, docs: versionDocs} of built.versions) {
    if (!version.localizedDir) continue;
    for (const entry of versionDocs.values()) {
      const rel = path.posix.relative(contentDirOf(version, entry.file), entry.file);
      for (const dir of [version.docsDir, version.localizedDir]) if (!fileToPath.has(`${dir}/${rel}`)) fileToPath.set(`${dir}/${rel}`, entry.path);
    }
  }
  for (const blog of input.blogs) {
    const instance = instances.find((i) => i.id === blog.id);
    if (!blog.localizedDir || !instance) continue;
    for (const post of blog.posts) {
      const postPath = fileToPath.get(post.file);
      const dir = post.file.startsWith(`${blog.localizedDir}/`) ? blog.localizedDir : instance.path;
      const rel = path.posix.relative(dir, post.file);
      for (const other of [instance.path, blog.localizedDir]) if (postPath && !fileToPath.has(`${other}/${rel}`)) fileToPath.set(`${other}/${rel}`, postPath);
    }
  }
  const anchors = new Map<string, Set<string>>();
  const parsedByFile = new Map(entries.map((entry) => [entry.file, entry.parsed]));
  for (const route of unique) {
    // Its own version's doc: the same id in another version may have other headings.
    const parsed = route.kind === 'doc' ? parsedByFile.get(route.source) : undefined;
    if (parsed) anchors.set(route.path, new Set(parsed.anchors));
  }
  for (const blog of input.blogs) {
    for (const post of blog.posts) {
      const postPath = fileToPath.get(post.file);
      if (postPath) anchors.set(postPath, new Set(post.anchors));
    }
  }
  const docsVersions = built.versions.map(({version}) => ({pluginId: version.pluginId, name: version.name, label: version.label, tag: version.tag, isLast: version.isLast, docsDir: version.docsDir}));
  return {routes: unique, chrome, urls: rules, fileToPath, anchors, docsVersions, warnings, draftIds: built.versions.flatMap((v) => v.draftIds), locale: {current: locale, all: locales.all}};
}

/**
 * One route per output file. Routes come in a fixed order (docs, blogs, pages, then generated
 * ones), so the route kept is always the same one: the first, and the warning names it.
 */
export function dedupe(routes: Route[], warnings: string[], baseUrl = '/'): Route[] {
  const seen = new Map<string, Route>();
  for (const route of routes) {
    const file = outputFile(route.path, baseUrl);
    const first = seen.get(file);
    if (first) {
      warnings.push(`duplicate route ${route.path}: ${first.source} and ${route.source} both make ${file}; ${first.source} is kept`);
      continue;
    }
    seen.set(file, route);
  }
  return [...seen.values()];
}

function canonicalSidebarLinks(nodes: SidebarNode[], resolve: (href: string) => string): void {
  for (const node of nodes) {
    if (node.type === 'category') canonicalSidebarLinks(node.items, resolve);
    else if (node.type === 'link' && !node.docId && !node.external) node.href = resolve(node.href);
  }
}

