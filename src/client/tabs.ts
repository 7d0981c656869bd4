// Tabs: the choice is stored per group under `docusaurus.tab.{group}` and applied to every tab set
// of that group, on this page and on later ones. Arrow keys move between tabs (ARIA tabs pattern).
import {STORAGE_KEYS} from '../shared/storage-keys.ts';
import {storageGet, storageSet} from './storage.ts';

const tabButtons = (tabs: Element) => [...tabs.querySelectorAll<HTMLButtonElement>(':scope > .tabs__list > .tabs__tab')];

function selectTab(tabs: HTMLElement, value: string): boolean {
  const buttons = tabButtons(tabs);
  if (!buttons.some((b) => b.dataset.value === value)) return false;
  for (const button of buttons) {
    const selected = button.dataset.value === value;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
  }
  tabs.querySelectorAll<HTMLElement>(':scope > .tabs__panel').forEach((panel) => panel.toggleAttribute('data-inactive', panel.dataset.value !== value));
  return true;
}

function choose(tabs: HTMLElement, value: string): void {
  const group = tabs.dataset.groupId;
  if (!group) {
    selectTab(tabs, value);
    return;
  }
  storageSet(STORAGE_KEYS.tab(group), value);
  document.querySelectorAll<HTMLElement>(`.tabs[data-group-id="${CSS.escape(group)}"]`).forEach((other) => selectTab(other, value));
}

/** Applies stored choices to the tab sets under `root` (the page, or new content after navigation). */
export function applyStoredTabs(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('.tabs[data-group-id]').forEach((tabs) => {
    const stored = storageGet(STORAGE_KEYS.tab(tabs.dataset.groupId!));
    if (stored) selectTab(tabs, stored);
  });
}

export function setupTabs(): void {
  applyStoredTabs();
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('.tabs__tab');
    const tabs = button?.closest<HTMLElement>('.tabs');
    if (button?.dataset.value && tabs) choose(tabs, button.dataset.value);
  });
  document.addEventListener('keydown', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('.tabs__tab');
    const tabs = button?.closest<HTMLElement>('.tabs');
    if (!button || !tabs) return;
    const buttons = tabButtons(tabs);
    const index = buttons.indexOf(button);
    const target = {ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1}[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = buttons[(target + buttons.length) % buttons.length];
    choose(tabs, next.dataset.value!);
    next.focus();
  });
}
