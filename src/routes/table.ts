// Assembles the route table from parsed content: docs + sidebars, blog instances, site pages,
// search and 404. Duplicate routes are reported naming both sources.
import path from 'node:path';
import type {SiteConfig} from '../config/schema.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import {SitegenError} from '../errors.ts';
import {buildBlogRoutes} from './blog.ts';
import {buildChrome} from './chrome.ts';
import {docEntry, type DocEntry} from './docs.ts';
import {pageRoutePath} from './pages.ts';
import {generateSidebar, indexSidebars, resolveSidebars, type SidebarsConfig} from './sidebars.ts';
import type {Author, Route, RouteTable} from './types.ts';

export interface PageMeta {
  title?: string;
  description?: string;
  noindex?: boolean;
}

export interface RouteInputs {
  config: SiteConfig;
  configFile: string;
  docs: ParsedMarkdown[];
  blogs: {id: string; posts: ParsedMarkdown[]; authors: Record<string, Author>}[];
  pages: {file: string; meta: PageMeta}[];
  sidebars?: {config: SidebarsConfig; file: string};
  lastUpdated?: Map<string, string>;
  includeDrafts: boolean;
}

export function buildRouteTable(input: RouteInputs): RouteTable {
  const {config} = input;
  const warnings: string[] = [];
  const entries = input.docs
    .filter((parsed) => input.includeDrafts || parsed.frontMatter.draft !== true)
    .map((parsed) => docEntry(parsed, config.docs.path, config.docs.routeBasePath));
  const docs = new Map<string, DocEntry>();
  for (const entry of entries) {
    const clash = docs.get(entry.id);
    if (clash) throw new SitegenError(`duplicate doc id "${entry.id}" (also in ${clash.file})`, {location: {file: entry.file}});
    docs.set(entry.id, entry);
  }
  const sidebarsConfig = input.sidebars?.config ?? generateSidebar(entries);
  const sidebarsFile = input.sidebars?.file ?? `${config.docs.path}/ (generated sidebar)`;
  const sidebars = resolveSidebars(sidebarsConfig, docs, sidebarsFile);
  const positions = indexSidebars(sidebars);
  const chrome = buildChrome({config, configFile: input.configFile, docs, sidebars, docsHome: entries.find((e) => e.path.endsWith('/'))?.path});

  const routes: Route[] = [];
  for (const doc of entries) {
    const fm = doc.parsed.frontMatter;
    const position = positions.get(doc.path);
    routes.push({
      kind: 'doc',
      path: doc.path,
      source: doc.file,
      title: doc.title,
      description: doc.parsed.description,
      image: typeof fm.image === 'string' ? fm.image : undefined,
      doc: {
        id: doc.id,
        title: doc.title,
        hideTitle: fm.hide_title === true,
        description: doc.parsed.description,
        html: doc.parsed.html,
        toc: doc.parsed.toc,
        hideToc: fm.hide_table_of_contents === true,
        sidebar: position?.sidebar,
        breadcrumbs: config.docs.breadcrumbs ? (position?.breadcrumbs ?? []) : [],
        previous: position?.previous,
        next: position?.next,
        lastUpdated: input.lastUpdated?.get(doc.file),
        editUrl: config.docs.editUrl ? `${config.docs.editUrl.replace(/\/$/, '')}/${doc.file}` : undefined,
        versionLabel: config.docs.versionLabel,
      },
    });
  }
  const instances = config.blogs ?? [];
  for (const blog of input.blogs) {
    const instance = instances.find((i) => i.id === blog.id);
    if (!instance) continue;
    routes.push(...buildBlogRoutes({config: instance, posts: blog.posts, authors: blog.authors, includeDrafts: input.includeDrafts}).routes);
  }
  for (const page of input.pages) {
    const routePath = pageRoutePath(page.file);
    routes.push({
      kind: 'page',
      path: routePath,
      source: page.file,
      page: page.file,
      title: page.meta.title ?? (routePath === '/' ? config.title : path.posix.basename(routePath) || config.title),
      description: page.meta.description ?? config.tagline,
      noindex: page.meta.noindex,
    });
  }
  if (!routes.some((r) => r.path === '/search')) {
    routes.push({kind: 'search', path: '/search', source: '(search page)', title: 'Search the documentation', description: `Search ${config.title}`, noindex: true});
  }
  routes.push({kind: 'not-found', path: '/404.html', source: '(404 page)', title: 'Page Not Found', description: 'We could not find what you were looking for.', noindex: true});

  const unique = dedupe(routes, warnings);
  const fileToPath = new Map(entries.map((e) => [e.file, e.path]));
  for (const route of unique) if (route.kind === 'blog-post') fileToPath.set(route.source, route.path);
  const anchors = new Map<string, Set<string>>();
  for (const route of unique) {
    const parsed = route.kind === 'doc' ? docs.get(route.doc.id)?.parsed : undefined;
    if (parsed) anchors.set(route.path, new Set(parsed.anchors));
  }
  for (const blog of input.blogs) {
    for (const post of blog.posts) {
      const routePath = fileToPath.get(post.file);
      if (routePath) anchors.set(routePath, new Set(post.anchors));
    }
  }
  return {routes: unique, chrome, fileToPath, anchors, warnings};
}

/** Keeps the first route of each path; later ones are warnings naming both sources. */
export function dedupe(routes: Route[], warnings: string[]): Route[] {
  const seen = new Map<string, Route>();
  for (const route of routes) {
    const first = seen.get(route.path);
    if (first) {
      warnings.push(`duplicate route ${route.path}: ${route.source} and ${first.source} (the first one is kept)`);
      continue;
    }
    seen.set(route.path, route);
  }
  return [...seen.values()];
}
