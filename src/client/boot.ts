// The always-loaded browser script: plain TypeScript, no framework. It enhances server-rendered
// pages; everything it touches also works (more plainly) without it. Behaviours listen on the
// document where they can, so they keep working after client navigation swaps <main>; the rest
// re-run through onPageChange.
import {setupAnnouncer} from './announce.ts';
import {setupAnnouncementBar} from './announcement-bar.ts';
import {applyStoredWrap, setupCopyButtons} from './copy.ts';
import {setupIslands} from './islands.ts';
import {closeMenu, setupMobileMenu} from './mobile-menu.ts';
import {closeDropdowns, setupNavbar} from './navbar.ts';
import {onPageChange, setupRouter} from './navigation/router.ts';
import {resetScrollChrome, setupScrollChrome} from './scroll.ts';
import {revealActiveSidebarLink, setupLazySidebar} from './sidebar.ts';
import {setupSearch} from './search/trigger.ts';
import {applyStoredTabs, setupTabs} from './tabs.ts';
import {setupTheme} from './theme.ts';
import {listenToc, setupToc} from './toc.ts';

setupAnnouncer();
setupTheme();
setupAnnouncementBar();
setupNavbar();
setupMobileMenu();
setupScrollChrome();
setupTabs();
setupCopyButtons();
setupToc();
listenToc();
revealActiveSidebarLink();
setupLazySidebar();
setupIslands();
setupSearch();
setupRouter();

onPageChange((main) => {
  closeMenu({immediate: true});
  closeDropdowns();
  resetScrollChrome();
  applyStoredTabs(main);
  applyStoredWrap(main);
  setupToc();
  revealActiveSidebarLink();
  setupIslands(main);
});
