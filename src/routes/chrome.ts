// Resolves the configured navbar and footer (nine navbar item types) into plain links.
import type {NavbarItemConfig, SiteConfig} from '../config/schema.ts';
import {ConfigError} from '../errors.ts';
import type {DocEntry} from './docs.ts';
import type {Link, NavItem, Sidebar, SidebarNode, SiteChrome} from './types.ts';

const isExternal = (href: string) => /^https?:\/\//.test(href);

function toLink(item: {label: string; to?: string; href?: string}, file: string): Link {
  const href = item.to ?? item.href;
  if (!href) throw new ConfigError(`navbar/footer item "${item.label}" needs \`to\` or \`href\``, {location: {file}});
  return {label: item.label, href, external: isExternal(href)};
}

function sidebarPaths(nodes: SidebarNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.href && !(node.type === 'link' && node.external) ? [node.href] : []),
    ...(node.type === 'category' ? sidebarPaths(node.items) : []),
  ]);
}

function firstLink(nodes: SidebarNode[]): string | undefined {
  for (const node of nodes) {
    if (node.type === 'link' && !node.external) return node.href;
    if (node.type === 'category') {
      const found = node.href ?? firstLink(node.items);
      if (found) return found;
    }
  }
  return undefined;
}

export function buildChrome(args: {
  config: SiteConfig;
  configFile: string;
  docs: Map<string, DocEntry>;
  sidebars: Sidebar[];
  docsHome?: string;
}): SiteChrome {
  const {config, configFile: file, docs, sidebars} = args;
  const docsBase = config.docs.routeBasePath.replace(/\/$/, '');
  const docsHome = args.docsHome ?? `${docsBase}/`;
  // A docs navbar item is current on every page of the sidebar its target lives in, so 'Docs'
  // and 'API' are not both lit on API pages.
  const pathsOf = new Map(sidebars.map((sidebar) => [sidebar.id, sidebarPaths(sidebar.items)]));
  const sidebarOf = (href: string) => sidebars.find((sidebar) => pathsOf.get(sidebar.id)!.includes(href));
  const resolve = (item: NavbarItemConfig): NavItem => {
    switch (item.type) {
      case 'default':
        return {type: 'link', position: item.position, ...toLink(item, file)};
      case 'dropdown':
        return {type: 'dropdown', kind: 'default', position: item.position, label: item.label, items: item.items.map((i) => toLink(i, file))};
      case 'html':
        return {type: 'html', position: item.position, html: item.value};
      case 'search':
        return {type: 'search', position: item.position};
      case 'localeDropdown':
        return {type: 'dropdown', kind: 'locales', position: item.position, label: config.i18n.label, items: [{label: config.i18n.label, href: '/'}]};
      case 'doc': {
        const doc = docs.get(item.docId);
        if (!doc) throw new ConfigError(`navbar item refers to unknown doc id "${item.docId}"`, {location: {file}});
        const sidebar = sidebarOf(doc.path);
        return {
          type: 'link', position: item.position, label: item.label ?? doc.sidebarLabel, href: doc.path,
          ...(sidebar ? {activePaths: pathsOf.get(sidebar.id)} : {activeBase: docsBase}),
        };
      }
      case 'docSidebar': {
        const sidebar = sidebars.find((s) => s.id === item.sidebarId);
        const href = sidebar && firstLink(sidebar.items);
        if (!href) throw new ConfigError(`navbar item refers to unknown or empty sidebar "${item.sidebarId}"`, {location: {file}});
        return {type: 'link', position: item.position, label: item.label, href, activePaths: pathsOf.get(item.sidebarId)};
      }
      case 'docsVersion':
        return {type: 'link', position: item.position, label: item.label ?? config.docs.versionLabel, href: docsHome};
      case 'docsVersionDropdown':
        return {type: 'dropdown', kind: 'versions', position: item.position, label: config.docs.versionLabel, items: [{label: config.docs.versionLabel, href: docsHome, docsVersion: {pluginId: 'default', name: 'current'}}]};
    }
  };
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url.replace(/\/$/, ''),
    baseUrl: config.baseUrl,
    brandUrl: config.brandUrl,
    navbar: {
      title: config.navbar.title,
      logo: config.navbar.logo,
      hideOnScroll: config.navbar.hideOnScroll,
      items: config.navbar.items.map(resolve),
    },
    footer: {
      logo: config.footer.logo,
      columns: config.footer.links.map((column) => ({title: column.title, items: column.items.map((i) => toLink(i, file))})),
      copyright: config.footer.copyright,
    },
    announcementBar: config.announcementBar && {
      id: config.announcementBar.id,
      html: config.announcementBar.content,
      isCloseable: config.announcementBar.isCloseable,
    },
    search: {provider: config.search.provider},
    docsBasePath: docsBase,
  };
}
