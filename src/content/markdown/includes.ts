// Markdown partials, written as Docusaurus (MDX) writes them so a page ports both ways:
//
//   import Setup from './_setup.md';
//
//   <Setup />
//
// The partial's content goes where the tag is. It is parsed as the partial (links and images
// resolve from the partial's folder, warnings name the partial's file and line), its headings
// join the page's TOC in place, and the page's parse result lists it so a change to the partial
// re-parses every page that includes it.
import fs from 'node:fs';
import path from 'node:path';
import type {MarkdownIt, StateBlock, Token} from 'markdown-it';
import {MarkdownError} from '../../errors.ts';
import {splitFrontMatter} from '../front-matter-split.ts';
import type {MarkdownEnv} from './env.ts';
import {markdownEnv} from './rule-env.ts';

const IMPORT = /^import\s+([A-Z][\w$]*)\s+from\s+(["'])([^"']+\.mdx?)\2;?\s*$/;
const TAG = /^<([A-Z][\w$]*)\s*\/>\s*$/;
/** A partial including itself, directly or not, would never end. */
const MAX_DEPTH = 8;

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
}

function location(env: MarkdownEnv, line: number) {
  return {file: env.file, line: line + 1 + env.lineOffset};
}

function importRule(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.blkIndent !== 0 || state.sCount[startLine] !== 0) return false;
  const match = IMPORT.exec(lineText(state, startLine));
  if (!match) return false;
  if (silent) return true;
  const env = markdownEnv(state.env);
  const target = path.posix.join(path.posix.dirname(env.file), match[3]);
  (env.partials ??= new Map()).set(match[1], target);
  state.line = startLine + 1;
  return true;
}

function tagRule(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const match = TAG.exec(lineText(state, startLine));
  const env = markdownEnv(state.env);
  const target = match && env.partials?.get(match[1]);
  if (!target) return false;
  if (silent) return true;
  const token = state.push('include', '', 0);
  token.meta = {target, line: startLine};
  token.map = [startLine, startLine + 1];
  token.block = true;
  state.line = startLine + 1;
  return true;
}

export function includesPlugin(md: MarkdownIt): void {
  md.block.ruler.before('html_block', 'partial_import', importRule, {alt: ['paragraph']});
  md.block.ruler.before('html_block', 'partial_include', tagRule, {alt: ['paragraph']});
  // Last of all: the page's own rules (links, headings) must not run again over the partial's
  // tokens, which the partial's own parse already processed relative to the partial.
  md.core.ruler.push('partial_expand', (state) => {
    const env = markdownEnv(state.env);
    if (!state.tokens.some((token) => token.type === 'include')) return;
    const expanded: Token[] = [];
    for (const token of state.tokens) {
      if (token.type !== 'include') {
        expanded.push(token);
        continue;
      }
      const {target, line} = token.meta as {target: string; line: number};
      expanded.push(...parsePartial(state.md, env, target, line, state.Token));
    }
    state.tokens = expanded;
    // Fences, math and the like warn while rendering: they must name the partial, not the page.
    const outer: {file: string; lineOffset: number}[] = [];
    state.md.renderer.rules.include_open = (tokens, idx, _options, rawEnv) => {
      const renderEnv = markdownEnv(rawEnv);
      outer.push({file: renderEnv.file, lineOffset: renderEnv.lineOffset});
      Object.assign(renderEnv, tokens[idx].meta);
      return '';
    };
    state.md.renderer.rules.include_close = (_tokens, _idx, _options, rawEnv) => {
      Object.assign(rawEnv as object, outer.pop());
      return '';
    };
    // The partial's headings were recorded after the page's: put them in reading order.
    const order = new Map<string, number>();
    expanded.forEach((token, n) => {
      if (token.type === 'heading_open') order.set(String(token.attrGet('id')), n);
    });
    env.headings.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  });
}

function parsePartial(md: MarkdownIt, env: MarkdownEnv, target: string, line: number, Token: new (type: string, tag: string, nesting: -1 | 0 | 1) => Token): Token[] {
  const stack = env.includeStack ?? [env.file];
  if (stack.includes(target) || stack.length > MAX_DEPTH) {
    throw new MarkdownError(`partial ${target} includes itself (${[...stack, target].join(' → ')})`, {location: location(env, line)});
  }
  if (!env.siteDir) throw new MarkdownError(`cannot include ${target}: the site folder is unknown`, {location: location(env, line)});
  let source: string;
  try {
    source = fs.readFileSync(path.join(env.siteDir, target), 'utf8');
  } catch {
    throw new MarkdownError(`partial not found: ${target}`, {location: location(env, line)});
  }
  (env.includes ??= new Set()).add(target);
  const front = splitFrontMatter(source, target, env.frontMatterKeys);
  // Checked against the schema with the page's result, in this order (parse.ts).
  if (front.block) env.frontMatterBlocks.push(front.block);
  // Shares what the page collects (headings, links, slugs, warnings) but not its footnotes or imports.
  const child: MarkdownEnv = {
    ...env,
    file: target,
    lineOffset: front.bodyLineOffset,
    partials: undefined,
    includeStack: [...stack, target],
    footnotes: undefined,
  } as MarkdownEnv;
  const tokens = md.parse(front.body, child as never);
  env.warnings.push(...front.warnings);
  const open = new Token('include_open', '', 0);
  open.meta = {file: target, lineOffset: front.bodyLineOffset};
  tokens.unshift(open);
  tokens.push(new Token('include_close', '', 0));
  // A number is copied, not shared: tab ids must stay unique across the page and its partials.
  env.tabsCount = child.tabsCount;
  return tokens;
}
