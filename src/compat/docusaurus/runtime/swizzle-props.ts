// The props a swizzle gets, in Docusaurus's shape, from those sitegen's theme passes its own
// component (`toDocusaurus`), and back: what the original (`@theme-original/<Name>`, or
// `@theme/<Name>` in site code) draws with, from the props the swizzle passes it. Unchanged props
// give the original exactly what the theme gave; changed or new ones are read as Docusaurus's.
import type {Link, NavItem, SidebarNode, SiteChrome} from '../../../routes/types.ts';
import type {TocEntry} from '../../../content/types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Props = Record<string, any>;
/** What the theme gave the swizzled component, and what the swizzle got from it. */
export interface Given {
  sitegen: Props;
  docusaurus: Props;
}
/** The page being drawn (templates/components/PageContext.tsx), for originals used outside the theme. */
export interface Chrome {
  site: SiteChrome;
  path: string;
}

interface PropsAdapter {
  toDocusaurus(sitegen: Props): Props;
  fromDocusaurus?(docusaurus: Props, given: Given | undefined, chrome: Chrome | undefined): Props | undefined;
}

const none = () => ({});
const site = (given: Given | undefined, chrome: Chrome | undefined) => (given?.sitegen.site as SiteChrome | undefined) ?? chrome?.site;
const siteOnly = (_d: Props, given: Given | undefined, chrome: Chrome | undefined) => {
  const chosen = site(given, chrome);
  return chosen && {site: chosen};
};

/** A site path as Docusaurus writes it (`to: '/docs'`) with the base URL the theme's links carry. */
function withBase(href: string, chrome: Chrome | undefined): string {
  const base = chrome?.site.baseUrl ?? '/';
  return href.startsWith('/') && !href.startsWith(base) ? `${base.replace(/\/$/, '')}${href}` : href;
}

const docusaurusLink = (link: Link) => ({label: link.label, ...(link.external ? {href: link.href} : {to: link.href})});

