// Renders every route to a complete HTML document: the layout for its kind, the content it shows
// with its slots filled in (theme texts, links, images, server-rendered islands) and hashed asset
// URLs.
import {createElement} from 'react';
import {renderToStaticMarkup, renderToString} from 'react-dom/server';
import type {RenderConfig} from './config.ts';
import type {FoundLink, IslandUse} from '../content/types.ts';
import {renderIsland, type IslandContext} from './mdx-elements.ts';
import {islandAttributes} from '../shared/islands.ts';
import type {LinkTargets} from '../check/links.ts';
import {contentFill, resolveSitePaths} from './links.ts';
import {RenderError} from '../errors.ts';
import type {Route, RouteTable, Sidebar, SiteChrome} from '../routes/types.ts';
import type {ClientAssets} from '../bundle/types.ts';
import type {LazySidebar, PageCode, ServerComponents} from './components.ts';
import {bodyIncludes, documentParts} from './document.ts';
import {mermaidUrl} from '../bundle/mermaid.ts';
import {DIAGRAM_MARKER, MATH_MARKER} from '../content/markdown/markers.ts';
import {customHeadTags, headTags} from './head.ts';
import {themeInitScript} from './theme-script.ts';
import {pageIslandName} from '../compat/docusaurus/interactive.ts';
import {DOCUSAURUS_PAGES_PREFIX} from '../routes/pages.ts';
import type {PlacedImages} from '../images/rewrite.ts';
import {contentHtml, type ContentFill} from './content-html.ts';
import {scanHtml} from '../html/scan.ts';
import {withResolvedContent, withResolvedExcerpts} from './excerpts.ts';
import type {SiteImages} from '../images/site.ts';
import {zoomLoader} from '../images/zoom-loader.ts';

export interface RenderedPage {
  route: Route;
  html: string;
  /** React pages: the links and ids their components wrote, for the link check. */
  found?: {links: FoundLink[]; ids: string[]};
}

export interface RenderContext {
  /** The config slice pages show (see renderConfig); the page cache key hashes all of it. */
  config: RenderConfig;
  table: RouteTable;
  components: ServerComponents;
  assets: ClientAssets;
  /** Island uses per source file, by the index their content's island slots name (see IslandSlot). */
  islandsByFile: Map<string, IslandUse[]>;
  /** Links per source file, by the index their content's link slots name (see LinkSlot). */
  linksByFile: Map<string, FoundLink[]>;
  /** What links can lead to, as the link check resolves them. */
  targets: LinkTargets;
  /** Extra markup at the end of <body> (the live-reload client in watch mode, plugins' tags). */
  bodyEnd?: string;
  /** Markup at the start of <body> (plugins' `preBodyTags`). */
  bodyStart?: string;
  /** Search settings the client reads (provider, index URL). */
  clientData: Record<string, unknown>;
  /** The site's content images, sized and planned (src/images/). */
  images?: SiteImages;
}

/** The React the server bundle was built with (the site's own when it has one): elements and renderers must come from one copy. */
function reactOf(components: ServerComponents) {
  return components.docusaurus?.react ?? {createElement, renderToString, renderToStaticMarkup};
}

/** `lazySidebar`: the route's docs sidebar's fragment file and folded categories, when it is large. */
export function renderRoute(route: Route, context: RenderContext, lazySidebar?: LazySidebar): RenderedPage {
  // The Docusaurus layer's theme components write the theme's texts in the page's language, in
  // the page and in its islands.
  context.components.docusaurus.themeMessages(context.table.chrome.messages);
  try {
    return renderDocument(route, context, lazySidebar);
  } finally {
    context.components.docusaurus.themeMessages(undefined);
  }
}

