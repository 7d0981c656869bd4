// What the code block buttons do, loaded on the first click of one (src/client/copy.ts), so the
// always-loaded boot script carries only the listener. It imports nothing: what it shares with
// the boot script is passed in, or the bundler would split the shared modules into extra chunks
// that every page loads.
import type {CODE_TEXTS} from '../shared/client-texts.ts';
export interface ButtonDeps {
  announce(message: string): void;
  setWrap(block: Element, wrap: boolean): void;
  /** Remembers the wrap choice. */
  storeWrap(wrap: boolean): void;
  /** A code block text in the page's language (src/client/texts.ts), passed in: importing it here would split it into a chunk boot loads too. */
  text(key: keyof typeof CODE_TEXTS): string;
}

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

export function toggleWrap(button: Element, deps: ButtonDeps): void {
  const block = button.closest('.code-block');
  if (!block) return;
  const wrap = !block.classList.contains('code-block--wrap');
  deps.setWrap(block, wrap);
  deps.storeWrap(wrap);
}

export function copy(button: HTMLButtonElement, deps: ButtonDeps): void {
  const codeElement = (button.closest('.code-block') ?? button.parentElement)?.querySelector('code');
  const code = codeElement ? codeText(codeElement) : '';
  const show = (state: 'copied' | 'failed', text: string) => {
    button.dataset.state = state;
    button.textContent = text;
    deps.announce(state === 'copied' ? deps.text('copiedAnnouncement') : deps.text('copyFailed'));
    clearTimeout(Number(button.dataset.timer));
    button.dataset.timer = String(
      setTimeout(() => {
        button.textContent = deps.text('copy');
        delete button.dataset.state;
      }, 2000),
    );
  };
  const failed = () => show('failed', deps.text('copyFailed'));
  if (!navigator.clipboard) return failed();
  navigator.clipboard.writeText(code).then(() => show('copied', deps.text('copied')), failed);
}
