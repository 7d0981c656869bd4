// Renders every route. With a memo from the previous run (watch mode), a route whose props and
// site structure did not change keeps its previous HTML instead of being rendered again.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import type {Route, RouteTable} from '../routes/types.ts';
import {outputFile} from '../routes/paths.ts';
import {renderRoute, type RenderContext, type RenderedPage} from '../render/render.ts';
import type {OutputFiles} from '../write/output.ts';
import type {Reporter} from '../log.ts';
import type {PageLinks} from './validate.ts';
import {addPageAnchors} from './validate.ts';

export interface RenderMemo {
  keys: Map<string, string>;
  html: Map<string, string>;
  /** React pages: links and ids found when they were rendered. */
  found: Map<string, NonNullable<RenderedPage['found']>>;
  /**
   * Whether the search settings count as structure. Full builds: yes (pages must point at the
   * index just built). Watch mode: no (see structureKey).
   */
  includeClientData: boolean;
}

export function createRenderMemo(options: {includeClientData?: boolean} = {}): RenderMemo {
  return {keys: new Map(), html: new Map(), found: new Map(), includeClientData: options.includeClientData ?? false};
}

/** A render memo kept on disk between full builds. */
export function loadRenderMemo(file: string): RenderMemo {
  const memo = createRenderMemo({includeClientData: true});
  try {
    for (const [path, key, html, found] of JSON.parse(fs.readFileSync(file, 'utf8')) as [string, string, string, RenderedPage['found']][]) {
      memo.keys.set(path, key);
      memo.html.set(path, html);
      if (found) memo.found.set(path, found);
    }
  } catch {
    // No or unreadable cache: everything renders.
  }
  return memo;
}

export function saveRenderMemo(file: string, memo: RenderMemo): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify([...memo.keys].map(([route, key]) => [route, key, memo.html.get(route), memo.found.get(route)])));
}

/**
 * Everything every page shows (navbar, footer, sidebars, assets). The search index URL is left
 * out on purpose: it changes with any content edit, and in watch mode older index files stay on
 * disk, so a page kept from an earlier run still searches (slightly older) content.
 */
function structureKey(table: RouteTable, context: RenderContext, includeClientData: boolean): string {
  const sidebars = new Map<string, unknown>();
  for (const route of table.routes) if (route.kind === 'doc' && route.doc.sidebar) sidebars.set(route.doc.sidebar.id, route.doc.sidebar.items);
  return createHash('sha1')
    .update(JSON.stringify([table.chrome, table.urls, [...sidebars], context.assets.boot, context.assets.css, context.assets.islands, context.bodyEnd ?? '', context.components.codeHash, includeClientData ? context.clientData : null]))
    // Where links lead: any page's markers may resolve to any route or file.
    .update(JSON.stringify([[...context.targets.routes.values()], [...context.targets.fileToPath], [...context.targets.fileUrls], [...context.targets.files]]))
    .digest('base64');
}

function routeKey(route: Route, structure: string, context: RenderContext): string {
  // Sidebars are covered by the structure key; comparing them per page would cost more than rendering.
  const json = JSON.stringify(route, (key, value) => (key === 'sidebar' && value ? value.id : value));
  // Islands and links are not route props but change the page: their props and targets count.
  const parts = JSON.stringify([context.islandsByFile.get(route.source) ?? null, context.linksByFile.get(route.source) ?? null]);
  return createHash('sha1').update(structure).update(json).update(parts).digest('base64');
}

export function renderAll(args: {table: RouteTable; context: RenderContext; outputs: OutputFiles; reporter: Reporter; memo?: RenderMemo}): {pageLinks: PageLinks[]; rendered: number} {
  const {table, context, outputs, memo} = args;
  const structure = memo ? structureKey(table, context, memo.includeClientData) : '';
  const pageLinks: PageLinks[] = [];
  let rendered = 0;
  table.routes.forEach((route, n) => {
    const key = memo ? routeKey(route, structure, context) : '';
    let html = memo && memo.keys.get(route.path) === key ? memo.html.get(route.path) : undefined;
    let found = memo?.found.get(route.path);
    if (html === undefined) {
      const page = renderRoute(route, context);
      ({html, found} = page);
      rendered++;
      memo?.keys.set(route.path, key);
      memo?.html.set(route.path, html);
      if (found) memo?.found.set(route.path, found);
      else memo?.found.delete(route.path);
    }
    outputs.set(outputFile(route.path, table.urls.baseUrl), html);
    if (route.kind === 'page' && found) {
      pageLinks.push({source: route.source, route: route.path, links: found.links});
      addPageAnchors(context.targets, route, found.ids);
    }
    args.reporter.progress(n + 1, table.routes.length, 'rendering');
  });
  if (memo) {
    const current = new Set(table.routes.map((route) => route.path));
    for (const route of [...memo.keys.keys()]) {
      if (current.has(route)) continue;
      memo.keys.delete(route);
      memo.html.delete(route);
      memo.found.delete(route);
    }
  }
  return {pageLinks, rendered};
}
