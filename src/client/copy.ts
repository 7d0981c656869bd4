// Copy buttons on code blocks, with visible and announced feedback.
import {announce} from './announce.ts';

export function setupCopyButtons(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('.copy-button');
    if (!button) return;
    const code = button.parentElement?.querySelector('code')?.innerText ?? '';
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
