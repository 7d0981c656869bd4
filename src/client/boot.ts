// The always-loaded browser script: plain TypeScript, no framework. Enhances server-rendered
// pages; everything it touches also works (more plainly) without it.
import {STORAGE_KEYS} from '../shared/storage-keys.ts';
import {setupIslands} from './islands.ts';

function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the choice just does not persist.
  }
}

function setupThemeToggle(): void {
  document.querySelectorAll<HTMLButtonElement>('.theme-toggle').forEach((button) => {
    button.addEventListener('click', () => {
      const next = document.documentElement.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      document.documentElement.setAttribute('data-theme', next);
      document.documentElement.style.colorScheme = next;
      storageSet(STORAGE_KEYS.theme, next);
    });
  });
}

function selectTab(tabs: HTMLElement, value: string): boolean {
  const buttons = tabs.querySelectorAll<HTMLButtonElement>(':scope > .tabs__list > .tabs__tab');
  if (![...buttons].some((b) => b.dataset.value === value)) return false;
  buttons.forEach((button) => {
    const selected = button.dataset.value === value;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
  });
  tabs.querySelectorAll<HTMLElement>(':scope > .tabs__panel').forEach((panel) => {
    panel.toggleAttribute('data-inactive', panel.dataset.value !== value);
  });
  return true;
}

function setupTabs(): void {
  document.querySelectorAll<HTMLElement>('.tabs').forEach((tabs) => {
    const group = tabs.dataset.groupId;
    const stored = group ? storageGet(STORAGE_KEYS.tab(group)) : null;
    if (stored) selectTab(tabs, stored);
    tabs.querySelector('.tabs__list')?.addEventListener('click', (event) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>('.tabs__tab');
      if (!button?.dataset.value) return;
      const value = button.dataset.value;
      if (group) {
        storageSet(STORAGE_KEYS.tab(group), value);
        document.querySelectorAll<HTMLElement>(`.tabs[data-group-id="${CSS.escape(group)}"]`).forEach((other) => selectTab(other, value));
      } else {
        selectTab(tabs, value);
      }
    });
  });
}

function setupCopyButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('.copy-button');
    if (!button) return;
    const code = button.parentElement?.querySelector('code')?.innerText ?? '';
    navigator.clipboard?.writeText(code).then(
      () => {
        button.textContent = 'Copied';
        setTimeout(() => (button.textContent = 'Copy'), 1500);
      },
      () => {
        button.textContent = 'Copy failed';
      },
    );
  });
}

function setupAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>('.announcement');
  const id = bar?.dataset.announcementId;
  if (!bar || !id) return;
  if (storageGet(STORAGE_KEYS.announcementId) !== id) {
    storageSet(STORAGE_KEYS.announcementId, id);
    storageSet(STORAGE_KEYS.announcementDismiss, 'false');
    document.documentElement.removeAttribute('data-announcement-dismissed');
  }
  bar.querySelector('.announcement__close')?.addEventListener('click', () => {
    storageSet(STORAGE_KEYS.announcementDismiss, 'true');
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
  });
}

setupThemeToggle();
setupTabs();
setupCopyButtons();
setupAnnouncement();
setupIslands();
