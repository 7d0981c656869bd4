// One shiki highlighter per process, one dark theme for both colour modes (spec §9). Highlighted
// lines are cached by content hash because shiki dominates build time.
import {createHighlighter, type Highlighter} from 'shiki';
import {escapeHtml} from '../shared/strings.ts';

export const CODE_THEME = 'github-dark';
export const LANGUAGES = [
  'tsx', 'typescript', 'javascript', 'jsx', 'json', 'jsonc', 'bash', 'shellscript', 'diff', 'yaml',
  'css', 'html', 'markdown', 'dockerfile', 'xml', 'ini', 'toml', 'python', 'sql',
] as const;
const ALIASES: Record<string, string> = {
  ts: 'typescript', js: 'javascript', sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash',
  yml: 'yaml', md: 'markdown', mdx: 'markdown', docker: 'dockerfile', json5: 'jsonc', py: 'python',
};

export interface CodeHighlighter {
  /** One HTML string per source line (inner spans only). */
  lines(code: string, lang: string): string[];
  background: string;
  foreground: string;
}

let shared: Promise<CodeHighlighter> | undefined;

export function getHighlighter(): Promise<CodeHighlighter> {
  shared ??= createHighlighter({themes: [CODE_THEME], langs: [...LANGUAGES]}).then(wrap);
  return shared;
}

function wrap(highlighter: Highlighter): CodeHighlighter {
  const theme = highlighter.getTheme(CODE_THEME);
  const loaded = new Set(highlighter.getLoadedLanguages());
  return {
    background: theme.bg,
    foreground: theme.fg,
    lines(code, lang) {
      const id = ALIASES[lang] ?? lang;
      if (!loaded.has(id)) return code.split('\n').map((line) => escapeHtml(line));
      const tokens = highlighter.codeToTokensBase(code, {lang: id as never, theme: CODE_THEME});
      return tokens.map((line) => {
        let html = '';
        let color: string | undefined;
        let buffer = '';
        const flush = () => {
          if (!buffer) return;
          html += color && color.toLowerCase() !== theme.fg.toLowerCase()
            ? `<span style="color:${color}">${escapeHtml(buffer)}</span>`
            : escapeHtml(buffer);
          buffer = '';
        };
        for (const token of line) {
          if (token.color !== color && token.content.trim()) {
            flush();
            color = token.color;
          }
          buffer += token.content;
        }
        flush();
        return html;
      });
    },
  };
}
