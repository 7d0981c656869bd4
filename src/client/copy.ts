// Code block buttons: copy (with visible and announced feedback) and wrap long lines. The wrap
// choice is remembered: blocks on later pages start as the reader last left one.
import {announce} from './announce.ts';
import {STORAGE_KEYS} from '../shared/storage-keys.ts';
import {storageGet, storageSet} from './storage.ts';

/** The text a copy puts on the clipboard: lines a diff removes are left out (notation comments never reach the page). */
export function codeText(code: Element): string {
  const lines = code.querySelectorAll('.line');
  if (!lines.length) return (code as HTMLElement).innerText;
  return [...lines]
    .filter((line) => !line.classList.contains('line--removed'))
    // An empty line holds one space so it keeps its height; it copies as empty.
    .map((line) => (line.textContent ?? '').replace(/^ $/, ''))
    .join('\n');
}

function setWrap(block: Element, wrap: boolean): void {
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
    const target = event.target as Element;
    const wrapButton = target.closest?.('.wrap-button');
    if (wrapButton) {
      const block = wrapButton.closest('.code-block');
      if (!block) return;
      const wrap = !block.classList.contains('code-block--wrap');
      setWrap(block, wrap);
      storageSet(STORAGE_KEYS.codeWrap, wrap ? '1' : '0');
      return;
    }
    const button = target.closest?.<HTMLButtonElement>('.copy-button');
    if (!button) return;
    const codeElement = (button.closest('.code-block') ?? button.parentElement)?.querySelector('code');
    const code = codeElement ? codeText(codeElement) : '';
    const show = (state: 'copied' | 'failed', text: string) => {
      button.dataset.state = state;
      button.textContent = text;
      announce(state === 'copied' ? 'Copied to clipboard' : 'Copy failed');
      clearTimeout(Number(button.dataset.timer));
      button.dataset.timer = String(
        setTimeout(() => {
          button.textContent = 'Copy';
          delete button.dataset.state;
        }, 2000),
      );
    };
    if (!navigator.clipboard) return show('failed', 'Copy failed');
    navigator.clipboard.writeText(code).then(
      () => show('copied', 'Copied'),
      () => show('failed', 'Copy failed'),
    );
  });
}
