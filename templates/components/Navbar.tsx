// The navbar, driven by the resolved items of the site config.
import type {NavItem, SiteChrome} from '../../src/routes/types.ts';
import {SearchSlot} from './SearchSlot.tsx';

function isActive(item: NavItem, path: string): boolean {
  if (item.type !== 'link' || item.external) return false;
  return path === item.href || (item.activeBase ? path.startsWith(item.activeBase) : false);
}

function ItemView({item, path}: {item: NavItem; path: string}) {
  switch (item.type) {
    case 'link':
      return (
        <a
          className={`navbar__link${isActive(item, path) ? ' navbar__link--active' : ''}`}
          href={item.href}
          {...(item.external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
          aria-current={isActive(item, path) ? 'page' : undefined}
        >
          {item.label}
        </a>
      );
    case 'dropdown': {
      const label = item.kind === 'versions' ? 'Versions' : item.kind === 'locales' ? 'Languages' : undefined;
      return (
        <details className={`dropdown dropdown--${item.kind}`}>
          <summary className="navbar__link" aria-label={label ? `${label}: ${item.label}` : undefined}>
            {item.label}
          </summary>
          <ul className="dropdown__menu">
            {item.items.map((link) => (
              <li key={link.href + link.label}>
                <a className="dropdown__link" href={link.href} {...(link.external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </details>
      );
    }
    case 'html':
      return <span className="navbar__html" dangerouslySetInnerHTML={{__html: item.html}} />;
    case 'search':
      return <SearchSlot />;
  }
}

export function Navbar({site, path}: {site: SiteChrome; path: string}) {
  const {navbar} = site;
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  return (
    <nav className="navbar" aria-label="Main">
      <div className="navbar__inner">
        <button type="button" className="navbar__toggle" aria-label="Navigation bar toggle" aria-expanded="false" aria-controls="mobile-menu">
          <span aria-hidden="true">☰</span>
        </button>
        <a className="navbar__brand" href={navbar.logo?.href ?? '/'} data-brand-url={site.brandUrl}>
          {navbar.logo ? (
            <>
              <img className="navbar__logo logo--light" src={navbar.logo.src} alt={navbar.logo.alt} width={navbar.logo.width} height={navbar.logo.height ?? 32} />
              {navbar.logo.srcDark ? (
                <img className="navbar__logo logo--dark" src={navbar.logo.srcDark} alt={navbar.logo.alt} width={navbar.logo.width} height={navbar.logo.height ?? 32} />
              ) : null}
            </>
          ) : null}
          {navbar.title ? <span className="navbar__title">{navbar.title}</span> : null}
        </a>
        <ul className="navbar__items">
          {left.map((item, n) => (
            <li key={n}>
              <ItemView item={item} path={path} />
            </li>
          ))}
        </ul>
        <ul className="navbar__items navbar__items--right">
          {right.map((item, n) => (
            <li key={n}>
              <ItemView item={item} path={path} />
            </li>
          ))}
          <li>
            <button type="button" className="theme-toggle" aria-label="Switch between dark and light mode" title="Switch between dark and light mode">
              <span aria-hidden="true">◐</span>
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
