// MDX as Docusaurus authors write it, in .md and .mdx alike: `import`/`export` blocks, JSX
// elements (markdown between their tags stays markdown), `{/* comments */}` and `{expressions}`.
// The Docusaurus theme components real docs import map to sitegen's own (tabs, admonitions, code
// blocks, details, inline TOC); a markdown partial imported and used as `<Intro />` is left to
// includes.ts.
// Anything else is an unknown component: its tags are dropped, its children shown, and the page
// reports it (severity `onUnknownComponents`), so no reader ever sees raw MDX.
import path from 'node:path';
import type {MarkdownIt, StateBlock} from 'markdown-it';
import {escapeHtml} from '../../shared/strings.ts';
import {evaluate, expressionAt, NotStatic, parseEsm, scanTag, type JsxTag} from './mdx-syntax.ts';
import {buildToc} from '../toc.ts';
import {htmlTag, jsxMeta, kindOf, renderToc, resolveComponents, type JsxMeta} from './mdx-components.ts';
import {markdownEnv} from './rule-env.ts';

export {THEME} from './mdx-components.ts';

const ESM_START = /^(import|export)[\s{*]/;
/** A line that looks like ESM but does not parse is reported, not shown. */
const LOOKS_LIKE_ESM = /^(import\s[^\n]*\bfrom\s*['"]|import\s*['"]|export\s+(const|let|var|function|class|default|async|\{|\*))/;
const JSX_START = /^<(\/?[A-Z]|>|\/>)/;
/** An HTML tag with a JSX prop (`style={{…}}`), which markdown-it would not see as a tag. */
const HTML_JSX = /<[a-z][\w-]*\s[^<>]*?=\{/g;

const envOf = (state: StateBlock) => markdownEnv(state.env);

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
  md.core.ruler.after('inline', 'mdx_components', (state) => resolveComponents(state.tokens, markdownEnv(state.env)));

  md.renderer.rules.mdx_skip = () => '';
  md.renderer.rules.mdx_text = (tokens, idx) => `<p>${escapeHtml(tokens[idx].content)}</p>\n`;
  md.renderer.rules.mdx_html = (tokens, idx) => jsxMeta(tokens[idx]).html ?? '';
  md.renderer.rules.mdx_island = md.renderer.rules.mdx_html;
  md.renderer.rules.mdx_toc = (tokens, idx, _options, rawEnv) => {
    const env = markdownEnv(rawEnv);
    const props = jsxMeta(tokens[idx]).tag.props;
    const toc = buildToc(env.headings, Number(props.minHeadingLevel ?? 2), Number(props.maxHeadingLevel ?? 3));
    return `<nav class="toc-inline" aria-label="On this page">${renderToc(toc)}</nav>\n`;
  };
}
