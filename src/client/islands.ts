// Loads island chunks on demand: an island's React code is fetched when the island comes near
// the viewport, then hydrates the server-rendered markup. Pages without islands load no React.
// A chunk of an island in the page that fails to load leaves the server markup readable and shows
// the red route-error box with 'Retry'.
import {readClientData} from './data.ts';
import {ISLAND_SELECTOR} from '../shared/islands.ts';
import {routeErrorBox} from './navigation/route-error.ts';

interface IslandModule {
  mount(element: Element, props: Record<string, unknown>): unknown;
}

const loaded = new WeakSet<Element>();
let attempt = 0;

export function loadIsland(element: HTMLElement): Promise<void> {
  if (loaded.has(element)) return Promise.resolve();
  loaded.add(element);
  const name = element.dataset.island ?? '';
  const url = readClientData().islands[name];
  if (!url) return Promise.resolve();
  const props = JSON.parse(element.dataset.props || '{}') as Record<string, unknown>;
  // A failed import may be remembered by the module map; a retry asks for a fresh URL.
  const src = element.dataset.retry ? `${url}?retry=${element.dataset.retry}` : url;
  return import(/* @vite-ignore */ src).then(
    (module: IslandModule) => {
      module.mount(element, props);
      element.setAttribute('data-hydrated', '');
    },
    (error: unknown) => {
      loaded.delete(element);
      // Islands of the page get the box; script-made ones (the search modal) are their caller's.
      if (!element.closest('#main')) throw error;
      element.before(
        routeErrorBox(error, () => {
          element.dataset.retry = String(++attempt);
          void loadIsland(element).catch(() => {});
        }),
      );
      throw error;
    },
  );
}

export function setupIslands(root: ParentNode = document): void {
  const islands = [...root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)];
  if (!islands.length) return;
  const load = (island: HTMLElement) => void loadIsland(island).catch(() => {});
  if (!('IntersectionObserver' in window)) {
    islands.forEach(load);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        load(islandOf.get(entry.target) ?? (entry.target as HTMLElement));
      }
    },
    {rootMargin: '200px'},
  );
  // An island laid out as `display: contents` (a swizzled navbar or footer) has no box to
  // intersect: its first element stands for it.
  const islandOf = new Map<Element, HTMLElement>();
  for (const island of islands) {
    const target = island.style.display === 'contents' ? (island.firstElementChild ?? island) : island;
    islandOf.set(target, island);
    observer.observe(target);
  }
}
