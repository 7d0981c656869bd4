// Navbar enhancements: dropdowns close on outside click, on Escape and when another opens;
// choosing a docs version stores `docs-preferred-version-{pluginId}`, which docs links outside the
// docs then follow; right-clicking the logo
// opens the brand page in a new tab.
import {STORAGE_KEYS} from '../shared/storage-keys.ts';
import {storageGet, storageSet} from './storage.ts';

/** Outside the docs, docs links lead to the version the reader chose last (docs pages render their own). */
function applyPreferredVersion(): void {
  const links = document.querySelectorAll<HTMLAnchorElement>('a[data-version-hrefs]');
  if (!links.length) return;
  const preferred = storageGet(STORAGE_KEYS.preferredVersion('default'));
  if (!preferred) return;
  for (const link of links) {
    const href = (JSON.parse(link.dataset.versionHrefs!) as Record<string, string>)[preferred];
    if (href) link.href = href;
  }
}

const openDropdowns = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')];

export function closeDropdowns(except?: Element | null): void {
  for (const dropdown of openDropdowns()) if (dropdown !== except) dropdown.open = false;
}

export function setupNavbar(): void {
  applyPreferredVersion();
  // Client-side navigation brings the next page's docs links, with their versions.
  document.addEventListener('sitegen:navigated', applyPreferredVersion);
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
