// Files for AI tools (llmstxt.org): llms.txt (the site's title and summary, then every docs page
// as a markdown link, grouped by sidebar category), llms-full.txt (every docs page as markdown in
// one file) and each docs page's markdown at its URL with `.md` appended. Front matter
// `llms: false` leaves a page out of all three; drafts and unlisted pages are never in them.
import type {SiteConfig} from '../config/schema.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import type {Route, RouteTable, SidebarNode} from '../routes/types.ts';
import {absoluteUrl, withBaseUrl} from '../shared/urls.ts';

type DocRoute = Extract<Route, {kind: 'doc'}>;

export interface LlmsFile {
  /** Public path (with the base URL). */
  path: string;
  /** Text, or bytes in parts written one after the other. */
  content: string | Uint8Array[];
}

/** Characters of llms-full.txt encoded at a time: a few hundred kilobytes. */
const PART_CHARS = 256 * 1024;

/** A page's markdown URL: `/docs/a` → `/docs/a.md`, `/docs/` → `/docs.md`, the base itself → `/index.md` below it. */
export function markdownPath(routePath: string, baseUrl: string): string {
  if (routePath === baseUrl || routePath === '/') return `${routePath}index.md`;
  return `${routePath.replace(/\/$/, '')}.md`;
}

function included(route: DocRoute, parsed: ParsedMarkdown | undefined): boolean {
  return !!parsed && !route.draft && !route.noindex && parsed.frontMatter.llms !== false;
}

/** The page as markdown: its title as `#` heading, then the body as written, without front matter (as parse kept it). */
function pageMarkdown(route: DocRoute, parsed: ParsedMarkdown): string {
  const body = parsed.markdown.trim();
  const titled = /^#\s/.test(body) ? body : `# ${route.title}\n\n${body}`;
  return `${titled}\n`;
}

/** `apiSidebar` → "Api sidebar". */
function humanize(id: string): string {
  const words = id.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Section {
  heading: string;
  docs: DocRoute[];
}

/**
 * Each docs instance's pages, and each of its versions', grouped apart (doc and sidebar ids are a
 * version's own): the default instance first, an instance's last version (its first routes) first.
 */
function instanceSections(docs: DocRoute[]): Section[] {
  const groups = new Map<string, {name?: string; docs: DocRoute[]}>();
  const seen = new Set<string>();
  for (const route of docs) {
    const pluginId = route.doc.version?.pluginId ?? 'default';
    const key = `${pluginId}\u0000${route.doc.version?.name ?? ''}`;
    if (!groups.has(key)) {
      const older = seen.has(pluginId);
      seen.add(pluginId);
      const instance = pluginId === 'default' ? 'Docs' : humanize(pluginId);
      groups.set(key, {name: older ? `${instance} ${route.doc.version!.label}` : pluginId === 'default' ? undefined : instance, docs: []});
    }
    groups.get(key)!.docs.push(route);
  }
  return [...groups.values()].flatMap((group) => sections(group.docs, group.name));
}

/** Docs pages grouped by the top categories of each sidebar; pages in no sidebar come last. `instance`: another docs instance's name. */
function sections(docs: DocRoute[], instance?: string): Section[] {
  const byId = new Map(docs.map((route) => [route.doc.id, route]));
  const placed = new Set<string>();
  const result: Section[] = [];
  const sidebars = new Map<string, SidebarNode[]>();
  for (const route of docs) if (route.doc.sidebar) sidebars.set(route.doc.sidebar.id, route.doc.sidebar.items);
  const collect = (nodes: SidebarNode[], into: DocRoute[]) => {
    for (const node of nodes) {
      if (node.type === 'link' && node.docId && !node.ref && byId.has(node.docId) && !placed.has(node.docId)) {
        placed.add(node.docId);
        into.push(byId.get(node.docId)!);
      } else if (node.type === 'category') {
        // A category's own page (its link) comes first, then its items.
        const own = docs.find((route) => node.href && route.path === node.href);
        if (own && !placed.has(own.doc.id)) {
          placed.add(own.doc.id);
          into.push(own);
        }
        collect(node.items, into);
      }
    }
  };
  for (const [id, items] of sidebars) {
    // A sidebar's links outside any category form one section, where the first of them stands.
    const loose: Section = {heading: sidebars.size > 1 ? humanize(id) : (instance ?? 'Docs'), docs: []};
    for (const node of items) {
      if (node.type === 'category') {
        const list: DocRoute[] = [];
        collect([node], list);
        if (list.length) result.push({heading: node.label, docs: list});
      } else {
        if (!loose.docs.length) result.push(loose);
        collect([node], loose.docs);
      }
    }
    if (!loose.docs.length && result.includes(loose)) result.splice(result.indexOf(loose), 1);
  }
  const rest = docs.filter((route) => !placed.has(route.doc.id));
  if (rest.length) result.push({heading: instance ? `${instance}: other docs` : 'Other docs', docs: rest});
  return result;
}

/**
 * llms.txt, llms-full.txt and the `.md` pages. Each page's markdown is read when its turn comes
 * and handed on at once: holding every page's markdown for the whole step (a big site's docs, as
 * strings of two bytes a character) and llms-full.txt as one string would make most of the
 * step's garbage.
 */
export function* buildLlmsFiles(args: {config: SiteConfig; table: RouteTable; parsed: ReadonlyMap<string, ParsedMarkdown>}): Generator<LlmsFile> {
  const {config, table} = args;
  if (config.llms === false) return;
  const options = config.llms;
  const site = table.chrome;
  const url = (sitePath: string) => absoluteUrl(site.url, site.baseUrl, sitePath);
  const docs = table.routes.filter((route): route is DocRoute => route.kind === 'doc' && included(route, args.parsed.get(route.source)));
  const summary = options.summary ?? (config.tagline || `Documentation of ${config.title}`);
  const link = (route: DocRoute) => url(options.markdownPages ? markdownPath(route.path, site.baseUrl) : route.path);
  const groups = instanceSections(docs);

  const index = [`# ${config.title}`, '', `> ${summary}`, ''];
  for (const group of groups) {
    index.push(`## ${group.heading}`, '');
    for (const route of group.docs) index.push(`- [${route.title.replace(/[[\]]/g, '\\$&')}](${link(route)})${route.description ? `: ${route.description.replace(/\s+/g, ' ')}` : ''}`);
    index.push('');
  }
  yield {path: withBaseUrl(site.baseUrl, '/llms.txt'), content: index.join('\n')};
  // Every docs page is in exactly one group: the groups' order is llms-full.txt's.
  const head = [`# ${config.title}`, '', `> ${summary}`, ''].join('\n');
  const entry = (route: DocRoute, markdown: string) => ['', '---', '', `Source: ${url(route.path)}`, '', markdown.trim(), ''].join('\n');
  // llms-full.txt is encoded in parts as its pages come and handed over in them (the writer
  // writes them one after the other): its parts joined into one buffer beside them would be
  // twice its size at once.
  const full: Uint8Array[] = [];
  let part = head;
  for (const group of groups) {
    for (const route of group.docs) {
      const markdown = pageMarkdown(route, args.parsed.get(route.source)!);
      part += entry(route, markdown);
      if (part.length >= PART_CHARS) {
        full.push(Buffer.from(part));
        part = '';
      }
      if (options.markdownPages) yield {path: markdownPath(route.path, site.baseUrl), content: markdown};
    }
  }
  if (part) full.push(Buffer.from(part));
  yield {path: withBaseUrl(site.baseUrl, '/llms-full.txt'), content: full};
}
