// :::note / tip / info / caution / warning / danger, with an optional title.
import type {MarkdownIt} from 'markdown-it';
import {escapeHtml} from '../../shared/strings.ts';
import type {DirectiveMeta} from './directives.ts';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'caution', 'warning', 'danger'] as const;
const TYPES = new Set<string>(ADMONITION_TYPES);

export function admonitionsPlugin(md: MarkdownIt): void {
  const open = md.renderer.rules.directive_open!;
  const close = md.renderer.rules.directive_close!;
  md.renderer.rules.directive_open = (tokens, idx, options, env, self) => {
    const meta = tokens[idx].meta as unknown as DirectiveMeta;
    if (!TYPES.has(meta.name)) return open(tokens, idx, options, env, self);
    const title = meta.title || meta.name[0].toUpperCase() + meta.name.slice(1);
    return `<div class="admonition admonition--${meta.name}"><p class="admonition__title">${md.renderInline(title, env).replace(/^<p>|<\/p>$/g, '') || escapeHtml(title)}</p>\n`;
  };
  md.renderer.rules.directive_close = (tokens, idx, options, env, self) => {
    const meta = tokens[idx].meta as unknown as DirectiveMeta;
    return TYPES.has(meta.name) ? '</div>\n' : close(tokens, idx, options, env, self);
  };
}
