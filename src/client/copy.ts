// Code block buttons: copy (with visible and announced feedback) and wrap long lines. The wrap
// choice is remembered: blocks on later pages start as the reader last left one. What a click
// does lives in code-buttons.ts, fetched on the first click, to keep the boot script small.
import {STORAGE_KEYS} from '../shared/storage-keys.ts';
import {storageGet, storageSet} from './storage.ts';
import {announce} from './announce.ts';
import type {ButtonDeps} from './code-buttons.ts';
import {localText} from './texts.ts';
import {CODE_TEXTS, clientTextId} from '../shared/client-texts.ts';

const deps: ButtonDeps = {announce, setWrap, storeWrap: (wrap) => storageSet(STORAGE_KEYS.codeWrap, wrap ? '1' : '0'), text: (key) => localText(clientTextId('CodeBlock', key), CODE_TEXTS[key])};

export function setWrap(block: Element, wrap: boolean): void {
  block.classList.toggle('code-block--wrap', wrap);
  block.querySelector('.wrap-button')?.setAttribute('aria-pressed', String(wrap));
}

export function applyStoredWrap(root: ParentNode = document): void {
  if (storageGet(STORAGE_KEYS.codeWrap) !== '1') return;
  root.querySelectorAll('.code-block').forEach((block) => setWrap(block, true));
}

export function setupCopyButtons(): void {
  applyStoredWrap();
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('.copy-button, .wrap-button');
    if (!button) return;
    void import('./code-buttons.ts').then((buttons) => (button.classList.contains('copy-button') ? buttons.copy(button, deps) : buttons.toggleWrap(button, deps)));
  });
}
