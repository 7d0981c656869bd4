// Navbar enhancements: dropdowns close on outside click, on Escape and when another opens;
// choosing a docs version stores `docs-preferred-version-{pluginId}`; right-clicking the logo
// opens the brand page in a new tab.
import {STORAGE_KEYS} from '../shared/storage-keys.ts';
import {storageSet} from './storage.ts';

const openDropdowns = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')];

export function closeDropdowns(except?: Element | null): void {
  for (const dropdown of openDropdowns()) if (dropdown !== except) dropdown.open = false;
}

export function setupNavbar(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    closeDropdowns(target.closest?.('details[data-dropdown]'));
    const version = target.closest?.<HTMLElement>('[data-docs-version]');
    if (version) storageSet(STORAGE_KEYS.preferredVersion(version.dataset.docsPlugin ?? 'default'), version.dataset.docsVersion!);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = (event.target as Element).closest?.<HTMLDetailsElement>('details[data-dropdown][open]') ?? openDropdowns()[0];
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  });
  // Keyboard users leaving a dropdown with Tab should not leave it hanging open over the page.
  document.addEventListener('focusin', (event) => closeDropdowns((event.target as Element).closest?.('details[data-dropdown]')));
  document.addEventListener('contextmenu', (event) => {
    const brand = (event.target as Element).closest?.<HTMLElement>('[data-brand-url]');
    const url = brand?.dataset.brandUrl;
    if (!url) return;
    event.preventDefault();
    window.open(url, '_blank', 'noopener');
  });
}
