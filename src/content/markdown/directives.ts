// Generic directive syntax shared by admonitions, tabs and islands:
//   :::name[Title]{key="value"} Title   …markdown…   :::      (container, nestable)
//   ::name{key="value"}                                        (leaf, one line)
import type {MarkdownIt} from 'markdown-it';
import type {StateBlock} from 'markdown-it';
import {parseAttributes} from './env.ts';
import {markdownEnv} from './rule-env.ts';

/** A directive token's meta. A type, not an interface: it is then a token's `Record<string, unknown>` meta as it is. */
export type DirectiveMeta = {
  name: string;
  title?: string;
  attrs: Record<string, string>;
};

const OPEN = /^(:{3,})([a-zA-Z][\w-]*)(?:\[([^\]]*)\])?(?:\{([^}]*)\})?[ \t]*(.*)$/;
const LEAF = /^::([a-zA-Z][\w-]*)(?:\{([^}]*)\})?[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})/;

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
}

function container(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const open = OPEN.exec(lineText(state, startLine));
  if (!open) return false;
  const markerLength = open[1].length;
  // Find the matching close, skipping code fences and counting nested openers of any length.
  let depth = 0;
  let fence: string | null = null;
  let closeLine = -1;
  let line = startLine + 1;
  for (; line < endLine; line++) {
    const text = lineText(state, line);
    if (state.sCount[line] < state.blkIndent && text.trim()) break;
    const fenceMatch = FENCE.exec(text);
    if (fence) {
      if (fenceMatch && text.startsWith(fence) && text.trim().replace(/[`~]/g, '') === '') fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      continue;
    }
    if (OPEN.test(text)) depth++;
    else if (/^:{3,}\s*$/.test(text)) {
      if (depth === 0 && text.trim().length >= markerLength) {
        closeLine = line;
        break;
      }
      depth = Math.max(0, depth - 1);
    }
  }
  if (silent) return true;
  // An unclosed container runs to the end of its parent (as Docusaurus does) and is reported:
  // printing its marker as text would hide the mistake in the page.
  const closed = closeLine >= 0;
  if (!closed) {
    closeLine = line;
    const env = markdownEnv(state.env);
    env.warnings?.push(`${env.file}:${startLine + 1 + (env.lineOffset ?? 0)}: \`${open[1]}${open[2]}\` is never closed (add a line with \`${open[1]}\` where it ends)`);
  }

  const meta: DirectiveMeta = {
    name: open[2],
    title: open[3] ?? (open[5] ? open[5].trim() : undefined),
    attrs: parseAttributes(open[4]),
  };
  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'container' as typeof state.parentType;
  state.lineMax = closeLine;
  const openToken = state.push('directive_open', 'div', 1);
  openToken.meta = meta;
  openToken.block = true;
  openToken.map = [startLine, closeLine + 1];
  state.md.block.tokenize(state, startLine + 1, closeLine);
  const closeToken = state.push('directive_close', 'div', -1);
  closeToken.meta = meta;
  closeToken.block = true;
  state.parentType = oldParent;
  state.lineMax = oldLineMax;
  state.line = closed ? closeLine + 1 : closeLine;
  return true;
}

function leaf(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const match = LEAF.exec(lineText(state, startLine));
  if (!match) return false;
  if (silent) return true;
  const token = state.push('directive_leaf', 'div', 0);
  token.meta = {name: match[1], attrs: parseAttributes(match[2])};
  token.block = true;
  token.map = [startLine, startLine + 1];
  state.line = startLine + 1;
  return true;
}

export function directivesPlugin(md: MarkdownIt): void {
  const alt = {alt: ['paragraph', 'reference', 'blockquote', 'list']};
  md.block.ruler.before('fence', 'directive_container', container, alt);
  md.block.ruler.before('fence', 'directive_leaf', leaf, alt);
  // Unknown directives render as plain divs so content is never lost.
  md.renderer.rules.directive_open = (tokens, idx) => `<div class="directive directive--${tokens[idx].meta?.name}">\n`;
  md.renderer.rules.directive_close = () => '</div>\n';
  md.renderer.rules.directive_leaf = () => '';
}
