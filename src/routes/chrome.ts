// Resolves the configured navbar and footer (nine navbar item types) into plain links.
import type {DropdownChildConfig, NavbarItemConfig, SiteConfig} from '../config/schema.ts';
import {ConfigError} from '../errors.ts';
import {isExternalUrl, pathInLocale, withBaseUrl} from '../shared/urls.ts';
import {sidebarHrefs} from './sidebars.ts';
import type {DocEntry} from './docs.ts';
import type {Link, NavItem, Sidebar, SidebarNode, SiteChrome} from './types.ts';
import type {LocaleInfo} from '../i18n/locales.ts';
import type {Translations} from '../i18n/translations.ts';


/** Turns a link written in the config into the URL pages show (see `SiteLinks` in table.ts). */
export type LinkResolver = (href: string) => string;

const PATHNAME = 'pathname://';

function toLink(item: {label: string; to?: string; href?: string}, file: string, resolve: LinkResolver, baseUrl: string): Link {
  const href = item.to ?? item.href;
  if (!href) throw new ConfigError(`navbar/footer item "${item.label}" needs \`to\` or \`href\``, {location: {file}});
  if (isExternalUrl(href)) return {label: item.label, href, external: true};
  // Docusaurus's `pathname:///path`: a path of the host outside the site's pages, not checked.
  if (href.startsWith(PATHNAME)) return {label: item.label, href: withBaseUrl(baseUrl, href.slice(PATHNAME.length)), unchecked: true};
  return {label: item.label, href: resolve(href)};
}

/** One docs instance as the navbar sees it: its docs and sidebars (last version), versions and URLs. */
export interface ChromeDocs {
  id: string;
  docs: Map<string, DocEntry>;
  /** The sidebars of every version. */
  sidebars: Sidebar[];
  /** The versions, the last one first, each with its first page, docs and sidebars. */
  versions: {name: string; label: string; home: string; docs: Map<string, DocEntry>; sidebars: Sidebar[]}[];
  /** The instance's root (with the base URL) and first page. */
  docsBase: string;
  docsHome: string;
  versionLabel: string;
}

export interface ChromeArgs {
  config: SiteConfig;
  configFile: string;
  /** Every docs instance, the default one first. */
  instances: ChromeDocs[];
  /** Config links → page URLs (base URL, exact route form); raw HTML in the config is rewritten alike. */
  resolveLink: LinkResolver;
  resolveHtml: (html: string) => string;
  /** Public paths of the home page, the docs' first page, the docs root and the search page. */
  paths: {home: string; docsHome: string; docsBase: string; search: string};
  /** The locale being built (its translations of the navbar and footer) and every locale of the site. */
  locale: {current: LocaleInfo; all: LocaleInfo[]; translations: Translations};
}

