// One shiki highlighter per process, one dark theme for both colour modes (spec §9). Every
// language shiki ships can be used; each grammar is loaded the first time a block needs it, so a
// site written in TypeScript never pays for the other 240. Grammars are loaded synchronously
// (require of @shikijs/langs' ES modules) because markdown-it renders synchronously.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {bundledLanguagesInfo, createHighlighter, createOnigurumaEngine, type Highlighter, type LanguageRegistration, type ShikiTransformer} from 'shiki';
import {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
} from '@shikijs/transformers';
import type {Element, ElementContent} from 'hast';
import {ENGINE_ROOT} from '../paths.ts';
import {escapeHtml} from '../shared/strings.ts';
import {memoizeLines, type MemoGrammar} from './line-memo.ts';

export const CODE_THEME = 'github-dark';
/** Ours first: they keep names Docusaurus sites use (`console` is a shell script there). */
const ALIASES: Record<string, string> = {
  ts: 'typescript', js: 'javascript', sh: 'shellscript', bash: 'shellscript', shell: 'shellscript', zsh: 'shellscript',
  console: 'shellscript', yml: 'yaml', md: 'markdown', mdx: 'markdown', docker: 'dockerfile', json5: 'jsonc', py: 'python',
};
/** Fence languages that mean "no highlighting" and are never reported as unknown. */
export const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none', 'output', 'log']);

const KNOWN = new Map<string, string>();
for (const info of bundledLanguagesInfo) {
  KNOWN.set(info.id, info.id);
  for (const alias of info.aliases ?? []) if (!KNOWN.has(alias)) KNOWN.set(alias, info.id);
}

/** The notation comments of @shikijs/transformers, with our line classes. */
const NOTATION: ShikiTransformer[] = [
  transformerNotationDiff({classLineAdd: 'line--added', classLineRemove: 'line--removed', classActivePre: 'has-diff'}),
  transformerNotationFocus({classActiveLine: 'line--focused', classActivePre: 'has-focused'}),
  transformerNotationHighlight({classActiveLine: 'line--highlighted', classActivePre: 'has-highlighted'}),
  transformerNotationErrorLevel({classMap: {error: ['line--highlighted', 'line--error'], warning: ['line--highlighted', 'line--warning']}, classActivePre: 'has-highlighted'}),
];
/**
 * shiki stops tokenizing a line after 500 ms and colours the rest as one token. A grammar's first
 * use compiles its regular expressions, which on a busy machine can take that long: the output
 * would then depend on the machine's load (the rest of a line coloured as one token).
 */
const NO_TIME_LIMIT = 0;
/** A language named by a fence (```js, ~~~ {.python}) or a tag's lang attribute (<script lang="ts">). */
const EMBEDDED_NAME = /^[ \t]*(?:`{3,}|~{3,})[ \t]*\{?\.?([\w#+-]+)|\blang=["']?([\w#+-]+)/gm;
/** Text that is not only white space (String#trim's white space). */
const NOT_BLANK = /\S/;
/** What escapeHtml changes. */
const HTML_SPECIAL = /[&<>"']/;
const NOTATION_MARK = /\[!code\s+(?:\+\+|--|focus|highlight|hl|error|warning)(?::\d+)?\]/;

export interface HighlightedLine {
  /** Inner HTML of the line (coloured spans). */
  html: string;
  /** Classes a notation comment gave the line (`line--added`, `line--focused`, …). */
  classes: string[];
}

export interface CodeHighlighter {
  /** shiki's id for a fence language, '' for plain text, undefined for a language shiki lacks. */
  resolve(lang: string): string | undefined;
  /** One HTML string per source line (inner spans only). */
  lines(code: string, lang: string): string[];
  /** Lines with notation comments (`// [!code ++]`, …) applied and removed from the code. */
  highlight(code: string, lang: string): HighlightedLine[];
  background: string;
  foreground: string;
}

let shared: Promise<CodeHighlighter> | undefined;

export function getHighlighter(): Promise<CodeHighlighter> {
  shared ??= createHighlighter({themes: [CODE_THEME], langs: [], engine: createOnigurumaEngine(onigWasm())}).then(wrap);
  return shared;
}

/**
 * shiki's oniguruma from the plain .wasm file it ships. Its default is the same binary inlined as
 * gzipped base64, which each thread decodes and inflates through web streams before compiling
 * it. An instantiator, because shiki tests any other kind of input against the global `Response`,
 * whose first use loads fetch's implementation.
 */
function onigWasm(): {instantiator: (imports?: WebAssembly.Imports) => Promise<WebAssembly.WebAssemblyInstantiatedSource>} {
  const require = createRequire(path.join(ENGINE_ROOT, 'package.json'));
  const bytes = fs.promises.readFile(require.resolve('shiki/onig.wasm'));
  return {instantiator: async (imports) => WebAssembly.instantiate(await bytes, imports)};
}

