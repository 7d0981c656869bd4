// Math: `$…$` inline and `$$…$$` blocks rendered to HTML by KaTeX at build time, so a page needs
// no script for it, only KaTeX's stylesheet (added by the render step to pages that have math).
// @vscode/markdown-it-katex finds the math (its rules leave prices like "$10 or $100" alone);
// rendering is ours so a TeX error is a warning with file and line, and KaTeX loads only when a
// page has math.
import {createRequire} from 'node:module';
import katexPlugin from '@vscode/markdown-it-katex';
import type {MarkdownIt, Token} from 'markdown-it';
import type Katex from 'katex';
import {escapeHtml} from '../../shared/strings.ts';
import type {MarkdownEnv} from './env.ts';


let katex: typeof Katex | undefined;
function loadKatex(): typeof Katex {
  katex ??= createRequire(import.meta.url)('katex') as typeof Katex;
  return katex;
}

function render(env: MarkdownEnv, tex: string, displayMode: boolean, line: number | undefined): string {
  const where = `${env.file}:${(line ?? 0) + 1 + env.lineOffset}`;
  try {
    // KaTeX prints LaTeX-compatibility notes to the console; they belong with the build's warnings.
    const strict = (_code: string, message: string) => {
      env.warnings.push(`${where}: TeX \`${tex.trim()}\`: ${message}`);
      return 'ignore' as const;
    };
    return loadKatex().renderToString(tex, {displayMode, throwOnError: true, output: 'htmlAndMathml', strict});
  } catch (error) {
    const message = (error as Error).message.replace(/^KaTeX parse error: /, '');
    env.warnings.push(`${where}: invalid TeX \`${tex.trim()}\`: ${message}`);
    return `<code class="math-error">${escapeHtml(tex)}</code>`;
  }
}

export function mathPlugin(md: MarkdownIt): void {
  // A CommonJS module compiled from ES: its function is `default` when loaded by Node, the module itself when bundled.
  const plugin = (katexPlugin as unknown as {default?: typeof katexPlugin}).default ?? katexPlugin;
  md.use(plugin);
  // Inline tokens carry no line: remember their block's.
  md.core.ruler.after('inline', 'math-lines', (state) => {
    for (const block of state.tokens) {
      if (block.type !== 'inline') continue;
      for (const child of block.children ?? []) if (child.type.startsWith('math_')) child.meta = {line: block.map?.[0]};
    }
  });
  const inline = (tokens: Token[], idx: number, _options: unknown, env: unknown) => {
    const token = tokens[idx];
    // $`a+b`$ (GitLab's form) is the same math.
    const tex = /^`.+`$/s.test(token.content) ? token.content.slice(1, -1) : token.content;
    return render(env as MarkdownEnv, tex, /\\begin\{(align|equation|gather|cd|alignat)\}/i.test(tex), (token.meta as {line?: number} | null)?.line);
  };
  const block = (tokens: Token[], idx: number, _options: unknown, env: unknown) => {
    const token = tokens[idx];
    const line = token.map?.[0] ?? (token.meta as {line?: number} | null)?.line;
    return `<div class="math-display">${render(env as MarkdownEnv, token.content, true, line)}</div>\n`;
  };
  md.renderer.rules.math_inline = inline;
  md.renderer.rules.math_block = block;
  md.renderer.rules.math_inline_block = block;
}
