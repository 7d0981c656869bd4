// Heading ids (GitHub slugs or `{#custom-id}`), a self-link on each, and the heading list for
// the TOC and the anchor table.
import type {MarkdownIt} from 'markdown-it';
import type {Token} from 'markdown-it';
import {slugify, uniqueSlug} from '../../shared/slug.ts';
import {markdownEnv} from './rule-env.ts';
import {slotMarker} from './slots.ts';

const CUSTOM_ID = /\s*\{#([\w-]+)\}\s*$/;

export function plainText(children: Token[] | null): string {
  return (children ?? [])
    .map((child) => (child.type === 'text' || child.type === 'code_inline' ? child.content : ''))
    .join('');
}

export function headingsPlugin(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'heading-ids', (state) => {
    const env = markdownEnv(state.env);
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i];
      if (open.type !== 'heading_open') continue;
      const inline = tokens[i + 1];
      const children = inline.children ?? [];
      let customId: string | undefined;
      const last = children[children.length - 1];
      if (last?.type === 'text') {
        const match = CUSTOM_ID.exec(last.content);
        if (match) {
          customId = match[1];
          last.content = last.content.slice(0, match.index);
          inline.content = inline.content.replace(CUSTOM_ID, '');
        }
      }
      const text = plainText(children).trim();
      const id = customId ?? uniqueSlug(slugify(text), env.slugs);
      if (customId) env.slugs.set(customId, 0);
      const level = Number(open.tag.slice(1));
      open.attrSet('id', id);
      env.headings.push({level, id, text});
      if (level > 1) {
        const link = new state.Token('html_inline', '', 0);
        // Its name is in the page's language ("Direct link to …"), written when the page renders.
        link.content = ` <a class="hash-link" href="#${id}" aria-label="${slotMarker(env.slots, {slot: 'heading-link', heading: text})}">#</a>`;
        // The links plugin records this link without reading the markup as HTML (see hashLink).
        link.meta = {hashLink: {href: `#${id}`, html: link.content}};
        children.push(link);
      }
    }
  });
}
