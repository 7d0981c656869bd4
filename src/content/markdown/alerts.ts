// GitHub alerts: a quote whose first line is `[!NOTE]` (TIP, IMPORTANT, WARNING, CAUTION) becomes
// the matching admonition, so READMEs render here as they do on GitHub. GitHub's CAUTION is its
// red alert, which is our `danger`.
import type {MarkdownIt, Token} from 'markdown-it';
import type {DirectiveMeta} from './directives.ts';

const KINDS: Record<string, {name: string; title: string}> = {
  NOTE: {name: 'note', title: 'Note'},
  TIP: {name: 'tip', title: 'Tip'},
  IMPORTANT: {name: 'important', title: 'Important'},
  WARNING: {name: 'warning', title: 'Warning'},
  CAUTION: {name: 'danger', title: 'Caution'},
};
const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

export function alertsPlugin(md: MarkdownIt): void {
  // Between block parsing and inline parsing, so the marker never reaches the inline text.
  md.core.ruler.after('block', 'github-alerts', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i];
      if (open.type !== 'blockquote_open' || tokens[i + 1]?.type !== 'paragraph_open') continue;
      const inline = tokens[i + 2];
      const match = MARKER.exec(inline.content);
      if (!match) continue;
      const kind = KINDS[match[1].toUpperCase()];
      const close = findClose(tokens, i);
      if (close < 0) continue;
      const meta: DirectiveMeta = {name: kind.name, title: kind.title, attrs: {}};
      retype(open, 'directive_open', 1, meta);
      retype(tokens[close], 'directive_close', -1, meta);
      inline.content = inline.content.slice(match[0].length);
      // `> [!NOTE]` alone on its line leaves an empty paragraph behind.
      if (!inline.content.trim()) tokens.splice(i + 1, 3);
    }
  });
}

function findClose(tokens: Token[], openIndex: number): number {
  const level = tokens[openIndex].level;
  for (let j = openIndex + 1; j < tokens.length; j++) {
    if (tokens[j].type === 'blockquote_close' && tokens[j].level === level) return j;
  }
  return -1;
}

function retype(token: Token, type: string, nesting: 1 | -1, meta: DirectiveMeta): void {
  token.type = type;
  token.tag = 'div';
  token.nesting = nesting;
  token.meta = meta;
}
