// The docs routes: each doc with its sidebar, breadcrumbs and prev/next (front matter
// `displayed_sidebar`, `pagination_prev` / `pagination_next` / `pagination_label` as in
// Docusaurus), and a page per `generated-index` category listing its items.
import type {SiteConfig} from '../config/schema.ts';
import type {LastUpdate} from '../content/last-updated.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import {SitegenError} from '../errors.ts';
import {formatDateIn} from '../shared/intl.ts';
import {docEntry, type DocEntry} from './docs.ts';
import {editUrlFor} from './edit-url.ts';
import {defaultSidebars, indexSidebars, resolveSidebars, type CategoryMeta, type SidebarPosition} from './sidebars.ts';
import type {SidebarsInput} from './sidebar-config.ts';
import {contentDirOf, type DocsInstance, type DocsVersion} from '../content/versions.ts';
import type {Link, Route, Sidebar, SidebarNode} from './types.ts';
import {ENGLISH_MESSAGES, translate, type ThemeMessages} from '../shared/theme-strings.ts';

/** The commit's day in the locale's words and calendar (English: "Nov 5, 2026"). */
function lastUpdatedDate(update: LastUpdate | undefined, locale?: {htmlLang: string; calendar: string}): string | undefined {
  if (!update) return undefined;
  if (!locale || locale.htmlLang === 'en') return update.date;
  return formatDateIn(new Date(update.iso), locale.htmlLang, {year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC', calendar: locale.calendar});
}

/**
 * Docusaurus's keys of a version's translation file: `sidebar.<id>.category.<label>`,
 * `sidebar.<id>.doc.<label>` and `sidebar.<id>.link.<label>` give a sidebar item its label.
 */
function translateSidebars(sidebars: Sidebar[], labels: Record<string, string>): void {
  const walk = (id: string, nodes: SidebarNode[]) => {
    for (const node of nodes) {
      if (node.type === 'html') continue;
      const kind = node.type === 'category' ? 'category' : node.docId ? 'doc' : 'link';
      node.label = labels[`sidebar.${id}.${kind}.${node.label}`] ?? node.label;
      if (node.type === 'category') walk(id, node.items);
    }
  };
  for (const sidebar of sidebars) walk(sidebar.id, sidebar.items);
}

export interface DocsRoutes {
  routes: Route[];
  docs: Map<string, DocEntry>;
  sidebars: Sidebar[];
  /** Ids of drafts left out of this build. */
  draftIds: string[];
}

function cardsOf(nodes: SidebarNode[], docs: Map<string, DocEntry>): {label: string; href: string; description?: string; count?: number}[] {
  return nodes.flatMap((node) => {
    if (node.type === 'html') return [];
    if (node.type === 'link') return [{label: node.label, href: node.href, description: node.docId ? docs.get(node.docId)?.parsed.description : undefined}];
    const first = node.href ?? cardsOf(node.items, docs)[0]?.href;
    return first ? [{label: node.label, href: first, description: node.description, count: node.items.length}] : [];
  });
}

export function buildDocsRoutes(input: {
  config: SiteConfig;
  /** The options of the version's docs instance. */
  options: DocsInstance;
  version: DocsVersion;
  docs: ParsedMarkdown[];
  sidebars?: {input: SidebarsInput; file: string};
  categories: Map<string, CategoryMeta>;
  lastUpdated?: Map<string, LastUpdate>;
  includeDrafts: boolean;
  toRoute: (sitePath: string) => string;
  /** The building locale's texts and date format, and its translations of this version's labels. */
  locale?: {messages: ThemeMessages; htmlLang: string; calendar: string; labels?: Record<string, string>};
}): DocsRoutes {
  const messages = input.locale?.messages ?? ENGLISH_MESSAGES;
  const {options, toRoute, version} = input;
  const all = input.docs.map((parsed) => docEntry(parsed, contentDirOf(version, parsed.file), version.routeBase, toRoute));
  const draftIds = input.includeDrafts ? [] : all.filter((entry) => entry.parsed.frontMatter.draft === true).map((entry) => entry.id);
  const drafts = new Set(draftIds);
  const docs = new Map<string, DocEntry>();
  for (const entry of all) {
    if (drafts.has(entry.id)) continue;
    const clash = docs.get(entry.id);
    if (clash) throw new SitegenError(`duplicate doc id "${entry.id}" (also in ${clash.file})`, {location: {file: entry.file}});
    docs.set(entry.id, entry);
  }
  const base = version.routeBase;
  const {sidebars, generated} = resolveSidebars({
    input: input.sidebars?.input ?? defaultSidebars(),
    docs,
    file: input.sidebars?.file ?? `${version.docsDir}/ (generated sidebar)`,
    drafts,
    categories: input.categories,
    categoryPath: (slug) => toRoute(`${base}/${slug.replace(/^\//, '')}`),
    defaults: {collapsed: options.sidebarCollapsed, collapsible: options.sidebarCollapsible},
  });
  if (input.locale?.labels) translateSidebars(sidebars, input.locale.labels);
  const positions = indexSidebars(sidebars);
  const byId = new Map(sidebars.map((sidebar) => [sidebar.id, sidebar]));
  // Front matter `pagination_label`: the doc's label in its neighbours' previous and next links.
  const paginationLabels = new Map([...docs.values()].flatMap((doc) => (doc.parsed.frontMatter.pagination_label ? [[doc.path, doc.parsed.frontMatter.pagination_label] as const] : [])));
  const paged = (link: Link | undefined): Link | undefined => (link && paginationLabels.has(link.href) ? {...link, label: paginationLabels.get(link.href)!} : link);
  const linkTo = (value: string | null | undefined): Link | null | undefined => {
    if (value == null) return value;
    const doc = docs.get(value);
    return doc ? {label: doc.sidebarLabel, href: doc.path} : undefined;
  };
  /** A doc's place: its own sidebar, or the one front matter `displayed_sidebar` names. */
  const placeOf = (doc: DocEntry): Partial<SidebarPosition> => {
    const shown = doc.parsed.frontMatter.displayed_sidebar;
    const own = positions.get(doc.path);
    if (shown && byId.has(shown) && own?.sidebar.id !== shown) return {sidebar: byId.get(shown)};
    if (shown === null) return {};
    return own ?? {};
  };

  const routes: Route[] = [];
  for (const doc of docs.values()) {
    const fm = doc.parsed.frontMatter;
    const place = placeOf(doc);
    const previous = linkTo(fm.pagination_prev);
    const next = linkTo(fm.pagination_next);
    routes.push({
      kind: 'doc',
      path: doc.path,
      source: doc.file,
      title: doc.title,
      description: doc.parsed.description,
      image: fm.image,
      keywords: fm.keywords,
      ...(fm.head_tags ? {headTags: fm.head_tags} : {}),
      ...(fm.draft === true ? {draft: true, noindex: true} : {}),
      ...(fm.unlisted === true || version.noIndex ? {noindex: true} : {}),
      doc: {
        id: doc.id,
        title: doc.title,
        heading: doc.parsed.heading || doc.title,
        hideTitle: fm.hide_title === true,
        description: doc.parsed.description,
        html: doc.parsed.html,
        toc: doc.parsed.toc,
        hideToc: fm.hide_table_of_contents === true,
        sidebar: place.sidebar,
        breadcrumbs: options.breadcrumbs ? (place.breadcrumbs ?? []) : [],
        previous: previous === null ? undefined : paged(previous ?? place.previous),
        next: next === null ? undefined : paged(next ?? place.next),
        lastUpdated: options.showLastUpdateTime ? lastUpdatedDate(input.lastUpdated?.get(doc.file), input.locale) : undefined,
        lastUpdatedBy: options.showLastUpdateAuthor ? input.lastUpdated?.get(doc.file)?.author : undefined,
        editUrl: fm.custom_edit_url !== undefined ? fm.custom_edit_url || undefined : editUrlFor(options.editUrl, {file: doc.file, contentDir: contentDirOf(version, doc.file), permalink: doc.path, version: version.name}),
        ...(version.localizedDir && contentDirOf(version, doc.file) !== version.localizedDir ? {untranslated: true} : {}),
        versionLabel: version.label,
        version: {name: version.name, label: version.label, banner: version.banner, tag: version.tag, ...(version.pluginId !== 'default' ? {pluginId: version.pluginId} : {})},
      },
    });
  }
  for (const index of generated) {
    const place = positions.get(index.path);
    routes.push({
      kind: 'doc-category',
      path: index.path,
      source: `${input.sidebars?.file ?? version.docsDir} (category ${index.category.label})`,
      ...(version.noIndex ? {noindex: true} : {}),
      title: index.title,
      description: index.description ?? translate(messages, 'theme.docs.category.description', {category: index.category.label}),
      image: index.image,
      keywords: index.keywords,
      category: {
        title: index.title,
        description: index.description,
        items: cardsOf(index.category.items, docs),
        sidebar: place?.sidebar ?? byId.get(index.sidebar),
        breadcrumbs: options.breadcrumbs ? (place?.breadcrumbs ?? []) : [],
        previous: paged(place?.previous),
        next: paged(place?.next),
        version: {name: version.name, label: version.label, banner: version.banner, tag: version.tag, ...(version.pluginId !== 'default' ? {pluginId: version.pluginId} : {})},
      },
    });
  }
  return {routes, docs, sidebars, draftIds};
}
