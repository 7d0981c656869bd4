// The render step: each route's page, rendered and handed to the writer as soon as it exists, or
// kept from the last output when everything the page shows is unchanged. A page's cache key is a
// hash of its complete input: the theme and page code, the site chrome, its sidebar, its route
// props, the islands and resolved links of its content, the client assets and data.
import type {PostSummary, Route, RouteTable, Sidebar, SidebarNode} from '../routes/types.ts';
import {LAZY_SIDEBAR_MIN_LINKS} from '../shared/sidebar.ts';
import {withBaseUrl} from '../shared/urls.ts';
import {ASSETS_DIR} from '../shared/assets-dir.ts';
import {outputFile} from '../routes/paths.ts';
import type {RenderContext, RenderedPage} from '../render/render.ts';
import type {ServerCode, ServerComponents} from '../render/components.ts';
import {resolveLink, type PageLinks} from '../check/links.ts';
import type {Entries} from '../cache/store.ts';
import {inputKey} from '../cache/fingerprint.ts';
import {contentHash, type OutputWriter} from '../write/writer.ts';
import type {Reporter} from '../log.ts';

export interface RenderEntry {
  /** Content hash of the page written. */
  hash: string;
  /** The file written, where it is not the route's (sidebar fragments). */
  file?: string;
  /** React pages: the links and ids their components wrote. */
  found?: RenderedPage['found'];
}

export interface RenderResult {
  /** Links of React pages, for the link check. */
  pageLinks: PageLinks[];
  rendered: number;
}

function countLinks(nodes: SidebarNode[]): number {
  return nodes.reduce((n, node) => n + (node.type === 'category' ? 1 + countLinks(node.items) : 1), 0);
}

/**
 * The route as its page's cache key sees it: the same data with each docs sidebar replaced by its
 * key, and content HTML and tables of contents by their parse key (see `contentKeys`), in shallow copies, so that the copy
 * is serialised by JSON.stringify's own fast path (a replacer function called for every value
 * made it three times slower). A field not named here is serialised in full: a new field can make
 * the key slower, never incomplete.
 */
export function keyedProps(route: Route, sidebarKey: (sidebar: Sidebar) => string, contentKeys?: Map<unknown, string>): unknown {
  const html = <T>(value: T) => (value === undefined ? value : (contentKeys?.get(value) ?? value));
  const sidebar = (value: Sidebar | undefined) => (value ? sidebarKey(value) : value);
  const summary = (post: PostSummary) => ({...post, excerptHtml: html(post.excerptHtml)});
  switch (route.kind) {
    case 'doc':
      return {...route, doc: {...route.doc, html: html(route.doc.html), toc: html(route.doc.toc), sidebar: sidebar(route.doc.sidebar)}};
    case 'doc-category':
      return {...route, category: {...route.category, sidebar: sidebar(route.category.sidebar)}};
    case 'blog-post':
      return {...route, post: {...route.post, html: html(route.post.html), excerptHtml: html(route.post.excerptHtml), toc: html(route.post.toc)}};
    case 'blog-list':
    case 'blog-tag':
      return {...route, posts: route.posts.map(summary)};
    case 'blog-archive':
      return {...route, years: route.years.map((year) => ({...year, posts: year.posts.map(summary)}))};
    default:
      return route;
  }
}

/** What every page shows: keyed once per build. */
function sharedKey(context: Omit<RenderContext, 'components'>, codeHash: string): string {
  const {config, table, assets} = context;
  return inputKey(
    'page',
    codeHash,
    table.chrome,
    table.urls,
    [assets.boot, assets.css, assets.islands, assets.imagesStyle, assets.zoom],
    context.clientData,
    context.bodyEnd ?? '',
    context.bodyStart ?? '',
    config,
  );
}

