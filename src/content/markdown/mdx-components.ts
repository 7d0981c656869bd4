// MDX's JSX elements resolved once the page's imports are known: each becomes a theme component
// sitegen renders (tabs, admonitions, details, code, themed images, inline TOC), a site component's
// island, plain HTML, or an unknown component the page reports (see mdx.ts).
import {createRequire} from 'node:module';
import type {Token} from 'markdown-it';
import {escapeHtml} from '../../shared/strings.ts';
import {themedImagesHtml} from '../../images/markup.ts';
import {ADMONITION_TYPES} from './admonitions.ts';
import type {DirectiveMeta} from './directives.ts';
import type {MarkdownEnv} from './env.ts';
import {type JsxTag} from './mdx-syntax.ts';
import {closeIsland, inlineIslands, islandsInHtml, openIsland, siteIsland} from './mdx-islands.ts';
import type {TocEntry} from '../types.ts';

/** What a JSX element stands for once its import is known. */
export type Kind = 'fragment' | 'tabs' | 'tab' | 'admonition' | 'details' | 'toc' | 'code' | 'themed-image' | 'partial' | 'site' | 'html' | 'unknown';

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
export const BY_NAME: Record<string, Kind> = Object.fromEntries(Object.entries(THEME).map(([module, kind]) => [module.slice('@theme/'.length), kind]));

export const ADMONITIONS = new Set<string>(ADMONITION_TYPES);

/** A JSX token's meta (a type, not an interface, as DirectiveMeta). */
export type JsxMeta = {
  tag: JsxTag;
  line: number;
  kind?: Kind;
  html?: string;
  /** A site component's island, whose close slot the closing tag writes. */
  island?: number;
};

export const jsxMeta = (token: Token) => token.meta as JsxMeta;

export function kindOf(name: string, env: MarkdownEnv): Kind {
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
export function resolveComponents(tokens: Token[], env: MarkdownEnv): void {
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
      closeAs(token, open.kind, open.token, open.meta, env);
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

function closeAs(token: Token, kind: Kind, open: Token, openMeta: JsxMeta, env: MarkdownEnv): void {
  if (kind === 'tabs' || kind === 'admonition') {
    token.type = 'directive_close';
    token.meta = open.meta;
  } else if (kind === 'tab') {
    token.type = 'mdx_skip';
    token.nesting = 0;
  } else if (kind === 'site') {
    token.type = 'mdx_html';
    token.meta = {...token.meta, html: `${closeIsland(env, openMeta.island!)}${token.block ? '\n' : ''}`};
  } else if (kind === 'details' || kind === 'html') {
    token.type = 'mdx_html';
    token.meta = {...token.meta, html: kind === 'details' ? '</details>\n' : `${htmlTag(openMeta.tag.name, openMeta.tag.props, false).close}${token.block ? '\n' : ''}`};
  } else {
    token.type = 'mdx_skip';
  }
}

/** A plain HTML element written with JSX props, opened (and closed) as React renders it. */
export function htmlTag(name: string, props: Record<string, unknown>, selfClosing: boolean): {open: string; close: string} {
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

export function renderToc(entries: TocEntry[]): string {
  if (!entries.length) return '';
  return `<ul>${entries.map((e) => `<li><a href="#${escapeHtml(e.id)}">${escapeHtml(e.text)}</a>${renderToc(e.children)}</li>`).join('')}</ul>`;
}

/**
 * Rewrites HTML tags written with JSX props (`<span style={{color: 'red'}}>`) into plain HTML
 * before markdown-it reads the source, outside code. The tag keeps its line breaks, so lines stay
 * where they were.
 */
