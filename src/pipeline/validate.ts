// Applies the link check to this build: links and images of markdown (with file and line), the
// navbar, footer and sidebars of the config, and the links of rendered React pages; then each
// check's severity (src/check/severity.ts) decides what the problems do.
import type {SiteConfig} from '../config/schema.ts';
import type {FoundLink, ParsedMarkdown} from '../content/types.ts';
import type {Reporter} from '../log.ts';
import type {RouteTable, SidebarNode} from '../routes/types.ts';
import {normalizeRoute} from '../routes/paths.ts';
import {checkLinks, type LinkTargets, type PageLinks} from '../check/links.ts';
import {enforce, linkFindings} from '../check/severity.ts';
import type {AssetOutputs} from './assets.ts';
import {isExternalUrl} from '../shared/urls.ts';
import {sidebarHrefs} from '../routes/sidebars.ts';

export type {PageLinks};

export function linkTargets(args: {config: SiteConfig; table: RouteTable; assets: AssetOutputs}): LinkTargets {
  const {table} = args;
  return {
    baseUrl: table.urls.baseUrl,
    routes: new Map(table.routes.map((route) => [normalizeRoute(route.path), route.path])),
    anchors: new Map(table.anchors),
    fileToPath: table.fileToPath,
    files: args.assets.staticNames,
    fileUrls: args.assets.fileUrls,
    wrongCase: args.assets.wrongCase,
    contentRoots: [args.config.docs.path, ...table.docsVersions.map((version) => version.docsDir).filter((dir) => dir !== args.config.docs.path)],
  };
}

const siteLink = (href: string): FoundLink => {
  const [target, anchor] = href.split('#');
  return {kind: 'site', element: 'link', target, anchor, line: 0, raw: href};
};

function sidebarLinks(nodes: SidebarNode[]): FoundLink[] {
  return sidebarHrefs(nodes).map(siteLink);
}

/** Links of the markdown pages, and of the config's navbar, footer and sidebars. */
export function contentPageLinks(args: {table: RouteTable; parsed: Map<string, ParsedMarkdown>; configFile: string; sidebarsFile?: string; sidebarsFiles?: Record<string, string>}): PageLinks[] {
  const {table} = args;
  const pages: PageLinks[] = [];
  const routeOf = new Map(table.routes.map((r) => [r.source, r.path]));
  for (const parsed of args.parsed.values()) {
    const route = routeOf.get(parsed.file);
    if (route) pages.push({source: parsed.file, route, links: parsed.links});
  }
  const {navbar, footer} = table.chrome;
  const chromeLinks = [
    // The locale dropdown leads into the other locales' builds, which have the same pages.
    ...navbar.items.flatMap((item) => (item.type === 'link' ? [item] : item.type === 'dropdown' && item.kind !== 'locales' ? item.items : [])),
    ...footer.columns.flatMap((column) => column.items.filter((item) => 'href' in item)),
  ]
    .filter((link) => !link.external && !('unchecked' in link && link.unchecked))
    .map((link) => link.href);
  for (const logo of [navbar.logo, footer.logo]) if (logo) chromeLinks.push(logo.href);
  pages.push({source: args.configFile, route: table.chrome.home, links: chromeLinks.filter((href) => !isExternalUrl(href)).map(siteLink)});
  const seen = new Set<string>();
  for (const route of table.routes) {
    // Instances may name their sidebars alike: each instance's are checked, named by its file.
    const pluginId = route.kind === 'doc' ? (route.doc.version?.pluginId ?? 'default') : 'default';
    if (route.kind !== 'doc' || !route.doc.sidebar || seen.has(`${pluginId}/${route.doc.sidebar.id}`)) continue;
    seen.add(`${pluginId}/${route.doc.sidebar.id}`);
    const file = pluginId === 'default' ? args.sidebarsFile : args.sidebarsFiles?.[pluginId];
    pages.push({source: `${file ?? 'sidebars'} (${route.doc.sidebar.id})`, route: table.chrome.home, links: sidebarLinks(route.doc.sidebar.items)});
  }
  return pages;
}

/**
 * Checks every link and applies the severities; duplicate routes and unrendered MDX components are
 * reported with them. `anchors`: the targets' with the ids React pages rendered.
 */
export function validateLinks(args: {config: SiteConfig; table: RouteTable; targets: LinkTargets; anchors: Map<string, Set<string>>; pages: PageLinks[]; unknownComponents: string[]; reporter: Reporter}): void {
  const findings = linkFindings(checkLinks(args.pages, args.targets, args.anchors));
  if (args.table.warnings.length) findings.duplicateRoutes = args.table.warnings;
  if (args.unknownComponents.length) findings.unknownComponents = args.unknownComponents;
  enforce(findings, args.config, args.reporter);
}
