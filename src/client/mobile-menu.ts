// The mobile menu (below 997 px): the toggle slides the panel in; the primary pane lists the
// navbar items, the secondary pane borrows the page's sidebar ([data-secondary-menu]) and offers
// '← Back to main menu'. Focus stays inside while it is open; Escape, the close button, the
// backdrop, back navigation and widening the window to desktop close it.
import {DESKTOP_MIN_WIDTH} from '../shared/storage-keys.ts';

const TRANSITION_MS = 250;
const FOCUSABLE = 'a[href], button:not([disabled]), summary, input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

let menu: HTMLElement | null;
let toggle: HTMLButtonElement | null;
let borrowed: {node: Element; home: Element; before: Node | null} | undefined;
let restoreTimer = 0;

const panes = () => menu!.querySelector<HTMLElement>('.mobile-menu__panes')!;
const isOpen = () => menu?.classList.contains('is-open') ?? false;

// Visible and not folded away: Chromium lays out closed <details> content (content-visibility),
// so client rects alone would count links that Tab never reaches.
function focusables(): HTMLElement[] {
  return [...menu!.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('details:not([open]) > :not(summary)'),
  );
}

function giveBack(): void {
  clearTimeout(restoreTimer);
  // After client navigation the sidebar's old home is gone: the node is simply dropped.
  if (borrowed?.home.isConnected) borrowed.home.insertBefore(borrowed.node, borrowed.before);
  else borrowed?.node.remove();
  borrowed = undefined;
  menu?.querySelector('.mobile-menu__secondary')?.classList.remove('has-content');
}

function showPane(pane: 'primary' | 'secondary', focus: boolean): void {
  panes().dataset.pane = pane;
  const container = menu!.querySelector(`.mobile-menu__${pane}`)!;
  if (focus) focusables().find((el) => container.contains(el))?.focus();
}

function open(): void {
  if (!menu || !toggle || matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches) return;
  if (borrowed && !borrowed.home.isConnected) giveBack();
  clearTimeout(restoreTimer);
  const sidebar = document.querySelector('#main [data-secondary-menu]');
  if (sidebar && !borrowed) {
    borrowed = {node: sidebar, home: sidebar.parentElement!, before: sidebar.nextSibling};
    menu.querySelector('.mobile-menu__slot')!.append(sidebar);
    menu.querySelector('.mobile-menu__secondary')!.classList.add('has-content');
  }
  menu.classList.add('is-open');
  document.documentElement.classList.add('menu-open');
  toggle.setAttribute('aria-expanded', 'true');
  showPane(borrowed ? 'secondary' : 'primary', true);
}

/** Closes the menu. `immediate` gives the sidebar back at once (navigation, desktop width). */
export function closeMenu(options: {restoreFocus?: boolean; immediate?: boolean} = {}): void {
  if (!menu || !isOpen()) return;
  menu.classList.remove('is-open');
  document.documentElement.classList.remove('menu-open');
  toggle?.setAttribute('aria-expanded', 'false');
  if (options.immediate) giveBack();
  else restoreTimer = window.setTimeout(giveBack, TRANSITION_MS);
  if (options.restoreFocus) toggle?.focus();
}

function trapTab(event: KeyboardEvent): void {
  const items = focusables();
  if (!items.length) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !menu!.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

export function setupMobileMenu(): void {
  menu = document.getElementById('mobile-menu');
  toggle = document.querySelector('.navbar__toggle');
  if (!menu || !toggle) return;
  toggle.addEventListener('click', open);
  menu.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-menu-close]')) closeMenu({restoreFocus: true});
    else if (target.closest('[data-menu-back]')) showPane('primary', true);
    else if (target.closest('a[href]')) closeMenu();
  });
  document.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu({restoreFocus: true});
    } else if (event.key === 'Tab') {
      trapTab(event);
    }
  });
  matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).addEventListener('change', (event) => {
    if (event.matches) closeMenu({immediate: true});
  });
  window.addEventListener('popstate', () => closeMenu({immediate: true}));
}
