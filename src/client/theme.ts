// Colour mode: the inline head script already applied the stored or system mode before paint (and
// marked `data-theme-auto` when it followed the system); this wires the toggles, persists the
// choice under `theme`, and keeps following the system until the reader chooses.
import {STORAGE_KEYS} from '../shared/storage-keys.ts';
import {storageSet} from './storage.ts';

type Mode = 'light' | 'dark';

function apply(mode: Mode): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', mode);
  root.style.colorScheme = mode;
  const label = `Switch between dark and light mode (currently ${mode} mode)`;
  document.querySelectorAll('.theme-toggle').forEach((button) => {
    button.setAttribute('aria-label', label);
    button.setAttribute('title', label);
  });
}

export function setupTheme(): void {
  const current = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
  apply(current());
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.('.theme-toggle')) return;
    const next = current() === 'dark' ? 'light' : 'dark';
    document.documentElement.removeAttribute('data-theme-auto');
    apply(next);
    storageSet(STORAGE_KEYS.theme, next);
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => {
    if (document.documentElement.hasAttribute('data-theme-auto')) apply(event.matches ? 'dark' : 'light');
  });
}
