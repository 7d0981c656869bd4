// The render step: each route's page, rendered and handed to the writer as soon as it exists.
// Pages and large sidebars' fragments are item steps of the runner (src/steps/runner.ts): each
// page is kept from the last output while its inputs are unchanged. A page's inputs: the theme and
// page code, the site chrome, the config slice render reads, its route props (with its sidebar
// and its content by key), its large sidebar's fragment file and folded categories, the islands and
// resolved links of its content, the client assets and data. Render reads the route table and never
// writes into it: what it makes of a sidebar travels beside the table, to the pages that show it.
import type {PostSummary, Route, RouteTable, Sidebar, SidebarNode} from '../routes/types.ts';
import {LAZY_SIDEBAR_MIN_LINKS} from '../shared/sidebar.ts';
import {withBaseUrl} from '../shared/urls.ts';
import {ASSETS_DIR} from '../shared/assets-dir.ts';
import {outputFile} from '../routes/paths.ts';
import type {RenderContext, RenderedPage} from '../render/render.ts';
import type {LazySidebar, ServerCode} from '../render/components.ts';
import {renderConfig, RENDER_CONFIG_KEYS} from '../render/config.ts';
import {resolveLink, type PageLinks} from '../check/links.ts';
import {excerptPages} from '../render/excerpts.ts';
import {inputKey} from '../cache/fingerprint.ts';
import {contentHash} from '../write/writer.ts';
import {defineItemStep, derived, keyed, type StepRunner} from '../steps/runner.ts';
import {collectWhenGrown} from '../threads/memory.ts';

export interface RenderResult {
  /** Links of React pages, for the link check. */
  pageLinks: PageLinks[];
  /** Route path → the ids a React page rendered, for checking links into it. */
  anchors: Map<string, Set<string>>;
}

function countLinks(nodes: SidebarNode[]): number {
  return nodes.reduce((n, node) => n + (node.type === 'category' ? 1 + countLinks(node.items) : 1), 0);
}

/** The docs sidebar a route's page shows. */
function routeSidebar(route: Route): Sidebar | undefined {
  return route.kind === 'doc' ? route.doc.sidebar : route.kind === 'doc-category' ? route.category.sidebar : undefined;
}

/**
 * The route as its page's cache key sees it: the same data with each docs sidebar replaced by its
 * key, and content HTML and tables of contents by their parse key (see `contentKeys`), in shallow copies, so that the copy
 * is serialised by JSON.stringify's own fast path (a replacer function, called for every value,
 * would leave it). A field not named here is serialised in full: a new field can make
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

/** React and the theme, loaded only when a page must be rendered. */
async function renderer(server: ServerCode) {
  const [components, module] = await Promise.all([server.load(), import('../render/render.ts')]);
  return {components, module};
}

/**
 * A large sidebar as a fragment file of its own, which its pages load (see LAZY_SIDEBAR_MIN_LINKS),
 * and its categories as they are folded, which its pages write as they are.
 */
export const sidebarFragmentStep = defineItemStep({
  name: 'sidebars',
  version: 2,
  config: [],
  async run(shared: {server: ServerCode; chrome: RouteTable['chrome']}, item: {sidebar: Sidebar}, tools) {
    const {components, module} = await renderer(shared.server);
    const json = module.renderSidebarFragment(item.sidebar, components, shared.chrome);
    const file = `${ASSETS_DIR}/sidebar-${contentHash(json).slice(0, 10)}.json`;
    tools.writer.add(file, json);
    return {file, folded: module.renderFoldedCategories(item.sidebar, components, shared.chrome)};
  },
  detail: (made, total) => `${made} of ${total} sidebars rendered`,
});

type PageContext = Omit<RenderContext, 'components' | 'config'>;

export const pageStep = defineItemStep({
  name: 'render',
  version: 2,
  config: RENDER_CONFIG_KEYS,
  async run(
    shared: {server: ServerCode; chrome: RouteTable['chrome']; urls: RouteTable['urls']; assets: PageContext['assets']; clientData: PageContext['clientData']; bodyEnd: string; bodyStart: string; context: PageContext},
    item: {route: Route; lazySidebar: LazySidebar | null; islands: unknown; links: unknown; pageTargets: string; images: unknown},
    tools,
  ): Promise<RenderedPage['found'] | null> {
    const {components, module} = await renderer(shared.server);
    const page = module.renderRoute(item.route, {...shared.context, config: renderConfig(tools.config), components}, item.lazySidebar ?? undefined);
    tools.writer.add(outputFile(item.route.path, shared.urls.baseUrl), page.html);
    // What rendering a page leaves (its HTML, made and encoded) is garbage once it is handed over.
    collectWhenGrown();
    return page.found ?? null;
  },
  detail: (made, total) => `${made} of ${total} pages rendered`,
});

