// Resolves the configured navbar and footer (nine navbar item types) into plain links.
import type {NavbarItemConfig, SiteConfig} from '../config/schema.ts';
import {ConfigError} from '../errors.ts';
import {isExternalUrl} from '../shared/urls.ts';
import {sidebarHrefs} from './sidebars.ts';
import type {DocEntry} from './docs.ts';
import type {Link, NavItem, Sidebar, SidebarNode, SiteChrome} from './types.ts';


/** Turns a link written in the config into the URL pages show (see `SiteLinks` in table.ts). */
export type LinkResolver = (href: string) => string;

function toLink(item: {label: string; to?: string; href?: string}, file: string, resolve: LinkResolver): Link {
  const href = item.to ?? item.href;
  if (!href) throw new ConfigError(`navbar/footer item "${item.label}" needs \`to\` or \`href\``, {location: {file}});
  return isExternalUrl(href) ? {label: item.label, href, external: true} : {label: item.label, href: resolve(href)};
}


export function buildChrome(args: {
  config: SiteConfig;
  configFile: string;
  docs: Map<string, DocEntry>;
  sidebars: Sidebar[];
  /** Config links → page URLs (base URL, exact route form); raw HTML in the config is rewritten alike. */
  resolveLink: LinkResolver;
  resolveHtml: (html: string) => string;
  /** Public paths of the home page, the docs' first page, the docs root and the search page. */
  paths: {home: string; docsHome: string; docsBase: string; search: string};
}): SiteChrome {
  const {config, configFile: file, docs, sidebars, resolveLink} = args;
  const {docsHome, docsBase} = args.paths;
  const link = (item: {label: string; to?: string; href?: string}) => toLink(item, file, resolveLink);
  const logo = (value: SiteConfig['navbar']['logo']) =>
    value && {...value, src: resolveLink(value.src), srcDark: value.srcDark && resolveLink(value.srcDark), href: value.href ? resolveLink(value.href) : args.paths.home};
  // A docs navbar item is current on every page of the sidebar its target lives in, so 'Docs'
  // and 'API' are not both lit on API pages.
  const pathsOf = new Map(sidebars.map((sidebar) => [sidebar.id, sidebarHrefs(sidebar.items)]));
  const sidebarOf = (href: string) => sidebars.find((sidebar) => pathsOf.get(sidebar.id)!.includes(href));
  const resolve = (item: NavbarItemConfig): NavItem => {
    switch (item.type) {
      case 'default':
        return {type: 'link', position: item.position, ...link(item)};
      case 'dropdown':
        return {type: 'dropdown', kind: 'default', position: item.position, label: item.label, items: item.items.map(link)};
      case 'html':
        return {type: 'html', position: item.position, html: args.resolveHtml(item.value)};
      case 'search':
        return {type: 'search', position: item.position, action: args.paths.search};
      case 'localeDropdown':
        return {type: 'dropdown', kind: 'locales', position: item.position, label: config.i18n.label, items: [{label: config.i18n.label, href: args.paths.home}]};
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
        const href = sidebar && sidebarHrefs(sidebar.items)[0];
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
    home: args.paths.home,
    searchPage: args.paths.search,
    docsHome,
    brandUrl: config.brandUrl,
    navbar: {
      title: config.navbar.title,
      logo: logo(config.navbar.logo),
      hideOnScroll: config.navbar.hideOnScroll,
      items: config.navbar.items.map(resolve),
    },
    footer: {
      logo: logo(config.footer.logo),
      columns: config.footer.links.map((column) => ({title: column.title, items: column.items.map(link)})),
      copyright: config.footer.copyright,
    },
    announcementBar: config.announcementBar && {
      id: config.announcementBar.id,
      html: args.resolveHtml(config.announcementBar.content),
      isCloseable: config.announcementBar.isCloseable,
    },
    search: {provider: config.search.provider},
    docsBasePath: docsBase,
  };
}