function renderDocument(route: Route, context: RenderContext, lazySidebar: LazySidebar | undefined): RenderedPage {
  const {config, table, components} = context;
  const react = reactOf(components);
  const Layout = components.layouts[route.kind];
  if (!Layout) throw new RenderError(`the theme has no layout for "${route.kind}" routes`, {location: {file: route.source}});
  let body: string;
  let pageHead = '';
  const images: PlacedImages = {count: 0, zoom: false};
  // What the content of `page` (the route's own, or an excerpt's post page) is filled with.
  const fill = (page: {route: string; source: string}): ContentFill => ({
    ...contentFill(page, context.linksByFile.get(page.source) ?? [], {messages: table.chrome.messages, targets: context.targets, images: context.images && {site: context.images, placed: images}}),
    island: islandFill(page, context),
  });
  const own = fill({route: route.path, source: route.source});
  try {
    let children;
    // A markdown page (route.markdown) is laid out by the theme's page layout, TOC included.
    if (route.kind === 'page' && !route.markdown) {
      const Page = components.pages[route.page]?.default;
      if (!Page) throw new RenderError('page module has no default export', {location: {file: route.source}});
      const island = pageIslandName(route.page);
      const page = react.createElement(Page, {...route.props, site: table.chrome});
      // A Docusaurus page that needs the browser is hydrated whole, as an island (see needsBrowser).
      children = island in context.assets.islands ? react.createElement('div', islandAttributes(island, {}), page) : page;
    }
    // The content the page shows is filled in before it is laid out: its islands are rendered by
    // React, which must not run inside the layout's render (the layout's own ids would change).
    // List pages show their posts' excerpts, each resolved as its post's page resolves it.
    const excerpts = withResolvedExcerpts(route, table, (html, page) => contentHtml(html, fill(page)));
    const shown = withResolvedContent(excerpts, (html) => contentHtml(html, own));
    const element = react.createElement(Layout as never, {route: shown, site: table.chrome, content: own, lazySidebar}, children);
    if (route.kind === 'page' && !route.markdown && components.docusaurus) {
      // The page's `<Layout title>` and `<Head>` name it: rendered first, the head is made after.
      components.docusaurus.begin(route.path, table.urls.baseUrl, pageCode(table.chrome));
      try {
        body = react.renderToString(element);
      } finally {
        const set = components.docusaurus.end();
        // A Docusaurus page is named by what its code set, or by the site alone (see pageTitle).
        const docusaurus = route.page.startsWith(DOCUSAURUS_PAGES_PREFIX);
        route = {...route, title: set.title ?? (docusaurus ? '' : route.title), description: set.description ?? route.description};
        pageHead = set.head;
      }
    } else {
      body = react.renderToString(element);
    }
  } catch (cause) {
    if (cause instanceof RenderError) throw cause;
    throw new RenderError(`rendering ${route.path} failed: ${(cause as Error).message}`, {location: {file: route.source}, cause});
  }
  let found: RenderedPage['found'];
  if (route.kind === 'page' && !route.markdown) {
    // Site pages write plain paths (`/docs/`): they get the base URL and are checked here.
    const resolved = resolveSitePaths(body, route.path, context.targets);
    body = resolved.html;
    found = {links: resolved.links, ids: resolved.ids};
  } else if (route.kind === 'page') {
    // A markdown page's links are its content's, resolved and checked as a doc's are.
    found = {links: [], ids: scanHtml(body).ids};
  }
  const head = headTags(route, table.chrome, {defaultImage: config.image, favicon: config.favicon}) + customHeadTags(config, route) + (pageHead ? `\n${pageHead}` : '');
  const data = {...context.clientData, islands: context.assets.islands, baseUrl: table.urls.baseUrl, ...codeData(table.chrome, body)};
  const {top, rest, body: bodyAt} = documentParts({
    lang: table.chrome.locale.lang,
    dir: table.chrome.locale.direction,
    head,
    themeScript: themeInitScript({
      defaultMode: config.colorMode.defaultMode,
      respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme,
      announcementId: config.announcementId,
    }),
    assets: context.assets,
    extraHead: `\n<script type="application/json" id="sitegen-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    body,
    bodyEnd: context.bodyEnd,
    bodyStart: context.bodyStart,
  });
  const html = top + rest;
  const tags = pageAssets((marker) => bodyIncludes(html, {at: bodyAt, length: body.length}, marker), context.assets, table.urls.baseUrl, images);
  return {route, html: tags ? top + tags + html.slice(top.length) : html, found};
}

/** What only some pages need: KaTeX's stylesheet, the diagrams script, the images' stylesheet and zoom. */
function pageAssets(inBody: (marker: string) => boolean, assets: ClientAssets, baseUrl: string, images: {count: number; zoom: boolean}): string {
  let tags = '';
  if (images.count) tags += `\n<style>${assets.imagesStyle}</style>`;
  if (images.zoom) tags += `\n<script>${zoomLoader(assets.zoom)}</script>`;
  if (inBody(MATH_MARKER)) tags += `\n<link rel="stylesheet" href="${assets.mathCss}">`;
  if (inBody(DIAGRAM_MARKER)) tags += `\n<script type="module" src="${assets.diagrams}" data-mermaid="${mermaidUrl(baseUrl)}"></script>`;
  return tags;
}

/** How `page` (a route and the file whose islands its content's slots name) renders its islands. */
function islandFill(page: {route: string; source: string}, context: RenderContext): ContentFill['island'] {
  const uses = context.islandsByFile.get(page.source) ?? [];
  const islands: IslandContext = {
    islands: context.components.islands,
    // A component the browser never gets (a static MDX site component) is plain server HTML.
    hydrated: (name) => name in context.assets.islands,
    source: page.source,
    react: reactOf(context.components),
    post: context.table.urls.baseUrl === '/' ? undefined : (markup) => resolveSitePaths(markup, page.route, context.targets).html,
  };
  return (index, children) => {
    const use = uses[index];
    return use ? renderIsland(use, children, islands) : (children ?? '');
  };
}

/** A large sidebar's fragment file: its folded categories' items by position, as JSON. */
export function renderSidebarFragment(sidebar: Sidebar, components: ServerComponents, chrome: SiteChrome): string {
  const react = reactOf(components);
  return JSON.stringify(components.sidebarFragment(sidebar, (element) => react.renderToStaticMarkup(element), chrome.messages, chrome.locale.lang));
}

/** A large sidebar's categories as each is on a page where it is folded: rendered as pages are, by renderToString. */
export function renderFoldedCategories(sidebar: Sidebar, components: ServerComponents, chrome: SiteChrome): Record<string, string> {
  const react = reactOf(components);
  return components.foldedCategories(sidebar, (element) => react.renderToString(element), chrome.messages, chrome.locale.lang);
}

function pageCode(chrome: RouteTable['chrome']): PageCode {
  return {currentLocale: chrome.code.locale, codeTranslations: chrome.code.messages};
}

/** A page whose code hydrates carries the site's translated texts, for `<Translate>` in the browser. */
function codeData(chrome: RouteTable['chrome'], body: string): {codeTranslations?: Record<string, string>} {
  if (!Object.keys(chrome.code.messages).length || !body.includes('data-island=')) return {};
  return {codeTranslations: chrome.code.messages};
}