function wrap(highlighter: Highlighter): CodeHighlighter {
  const theme = highlighter.getTheme(CODE_THEME);
  const fg = theme.fg.toLowerCase();
  const require = createRequire(path.join(ENGINE_ROOT, 'package.json'));
  const loaded = new Set<string>();

  // Languages a grammar embeds only when they are loaded (markdown's fences, vue's <script lang>).
  const lazilyEmbedded = new Map<string, Set<string>>();
  const resolve = (lang: string): string | undefined => {
    const name = lang.toLowerCase();
    if (PLAIN_LANGUAGES.has(name)) return '';
    const id = ALIASES[name] ?? KNOWN.get(name);
    if (!id) return undefined;
    if (!loaded.has(id)) {
      const grammar = require(`@shikijs/langs/${id}`) as {default: LanguageRegistration[]};
      highlighter.loadLanguageSync(grammar.default);
      memoizeLines(highlighter.getLanguage(id) as unknown as MemoGrammar);
      loaded.add(id);
      const lazy = grammar.default.find((registration) => registration.name === id)?.embeddedLangsLazy;
      if (lazy?.length) lazilyEmbedded.set(id, new Set(lazy));
    }
    return id;
  };
  /**
   * shiki colours a fence inside a markdown block (or a vue <script lang>) only when that
   * language's grammar is loaded, so the colours would depend on which blocks this thread saw
   * before. The languages the block names are loaded first: a block is coloured the same on
   * any thread, in any order.
   */
  const resolveWithEmbedded = (code: string, lang: string): string | undefined => {
    const id = resolve(lang);
    const lazy = id ? lazilyEmbedded.get(id) : undefined;
    if (lazy) {
      for (const match of code.matchAll(EMBEDDED_NAME)) {
        const name = (match[1] ?? match[2]).toLowerCase();
        const embedded = ALIASES[name] ?? KNOWN.get(name);
        if (embedded && lazy.has(embedded)) resolve(embedded);
      }
    }
    return id;
  };

  // The opening tag of each colour, '' for the theme's default colour (a theme has a few dozen).
  const opening = new Map<string, string>();
  const colour = (color: string | undefined, text: string) => {
    // Most runs of code have nothing to escape: the test is cheaper than escapeHtml's replace.
    const html = HTML_SPECIAL.test(text) ? escapeHtml(text) : text;
    if (!color) return html;
    let open = opening.get(color);
    if (open === undefined) opening.set(color, (open = color.toLowerCase() !== fg ? `<span style="color:${color}">` : ''));
    return open ? `${open}${html}</span>` : html;
  };

  const lines = (code: string, lang: string): string[] => {
    const id = resolveWithEmbedded(code, lang);
    if (!id) return code.split('\n').map((line) => escapeHtml(line));
    const tokens = highlighter.codeToTokensBase(code, {lang: id as never, theme: CODE_THEME, tokenizeTimeLimit: NO_TIME_LIMIT});
    // Neighbouring tokens of one colour share a span: smaller pages than shiki's own HTML.
    return tokens.map((line) => {
      let html = '';
      let color: string | undefined;
      let buffer = '';
      for (const token of line) {
        if (token.color !== color && NOT_BLANK.test(token.content)) {
          if (buffer) html += colour(color, buffer);
          buffer = '';
          color = token.color;
        }
        buffer += token.content;
      }
      if (buffer) html += colour(color, buffer);
      return html;
    });
  };

  return {
    background: theme.bg,
    foreground: theme.fg,
    resolve,
    lines,
    highlight(code, lang) {
      // The transformers need shiki's HTML tree; most blocks have no notation and take the
      // cheaper token path.
      if (!NOTATION_MARK.test(code)) return lines(code, lang).map((html) => ({html, classes: []}));
      const id = resolveWithEmbedded(code, lang) || 'text';
      const root = highlighter.codeToHast(code, {lang: id as never, theme: CODE_THEME, transformers: NOTATION, tokenizeTimeLimit: NO_TIME_LIMIT});
      const pre = root.children.find((node): node is Element => node.type === 'element')!;
      const codeElement = pre.children.find((node): node is Element => node.type === 'element')!;
      return codeElement.children
        .filter((node): node is Element => node.type === 'element')
        .map((line) => ({
          html: line.children.map((child) => serialize(child, fg)).join(''),
          classes: classList(line).filter((name) => name !== 'line'),
        }));
    },
  };
}

function classList(element: Element): string[] {
  const value = element.properties?.className ?? element.properties?.class;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}

/** shiki's token spans (a colour in `style`, text inside) as HTML, the theme's default colour left out. */
function serialize(node: ElementContent, fg: string): string {
  if (node.type === 'text') return escapeHtml(node.value);
  if (node.type !== 'element') return '';
  const inner = node.children.map((child) => serialize(child, fg)).join('');
  const style = String(node.properties?.style ?? '');
  const color = /^color:\s*(#[0-9a-fA-F]{3,8})\s*;?$/.exec(style)?.[1];
  if (!style || (color && color.toLowerCase() === fg)) return inner;
  return color ? `<span style="color:${color}">${inner}</span>` : `<span style="${escapeHtml(style)}">${inner}</span>`;
}
