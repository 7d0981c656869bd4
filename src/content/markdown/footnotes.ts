// GFM footnotes with markdown-it-footnote, rendered as GitHub does: numbered references that
// point at a labelled "Footnotes" section, and a back-link per reference, all named for screen
// readers.
import footnote from 'markdown-it-footnote';
import type {MarkdownIt, RendererRule, Token} from 'markdown-it';

export function footnotesPlugin(md: MarkdownIt): void {
  md.use(footnote);
  const {rules} = md.renderer;
  const name: RendererRule = (tokens, idx) => String(Number((tokens[idx].meta as {id: number}).id) + 1);
  const sub = (token: Token) => ((token.meta as {subId: number}).subId > 0 ? `-${(token.meta as {subId: number}).subId + 1}` : '');
  rules.footnote_anchor_name = name;
  rules.footnote_ref = (tokens, idx, options, env, self) => {
    const n = name(tokens, idx, options, env, self);
    return `<sup class="footnote-ref"><a href="#fn-${n}" id="fnref-${n}${sub(tokens[idx])}" data-footnote-ref aria-describedby="footnote-label">${n}</a></sup>`;
  };
  rules.footnote_block_open = () => '<section class="footnotes" data-footnotes>\n<h2 id="footnote-label" class="visually-hidden">Footnotes</h2>\n<ol>\n';
  rules.footnote_block_close = () => '</ol>\n</section>\n';
  rules.footnote_open = (tokens, idx, options, env, self) => `<li id="fn-${name(tokens, idx, options, env, self)}">`;
  rules.footnote_anchor = (tokens, idx, options, env, self) => {
    const n = name(tokens, idx, options, env, self);
    const suffix = sub(tokens[idx]);
    const label = `Back to reference ${n}${suffix ? ` (${suffix.slice(1)})` : ''}`;
    // U+FE0E keeps the arrow a text glyph instead of an emoji on iOS.
    return ` <a href="#fnref-${n}${suffix}" class="footnote-backref" data-footnote-backref aria-label="${label}">\u21a9\ufe0e</a>`;
  };
}
