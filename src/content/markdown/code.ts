// Code fences: `title="…"`, `{1,4-6}`, `showLineNumbers`, magic comments, shiki colours, and a
// slot for the wrap and copy buttons, written in the page's language when it renders.
import type {MarkdownIt} from 'markdown-it';
import {escapeHtml} from '../../shared/strings.ts';
import type {CodeHighlighter} from '../highlight.ts';
import type {MarkdownEnv} from './env.ts';
import {markdownEnv} from './rule-env.ts';
import {slotMarker} from './slots.ts';

export interface CodeMeta {
  lang: string;
  title?: string;
  highlight: Set<number>;
  showLineNumbers: boolean;
}

export function parseCodeInfo(info: string): CodeMeta {
  const first = info.trim().split(/\s+/)[0] ?? '';
  // A fence may have a title or line ranges and no language (```title="a.txt"): the first word is then meta.
  const lang = /^(title=|\{|showLineNumbers\b)/.test(first) ? '' : first;
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
  // Every magic comment names `highlight-`: a block without it keeps every line as it is.
  if (!code.includes('highlight-')) return code;
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
  md.renderer.rules.fence = (tokens, idx, _options, rawEnv) => {
    const token = tokens[idx];
    const env = markdownEnv(rawEnv);
    const meta = parseCodeInfo(token.info);
    if (highlighter.resolve(meta.lang) === undefined) warnUnknownLanguage(env, meta.lang, token.map?.[0] ?? 0);
    const code = applyMagicComments(token.content.replace(/\n$/, ''), meta.highlight);
    const lines = highlighter.highlight(code, meta.lang);
    let body = '';
    for (let n = 0; n < lines.length; n++) {
      const {html, classes} = lines[n];
      const marked = meta.highlight.has(n + 1) && !classes.includes('line--highlighted') ? ' line--highlighted' : '';
      const names = classes.length ? `line${marked} ${classes.join(' ')}` : `line${marked}`;
      body += `${n ? '\n' : ''}<span class="${names}">${html || ' '}</span>`;
    }
    const focused = lines.some((line) => line.classes.includes('line--focused'));
    const classes = ['code-block', meta.showLineNumbers ? 'code-block--numbered' : '', focused ? 'code-block--focus' : ''].filter(Boolean).join(' ');
    const title = meta.title ? `<div class="code-block__title">${escapeHtml(meta.title)}</div>` : '';
    const lang = meta.lang ? ` data-lang="${escapeHtml(meta.lang)}"` : '';
    // A titled block is a named group (a <pre> itself may not carry a name in valid HTML).
    const named = meta.title ? ` role="group" aria-label="${escapeHtml(meta.title)}"` : '';
    return `<div class="${classes}"${lang}${named}>${title}<div class="code-block__body"><pre tabindex="0"><code>${body}</code></pre>${slotMarker(env.slots, {slot: 'code-buttons'})}</div></div>\n`;
  };
}

/** Once per language and page: a page with ten `foo` blocks needs one line telling what to fix. */
function warnUnknownLanguage(env: MarkdownEnv, lang: string, line: number): void {
  const seen = (env.unknownLanguages ??= new Set());
  if (seen.has(lang)) return;
  seen.add(lang);
  env.warnings.push(`${env.file}:${line + 1 + env.lineOffset}: unknown code language \`${lang}\` (shown without highlighting; see https://shiki.style/languages)`);
}
