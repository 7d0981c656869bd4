// Loads island chunks on demand: an island's React code is fetched when the island comes near
// the viewport, then hydrates the server-rendered markup. Pages without islands load no React.
import {readClientData} from './data.ts';

interface IslandModule {
  mount(element: Element, props: Record<string, unknown>): unknown;
}

const loaded = new WeakSet<Element>();

export function loadIsland(element: HTMLElement): Promise<void> {
  if (loaded.has(element)) return Promise.resolve();
  loaded.add(element);
  const name = element.dataset.island ?? '';
  const url = readClientData().islands[name];
  if (!url) return Promise.resolve();
  const props = JSON.parse(element.dataset.props || '{}') as Record<string, unknown>;
  return import(/* @vite-ignore */ url).then((module: IslandModule) => {
    module.mount(element, props);
    element.setAttribute('data-hydrated', '');
  });
}

export function setupIslands(root: ParentNode = document): void {
  const islands = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  if (!islands.length) return;
  if (!('IntersectionObserver' in window)) {
    islands.forEach((island) => void loadIsland(island));
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void loadIsland(entry.target as HTMLElement);
      }
    },
    {rootMargin: '200px'},
  );
  islands.forEach((island) => observer.observe(island));
}
