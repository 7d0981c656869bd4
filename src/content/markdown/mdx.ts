// MDX as Docusaurus authors write it, in .md and .mdx alike: `import`/`export` blocks, JSX
// elements (markdown between their tags stays markdown), `{/* comments */}` and `{expressions}`.
// The Docusaurus theme components real docs import map to sitegen's own (tabs, admonitions, code
// blocks, details, inline TOC); a markdown partial imported and used as `<Intro />` is left to
// includes.ts.
// Anything else is an unknown component: its tags are dropped, its children shown, and the page
// reports it (severity `onUnknownComponents`), so no reader ever sees raw MDX.
import path from 'node:path';
import {createRequire} from 'node:module';
import type {MarkdownIt, StateBlock, Token} from 'markdown-it';
import {escapeHtml} from '../../shared/strings.ts';
import {themedImagesHtml} from '../../images/markup.ts';
import {ADMONITION_TYPES} from './admonitions.ts';
import type {DirectiveMeta} from './directives.ts';
import type {MarkdownEnv} from './env.ts';
import {evaluate, expressionAt, NotStatic, parseEsm, scanTag, type JsxTag} from './mdx-syntax.ts';
import {buildToc} from '../toc.ts';
import {closeIsland, inlineIslands, islandsInHtml, openIsland, siteIsland} from './mdx-islands.ts';
import type {TocEntry} from '../types.ts';

/** What a JSX element stands for once its import is known. */
type Kind = 'fragment' | 'tabs' | 'tab' | 'admonition' | 'details' | 'toc' | 'code' | 'themed-image' | 'partial' | 'site' | 'html' | 'unknown';