function sitegenLink(entry: Props, chrome: Chrome | undefined): Link | undefined {
  const href = typeof entry.to === 'string' ? withBase(entry.to, chrome) : typeof entry.href === 'string' ? entry.href : undefined;
  if (!href || typeof entry.label !== 'string') return undefined;
  return {label: entry.label, href, ...(/^[a-z]+:\/\//i.test(href) ? {external: true} : {})};
}

const DROPDOWN_TYPES = {default: 'dropdown', versions: 'docsVersionDropdown', locales: 'localeDropdown'} as const;

/** A sitegen navbar item as a Docusaurus navbar item config. */
export function docusaurusNavItem(item: NavItem): Props {
  switch (item.type) {
    case 'link':
      return {type: 'default', position: item.position, ...docusaurusLink(item)};
    case 'dropdown':
      return {type: DROPDOWN_TYPES[item.kind], position: item.position, label: item.label, items: item.items.map(docusaurusLink)};
    case 'html':
      return {type: 'html', position: item.position, value: item.html};
    case 'search':
      return {type: 'search', position: item.position};
  }
}

/** A Docusaurus navbar item config (links, dropdowns of links, HTML, search) as sitegen's. */
export function sitegenNavItem(item: Props, chrome: Chrome | undefined): NavItem | undefined {
  const type = item.type ?? (Array.isArray(item.items) ? 'dropdown' : 'default');
  const position = item.position === 'right' ? 'right' : 'left';
  if (type === 'default' || type === 'link') {
    const link = sitegenLink(item, chrome);
    return link && {type: 'link', position, ...link};
  }
  if (type === 'dropdown' && Array.isArray(item.items)) {
    const items = (item.items as Props[]).map((entry) => sitegenLink(entry, chrome)).filter((entry): entry is Link => Boolean(entry));
    return {type: 'dropdown', kind: 'default', position, label: String(item.label ?? ''), items};
  }
  if (type === 'html') return {type: 'html', position, html: String(item.value ?? '')};
  if (type === 'search') return {type: 'search', position, action: chrome?.site.searchPage ?? '/search'};
  return undefined;
}

type DocusaurusSidebarItem = Props;
function docusaurusSidebar(nodes: SidebarNode[]): DocusaurusSidebarItem[] {
  return nodes.map((node) => {
    if (node.type === 'html') return {type: 'html', value: node.html, className: node.className};
    if (node.type === 'link') return {type: 'link', label: node.label, href: node.href, docId: node.docId, className: node.className};
    return {type: 'category', label: node.label, href: node.href, items: docusaurusSidebar(node.items), collapsed: node.collapsed ?? true, collapsible: node.collapsible ?? true, className: node.className};
  });
}

/** Docusaurus's table of contents: a flat list of headings with their level. */
function docusaurusToc(entries: TocEntry[]): Props[] {
  return entries.flatMap((entry) => [{value: entry.text, id: entry.id, level: entry.level}, ...docusaurusToc(entry.children)]);
}

const navLink = (link: Link | undefined) => link && {title: link.label, permalink: link.href};
const fromNavLink = (link: Props | undefined): Link | undefined => (link && typeof link.permalink === 'string' ? {label: String(link.title ?? ''), href: link.permalink} : undefined);

export const SWIZZLE_PROPS: Record<string, PropsAdapter> = {
  Navbar: {toDocusaurus: none, fromDocusaurus: (_d, given, chrome) => given?.sitegen ?? (chrome && {site: chrome.site, path: chrome.path})},
  NavbarItem: {
    toDocusaurus: (props) => ({...docusaurusNavItem(props.item as NavItem), ...(props.mobile ? {mobile: true} : {})}),
    fromDocusaurus: (d, given, chrome) => {
      const item = sitegenNavItem(d, chrome);
      return item ? {item, path: given?.sitegen.path ?? chrome?.path ?? '', mobile: Boolean(d.mobile)} : given?.sitegen;
    },
  },
  Logo: {
    toDocusaurus: (props) => ({className: props.className}),
    fromDocusaurus: (d, given, chrome) => {
      const chosen = site(given, chrome);
      return chosen && {site: chosen, className: d.className ?? given?.sitegen.className ?? 'brand'};
    },
  },
  ColorModeToggle: {toDocusaurus: none, fromDocusaurus: none},
  SearchBar: {toDocusaurus: none, fromDocusaurus: (_d, given, chrome) => given?.sitegen ?? (chrome && {action: chrome.site.searchPage})},
  AnnouncementBar: {toDocusaurus: none, fromDocusaurus: (_d, given, chrome) => given?.sitegen ?? (chrome?.site.announcementBar && {bar: chrome.site.announcementBar})},
  Footer: {toDocusaurus: none, fromDocusaurus: siteOnly},
  BackToTopButton: {toDocusaurus: none, fromDocusaurus: none},
  DocSidebar: {toDocusaurus: (props) => ({path: props.path, sidebar: docusaurusSidebar(props.sidebar.items), isHidden: false})},
  TOC: {toDocusaurus: (props) => ({toc: docusaurusToc(props.toc)})},
  DocBreadcrumbs: {toDocusaurus: none},
  DocVersionBanner: {toDocusaurus: none},
  DocPaginator: {
    toDocusaurus: (props) => ({previous: navLink(props.previous), next: navLink(props.next)}),
    fromDocusaurus: (d, given) => given && {...given.sitegen, previous: fromNavLink(d.previous), next: fromNavLink(d.next)},
  },
  BlogPostPaginator: {
    toDocusaurus: (props) => ({prevItem: navLink(props.previous), nextItem: navLink(props.next)}),
    fromDocusaurus: (d, given) => given && {...given.sitegen, previous: fromNavLink(d.prevItem), next: fromNavLink(d.nextItem)},
  },
  BlogListPaginator: {toDocusaurus: (props) => ({metadata: {previousPage: props.previous?.href, nextPage: props.next?.href}})},
  BlogSidebar: {toDocusaurus: (props) => ({sidebar: {title: props.sidebar.title, items: (props.sidebar.items as Link[]).map((item) => ({title: item.label, permalink: item.href}))}})},
  NotFound: {toDocusaurus: none, fromDocusaurus: siteOnly},
  'NotFound/Content': {toDocusaurus: (props) => ({className: props.className}), fromDocusaurus: siteOnly},
};

function shallowEqual(a: Props, b: Props): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((key) => key !== 'children'));
  return [...keys].every((key) => a[key] === b[key]);
}

/** What the original draws with, given what the swizzle passed it. */
export function sitegenProps(name: string, docusaurus: Props, given: Given | undefined, chrome: Chrome | undefined): Props | undefined {
  if (given && shallowEqual(docusaurus, given.docusaurus)) return given.sitegen;
  const adapter = SWIZZLE_PROPS[name];
  return adapter?.fromDocusaurus ? adapter.fromDocusaurus(docusaurus, given, chrome) : given?.sitegen;
}