export function buildChrome(args: ChromeArgs): SiteChrome {
  const {config, configFile: file, resolveLink} = args;
  const {docsHome, docsBase} = args.paths;
  const {current, all, translations} = args.locale;
  // Docusaurus's keys of navbar.json and footer.json: `item.label.<label>`, `link.title.<title>`, …
  const navbarText = (key: string, text: string) => translations.navbar[key] ?? text;
  const footerText = (key: string, text: string) => translations.footer[key] ?? text;
  const navLink = (item: {label: string; to?: string; href?: string}) => toLink({...item, label: navbarText(`item.label.${item.label}`, item.label)}, file, resolveLink, config.baseUrl);
  const footerLink = (item: {label: string; to?: string; href?: string} | {html: string}) =>
    'html' in item ? {html: args.resolveHtml(item.html)} : toLink({...item, label: footerText(`link.item.label.${item.label}`, item.label)}, file, resolveLink, config.baseUrl);
  const logo = (value: SiteConfig['navbar']['logo'], text: (key: string, text: string) => string) =>
    value && {...value, alt: text('logo.alt', value.alt), src: resolveLink(value.src), srcDark: value.srcDark && resolveLink(value.srcDark), href: value.href ? resolveLink(value.href) : args.paths.home};
  // A docs item leads into the instance its `docsPluginId` names (the default one without).
  const scopes = new Map(args.instances.map((instance) => [instance.id, docsScope(instance, file)]));
  const scopeOf = (pluginId: string | undefined) => {
    const scope = scopes.get(pluginId ?? 'default');
    if (!scope) throw new ConfigError(`navbar item refers to unknown docs instance "${pluginId}" (known: ${[...scopes.keys()].join(', ')})`, {location: {file}});
    return scope;
  };
  const plugin = (pluginId: string | undefined) => (pluginId && pluginId !== 'default' ? {docsPluginId: pluginId} : {});
  const docLink = (pluginId: string | undefined, docId: string, label: string | undefined) => {
    const doc = scopeOf(pluginId).doc(docId);
    return {doc, label: label ? navbarText(`item.label.${label}`, label) : doc.sidebarLabel};
  };
  const dropdownLink = (child: DropdownChildConfig): Link => {
    if (child.type === 'doc') {
      const {doc, label} = docLink(child.docsPluginId, child.docId, child.label);
      return {label, href: doc.path};
    }
    if (child.type === 'docSidebar') return {label: navbarText(`item.label.${child.label}`, child.label), href: scopeOf(child.docsPluginId).firstOfSidebar(child.sidebarId)};
    return navLink(child);
  };
  // A version or locale dropdown: its own entries around the generated ones, and apart for pages that swap those.
  const extraLinks = <T extends Link>(item: {dropdownItemsBefore: DropdownChildConfig[]; dropdownItemsAfter: DropdownChildConfig[]}, generated: T[]) => {
    const before = item.dropdownItemsBefore.map(dropdownLink);
    const after = item.dropdownItemsAfter.map(dropdownLink);
    return {items: [...before, ...generated, ...after], ...(before.length ? {before} : {}), ...(after.length ? {after} : {})};
  };
  const resolve = (item: NavbarItemConfig): NavItem => {
    switch (item.type) {
      case 'default': {
        // An icon link (no label) is named by its aria-label and drawn by the site's CSS on its class.
        const label = item.label ?? '';
        const extra = {
          ...(item.className ? {className: item.className} : {}),
          ...(item['aria-label'] ? {ariaLabel: item['aria-label']} : {}),
          ...(item.activeBasePath !== undefined ? {activeBase: withBaseUrl(config.baseUrl, `/${item.activeBasePath.replace(/^\/+/, '')}`)} : {}),
          ...(item.activeBaseRegex ? {activeBaseRegex: item.activeBaseRegex} : {}),
        };
        return {type: 'link', position: item.position, ...(label ? navLink({...item, label}) : toLink({...item, label}, file, resolveLink, config.baseUrl)), ...extra};
      }
      case 'dropdown':
        return {type: 'dropdown', kind: 'default', position: item.position, label: navbarText(`item.label.${item.label}`, item.label), items: item.items.map(dropdownLink)};
      case 'html':
        return {type: 'html', position: item.position, html: args.resolveHtml(item.value)};
      case 'search':
        return {type: 'search', position: item.position, action: args.paths.search};
      case 'localeDropdown':
        // Each locale's home; a page swaps in the same page in each locale (templates/components/Layout.tsx).
        return {type: 'dropdown', kind: 'locales', position: item.position, label: current.label, ...extraLinks(item, all.map((locale) => ({label: locale.label, href: pathInLocale(args.paths.home, current, locale)})))};
      case 'doc': {
        const scope = scopeOf(item.docsPluginId);
        const {doc, label} = docLink(item.docsPluginId, item.docId, item.label);
        const sidebar = scope.sidebarOf(doc.path);
        return {
          type: 'link', position: item.position, label, href: doc.path,
          ...(sidebar ? {activePaths: scope.pathsOf.get(sidebar.id)} : {activeBase: scope.instance.docsBase}),
          ...scope.versionHrefs((v) => v.docs.get(item.docId)?.path),
          ...plugin(item.docsPluginId),
        };
      }
      case 'docSidebar': {
        const scope = scopeOf(item.docsPluginId);
        const href = scope.firstOfSidebar(item.sidebarId);
        const firstOf = (v: ChromeDocs['versions'][number]) => {
          const own = v.sidebars.find((s) => s.id === item.sidebarId);
          return own && sidebarHrefs(own.items)[0];
        };
        return {type: 'link', position: item.position, label: navbarText(`item.label.${item.label}`, item.label), href, activePaths: scope.pathsOf.get(item.sidebarId), ...scope.versionHrefs(firstOf), ...plugin(item.docsPluginId)};
      }
      case 'docsVersion': {
        const {instance, versionHrefs} = scopeOf(item.docsPluginId);
        const last = instance.versions[0];
        return {type: 'link', position: item.position, label: item.label ?? last?.label ?? instance.versionLabel, href: last?.home ?? instance.docsHome, showsVersion: true, ...versionHrefs((v) => v.home), ...plugin(item.docsPluginId)};
      }
      case 'docsVersionDropdown': {
        const {instance} = scopeOf(item.docsPluginId);
        // The current version first, then released ones newest first; a docs page swaps in its own links.
        const ordered = [...instance.versions].sort((a, b) => Number(b.name === 'current') - Number(a.name === 'current'));
        return {
          type: 'dropdown',
          kind: 'versions',
          position: item.position,
          label: instance.versions[0]?.label ?? instance.versionLabel,
          ...plugin(item.docsPluginId),
          ...extraLinks(item, ordered.map((v) => ({label: v.label, href: v.home, docsVersion: {pluginId: instance.id, name: v.name}}))),
        };
      }
    }
  };
  return {
    title: config.title,
    tagline: config.tagline,
    titleDelimiter: config.titleDelimiter,
    url: config.url.replace(/\/$/, ''),
    baseUrl: config.baseUrl,
    home: args.paths.home,
    searchPage: args.paths.search,
    docsHome,
    brandUrl: config.brandUrl,
    navbar: {
      title: config.navbar.title && navbarText('title', config.navbar.title),
      logo: logo(config.navbar.logo, navbarText),
      hideOnScroll: config.navbar.hideOnScroll,
      items: config.navbar.items.map(resolve),
      ...(config.navbar.style ? {style: config.navbar.style} : {}),
    },
    footer: {
      logo: logo(config.footer.logo, footerText),
      columns: config.footer.links.map((column) => ({title: footerText(`link.title.${column.title}`, column.title), items: column.items.map(footerLink)})),
      copyright: footerText('copyright', config.footer.copyright),
      ...(config.footer.style ? {style: config.footer.style} : {}),
    },
    announcementBar: config.announcementBar && {
      id: config.announcementBar.id,
      html: args.resolveHtml(config.announcementBar.content),
      isCloseable: config.announcementBar.isCloseable,
    },
    search: {provider: config.search.provider},
    docsBasePath: docsBase,
    messages: translations.messages,
    code: {locale: current.locale, messages: translations.code},
    locale: {lang: current.htmlLang, label: current.label, direction: current.direction, baseUrl: current.baseUrl, defaultLabel: all[0].label},
    locales: all.map((locale) => ({locale: locale.locale, label: locale.label, htmlLang: locale.htmlLang, baseUrl: locale.baseUrl, current: locale === current})),
  };
}

