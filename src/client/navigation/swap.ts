// Puts a fetched page into the current document: title and head tags, <main>, the navbar's
// active states and the page data. Anything that does not fit (new assets after a deploy, a
// different navbar) makes the caller fall back to a full page load instead.
// Loaded lazily by the router (router.ts): it imports nothing, since a module it shared with the
// boot script would become a chunk that every page loads.

const HEAD_TAGS = 'meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"]';
// Links whose active state depends on the page; the rest of the navbar stays as it is (and keeps
// whatever other scripts attached to it).
const SHELL_LINKS = '.navbar__items a.navbar__link, .mobile-menu__primary a.menu__link';
// Version and language menus lead to this page's counterparts: taken whole from the next page.
const PAGE_MENUS = 'details[data-page-menu]';

const assets = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="stylesheet"], script[src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src')).join(' ');

export function canSwap(next: Document): boolean {
  return (
    !!next.getElementById('main') &&
    assets(next) === assets(document) &&
    next.querySelectorAll(SHELL_LINKS).length === document.querySelectorAll(SHELL_LINKS).length &&
    next.querySelectorAll(PAGE_MENUS).length === document.querySelectorAll(PAGE_MENUS).length
  );
}

export function swapPage(next: Document): HTMLElement {
  document.title = next.title;
  document.head.querySelectorAll(HEAD_TAGS).forEach((el) => el.remove());
  const anchor = document.head.querySelector('link[rel="stylesheet"]');
  next.head.querySelectorAll(HEAD_TAGS).forEach((el) => document.head.insertBefore(document.importNode(el, true), anchor));
  const data = next.getElementById('sitegen-data');
  const current = document.getElementById('sitegen-data');
  // The caller resets the cached reading of it (data.ts).
  if (data && current) current.textContent = data.textContent;

  const fresh = [...next.querySelectorAll(SHELL_LINKS)];
  document.querySelectorAll(SHELL_LINKS).forEach((el, n) => {
    // A docs link leads into the version of the page shown (or, outside the docs, the preferred one).
    for (const name of ['class', 'aria-current', 'href', 'data-version-hrefs']) {
      const value = fresh[n].getAttribute(name);
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
    if (el.textContent !== fresh[n].textContent) el.textContent = fresh[n].textContent;
  });
  const menus = [...next.querySelectorAll(PAGE_MENUS)];
  document.querySelectorAll(PAGE_MENUS).forEach((el, n) => el.replaceWith(document.importNode(menus[n], true)));

  // The docs sidebar is the same on most navigations: it keeps its scroll position.
  const sidebarScroll = document.getElementById('docs-sidebar')?.scrollTop ?? 0;
  const main = document.importNode(next.getElementById('main')!, true);
  document.getElementById('main')!.replaceWith(main);
  const sidebar = document.getElementById('docs-sidebar');
  if (sidebar) sidebar.scrollTop = sidebarScroll;
  return main;
}