/** The Docusaurus theme modules sitegen renders itself, by module and by their usual name (NATIVE_MODULES lists the same). */
export const THEME: Record<string, Kind> = {
  '@theme/Tabs': 'tabs',
  '@theme/TabItem': 'tab',
  '@theme/Admonition': 'admonition',
  '@theme/Details': 'details',
  '@theme/TOCInline': 'toc',
  '@theme/CodeBlock': 'code',
  '@theme/ThemedImage': 'themed-image',
};
const BY_NAME: Record<string, Kind> = Object.fromEntries(Object.entries(THEME).map(([module, kind]) => [module.slice('@theme/'.length), kind]));
const ESM_START = /^(import|export)[\s{*]/;
/** A line that looks like ESM but does not parse is reported, not shown. */
const LOOKS_LIKE_ESM = /^(import\s[^\n]*\bfrom\s*['"]|import\s*['"]|export\s+(const|let|var|function|class|default|async|\{|\*))/;
const JSX_START = /^<(\/?[A-Z]|>|\/>)/;
/** An HTML tag with a JSX prop (`style={{…}}`), which markdown-it would not see as a tag. */
const HTML_JSX = /<[a-z][\w-]*\s[^<>]*?=\{/g;
const ADMONITIONS = new Set<string>(ADMONITION_TYPES);

interface JsxMeta {
  tag: JsxTag;
  line: number;
  kind?: Kind;
  html?: string;
  /** A site component's island, whose close marker the closing tag writes. */
  island?: number;
}

const envOf = (state: StateBlock) => state.env as unknown as MarkdownEnv;
const jsxMeta = (token: Token) => token.meta as unknown as JsxMeta;

function line(state: StateBlock, n: number): string {
  return state.src.slice(state.bMarks[n] + state.tShift[n], state.eMarks[n]);
}

/** The line index that holds source offset `pos`. */
function lineOf(state: StateBlock, from: number, pos: number): number {
  let n = from;
  while (n < state.lineMax - 1 && state.eMarks[n] < pos) n++;
  return n;
}

function esmBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.blkIndent !== 0 || state.sCount[startLine] !== 0 || state.parentType !== 'root') return false;
  const first = line(state, startLine);
  if (!ESM_START.test(first)) return false;
  let last = startLine;
  while (last + 1 < endLine && !state.isEmpty(last + 1)) last++;
  const source = state.src.slice(state.bMarks[startLine], state.eMarks[last]);
  const env = envOf(state);
  try {
    const {imports, defaults, exports} = parseEsm(source);
    Object.assign(env.mdx.imports, imports);
    env.mdx.defaults.push(...defaults);
    env.mdx.exports.push(...exports);
    // Markdown partials are included by includes.ts, which reads them from this map.
    for (const [name, from] of Object.entries(imports)) {
      if (/\.mdx?$/.test(from)) (env.partials ??= new Map()).set(name, path.posix.join(path.posix.dirname(env.file), from));
    }
  } catch (error) {
    if (!LOOKS_LIKE_ESM.test(first)) return false;
    if (!silent) env.warnings.push(`${env.file}:${startLine + 1 + env.lineOffset}: could not parse this import/export (${(error as Error).message}); it is left out`);
  }
  if (!silent) state.line = last + 1;
  return true;
}

function expressionBlock(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (state.src[start] !== '{') return false;
  const env = envOf(state);
  let parsed: ReturnType<typeof expressionAt>;
  try {
    parsed = expressionAt(state.src, start + 1);
  } catch {
    return false;
  }
  const endLine = lineOf(state, startLine, parsed.end - 1);
  if (state.src.slice(parsed.end, state.eMarks[endLine]).trim()) return false;
  if (silent) return true;
  const comment = state.src.slice(start + 1, parsed.end - 1).trim();
  if (!parsed.node) {
    // {/* truncate */} is Docusaurus's MDX spelling of <!-- truncate -->.
    if (/^\/\*\s*truncate\s*\*\/$/.test(comment)) state.push('html_block', '', 0).content = '<!--truncate-->\n';
  } else {
    try {
      const value = evaluate(parsed.node);
      if (value !== undefined && value !== null && value !== false) {
        const token = state.push('mdx_text', '', 0);
        token.content = String(value);
      }
    } catch (error) {
      if (!(error instanceof NotStatic)) throw error;
      env.mdx.unknown.push(`${env.file}:${startLine + 1 + env.lineOffset}: the expression {${comment.slice(0, 40)}} needs a running page (${error.message}); it is left out`);
    }
  }
  state.line = endLine + 1;
  return true;
}

function jsxBlock(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (!JSX_START.test(state.src.slice(start, state.eMarks[startLine]))) return false;
  const env = envOf(state);
  const tags: JsxTag[] = [];
  let pos = start;
  try {
    for (let tag = scanTag(state.src, pos); tag; tag = scanTag(state.src, pos)) {
      tags.push(tag);
      pos = tag.end;
      while (state.src[pos] === ' ' || state.src[pos] === '\t') pos++;
    }
  } catch {
    // An expression prop that does not parse: the tag is not JSX after all.
  }
  if (!tags.length) return false;
  // <Intro /> of an imported partial is the includes plugin's.
  if (tags.length === 1 && tags[0].selfClosing && env.partials?.has(tags[0].name)) return false;
  if (silent) return true;
  const lineNumber = startLine + 1 + env.lineOffset;
  let endLine = lineOf(state, startLine, Math.max(start, pos - 1));
  const push = (tag: JsxTag) => {
    const token = state.push('mdx_jsx', '', tag.closing ? -1 : tag.selfClosing ? 0 : 1);
    token.meta = {tag, line: lineNumber} satisfies JsxMeta;
    token.map = [startLine, endLine + 1];
    token.block = true;
  };
  const first = tags[0];
  if (tags.length === 1 && !first.closing && !first.selfClosing && kindOf(first.name, env) === 'code') {
    endLine = codeBlock(state, startLine, first, pos, lineNumber);
  } else {
    for (const tag of tags) push(tag);
    const rest = state.src.slice(pos, state.eMarks[endLine]);
    if (rest.trim()) {
      // Content on the tag's own line, with the closing tags that end it: <X>text</X>.
      const closing = /((?:<\/[\w.:-]*\s*>\s*)+)$/.exec(rest);
      const text = closing ? rest.slice(0, closing.index) : rest;
      if (text.trim()) {
        state.push('paragraph_open', 'p', 1).map = [startLine, endLine + 1];
        const inline = state.push('inline', '', 0);
        inline.content = text.trim();
        inline.map = [startLine, endLine + 1];
        inline.children = [];
        state.push('paragraph_close', 'p', -1);
      }
      if (closing) for (const match of closing[1].matchAll(/<\/[\w.:-]*\s*>/g)) push(scanTag(match[0], 0)!);
    }
  }
  state.line = endLine + 1;
  return true;
}

/** <CodeBlock language="js" title="x">…</CodeBlock>: its children are code, not markdown. */
function codeBlock(state: StateBlock, startLine: number, tag: JsxTag, from: number, lineNumber: number): number {
  const env = envOf(state);
  const close = state.src.indexOf(`</${tag.name}>`, from);
  const end = close < 0 ? state.src.length : close;
  let code = state.src.slice(from, end);
  const trimmed = code.trim();
  if (trimmed.startsWith('{') && trimmed.endsWith('}')) {
    try {
      const {node} = expressionAt(trimmed, 1);
      code = node ? String(evaluate(node)) : '';
    } catch {
      env.mdx.unknown.push(`${env.file}:${lineNumber}: <${tag.name}> content needs a running page; it is shown as written`);
    }
  }
  if (close < 0) env.warnings.push(`${env.file}:${lineNumber}: <${tag.name}> is never closed`);
  const lines = code.replace(/^\s*\n/, '').replace(/\n\s*$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length));
  const token = state.push('fence', 'code', 0);
  const props = tag.props;
  const language = String(props.language ?? (typeof props.className === 'string' ? props.className.replace(/^language-/, '') : ''));
  token.info = `${language}${props.title ? ` title=${JSON.stringify(String(props.title))}` : ''}${props.showLineNumbers ? ' showLineNumbers' : ''}`;
  token.content = `${lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n')}\n`;
  token.markup = '```';
  const endLine = lineOf(state, startLine, close < 0 ? state.src.length - 1 : close + tag.name.length + 3);
  token.map = [startLine, endLine + 1];
  return endLine;
}

function kindOf(name: string, env: MarkdownEnv): Kind {
  // <>…</> is its children, as in React.
  if (name === '') return 'fragment';
  if (/^[a-z]/.test(name)) return 'html';
  const source = env.mdx.imports[name];
  if (source === undefined && env.mdx.exports.includes(name)) return 'site';
  if (source === undefined) return BY_NAME[name] ?? 'unknown';
  // Unless the site swizzles it (src/theme/<Name>): then it is the site's component.
  if (THEME[source]) return siteIsland(name, env) ? 'site' : THEME[source];
  if (/\.mdx?$/.test(source)) return 'partial';
  // Anything else the file imports is bundled from its module: site files, packages, the Docusaurus layer.
  return siteIsland(name, env) ? 'site' : 'unknown';
}

function whyUnknown(name: string, env: MarkdownEnv): string {
  const source = env.mdx.imports[name];
  if (source === undefined) return `<${name}> is not imported and not a component sitegen knows; its children are shown`;
  return `<${name}> (from '${source}') is not a component sitegen renders; its children are shown`;
}

/** Rewrites JSX tokens into the tokens of sitegen's own features, once the whole file is parsed. */
function resolveComponents(tokens: Token[], env: MarkdownEnv): void {
  const stack: {token: Token; meta: JsxMeta; kind: Kind; tabs?: {values?: {value: string; label?: string}[]}}[] = [];
  for (const token of tokens) {
    if (token.type === 'inline') resolveInline(token, env);
    if (token.type === 'html_block') {
      const line = (token.map?.[0] ?? 0) + 1 + env.lineOffset;
      token.content = islandsInHtml(token.content, env, line, (tag) => env.mdx.unknown.push(`${env.file}:${line}: ${whyUnknown(tag.name, env)}`));
    }
    if (token.type !== 'mdx_jsx') continue;
    const meta = jsxMeta(token);
    const {tag} = meta;
    if (tag.closing) {
      const at = stack.map((s) => s.meta.tag.name).lastIndexOf(tag.name);
      if (at < 0) {
        if (tag.name === '') {
          // A fragment's `</>` written inline closes the block one; neither needs anything.
          token.type = 'mdx_skip';
          continue;
        }
        env.warnings.push(`${env.file}:${meta.line}: </${tag.name}> closes nothing; it is left out`);
        token.type = 'mdx_skip';
        continue;
      }
      for (const unclosed of stack.splice(at + 1)) if (unclosed.kind !== 'fragment') env.warnings.push(`${env.file}:${unclosed.meta.line}: <${unclosed.meta.tag.name}> is never closed`);
      const open = stack.pop()!;
      closeAs(token, open.kind, open.token, open.meta);
      continue;
    }
    const kind = kindOf(tag.name, env);
    if (kind === 'unknown' || (kind === 'partial' && !tag.selfClosing)) env.mdx.unknown.push(`${env.file}:${meta.line}: ${whyUnknown(tag.name, env)}`);
    // TOCInline's `toc` is the page's own TOC, which sitegen knows without running the page.
    if (kind === 'toc') tag.dynamic = tag.dynamic.filter((prop) => prop !== 'toc');
    if (tag.dynamic.length && kind !== 'unknown' && kind !== 'site') env.warnings.push(`${env.file}:${meta.line}: <${tag.name}> ${tag.dynamic.join(', ')}: needs a running page, left out`);
    const parentTabs = [...stack].reverse().find((s) => s.kind === 'tabs');
    openAs(token, kind, parentTabs?.tabs, env);
    if (!tag.selfClosing) stack.push({token, meta, kind, tabs: kind === 'tabs' ? {values: tag.props.values as never} : undefined});
  }
  for (const unclosed of stack) if (unclosed.kind !== 'fragment') env.warnings.push(`${env.file}:${unclosed.meta.line}: <${unclosed.meta.tag.name}> is never closed`);
}

function openAs(token: Token, kind: Kind, tabs: {values?: {value: string; label?: string}[]} | undefined, env: MarkdownEnv): void {
  const meta = jsxMeta(token);
  const props = meta.tag.props;
  const text = (key: string) => (props[key] === undefined || props[key] === null ? undefined : String(props[key]));
  meta.kind = kind;
  if (kind === 'tabs') {
    token.type = 'directive_open';
    token.meta = {name: 'tabs', attrs: {...(text('groupId') ? {groupId: text('groupId')!} : {})}, defaultValue: text('defaultValue')} satisfies DirectiveMeta & {defaultValue?: string};
  } else if (kind === 'tab') {
    const value = text('value') ?? '';
    const label = text('label') ?? tabs?.values?.find((v) => v.value === value)?.label ?? value;
    token.type = 'directive_leaf';
    token.nesting = 0;
    token.meta = {name: 'tab', attrs: {value, label, ...(props.default ? {default: 'true'} : {})}} satisfies DirectiveMeta;
  } else if (kind === 'admonition') {
    const type = text('type') ?? 'note';
    token.type = 'directive_open';
    token.meta = {name: ADMONITIONS.has(type) ? type : 'note', title: text('title'), attrs: {}} satisfies DirectiveMeta;
  } else if (kind === 'details') {
    token.type = 'mdx_html';
    meta.html = `<details class="details">${text('summary') ? `<summary>${escapeHtml(text('summary')!)}</summary>` : ''}\n`;
  } else if (kind === 'toc') {
    token.type = 'mdx_toc';
  } else if (kind === 'site') {
    // Rendered by React at render time, like an ::island (hydrated only when interactive).
    const opened = openIsland(meta.tag, env, meta.line);
    meta.island = opened.index;
    token.type = 'mdx_island';
    meta.html = `${opened.html}${token.block ? '\n' : ''}`;
  } else if (kind === 'themed-image') {
    // Two plain <img>: the links plugin records them and the render step sizes them like any image.
    const {sources, ...rest} = props as {sources?: {light?: unknown; dark?: unknown}};
    token.type = 'mdx_html';
    if (typeof sources?.light === 'string' && typeof sources.dark === 'string') {
      const attributes = Object.fromEntries(Object.entries(rest).filter(([, value]) => typeof value === 'string' || typeof value === 'number').map(([name, value]) => [name, String(value)]));
      meta.html = `${themedImagesHtml({light: sources.light, dark: sources.dark}, attributes)}${token.block ? '\n' : ''}`;
    } else {
      env.warnings.push(`${env.file}:${meta.line}: <${meta.tag.name}> needs sources={{light: '…', dark: '…'}} with two image paths; left out`);
      meta.html = '';
    }
  } else if (kind === 'html') {
    token.type = 'mdx_html';
    meta.html = htmlTag(meta.tag.name, props, meta.tag.selfClosing).open;
  } else {
    token.type = 'mdx_skip';
  }
}

function closeAs(token: Token, kind: Kind, open: Token, openMeta: JsxMeta): void {
  if (kind === 'tabs' || kind === 'admonition') {
    token.type = 'directive_close';
    token.meta = open.meta;
  } else if (kind === 'tab') {
    token.type = 'mdx_skip';
    token.nesting = 0;
  } else if (kind === 'site') {
    token.type = 'mdx_html';
    token.meta = {...token.meta, html: `${closeIsland(openMeta.island!)}${token.block ? '\n' : ''}`};
  } else if (kind === 'details' || kind === 'html') {
    token.type = 'mdx_html';
    token.meta = {...token.meta, html: kind === 'details' ? '</details>\n' : `${htmlTag(openMeta.tag.name, openMeta.tag.props, false).close}${token.block ? '\n' : ''}`};
  } else {
    token.type = 'mdx_skip';
  }
}

/** A plain HTML element written with JSX props, opened (and closed) as React renders it. */
function htmlTag(name: string, props: Record<string, unknown>, selfClosing: boolean): {open: string; close: string} {
  // React is loaded on first use: most pages have no JSX-prop HTML, and parse workers start faster without it.
  const require = createRequire(import.meta.url);
  const {createElement} = require('react') as typeof import('react');
  const {renderToStaticMarkup} = require('react-dom/server') as typeof import('react-dom/server');
  const html = renderToStaticMarkup(createElement(name, props as never, selfClosing ? undefined : HOLE));
  const at = html.indexOf(HOLE);
  return at < 0 ? {open: html, close: ''} : {open: html.slice(0, at), close: html.slice(at + HOLE.length)};
}
const HOLE = '\u0001';

/** JSX inside a paragraph (`text <Kbd>K</Kbd> text`) and `{/* comments *\/}` in text. */
function resolveInline(token: Token, env: MarkdownEnv): void {
  const line = (token.map?.[0] ?? 0) + 1 + env.lineOffset;
  inlineIslands(token.children ?? [], env, line, (tag) => env.mdx.unknown.push(`${env.file}:${line}: ${whyUnknown(tag.name, env)}`));
  for (const child of token.children ?? []) {
    if (child.type === 'text' && child.content.includes('{/*')) {
      child.content = child.content.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '');
    }
    // `<>inline</>`: markdown-it sees text; in MDX a fragment is only its children.
    if (child.type === 'text' && child.content.includes('<') && (/\.mdx$/.test(env.file) || /<>[\s\S]*<\/>/.test(child.content))) child.content = child.content.replace(/<\/?>/g, '');
  }
}

