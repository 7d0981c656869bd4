// Renders every route to a complete HTML document: the layout for its kind, server-rendered
// islands, resolved markdown links and hashed asset URLs.
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import type {SiteConfig} from '../config/schema.ts';
import {MD_LINK_PREFIX} from '../content/types.ts';
import {ASSET_PREFIX} from '../content/markdown/links.ts';
import type {IslandUse} from '../content/types.ts';
import {RenderError} from '../errors.ts';
import type {Route, RouteTable} from '../routes/types.ts';
import {escapeHtml} from '../shared/strings.ts';
import type {ClientAssets} from '../bundle/types.ts';
import type {ServerComponents} from './components.ts';
import {htmlDocument} from './document.ts';
import {headTags} from './head.ts';
import {themeInitScript} from './theme-script.ts';

export interface RenderedPage {
  route: Route;
  html: string;
}

export interface RenderContext {
  config: SiteConfig;
  table: RouteTable;
  components: ServerComponents;
  assets: ClientAssets;
  /** Island uses per source file, in marker order. */
  islandsByFile: Map<string, IslandUse[]>;
  /** Site-relative asset file → public URL. */
  assetUrls: Map<string, string>;
  /** Extra markup at the end of <body> (the live-reload client in watch mode). */
  bodyEnd?: string;
  /** Search settings the client reads (provider, index URL). */
  clientData: Record<string, unknown>;
}

export function renderRoute(route: Route, context: RenderContext): RenderedPage {
  const {config, table, components} = context;
  const Layout = components.layouts[route.kind];
  if (!Layout) throw new RenderError(`the theme has no layout for "${route.kind}" routes`, {location: {file: route.source}});
  let body: string;
  try {
    let children;
    if (route.kind === 'page') {
      const Page = components.pages[route.page]?.default;
      if (!Page) throw new RenderError('page module has no default export', {location: {file: route.source}});
      children = createElement(Page, {site: table.chrome});
    }
    body = renderToString(createElement(Layout as never, {route, site: table.chrome}, children));
  } catch (cause) {
    if (cause instanceof RenderError) throw cause;
    throw new RenderError(`rendering ${route.path} failed: ${(cause as Error).message}`, {location: {file: route.source}, cause});
  }
  body = resolveMarkers(body, route, context);
  const head = headTags(route, table.chrome, {defaultImage: config.image, favicon: config.favicon});
  const data = {...context.clientData, islands: context.assets.islands};
  const html = htmlDocument({
    lang: config.i18n.htmlLang,
    dir: config.i18n.direction,
    head,
    themeScript: themeInitScript({
      defaultMode: config.colorMode.defaultMode,
      respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme,
      announcementId: config.announcementBar?.id,
    }),
    assets: context.assets,
    extraHead: `\n<script type="application/json" id="sitegen-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`,
    body,
    bodyEnd: context.bodyEnd,
  });
  return {route, html};
}

function resolveMarkers(body: string, route: Route, context: RenderContext): string {
  let html = body.replace(new RegExp(`href="${MD_LINK_PREFIX}([^"#]*)(#[^"]*)?"`, 'g'), (_all, file: string, hash = '') => {
    const target = context.table.fileToPath.get(file);
    // Unresolved links were reported as warnings; keep a readable target rather than a marker.
    return `href="${escapeHtml(target ?? file.replace(/\.mdx?$/, ''))}${hash}"`;
  });
  html = html.replace(new RegExp(`src="${ASSET_PREFIX}([^"]*)"`, 'g'), (_all, file: string) => `src="${context.assetUrls.get(file) ?? file}"`);
  const islands = context.islandsByFile.get(route.source);
  if (islands?.length) {
    html = html.replace(/<!--sitegen-island:(\d+)-->/g, (_all, index: string) => renderIsland(islands[Number(index)], route, context));
  }
  return html;
}

function renderIsland(use: IslandUse, route: Route, context: RenderContext): string {
  const Component = context.components.islands[use.name];
  if (!Component) {
    const known = Object.keys(context.components.islands).join(', ') || 'none';
    throw new RenderError(`unknown island "${use.name}" (registered: ${known})`, {location: {file: route.source}});
  }
  const inner = renderToString(createElement(Component, use.props));
  return `<div class="island" data-island="${escapeHtml(use.name)}" data-props="${escapeHtml(JSON.stringify(use.props))}">${inner}</div>`;
}
