// The sliding menu below 997 px: the primary pane lists the navbar items, the secondary pane
// receives the page's own sidebar (docs or blog, moved in by the client) with '← Back to main menu'.
// It only exists for scripts: without JavaScript the navbar items wrap and sidebars follow the content.
import type {SiteChrome} from '../../src/routes/types.ts';
import {CloseIcon} from './Icons.tsx';
import {Brand} from './Brand.tsx';
import {NavbarItem} from './NavbarItem.tsx';
import {ThemeToggle} from './ThemeToggle.tsx';
import {useT} from './Translate.tsx';

export function MobileMenu({site, path}: {site: SiteChrome; path: string}) {
  const t = useT();
  const items = site.navbar.items.filter((item) => item.type !== 'search');
  return (
    <div className="mobile-menu" id="mobile-menu" role="dialog" aria-modal="true" aria-label={t('theme.navbar.mobileMenu.ariaLabel')} data-chrome="">
      <div className="mobile-menu__backdrop" data-menu-close="" />
      <div className="mobile-menu__panel">
        <div className="mobile-menu__header">
          <Brand site={site} className="brand mobile-menu__brand" />
          <ThemeToggle />
          <button type="button" className="icon-button" aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel')} data-menu-close="">
            <CloseIcon />
          </button>
        </div>
        <div className="mobile-menu__panes" data-pane="primary">
          <div className="mobile-menu__pane mobile-menu__primary">
            <ul className="menu__list">
              {items.map((item, n) => (
                <li key={n} className="menu__item">
                  <NavbarItem item={item} path={path} mobile />
                </li>
              ))}
            </ul>
          </div>
          <div className="mobile-menu__pane mobile-menu__secondary">
            <button type="button" className="menu__back" data-menu-back="">
              ← Back to main menu
            </button>
            <div className="mobile-menu__slot" />
          </div>
        </div>
      </div>
    </div>
  );
}
