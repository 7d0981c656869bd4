// Code fences: `title="…"`, `{1,4-6}`, `showLineNumbers`, magic comments, shiki colours, and a
// copy button the client wires up.
import type {MarkdownIt} from 'markdown-it';
import {escapeHtml} from '../../shared/strings.ts';
import type {CodeHighlighter} from '../highlight.ts';

export interface CodeMeta {
  lang: string;
  title?: string;
  highlight: Set<number>;
  showLineNumbers: boolean;
}

export function parseCodeInfo(info: string): CodeMeta {
  const lang = info.trim().split(/\s+/)[0] ?? '';
  const meta = info.trim().slice(lang.length);
  const title = /title=(["'])(.*?)\1/.exec(meta)?.[2];
  const highlight = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta.replace(/title=(["']).*?\1/, ''))?.[1];
  for (const part of ranges?.split(',') ?? []) {
    const [from, to] = part.split('-').map((n) => Number(n.trim()));
    if (!Number.isFinite(from)) continue;
    for (let n = from; n <= (Number.isFinite(to) ? to : from); n++) highlight.add(n);
  }
  return {lang, title, highlight, showLineNumbers: /\bshowLineNumbers\b/.test(meta)};
}

const MAGIC = /^\s*(?:\/\/|#|<!--|\/\*|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:\*\/\}|\*\/|-->)?\s*$/;

/** Removes magic comments and returns the 1-based lines they mark. */
export function applyMagicComments(code: string, highlight: Set<number>): string {
  const kept: string[] = [];
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') nextLine = true;
    else if (magic === 'start') inRange = true;
    else if (magic === 'end') inRange = false;
    else {
      kept.push(line);
      if (nextLine || inRange) highlight.add(kept.length);
      nextLine = false;
    }
  }
  return kept.join('\n');
}

export function codePlugin(md: MarkdownIt, highlighter: CodeHighlighter): void {
  md.renderer.rules.fence = (tokens, idx) => {
    const token = tokens[idx];
    const meta = parseCodeInfo(token.info);
    const code = applyMagicComments(token.content.replace(/\n$/, ''), meta.highlight);
    const lines = highlighter.lines(code, meta.lang);
    const body = lines
      .map((html, n) => `<span class="line${meta.highlight.has(n + 1) ? ' line--highlighted' : ''}">${html || ' '}</span>`)
      .join('\n');
    const classes = ['code-block', meta.showLineNumbers ? 'code-block--numbered' : ''].filter(Boolean).join(' ');
    const title = meta.title ? `<div class="code-block__title">${escapeHtml(meta.title)}</div>` : '';
    const lang = meta.lang ? ` data-lang="${escapeHtml(meta.lang)}"` : '';
    // A titled block is a named group (a <pre> itself may not carry a name in valid HTML).
    const named = meta.title ? ` role="group" aria-label="${escapeHtml(meta.title)}"` : '';
    return `<div class="${classes}"${lang}${named}>${title}<div class="code-block__body"><pre tabindex="0"><code>${body}</code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button></div></div>\n`;
  };
}
