// Emoji shortcodes (`:tada:`), as markdown-it-emoji writes them, found without its regular
// expression: one alternative per shortcode (1,900 of them), which each parse worker compiled on
// its first page. A shortcode is a name between two colons and names hold no colon, so the text
// between one colon and the next is the only name that can start at that colon: a table lookup.
import type {MarkdownIt, Token} from 'markdown-it';
import {full as emoji} from 'markdown-it-emoji';
import EMOJI from 'markdown-it-emoji/lib/data/full.mjs';

type CoreRule = Parameters<MarkdownIt['core']['ruler']['push']>[1];
type TokenClass = Parameters<CoreRule>[0]['Token'];

/** The text split at its shortcodes, as text and emoji tokens; undefined when it has none. */
function splitShortcodes(text: string, Token: TokenClass): Token[] | undefined {
  let nodes: Token[] | undefined;
  let last = 0;
  let colon = text.indexOf(':');
  while (colon >= 0) {
    const next = text.indexOf(':', colon + 1);
    if (next < 0) break;
    const name = text.slice(colon + 1, next);
    if (!name || !Object.hasOwn(EMOJI, name)) {
      colon = next;
      continue;
    }
    nodes ??= [];
    if (colon > last) nodes.push(textToken(Token, text.slice(last, colon)));
    const token = new Token('emoji', '', 0);
    token.markup = name;
    token.content = EMOJI[name];
    nodes.push(token);
    last = next + 1;
    colon = text.indexOf(':', last);
  }
  if (nodes && last < text.length) nodes.push(textToken(Token, text.slice(last)));
  return nodes;
}

function textToken(Token: TokenClass, content: string): Token {
  const token = new Token('text', '', 0);
  token.content = content;
  return token;
}

const replaceShortcodes: CoreRule = (state) => {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    // The text of an autolink (`<https://…>`, or a bare URL linkified) stays as written.
    let inAutolink = 0;
    let children = block.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const token = children[i];
      if ((token.type === 'link_open' || token.type === 'link_close') && token.info === 'auto') inAutolink -= token.nesting;
      if (token.type !== 'text' || inAutolink !== 0) continue;
      const nodes = splitShortcodes(token.content, state.Token);
      if (nodes) block.children = children = [...children.slice(0, i), ...nodes, ...children.slice(i + 1)];
    }
  }
};

export function emojiPlugin(md: MarkdownIt): void {
  // The package's renderer and its rule's place in the chain (after linkify); shortcodes only: the
  // text smileys would turn code-like prose such as `(a:)` into emoji.
  md.use(emoji, {shortcuts: {}});
  md.core.ruler.at('emoji', replaceShortcodes);
}