function renderToc(entries: TocEntry[]): string {
  if (!entries.length) return '';
  return `<ul>${entries.map((e) => `<li><a href="#${escapeHtml(e.id)}">${escapeHtml(e.text)}</a>${renderToc(e.children)}</li>`).join('')}</ul>`;
}

/**
 * Rewrites HTML tags written with JSX props (`<span style={{color: 'red'}}>`) into plain HTML
 * before markdown-it reads the source, outside code. The tag keeps its line breaks, so lines stay
 * where they were.
 */
export function rewriteHtmlJsx(src: string): string {
  if (!src.includes('={')) return src;
  let fence: string | undefined;
  return src
    .split('\n')
    .map((text) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && !text.trim().slice(marker.length).trim()) fence = undefined;
        return text;
      }
      if (marker) {
        fence = marker;
        return text;
      }
      if (/^( {4}|\t)/.test(text) || !text.includes('={')) return text;
      // Inline code spans stay as written.
      return text.split(/(`+[^`]*`+)/).map((part) => (part.startsWith('`') ? part : rewriteTags(part))).join('');
    })
    .join('\n');
}

function rewriteTags(text: string): string {
  let out = '';
  let done = 0;
  const pattern = new RegExp(HTML_JSX.source, 'g');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const tag = safeScan(text, match.index);
    if (!tag) continue;
    out += `${text.slice(done, match.index)}${htmlTag(tag.name, tag.props, tag.selfClosing).open}`;
    done = tag.end;
    pattern.lastIndex = tag.end;
  }
  return out + text.slice(done);
}

