// Records every link and image of a page, written in markdown or as raw HTML, with its source
// line, for the link check. Internal targets (site paths, markdown files, files next to the
// content) are only known once the route table exists: their URLs are replaced by a slot that
// the page fills in (see LinkSlot). External links open in a new tab.
import path from 'node:path';
import type {MarkdownIt, Token} from 'markdown-it';
import {isMediaUrl, rewriteUrls, scanHtml} from '../../html/scan.ts';
import {classifyUrl, isExternalUrl, splitFragment} from '../../shared/urls.ts';
import type {FoundLink} from '../types.ts';
import type {MarkdownEnv} from './env.ts';
import {markdownEnv} from './rule-env.ts';
import {slotMarker} from './slots.ts';

const SITE_ALIAS = '@site/';

function decodeSafe(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

/** The slot of the link recorded last, to write in its URL's place. */
const linkSlot = (env: MarkdownEnv) => slotMarker(env.slots, {slot: 'link', link: env.links.length - 1});

/** Records a URL; returns the slot's marker to write in its place, or undefined to keep it as written. */
function record(env: MarkdownEnv, url: string, element: FoundLink['element'], line: number): string | undefined {
  const raw = url.trim();
  if (!raw) return undefined;
  if (raw.startsWith(SITE_ALIAS)) {
    // Docusaurus's alias of the site folder (`require('@site/static/img/a.png')`).
    env.links.push({kind: 'file', element, target: decodeSafe(raw.slice(SITE_ALIAS.length).split(/[?#]/)[0]), line, raw, ...((env.includeStack?.length ?? 0) > 1 ? {file: env.file} : {})});
    return linkSlot(env);
  }
  let kind = classifyUrl(raw);
  if (kind === 'external') return undefined;
  // An image is always a file, whatever its name looks like.
  if (element === 'image' && kind === 'relative') kind = 'file';
  const [pathPart, anchor] = splitFragment(raw);
  let target = pathPart;
  if (kind === 'markdown' || kind === 'file') {
    let decoded = pathPart.split('?')[0];
    try {
      decoded = decodeURI(decoded);
    } catch {
      // A malformed escape stays as written; the check then reports the file as missing.
    }
    target = path.posix.join(path.posix.dirname(env.file), decoded);
  }
  // A link written in an included partial is reported at the partial's own line.
  const file = (env.includeStack?.length ?? 0) > 1 ? {file: env.file} : {};
  env.links.push({kind: kind as FoundLink['kind'], element, target, anchor, line, raw, ...file});
  return kind === 'anchor' || kind === 'relative' ? undefined : linkSlot(env);
}

/**
 * Docusaurus's `pathname:///path`: a plain link to a path of the host (a file or an app served
 * next to the site), with the base URL but without route or file checks.
 */
const PATHNAME = 'pathname://';

function pathnameLink(env: MarkdownEnv, href: string, line: number): string {
  const raw = href.slice(PATHNAME.length);
  const [target, anchor] = splitFragment(raw.startsWith('/') ? raw : `/${raw}`);
  env.links.push({kind: 'pathname', element: 'link', target, anchor, line, raw: href});
  return linkSlot(env);
}

/** An image without alt text is invisible to readers of a screen reader: the page warns. */
function noAlt(env: MarkdownEnv, raw: string, line: number): void {
  env.warnings.push(`${env.file}:${line}: image ${raw} has no alt text`);
}

/** Raw HTML in markdown: the same records, lines counted from where the HTML starts. */
function recordHtml(env: MarkdownEnv, html: string, firstLine: number): string {
  const scan = scanHtml(html);
  const markers = new Map<number, string>();
  for (const url of scan.urls) {
    if (url.attribute === 'action') continue;
    if (url.tag === 'img' && url.attribute === 'src') {
      // `alt=""` is an author's way to say an image is decoration; only a missing alt warns.
      const tag = html.slice(html.lastIndexOf('<', url.start), html.indexOf('>', url.end) + 1);
      if (!/\salt\s*=/i.test(tag)) noAlt(env, url.value, firstLine + url.line - 1);
    }
    const marker = record(env, url.value, isMediaUrl(url) ? 'image' : 'link', firstLine + url.line - 1);
    if (marker) markers.set(url.start, marker);
  }
  return markers.size ? rewriteUrls(html, scan.urls, (url) => markers.get(url.start)) : html;
}

/** A URL the HTML reader gives back as written: no entity to decode, no space to trim, no quote to end it. */
const VERBATIM_URL = /^[^&<>"'\s]*$/;

/**
 * A heading's own link (headings.ts), recorded as recordHtml records it, without an HTML reader
 * for markup whose one URL is known: pages have a heading link for every heading. Markup a site
 * plugin changed since is read as any other.
 */
function hashLink(env: MarkdownEnv, html: string, made: {href: string; html: string}, line: number): string {
  const {href} = made;
  const at = html.indexOf(`href="${href}"`);
  if (html !== made.html || at < 0 || !VERBATIM_URL.test(href)) return recordHtml(env, html, line);
  const marker = record(env, href, 'link', line);
  if (!marker) return html;
  const start = at + 'href="'.length;
  return rewriteUrls(html, [{tag: 'a', attribute: 'href', value: href, line: 1, chrome: false, start, end: start + href.length}], () => marker);
}

function inlineTokens(env: MarkdownEnv, block: Token): void {
  let line = (block.map?.[0] ?? 0) + 1 + env.lineOffset;
  for (const token of block.children ?? []) {
    if (token.type === 'softbreak' || token.type === 'hardbreak') line++;
    if (token.type === 'html_inline') {
      const made = (token.meta as {hashLink?: {href: string; html: string}} | null)?.hashLink;
      token.content = made ? hashLink(env, token.content, made, line) : recordHtml(env, token.content, line);
    } else if (token.type === 'image') {
      const src = String(token.attrGet('src') ?? '');
      if (!token.content.trim()) noAlt(env, src, line);
      const marker = record(env, src, 'image', line);
      // The site's images get their loading attributes with their size (src/images/rewrite.ts).
      if (marker) token.attrSet('src', marker);
      else token.attrSet('loading', 'lazy');
    } else if (token.type === 'link_open') {
      const href = String(token.attrGet('href') ?? '');
      if (href.startsWith(PATHNAME)) {
        token.attrSet('href', pathnameLink(env, href, line));
        continue;
      }
      if (isExternalUrl(href)) {
        token.attrSet('target', '_blank');
        token.attrSet('rel', 'noopener noreferrer');
        continue;
      }
      const marker = record(env, href, 'link', line);
      if (marker) token.attrSet('href', marker);
    }
  }
}

export function linksPlugin(md: MarkdownIt): void {
  md.core.ruler.push('links', (state) => {
    const env = markdownEnv(state.env);
    for (const block of state.tokens) {
      if (block.type === 'inline') inlineTokens(env, block);
      else if (block.type === 'html_block') block.content = recordHtml(env, block.content, (block.map?.[0] ?? 0) + 1 + env.lineOffset);
      // Markup MDX components became (ThemedImage's images).
      else if (block.type === 'mdx_html') {
        const meta = block.meta as {html?: string} | null;
        if (meta?.html?.includes('<img')) meta.html = recordHtml(env, meta.html, (block.map?.[0] ?? 0) + 1 + env.lineOffset);
      }
    }
  });
}
