// Client navigation: same-origin link clicks fetch the next page's HTML and swap it in, with
// history, scroll restoration, focus and the delayed progress bar. If the next route fails to
// load, the browser loads it fully instead; if the route being shown (after back/forward) fails,
// a red box with the error and 'Retry' takes the content's place.
import {announce} from '../announce.ts';
import {readClientData, resetClientData} from '../data.ts';
import {startLoading} from './progress.ts';
import {routeErrorBox} from './route-error.ts';
import type * as Swap from './swap.ts';

type PageHook = (main: HTMLElement) => void;

const hooks: PageHook[] = [];
const SCROLL_STORE = 'sitegen.scroll';
let controller: AbortController | undefined;
let shown = key(location);
// Scroll positions per history entry, keyed by an id kept in history.state: the entry being left
// on back/forward can no longer be written to, so positions live here (and in sessionStorage for
// reloads).
let positions = new Map<string, number>();
let entry = '';

function key(url: URL | Location): string {
  return url.pathname + url.search;
}

/** Runs after each client navigation with the new <main> (tabs, TOC, islands, …). */
export function onPageChange(hook: PageHook): void {
  hooks.push(hook);
}

const newEntry = () => Math.random().toString(36).slice(2);

// What puts a fetched page in place (swap.ts) is needed only when a navigation's HTML arrives, so
// it is not part of the boot script: it is fetched on the first sign of a navigation (a pointer
// over a page link or focus on one), or else alongside the page itself. The progress bar stays
// here: it must be able to appear 200 ms after the click whatever the network does.
let swapCode: Promise<typeof Swap> | undefined;
const loadSwap = () =>
  (swapCode ??= import('./swap.ts').catch((error: unknown) => {
    // A later navigation tries again.
    swapCode = undefined;
    throw error;
  }));

/** The id of the current history entry, giving one to entries made by fragment links. */
function entryOf(state: unknown): string {
  const id = (state as {entry?: string} | null)?.entry;
  if (id) return id;
  const fresh = newEntry();
  history.replaceState({...(state as object), entry: fresh}, '');
  return fresh;
}

function scrollToHash(hash: string): boolean {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  target?.scrollIntoView();
  return !!target;
}

function linkTarget(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  return pageUrl(event.target);
}

/** Where a link (or an element inside one) leads, when client navigation can show it. */
function pageUrl(target: EventTarget | null): URL | undefined {
  const link = (target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  // A link to another language (the locale dropdown's, with hreflang) loads that language's whole page: its navbar, lang and dir.
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.hasAttribute('data-full-reload') || link.hasAttribute('hreflang')) return;
  if (link.getAttribute('href')!.startsWith('#')) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return;
  // Paths outside the base URL belong to another site on the same host.
  if (!url.pathname.startsWith(readClientData().baseUrl ?? '/')) return;
  // Files (images, feeds, the search index) are not pages.
  if (/\.(?!html?$)\w+$/i.test(url.pathname)) return;
  // Only the fragment changes: the browser scrolls natively.
  if (url.hash && key(url) === key(location)) return;
  return url;
}

async function navigate(url: URL, kind: 'push' | 'pop', scroll?: number): Promise<void> {
  controller?.abort();
  const own = (controller = new AbortController());
  const loading = startLoading();
  const swapping = loadSwap();
  // Awaited below; a failure before that must not be reported as unhandled.
  swapping.catch(() => {});
  let next: Document;
  let swap: typeof Swap;
  try {
    const response = await fetch(url.href, {signal: own.signal, headers: {accept: 'text/html'}});
    // The not-found page comes with status 404 and is a page like any other.
    if (!response.ok && response.status !== 404) throw new Error(`${response.status} ${response.statusText || 'error'} loading ${url.pathname}`);
    if (!response.headers.get('content-type')?.includes('text/html')) throw new Error(`${url.pathname} is not a page`);
    if (response.redirected) url = Object.assign(new URL(response.url), {hash: url.hash});
    next = new DOMParser().parseFromString(await response.text(), 'text/html');
    swap = await swapping;
  } catch (error) {
    loading.done();
    if (own.signal.aborted) return;
    if (kind === 'push') location.assign(url.href);
    else showError(error, url, scroll);
    return;
  }
  loading.done();
  // A newer navigation (another click, back/forward) took over.
  if (own.signal.aborted) return;
  if (!swap.canSwap(next)) {
    if (kind === 'push') location.assign(url.href);
    else location.reload();
    return;
  }
  if (kind === 'push') {
    positions.set(entry, window.scrollY);
    entry = newEntry();
    history.pushState({entry}, '', url.href);
  }
  shown = key(url);
  const main = swap.swapPage(next);
  resetClientData();
  for (const hook of hooks) hook(main);
  if (kind === 'pop' && scroll !== undefined) window.scrollTo(0, scroll);
  else if (!scrollToHash(url.hash)) window.scrollTo(0, 0);
  main.focus({preventScroll: true});
  announce(`Navigated to ${document.title}`);
  document.dispatchEvent(new CustomEvent('sitegen:navigated', {detail: {url: url.href}}));
}

function showError(error: unknown, url: URL, scroll?: number): void {
  shown = key(url);
  const main = document.getElementById('main');
  if (!main) return;
  main.replaceChildren(routeErrorBox(error, () => void navigate(new URL(location.href), 'pop', scroll)));
  window.scrollTo(0, 0);
}

export function setupRouter(): void {
  if (!('fetch' in window) || !('DOMParser' in window)) return;
  history.scrollRestoration = 'manual';
  try {
    positions = new Map(JSON.parse(sessionStorage.getItem(SCROLL_STORE) ?? '[]') as [string, number][]);
  } catch {
    // No session storage: positions last as long as the page.
  }
  entry = entryOf(history.state);
  const timing = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const saved = positions.get(entry);
  if (saved !== undefined && timing && timing.type !== 'navigate') window.scrollTo(0, saved);
  window.addEventListener('scroll', () => positions.set(entry, window.scrollY), {passive: true});
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(SCROLL_STORE, JSON.stringify([...positions].slice(-50)));
    } catch {
      // Not kept across reloads.
    }
  });
  const intent = (event: Event) => {
    if (!swapCode && pageUrl(event.target)) loadSwap().catch(() => {});
  };
  document.addEventListener('pointerover', intent, {passive: true});
  document.addEventListener('focusin', intent);
  document.addEventListener('click', (event) => {
    const url = linkTarget(event);
    if (!url) return;
    event.preventDefault();
    void navigate(url, 'push');
  });
  window.addEventListener('popstate', (event) => {
    // Nothing has scrolled yet (restoration is manual): this is still the left entry's position.
    positions.set(entry, window.scrollY);
    entry = entryOf(event.state);
    const scroll = positions.get(entry);
    if (key(location) === shown) {
      // Same page, another fragment: back to where the reader was, or to the fragment.
      if (scroll !== undefined) window.scrollTo(0, scroll);
      else scrollToHash(location.hash);
      return;
    }
    void navigate(new URL(location.href), 'pop', scroll);
  });
}
