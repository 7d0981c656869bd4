// Sidebars: validated from site/sidebars.ts, or generated from the folder tree when there is no
// such file; then resolved to links, breadcrumbs and prev/next.
import {SidebarError} from '../errors.ts';
import {closest} from '../shared/strings.ts';
import {isExternalUrl} from '../shared/urls.ts';
import type {DocEntry} from './docs.ts';
import {titleFromName} from './docs.ts';
import type {Link, Sidebar, SidebarNode} from './types.ts';

export type SidebarItemConfig =
  | string
  | {type: 'doc'; id: string; label?: string}
  | {type: 'link'; label: string; href: string}
  | {type: 'category'; label: string; items: SidebarItemConfig[]; link?: string | {type: 'doc'; id: string}};

export type SidebarsConfig = Record<string, SidebarItemConfig[]>;

/** `drafts`: ids of draft docs left out of this build; sidebar items naming them are dropped. */
export function resolveSidebars(config: SidebarsConfig, docs: Map<string, DocEntry>, file: string, drafts: Set<string> = new Set()): Sidebar[] {
  return Object.entries(config).map(([id, items]) => {
    if (!Array.isArray(items)) throw new SidebarError(`sidebar "${id}" must be an array of items`, {location: {file}});
    return {id, items: items.flatMap((item) => resolveItem(item, id) ?? [])};
  });

  function docById(docId: string, sidebarId: string): DocEntry {
    const doc = docs.get(docId);
    if (doc) return doc;
    const near = closest(docId, [...docs.keys()]);
    throw new SidebarError(
      `sidebar "${sidebarId}" refers to unknown doc id "${docId}"${near ? ` (did you mean "${near}"?)` : ''}`,
      {location: {file}},
    );
  }

  function resolveItem(item: SidebarItemConfig, sidebarId: string): SidebarNode | undefined {
    const named = typeof item === 'string' ? item : item.type === 'doc' ? item.id : undefined;
    if (named && drafts.has(named)) return undefined;
    if (typeof item === 'string') {
      const doc = docById(item, sidebarId);
      return {type: 'link', label: doc.sidebarLabel, href: doc.path, docId: doc.id};
    }
    switch (item.type) {
      case 'doc': {
        const doc = docById(item.id, sidebarId);
        return {type: 'link', label: item.label ?? doc.sidebarLabel, href: doc.path, docId: doc.id};
      }
      case 'link':
        return {type: 'link', label: item.label, href: item.href, external: isExternalUrl(item.href)};
      case 'category': {
        const linkId = typeof item.link === 'string' ? item.link : item.link?.id;
        const linked = linkId ? docById(linkId, sidebarId) : undefined;
        return {
          type: 'category',
          label: item.label,
          href: linked?.path,
          items: item.items.flatMap((child) => resolveItem(child, sidebarId) ?? []),
        };
      }
      default:
        throw new SidebarError(`sidebar "${sidebarId}" has an item of unknown type: ${JSON.stringify(item)}`, {
          location: {file},
        });
    }
  }
}

/** One sidebar from the folder tree: folders become categories, `index.md` their link. */
export function generateSidebar(docs: DocEntry[]): SidebarsConfig {
  interface Folder {
    name: string;
    index?: DocEntry;
    docs: DocEntry[];
    folders: Map<string, Folder>;
  }
  const root: Folder = {name: '', docs: [], folders: new Map()};
  for (const doc of docs) {
    let folder = root;
    for (const part of doc.dir ? doc.dir.split('/') : []) {
      if (!folder.folders.has(part)) folder.folders.set(part, {name: part, docs: [], folders: new Map()});
      folder = folder.folders.get(part)!;
    }
    if (doc.isIndex && folder !== root) folder.index = doc;
    else folder.docs.push(doc);
  }
  const order = (a: {position?: number; key: string}, b: {position?: number; key: string}) =>
    (a.position ?? Infinity) - (b.position ?? Infinity) || a.key.localeCompare(b.key);
  const build = (folder: Folder): SidebarItemConfig[] => {
    const entries: {position?: number; key: string; item: SidebarItemConfig}[] = [
      ...folder.docs.map((doc) => ({position: doc.isIndex ? -1 : doc.position, key: doc.id, item: doc.id})),
      ...[...folder.folders.values()].map((sub) => ({
        position: sub.index?.position,
        key: sub.name,
        item: {
          type: 'category' as const,
          label: sub.index?.sidebarLabel ?? titleFromName(sub.name),
          link: sub.index?.id,
          items: build(sub),
        },
      })),
    ];
    return entries.sort(order).map((entry) => entry.item);
  };
  return {docs: build(root)};
}

export interface SidebarPosition {
  sidebar: Sidebar;
  breadcrumbs: Link[];
  previous?: Link;
  next?: Link;
}

/** Where each doc path sits: its sidebar, its category trail and its neighbours in reading order. */
export function indexSidebars(sidebars: Sidebar[]): Map<string, SidebarPosition> {
  const positions = new Map<string, SidebarPosition>();
  for (const sidebar of sidebars) {
    const flat: {link: Link; trail: Link[]}[] = [];
    const walk = (nodes: SidebarNode[], trail: Link[]) => {
      for (const node of nodes) {
        if (node.type === 'link') {
          if (node.docId) flat.push({link: {label: node.label, href: node.href}, trail});
        } else {
          const crumb = {label: node.label, href: node.href ?? ''};
          if (node.href) flat.push({link: {label: node.label, href: node.href}, trail});
          walk(node.items, [...trail, crumb]);
        }
      }
    };
    walk(sidebar.items, []);
    flat.forEach((entry, n) => {
      if (positions.has(entry.link.href)) return;
      positions.set(entry.link.href, {
        sidebar,
        breadcrumbs: entry.trail,
        previous: flat[n - 1]?.link,
        next: flat[n + 1]?.link,
      });
    });
  }
  return positions;
}
