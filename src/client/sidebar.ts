import {SIDEBAR_LAZY_ATTRIBUTE, SIDEBAR_SOURCE_ATTRIBUTE} from '../shared/sidebar.ts';

// Keeps the current page's entry in view in the docs sidebar, which scrolls on its own: on load,
// and after client navigation (which also carries the sidebar's scroll position over, see swap.ts).
export function revealActiveSidebarLink(): void {
  const sidebar = document.querySelector<HTMLElement>('.doc__sidebar .sidebar');
  const active = sidebar?.querySelector<HTMLElement>('a[aria-current="page"]');
  if (!sidebar || !active || sidebar.scrollHeight <= sidebar.clientHeight) return;
  const top = active.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
  if (top < 0 || top > sidebar.clientHeight - active.offsetHeight) sidebar.scrollTop += top - sidebar.clientHeight / 3;
}

const fragments = new Map<string, Promise<Record<string, string>>>();

/**
 * Fills a folded category of a large sidebar when it is unfolded: its items come from the
 * sidebar's fragment file (fetched once per sidebar, then cached by the browser as any asset).
 */
export function setupLazySidebar(): void {
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open) return;
      const at = details.getAttribute(SIDEBAR_LAZY_ATTRIBUTE);
      const source = details.closest(`[${SIDEBAR_SOURCE_ATTRIBUTE}]`)?.getAttribute(SIDEBAR_SOURCE_ATTRIBUTE);
      if (at === null || !source) return;
      let fragment = fragments.get(source);
      if (!fragment) {
        fragment = fetch(source).then((response) => {
          if (!response.ok) throw new Error(`${response.status} loading ${source}`);
          return response.json() as Promise<Record<string, string>>;
        });
        // A failed fetch is tried again on the next unfolding; the placeholder link stays meanwhile.
        fragment.catch(() => fragments.delete(source));
        fragments.set(source, fragment);
      }
      fragment.then(
        (items) => {
          const list = details.querySelector(':scope > ul');
          if (!list || items[at] === undefined || !details.hasAttribute(SIDEBAR_LAZY_ATTRIBUTE)) return;
          // A reader who already tabbed onto the placeholder link keeps focus on that link.
          const focused = list.contains(document.activeElement) ? document.activeElement!.getAttribute('href') : null;
          list.innerHTML = items[at];
          details.removeAttribute(SIDEBAR_LAZY_ATTRIBUTE);
          if (focused) list.querySelector<HTMLElement>(`a[href="${CSS.escape(focused)}"]`)?.focus();
        },
        () => {},
      );
    },
    true,
  );
}
