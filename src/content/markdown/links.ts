// Records every link for validation and rewrites the ones whose target is only known later:
// relative `.md` links carry a marker until the route table resolves them; external links open
// in a new tab; relative images are recorded as assets to copy with a content hash.
import path from 'node:path';
import type {MarkdownIt} from 'markdown-it';
import {MD_LINK_PREFIX} from '../types.ts';
import type {MarkdownEnv} from './env.ts';

export const ASSET_PREFIX = 'sitegen-asset:';
const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export function linksPlugin(md: MarkdownIt): void {
  md.core.ruler.push('links', (state) => {
    const env = state.env as unknown as MarkdownEnv;
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      let line = (block.map?.[0] ?? 0) + 1 + env.lineOffset;
      for (const token of block.children) {
        if (token.type === 'softbreak' || token.type === 'hardbreak') line++;
        if (token.type === 'image') {
          const src = String(token.attrGet('src') ?? '');
          if (src && !EXTERNAL.test(src) && !src.startsWith('/')) {
            const target = path.posix.join(path.posix.dirname(env.file), decodeURI(src));
            env.assets.push(target);
            token.attrSet('src', ASSET_PREFIX + target);
          }
          token.attrSet('loading', 'lazy');
          continue;
        }
        if (token.type !== 'link_open') continue;
        const href = String(token.attrGet('href') ?? '');
        if (/^(https?:)?\/\//i.test(href)) {
          token.attrSet('target', '_blank');
          token.attrSet('rel', 'noopener noreferrer');
          continue;
        }
        if (EXTERNAL.test(href) || !href) continue;
        const [pathPart, anchor] = splitHash(href);
        if (!pathPart) {
          env.links.push({kind: 'anchor', target: '', anchor, line, raw: href});
        } else if (pathPart.startsWith('/')) {
          env.links.push({kind: 'route', target: pathPart, anchor, line, raw: href});
        } else if (/\.mdx?$/.test(pathPart)) {
          const target = path.posix.join(path.posix.dirname(env.file), decodeURI(pathPart));
          env.links.push({kind: 'md', target, anchor, line, raw: href});
          token.attrSet('href', `${MD_LINK_PREFIX}${target}${anchor !== undefined ? `#${anchor}` : ''}`);
        }
      }
    }
  });
}

function splitHash(href: string): [string, string | undefined] {
  const index = href.indexOf('#');
  return index < 0 ? [href, undefined] : [href.slice(0, index), decodeURIComponent(href.slice(index + 1))];
}
