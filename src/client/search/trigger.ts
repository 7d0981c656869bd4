// The always-loaded half of search (kept tiny: it counts towards the first-load budget). The
// navbar's search form works without JavaScript (a GET to /search); with it, the button, the
// form, Ctrl/Cmd+K and '/' open the modal instead, and hovering or focusing the search box
// fetches the modal's chunk ahead of time.
import {readClientData} from '../data.ts';
import {loadIsland} from '../islands.ts';

/** The island name the modal's chunk is registered under (src/bundle/client.ts). */
const SEARCH_MODAL_ISLAND = 'search-modal';
/** Opens the mounted modal; the modal learns the name from its mount props. */
const SEARCH_OPEN_EVENT = 'sitegen:search-open';
/** Sent by the modal once its field has focus, to take the keys typed before (see typedEarly). */
const SEARCH_READY_EVENT = 'sitegen:search-ready';
/** How long typing in the navbar box counts as the same opening of the modal. */
const OPENING_MS = 1500;

let container: HTMLElement | undefined;
let prefetched = false;
/**
 * Keys typed after the modal was asked to open and before its field has focus (the chunk still
 * loading, React still mounting): they would go to the page and be lost, so they are kept here,
 * in order, and the modal takes them when it is ready. Undefined while no opening is pending.
 */
let typedEarly: string | undefined;

function keepEarlyKey(event: KeyboardEvent): void {
  if (typedEarly === undefined || event.ctrlKey || event.metaKey || event.altKey || event.isComposing || isEditing(event.target)) return;
  if (event.key.length === 1) typedEarly += event.key;
  else if (event.key === 'Backspace') typedEarly = typedEarly.slice(0, -1);
  else return;
  event.preventDefault();
}

function handOverEarlyKeys(event: Event): void {
  (event as CustomEvent<{take(text: string): void}>).detail?.take(typedEarly ?? '');
  typedEarly = undefined;
}

function prefetch(): void {
  const url = readClientData().islands[SEARCH_MODAL_ISLAND];
  if (prefetched || !url) return;
  prefetched = true;
  import(/* @vite-ignore */ url).catch(() => (prefetched = false));
}

/** `source`: the id of an input whose text the modal takes over when it opens. */
export function openSearch(query = '', source?: string): void {
  // The modal renders into its container only while open.
  if (container?.firstElementChild) return;
  typedEarly ??= '';
  if (container?.isConnected) {
    window.dispatchEvent(new CustomEvent(SEARCH_OPEN_EVENT, {detail: {query, source}}));
    return;
  }
  container = document.createElement('div');
  container.dataset.island = SEARCH_MODAL_ISLAND;
  container.dataset.props = JSON.stringify({open: true, query, source, openEvent: SEARCH_OPEN_EVENT, readyEvent: SEARCH_READY_EVENT});
  document.body.append(container);
  loadIsland(container).catch(() => {
    // The keys typed meanwhile go to the page again (and into the search page's query below).
    query += typedEarly ?? '';
    typedEarly = undefined;
    // Without the modal's code (offline, a failed deploy), the search page still works: the
    // navbar form goes there as it does without JavaScript. Building the URL here instead would
    // pull the search constants into the boot script as a chunk shared with the islands.
    const form = document.querySelector<HTMLFormElement>('form.navbar__search');
    const input = form?.querySelector('input');
    if (form && input) {
      input.value = query;
      form.submit();
    } else {
      const page = readClientData().search.searchPage;
      if (page) location.href = page;
    }
  });
}

function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

function navbarForm(target: EventTarget | null): HTMLFormElement | null {
  return (target as HTMLElement | null)?.closest?.<HTMLFormElement>('form.navbar__search') ?? null;
}

export function setupSearch(): void {
  // Capturing, so that early keys are kept before any other listener sees them.
  document.addEventListener('keydown', keepEarlyKey, true);
  window.addEventListener(SEARCH_READY_EVENT, handOverEarlyKeys);
  document.addEventListener('keydown', (event) => {
    const shortcut = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditing(event.target);
    if (!shortcut && !slash) return;
    event.preventDefault();
    prefetch();
    openSearch();
  });
  const intent = (event: Event) => {
    if (navbarForm(event.target)) prefetch();
  };
  document.addEventListener('pointerover', intent);
  document.addEventListener('focusin', intent);
  document.addEventListener('submit', (event) => {
    const form = navbarForm(event.target);
    if (!form) return;
    event.preventDefault();
    openSearch(form.querySelector('input')?.value ?? '');
  });
  // Typing in the navbar box moves the query into the modal, where results appear as you type;
  // what is typed before the modal has focus is picked up from the box when it opens.
  // One opening per burst of typing: while the modal loads, later keys stay in the box and the
  // modal takes them over when it mounts (re-opening mid-way could drop what was typed).
  let openedAt = -Infinity;
  document.addEventListener('input', (event) => {
    const input = event.target as HTMLInputElement;
    if (!navbarForm(input) || !input.value || performance.now() - openedAt < OPENING_MS) return;
    openedAt = performance.now();
    openSearch(input.value, input.id);
  });
}
