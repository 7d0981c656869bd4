// The navbar, driven by the resolved items of the site config, and the mobile menu beside it.
import type {SiteChrome} from '../../src/routes/types.ts';
import {Brand} from './Brand.tsx';
import {MenuIcon} from './Icons.tsx';
import {MobileMenu} from './MobileMenu.tsx';
import {NavbarItem} from './NavbarItem.tsx';
import {ThemeToggle} from './ThemeToggle.tsx';
import {useT} from './Translate.tsx';

export function Navbar({site, path}: {site: SiteChrome; path: string}) {
  const t = useT();
  const {navbar} = site;
  const side = (position: 'left' | 'right') =>
    navbar.items
      .filter((item) => item.position === position)
      .map((item, n) => (
        <li key={n} className={`navbar__item navbar__item--${item.type}`}>
          <NavbarItem item={item} path={path} />
        </li>
      ));
  return (
    <>
      <header className={navbar.style ? `navbar navbar--${navbar.style}` : 'navbar'} data-chrome="" data-hide-on-scroll={navbar.hideOnScroll ? '' : undefined}>
        <nav className="navbar__inner" aria-label={t('theme.NavBar.navAriaLabel')}>
          <button type="button" className="icon-button navbar__toggle" aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')} aria-expanded="false" aria-controls="mobile-menu">
            <MenuIcon />
          </button>
          <Brand site={site} className="brand navbar__brand" />
          <ul className="navbar__items">{side('left')}</ul>
          <ul className="navbar__items navbar__items--right">
            {side('right')}
            <li className="navbar__item navbar__item--theme">
              <ThemeToggle />
            </li>
          </ul>
        </nav>
      </header>
      <MobileMenu site={site} path={path} />
    </>
  );
}
