// :::note / tip / info / important / caution / warning / danger, with an optional title, and
// :::details as a native <details> whose summary is the title.
import type {MarkdownIt} from 'markdown-it';
import {escapeHtml} from '../../shared/strings.ts';
import type {DirectiveMeta} from './directives.ts';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'important', 'caution', 'warning', 'danger'] as const;
const TYPES = new Set<string>(ADMONITION_TYPES);

/** Words markdown-it renders as they are (no markup, link, emoji, entity or character it escapes). */
const PLAIN_WORDS = /^[\p{L}\p{N}?!,']+(?: [\p{L}\p{N}?!,']+)*$/u;

function inlineTitle(md: MarkdownIt, title: string, env: unknown, plainWords: boolean): string {
  // Most titles are a word or two ("Note", "Pro tip"): rendering them as markdown changes nothing.
  if (plainWords && PLAIN_WORDS.test(title)) return title;
  // Without the page's footnotes: the footnote plugin would append their list to the title.
  const titleEnv = {...(env as object), footnotes: undefined};
  return md.renderInline(title, titleEnv as never).replace(/^<p>|<\/p>$/g, '') || escapeHtml(title);
}

/**
 * `sitePlugins`: the site's markdown-it plugins follow, and may render any text differently, so
 * every title is then rendered as markdown.
 */
export function admonitionsPlugin(md: MarkdownIt, {sitePlugins = false} = {}): void {
  const open = md.renderer.rules.directive_open!;
  const close = md.renderer.rules.directive_close!;
  md.renderer.rules.directive_open = (tokens, idx, options, env, self) => {
    const meta = tokens[idx].meta as DirectiveMeta;
    if (meta.name === 'details') {
      return `<details class="details"><summary>${inlineTitle(md, meta.title || 'Details', env, !sitePlugins)}</summary>\n<div class="details__body">\n`;
    }
    if (!TYPES.has(meta.name)) return open(tokens, idx, options, env, self);
    const title = meta.title || meta.name[0].toUpperCase() + meta.name.slice(1);
    return `<div class="admonition admonition--${meta.name}"><p class="admonition__title">${inlineTitle(md, title, env, !sitePlugins)}</p>\n`;
  };
  md.renderer.rules.directive_close = (tokens, idx, options, env, self) => {
    const meta = tokens[idx].meta as DirectiveMeta;
    if (meta.name === 'details') return '</div>\n</details>\n';
    return TYPES.has(meta.name) ? '</div>\n' : close(tokens, idx, options, env, self);
  };
}