export async function renderPages(args: {
  runner: StepRunner;
  table: RouteTable;
  context: PageContext;
  server: ServerCode;
  /** Keeps the results of one kind of output (watch mode's, a locale's) apart from the others'. */
  scope?: string;
  /**
   * Content HTML and tables of contents (by identity) → the parse key they came from. Route props
   * hold page HTML; keying a page by its parse key instead of hashing the HTML again makes a
   * rebuild's keys four times cheaper.
   */
  contentKeys?: Map<unknown, string>;
}): Promise<RenderResult> {
  const {table, context, runner, scope} = args;
  const server = keyed(args.server, args.server.codeHash);
  // Large sidebars: one fragment file each, written before the pages that point at it, and how
  // their pages show them (keyed once for all of those pages).
  const sidebars = [...new Set(table.routes.flatMap((route) => (route.kind === 'doc' && route.doc.sidebar ? [route.doc.sidebar] : [])))].filter((sidebar) => countLinks(sidebar.items) >= LAZY_SIDEBAR_MIN_LINKS);
  const chromeText = keyed(table.chrome, () => inputKey(table.chrome.locale.lang, table.chrome.messages));
  const fragments = sidebars.length ? await runner.each(sidebarFragmentStep, {server, chrome: chromeText}, sidebars.map((sidebar) => ({sidebar: keyed(sidebar, () => inputKey(sidebar))})), {scope}) : [];
  const lazySidebars = new Map(
    sidebars.map((sidebar, n) => {
      const lazy: LazySidebar = {fragment: withBaseUrl(table.urls.baseUrl, `/${fragments[n].file}`), folded: fragments[n].folded};
      return [sidebar, keyed(lazy, () => inputKey('lazy sidebar', lazy))] as const;
    }),
  );

  const sidebarKeys = new Map<Sidebar, string>();
  const sidebarKey = (sidebar: Sidebar) => {
    let key = sidebarKeys.get(sidebar);
    if (!key) sidebarKeys.set(sidebar, (key = inputKey('sidebar', sidebar)));
    return key;
  };
  // React pages may link to any route or file: all of them are part of their input.
  const targetsKey = inputKey('targets', [...context.targets.routes.values()], [...context.targets.files]);
  const {assets} = context;
  const pages = table.routes.map((route) => {
    // The page's own content and the excerpts it shows (list pages), each with its file's links.
    const shown = [{route: route.path, source: route.source}, ...excerptPages(route, table).map(({page}) => page)];
    const found = shown.flatMap((page) => (context.linksByFile.get(page.source) ?? []).map((link) => ({link, page})));
    const sidebar = routeSidebar(route);
    return {
      route: keyed(route, () => JSON.stringify(keyedProps(route, sidebarKey, args.contentKeys))),
      lazySidebar: (sidebar && lazySidebars.get(sidebar)) || null,
      islands: shown.map((page) => context.islandsByFile.get(page.source) ?? null),
      links: found.map(({link, page}) => resolveLink(link, page, context.targets)),
      pageTargets: route.kind === 'page' ? targetsKey : '',
      // What the page's images are (size, variants) is part of it: an image's new content changes its page.
      images: context.images ? [context.images.config, found.map(({link}) => (link.element === 'image' ? (context.images!.lookup(link) ?? null) : 0))] : null,
    };
  });
  const shared = {
    server,
    chrome: table.chrome,
    urls: table.urls,
    assets: keyed(assets, () => JSON.stringify([assets.boot, assets.css, assets.islands, assets.imagesStyle, assets.zoom])),
    clientData: context.clientData,
    bodyEnd: context.bodyEnd ?? '',
    bodyStart: context.bodyStart ?? '',
    context: derived(context, 'the other inputs and each page'),
  };
  const found = await runner.each(pageStep, shared, pages, {scope, progress: 'rendering'});
  const pageLinks: PageLinks[] = [];
  const anchors = new Map<string, Set<string>>();
  for (const [n, route] of table.routes.entries()) {
    const page = found[n];
    if (route.kind !== 'page' || !page) continue;
    pageLinks.push({source: route.source, route: route.path, links: page.links});
    anchors.set(route.path, new Set(page.ids));
  }
  return {pageLinks, anchors};
}
