// themeConfig.navbar → sitegen's navbar: links, doc and sidebar items, dropdowns in each shape
// Docusaurus accepts (with or without `type`, of links, docs and sidebars), version and locale
// dropdowns with their extra entries, HTML and search items.
import {isObject, pick, str, unusedKeys, type Notes} from './notes.ts';
import type {Json} from './load.ts';

/** The docs instances init translated: an item of another instance (`docsPluginId`) is kept only for those. */
export interface NavbarContext {
  notes: Notes;
  docsPlugins: Set<string>;
  /** Whether the site's stylesheets style a class (unset: assumed); an icon no stylesheet draws stays a text link. */
  styled?: (className: string) => boolean;
}

/** `pathname:///x` is Docusaurus's link that skips the router: a plain path where sitegen takes no such link. */
export const plainHref = (href: unknown) => (typeof href === 'string' ? href.replace(/^pathname:\/\//, '') : undefined);

function linkLabel(item: Json): string | undefined {
  const href = plainHref(item.href);
  return str(item.label) ?? str(item['aria-label']) ?? (href && /^[a-z]+:\/\//.test(href) ? new URL(href).hostname : href ?? str(item.to));
}

function link(item: Json): Json | undefined {
  const label = linkLabel(item);
  // `pathname://` stays: sitegen leaves such links out of its check, as Docusaurus does.
  const href = str(item.href);
  if (!label || (!href && !str(item.to))) return undefined;
  return {label, ...(str(item.to) ? {to: item.to} : {}), ...(href ? {href} : {})};
}

/** Keys of a navbar item sitegen has no place for. */
const LINK_KEYS = ['type', 'label', 'to', 'href', 'position', 'className', 'aria-label', 'docId', 'sidebarId', 'docsPluginId', 'items', 'value', 'activeBaseRegex', 'activeBasePath', 'prependBaseUrlToHref'];

function otherInstance(item: Json, key: string, context: NavbarContext): boolean {
  const plugin = str(item.docsPluginId);
  if (!plugin || plugin === 'default' || context.docsPlugins.has(plugin)) return false;
  context.notes.skip(key, `leads into the docs instance "${plugin}", which was not translated`);
  return true;
}

/** `docsPluginId` of an item into a translated instance other than the default one. */
const pluginOf = (item: Json): Json => (str(item.docsPluginId) && item.docsPluginId !== 'default' ? {docsPluginId: item.docsPluginId} : {});

function dropdownChild(child: Json, key: string, context: NavbarContext): Json | undefined {
  if (otherInstance(child, key, context)) return undefined;
  const type = str(child.type) ?? 'default';
  if (type === 'doc' && str(child.docId)) return {type, docId: child.docId, ...(str(child.label) ? {label: child.label} : {}), ...pluginOf(child)};
  if (type === 'docSidebar' && str(child.sidebarId)) return {type, sidebarId: child.sidebarId, label: str(child.label) ?? String(child.sidebarId), ...pluginOf(child)};
  if (type === 'default' || type === 'link') {
    const out = link(child);
    if (out) return out;
  }
  context.notes.skip(key, `a dropdown entry of type "${type}" has no sitegen equivalent`);
  return undefined;
}

function extraEntries(item: Json, key: string, context: NavbarContext): Json {
  const out: Json = {};
  for (const name of ['dropdownItemsBefore', 'dropdownItemsAfter']) {
    const entries = Array.isArray(item[name]) ? (item[name] as Json[]) : [];
    // Links, docs and sidebars, as in a dropdown's `items`.
    const links = entries.map((entry, n) => (isObject(entry) ? dropdownChild(entry, `${key}.${name}[${n}]`, context) : undefined)).filter(Boolean);
    if (links.length) out[name] = links;
  }
  return out;
}

export function navbarItem(item: Json, key: string, context: NavbarContext): Json | undefined {
  const {notes} = context;
  // A dropdown may be written without `type`: its `items` make it one.
  const type = str(item.type) ?? (Array.isArray(item.items) ? 'dropdown' : 'default');
  const position = item.position === 'right' ? 'right' : 'left';
  if (otherInstance(item, key, context)) return undefined;
  // sitegen opens site and pathname:// links in the same tab: `target: '_self'` on them changes nothing.
  const sameTab = item.target === '_self' && !/^https?:/.test(String(item.href ?? ''));
  for (const extra of unusedKeys(item, [...LINK_KEYS, 'dropdownItemsBefore', 'dropdownItemsAfter', 'dropdownActiveClassDisabled', ...(sameTab ? ['target'] : [])])) notes.skip(`${key}.${extra}`, 'no sitegen equivalent for this navbar item setting');
  switch (type) {
    case 'default':
    case 'link': {
      // An icon link: no label, a class the site's CSS draws and an aria-label that names it.
      const drawn = str(item.className) && (context.styled?.(String(item.className)) ?? true);
      if (!str(item.label) && drawn && str(item['aria-label']) && (str(item.href) || str(item.to))) {
        return {'aria-label': item['aria-label'], ...(str(item.to) ? {to: item.to} : {}), ...(str(item.href) ? {href: item.href} : {}), position, className: item.className};
      }
      const out = link(item);
      if (!out) return void notes.skip(key, 'a navbar link needs a label and `to` or `href`');
      // `prependBaseUrlToHref`: a site path written as `href`, which is what `to` is in sitegen.
      if (item.prependBaseUrlToHref === true && typeof out.href === 'string' && out.href.startsWith('/') && !out.to) [out.to, out.href] = [out.href, undefined];
      if (out.href === undefined) delete out.href;
      const active = {...(str(item.activeBasePath) !== undefined ? {activeBasePath: item.activeBasePath} : {}), ...(str(item.activeBaseRegex) ? {activeBaseRegex: item.activeBaseRegex} : {})};
      return {...out, ...active, position, ...(str(item.className) ? {className: item.className} : {}), ...(str(item['aria-label']) ? {'aria-label': item['aria-label']} : {})};
    }
    case 'doc':
      return {type, docId: item.docId, position, ...(str(item.label) ? {label: item.label} : {}), ...pluginOf(item)};
    case 'docSidebar':
      return {type, sidebarId: item.sidebarId, label: str(item.label) ?? String(item.sidebarId), position, ...pluginOf(item)};
    case 'dropdown': {
      const items = ((item.items as Json[] | undefined) ?? []).map((child, n) => (isObject(child) ? dropdownChild(child, `${key}.items[${n}]`, context) : undefined)).filter(Boolean);
      if (!items.length) return void notes.skip(key, 'a dropdown with no entry sitegen can show');
      return {type, label: str(item.label) ?? 'More', position, items};
    }
    case 'docsVersion':
      return {type, position, ...(str(item.label) ? {label: item.label} : {}), ...pluginOf(item)};
    case 'docsVersionDropdown':
      return {type, position, ...extraEntries(item, key, context), ...pluginOf(item)};
    case 'localeDropdown':
      return {type, position, ...extraEntries(item, key, context)};
    case 'search':
      return {type, position};
    case 'html':
      return {type, value: String(item.value ?? ''), position};
    default:
      notes.skip(key, `navbar item of type "${type}" (a custom item) has no sitegen equivalent`);
      return undefined;
  }
}

export function translateNavbar(navbar: Json, context: NavbarContext): Json {
  const logo = isObject(navbar.logo) ? pick(navbar.logo, ['alt', 'src', 'srcDark', 'href', 'width', 'height']) : undefined;
  if (logo?.href) logo.href = plainHref(logo.href);
  for (const key of ['width', 'height']) if (logo && typeof logo[key] === 'string' && /^\d+$/.test(logo[key] as string)) logo[key] = Number(logo[key]);
  const style = navbar.style === 'dark' || navbar.style === 'primary' ? navbar.style : undefined;
  for (const key of unusedKeys(navbar, ['title', 'logo', 'hideOnScroll', 'items', ...(style ? ['style'] : [])])) context.notes.skip(`themeConfig.navbar.${key}`, 'no sitegen equivalent yet');
  if (isObject(navbar.logo)) for (const key of unusedKeys(navbar.logo, ['alt', 'src', 'srcDark', 'href', 'width', 'height'])) context.notes.skip(`themeConfig.navbar.logo.${key}`, 'no sitegen equivalent');
  return {
    ...(str(navbar.title) ? {title: navbar.title} : {}),
    ...(logo?.src ? {logo: {alt: '', ...logo}} : {}),
    ...(typeof navbar.hideOnScroll === 'boolean' ? {hideOnScroll: navbar.hideOnScroll} : {}),
    ...(style ? {style} : {}),
    items: ((navbar.items as Json[] | undefined) ?? []).map((item, n) => (isObject(item) ? navbarItem(item, `themeConfig.navbar.items[${n}]`, context) : undefined)).filter(Boolean),
  };
}
