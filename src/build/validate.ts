// Applies the pure link check to this build: markdown links (with file and line), the navbar,
// footer and sidebars, and the links of rendered React pages. Broken links fail the build;
// unresolved `.md` links warn (spec §2 "Build rules").
import type {SiteConfig} from '../config/schema.ts';
import type {FoundLink, ParsedMarkdown} from '../content/types.ts';
import {ProblemsError} from '../errors.ts';
import type {Reporter} from '../log.ts';
import type {Route, RouteTable, SidebarNode} from '../routes/types.ts';
import {checkLinks, formatBrokenLinks, type BrokenLink, type PageLinks} from '../check/links.ts';

export type {PageLinks};

function fail(config: SiteConfig, broken: BrokenLink[], reporter: Reporter): void {
  if (!broken.length) return;
  const message = `${broken.length} broken link${broken.length > 1 ? 's' : ''} found:\n${formatBrokenLinks(broken)}`;
  if (config.onBrokenLinks === 'throw') throw new ProblemsError(message, []);
  reporter.warn(message);
}

function routeLink(href: string, line = 0): FoundLink | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const [target, anchor] = href.split('#');
  return {kind: 'route', target, anchor, line, raw: href};
}

function sidebarLinks(nodes: SidebarNode[]): FoundLink[] {
  return nodes.flatMap((node) => {
    const own = node.href ? [routeLink(node.href)] : [];
    return [...own, ...(node.type === 'category' ? sidebarLinks(node.items) : [])].filter(Boolean) as FoundLink[];
  });
}

function context(table: RouteTable, staticNames: Set<string>) {
  const anchors = new Map(table.anchors);
  return {routes: new Set(table.routes.map((r) => r.path)), anchors, fileToPath: table.fileToPath, files: staticNames};
}

export function validateContentLinks(args: {
  config: SiteConfig;
  table: RouteTable;
  parsed: Map<string, ParsedMarkdown>;
  staticNames: Set<string>;
  reporter: Reporter;
  configFile: string;
  sidebarsFile?: string;
}): void {
  const {table} = args;
  const pages: PageLinks[] = [];
  const routeOf = new Map(table.routes.map((r) => [r.source, r.path]));
  for (const parsed of args.parsed.values()) {
    const route = routeOf.get(parsed.file);
    if (route) pages.push({source: parsed.file, route, links: parsed.links});
  }
  const chrome = table.chrome;
  const chromeLinks = [
    ...chrome.navbar.items.flatMap((item) => (item.type === 'link' ? [item.href] : item.type === 'dropdown' ? item.items.map((i) => i.href) : [])),
    ...chrome.footer.columns.flatMap((column) => column.items.map((i) => i.href)),
    ...(chrome.navbar.logo ? [chrome.navbar.logo.href] : []),
  ];
  pages.push({source: args.configFile, route: '/', links: chromeLinks.map((href) => routeLink(href)).filter(Boolean) as FoundLink[]});
  const sidebars = new Map<string, FoundLink[]>();
  for (const route of table.routes) {
    if (route.kind === 'doc' && route.doc.sidebar && !sidebars.has(route.doc.sidebar.id)) {
      sidebars.set(route.doc.sidebar.id, sidebarLinks(route.doc.sidebar.items));
    }
  }
  for (const [id, links] of sidebars) pages.push({source: `${args.sidebarsFile ?? 'sidebars'} (${id})`, route: '/', links});

  const report = checkLinks({pages, ...context(table, args.staticNames)});
  for (const link of report.brokenMarkdown) {
    const message = `${link.source}${link.line ? `:${link.line}` : ''}: markdown link ${link.target} resolves to no file`;
    if (args.config.onBrokenMarkdownLinks === 'throw') throw new ProblemsError(message, []);
    args.reporter.warn(message);
  }
  fail(args.config, report.broken, args.reporter);
}

/** Links and ids of rendered React pages: only known after render. */
export function collectPageLinks(route: Route, html: string): PageLinks {
  const body = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
  const links = [...body.matchAll(/href="([^"]*)"/g)]
    .map((match) => routeLink(match[1].replace(/&amp;/g, '&')) ?? (match[1].startsWith('#') && match[1].length > 1 ? {kind: 'anchor' as const, target: '', anchor: match[1].slice(1), line: 0, raw: match[1]} : undefined))
    .filter(Boolean) as FoundLink[];
  return {source: route.source, route: route.path, links};
}

export function validateRenderedLinks(args: {config: SiteConfig; table: RouteTable; staticNames: Set<string>; pages: PageLinks[]; rendered?: Map<string, string>}): void {
  const ctx = context(args.table, args.staticNames);
  const report = checkLinks({pages: args.pages, ...ctx});
  const broken = report.broken.filter((link) => link.reason !== 'missing-anchor' || ctx.anchors.has(link.target.split('#')[0] || ''));
  if (broken.length) {
    const message = `${broken.length} broken link${broken.length > 1 ? 's' : ''} found:\n${formatBrokenLinks(broken)}`;
    if (args.config.onBrokenLinks === 'throw') throw new ProblemsError(message, []);
  }
}
