// One navbar item, drawn for the desktop bar or for the mobile menu's primary list. Dropdowns are
// <details> so they open without JavaScript; the version and locale dropdowns carry the spec's
// labels 'Versions' and 'Languages' (the desktop bar shows the current value, as Docusaurus does).
import type {NavItem} from '../../src/routes/types.ts';
import {ChevronIcon, ExternalIcon} from './Icons.tsx';
import {SearchSlot} from './SearchSlot.tsx';

type Link = Extract<NavItem, {type: 'dropdown'}>['items'][number];

export function isActive(item: NavItem, path: string): boolean {
  if (item.type !== 'link' || item.external) return false;
  return path === item.href || Boolean(item.activePaths?.includes(path)) || (item.activeBase ? path.startsWith(item.activeBase) : false);
}

export const DROPDOWN_LABELS = {versions: 'Versions', locales: 'Languages'} as const;

function external(link: {external?: boolean}) {
  return link.external ? {target: '_blank', rel: 'noopener noreferrer'} : {};
}

function DropdownLink({link, className}: {link: Link; className: string}) {
  const version = link.docsVersion ? {'data-docs-plugin': link.docsVersion.pluginId, 'data-docs-version': link.docsVersion.name} : {};
  return (
    <a className={className} href={link.href} {...external(link)} {...version}>
      {link.label}
      {link.external ? <ExternalIcon /> : null}
    </a>
  );
}

export function NavbarItem({item, path, mobile = false}: {item: NavItem; path: string; mobile?: boolean}) {
  switch (item.type) {
    case 'link': {
      const active = isActive(item, path);
      return (
        <a className={`${mobile ? 'menu__link' : 'navbar__link'}${active ? ' is-active' : ''}`} href={item.href} aria-current={active ? 'page' : undefined} {...external(item)}>
          {item.label}
          {item.external ? <ExternalIcon /> : null}
        </a>
      );
    }
    case 'dropdown': {
      const named = item.kind === 'default' ? undefined : DROPDOWN_LABELS[item.kind];
      if (mobile) {
        return (
          <details className="menu__group">
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
        <details className={`dropdown dropdown--${item.kind}`} data-dropdown="">
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