export async function renderPages(args: {
  table: RouteTable;
  context: Omit<RenderContext, 'components'>;
  server: ServerCode;
  writer: OutputWriter;
  cache: Entries<RenderEntry>;
  reporter: Reporter;
  /**
   * Content HTML (and tables of contents, by identity) → the parse key they came from. Route props
   * hold page HTML; keying a page by its parse key instead of hashing the HTML again makes a
   * rebuild's keys four times cheaper.
   */
  contentKeys?: Map<unknown, string>;
}): Promise<RenderResult> {
  const {table, context, writer, cache} = args;
  const shared = sharedKey(context, args.server.codeHash);
  const sidebarKeys = new Map<Sidebar, string>();
  const sidebarKey = (sidebar: Sidebar) => {
    let key = sidebarKeys.get(sidebar);
    if (!key) sidebarKeys.set(sidebar, (key = inputKey('sidebar', sidebar)));
    return key;
  };
  // React pages may link to any route or file: all of them are part of their input.
  const targetsKey = inputKey('targets', [...context.targets.routes.values()], [...context.targets.files]);
  const routeKey = (route: Route) => {
    const props = JSON.stringify(keyedProps(route, sidebarKey, args.contentKeys));
    const found = context.linksByFile.get(route.source) ?? [];
    const links = found.map((link) => resolveLink(link, {route: route.path, source: route.source}, context.targets));
    // What the page's images are (size, variants) is part of it: an image's new content changes its page.
    const images = context.images ? [context.images.config, found.map((link) => (link.element === 'image' ? (context.images!.lookup(link) ?? null) : 0))] : null;
    return inputKey(shared, props, context.islandsByFile.get(route.source) ?? null, links, route.kind === 'page' ? targetsKey : '', images);
  };

  // React and the theme are loaded only when a page must be rendered.
  let render: {components: ServerComponents; module: typeof import('../render/render.ts')} | undefined;
  const renderer = async () => {
    if (!render) {
      const [components, module] = await Promise.all([args.server.load(), import('../render/render.ts')]);
      render = {components, module};
    }
    return render;
  };
  // Large sidebars: one fragment file each, written before the pages that point at it.
  const sidebars = new Set(table.routes.flatMap((route) => (route.kind === 'doc' && route.doc.sidebar ? [route.doc.sidebar] : [])));
  for (const sidebar of sidebars) {
    if (countLinks(sidebar.items) < LAZY_SIDEBAR_MIN_LINKS) continue;
    const key = inputKey('sidebar-fragment', args.server.codeHash, sidebar, table.chrome.locale.lang, table.chrome.messages);
    let file = cache.get(key)?.file;
    if (!file || !writer.has(file, cache.get(key)!.hash)) {
      const {components, module} = await renderer();
      const json = module.renderSidebarFragment(sidebar, components, table.chrome);
      file = `${ASSETS_DIR}/sidebar-${contentHash(json).slice(0, 10)}.json`;
      cache.set(key, {file, hash: writer.add(file, json)});
    } else {
      writer.keep(file);
    }
    sidebar.fragment = withBaseUrl(table.urls.baseUrl, `/${file}`);
  }
  const pageLinks: PageLinks[] = [];
  let rendered = 0;
  for (const [n, route] of table.routes.entries()) {
    const key = routeKey(route);
    const file = outputFile(route.path, table.urls.baseUrl);
    let entry = cache.get(key);
    if (entry && writer.has(file, entry.hash)) {
      writer.keep(file);
    } else {
      const {components, module} = await renderer();
      const page = module.renderRoute(route, {...context, components});
      entry = {hash: writer.add(file, page.html), found: page.found};
      cache.set(key, entry);
      rendered++;
      await writer.ready();
    }
    if (route.kind === 'page' && entry.found) {
      pageLinks.push({source: route.source, route: route.path, links: entry.found.links});
      context.targets.anchors.set(route.path, new Set(entry.found.ids));
    }
    args.reporter.progress(n + 1, table.routes.length, 'rendering');
  }
  return {pageLinks, rendered};
}