/** What docs navbar items of one instance look up: its docs, sidebars and each version's page. */
function docsScope(instance: ChromeDocs, file: string) {
  // A docs navbar item is current on every page of the sidebar its target lives in, so 'Docs'
  // and 'API' are not both lit on API pages.
  // Every version's sidebar of that id counts: the item is lit on /docs/next/… pages too.
  const pathsOf = new Map<string, string[]>();
  for (const sidebar of instance.sidebars) pathsOf.set(sidebar.id, [...(pathsOf.get(sidebar.id) ?? []), ...sidebarHrefs(sidebar.items)]);
  const at = instance.id === 'default' ? '' : ` of docs instance "${instance.id}"`;
  return {
    instance,
    pathsOf,
    sidebarOf: (href: string) => instance.sidebars.find((sidebar) => pathsOf.get(sidebar.id)!.includes(href)),
    // A docs item leads to the same doc (or sidebar) in each version: the page's version on a docs
    // page, the reader's preferred version elsewhere (src/client/navbar.ts).
    versionHrefs: (pick: (version: ChromeDocs['versions'][number]) => string | undefined) =>
      instance.versions.length > 1 ? {versionHrefs: Object.fromEntries(instance.versions.map((v) => [v.name, pick(v) ?? v.home]))} : {},
    doc: (docId: string) => {
      const doc = instance.docs.get(docId);
      if (!doc) throw new ConfigError(`navbar item refers to unknown doc id "${docId}"${at}`, {location: {file}});
      return doc;
    },
    firstOfSidebar: (sidebarId: string) => {
      const sidebar = instance.sidebars.find((s) => s.id === sidebarId);
      const href = sidebar && sidebarHrefs(sidebar.items)[0];
      if (!href) throw new ConfigError(`navbar item refers to unknown or empty sidebar "${sidebarId}"${at}`, {location: {file}});
      return href;
    },
  };
}
