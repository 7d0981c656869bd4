// One navbar item, drawn for the desktop bar or for the mobile menu's primary list. Dropdowns are
// <details> so they open without JavaScript; the version and locale dropdowns carry the spec's
// labels 'Versions' and 'Languages' (the desktop bar shows the current value, as Docusaurus does).
import type {NavItem} from '../../src/routes/types.ts';
import {ChevronIcon, ExternalIcon} from './Icons.tsx';
import {SearchSlot} from './SearchSlot.tsx';
import {usePage} from './PageContext.tsx';
import {useT} from './Translate.tsx';

type Link = Extract<NavItem, {type: 'dropdown'}>['items'][number];

export function isActive(item: NavItem, path: string): boolean {
  if (item.type !== 'link' || item.external) return false;
  // As in Docusaurus, a regex or a base path decides alone (a docs item's base holds its own page).
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(path);
  if (item.activeBase) return path.startsWith(item.activeBase);
  return path === item.href || Boolean(item.activePaths?.includes(path));
}

/** The spec's labels of the version and locale dropdowns, by id of the theme's texts. */
export const DROPDOWN_LABELS = {versions: 'theme.navbar.mobileVersionsDropdown.label', locales: 'theme.navbar.mobileLanguageDropdown.label'} as const;

function external(link: {external?: boolean}) {
  return link.external ? {target: '_blank', rel: 'noopener noreferrer'} : {};
}

function DropdownLink({link, className}: {link: Link; className: string}) {
  const version = link.docsVersion ? {'data-docs-plugin': link.docsVersion.pluginId, 'data-docs-version': link.docsVersion.name} : {};
  // A language's name is written in that language.
  const language = 'lang' in link && link.lang ? {lang: link.lang as string, hrefLang: link.lang as string} : {};
  return (
    <a className={className} href={link.href} {...external(link)} {...version} {...language}>
      {link.label}
      {link.external ? <ExternalIcon /> : null}
    </a>
  );
}

/** Whether the page's docs version is of the instance a navbar item leads into (unset: the default one). */
function samePlugin(version: {pluginId?: string} | undefined, pluginId: string | undefined): boolean {
  return Boolean(version) && (version!.pluginId ?? 'default') === (pluginId ?? 'default');
}

export function NavbarItem({item, path, mobile = false}: {item: NavItem; path: string; mobile?: boolean}) {
  const page = usePage();
  const t = useT();
  switch (item.type) {
    case 'link': {
      // A docs version item shows the version of the docs page being read (a page of its docs instance).
      const version = samePlugin(page.version, item.docsPluginId) ? page.version : undefined;
      if (item.showsVersion && version) item = {...item, label: version.label};
      // A docs item leads into the version being read; elsewhere the browser picks the reader's preferred one.
      const inVersion = version && item.versionHrefs?.[version.name];
      if (inVersion) item = {...item, href: inVersion};
      // The browser applies the default instance's preferred version; another instance's items lead to its last version.
      const choices = !version && !item.docsPluginId && item.versionHrefs ? {'data-version-hrefs': JSON.stringify(item.versionHrefs)} : {};
      const active = isActive(item, path);
      // An icon link has no text: its aria-label names it and the site's CSS draws it on its class.
      const icon = !item.label;
      const classes = [mobile ? 'menu__link' : 'navbar__link', icon ? 'navbar__link--icon' : '', item.className ?? '', active ? 'is-active' : ''].filter(Boolean).join(' ');
      return (
        <a className={classes} href={item.href} aria-label={item.ariaLabel} aria-current={active ? 'page' : undefined} {...external(item)} {...choices}>
          {item.label}
          {item.external && !icon ? <ExternalIcon /> : null}
        </a>
      );
    }
    case 'dropdown': {
      const named = item.kind === 'default' ? undefined : t(DROPDOWN_LABELS[item.kind]);
      // On a docs page the version dropdown leads to the same doc in each version.
      const versions = item.kind === 'versions' && samePlugin(page.version, item.docsPluginId) && page.versions;
      const perPage = versions || (item.kind === 'locales' && page.locales);
      // The dropdown's own entries (`dropdownItemsBefore/After`) stay around the page's.
      const {before = [], after = []} = item;
      const around = (links: Link[]) => [...before, ...links, ...after];
      if (versions) item = {...item, label: page.version?.label ?? item.label, items: around(versions)};
      if (item.kind === 'locales' && page.locales) item = {...item, items: around(page.locales)};
      // Its links differ from page to page: client-side navigation takes them from the next page.
      const swapped = perPage ? {'data-page-menu': ''} : {};
      if (mobile) {
        return (
          <details className="menu__group" {...swapped}>
            <summary className="menu__link menu__link--group">
              {named ?? item.label}
              <ChevronIcon className="menu__caret" />
            </summary>
            <ul className="menu__list" aria-label={named ?? item.label}>
              {item.items.map((link) => (
                <li key={link.href + link.label}>
                  <DropdownLink link={link} className="menu__link" />
                </li>
              ))}
            </ul>
          </details>
        );
      }
      return (
        <details className={`dropdown dropdown--${item.kind}`} data-dropdown="" {...swapped}>
          <summary className="navbar__link dropdown__toggle" title={named}>
            {item.label}
            <ChevronIcon className="dropdown__caret" />
          </summary>
          <ul className="dropdown__menu" aria-label={named ?? item.label}>
            {item.items.map((link) => (
              <li key={link.href + link.label}>
                <DropdownLink link={link} className="dropdown__link" />
              </li>
            ))}
          </ul>
        </details>
      );
    }
    case 'html':
      return <span className={mobile ? 'menu__html' : 'navbar__html'} dangerouslySetInnerHTML={{__html: item.html}} />;
    case 'search':
      return mobile ? null : <SearchSlot action={item.action} />;
  }
}