function safeScan(src: string, at: number): JsxTag | undefined {
  try {
    return scanTag(src, at);
  } catch {
    return undefined;
  }
}

export function mdxPlugin(md: MarkdownIt): void {
  md.core.ruler.before('block', 'mdx_html_props', (state) => {
    state.src = rewriteHtmlJsx(state.src);
  });
  md.block.ruler.before('table', 'mdx_esm', esmBlock, {alt: []});
  md.block.ruler.before('html_block', 'mdx_jsx', jsxBlock, {alt: ['paragraph', 'reference', 'blockquote']});
  md.block.ruler.before('html_block', 'mdx_expression', expressionBlock, {alt: ['paragraph', 'reference', 'blockquote']});
  md.core.ruler.after('inline', 'mdx_components', (state) => resolveComponents(state.tokens, state.env as unknown as MarkdownEnv));

  md.renderer.rules.mdx_skip = () => '';
  md.renderer.rules.mdx_text = (tokens, idx) => `<p>${escapeHtml(tokens[idx].content)}</p>\n`;
  md.renderer.rules.mdx_html = (tokens, idx) => jsxMeta(tokens[idx]).html ?? '';
  md.renderer.rules.mdx_island = md.renderer.rules.mdx_html;
  md.renderer.rules.mdx_toc = (tokens, idx, _options, rawEnv) => {
    const env = rawEnv as unknown as MarkdownEnv;
    const props = jsxMeta(tokens[idx]).tag.props;
    const toc = buildToc(env.headings, Number(props.minHeadingLevel ?? 2), Number(props.maxHeadingLevel ?? 3));
    return `<nav class="toc-inline" aria-label="On this page">${renderToc(toc)}</nav>\n`;
  };
}
