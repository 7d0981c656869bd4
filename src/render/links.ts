// Links in rendered HTML get their final URLs here: the markers parsed content carries (see
// LINK_MARKER) become the URLs the link check resolved, and the site paths React pages and
// islands write (`<a href="/docs/">`) get the base URL and the route's exact form.
import {LINK_MARKER, type FoundLink} from '../content/types.ts';
import {resolveLink, type LinkTargets} from '../check/links.ts';
import {isMediaUrl, rewriteUrls, scanHtml} from '../html/scan.ts';
import {classifyUrl, splitFragment} from '../shared/urls.ts';
import {escapeHtml} from '../shared/strings.ts';

const MARKED_ATTRIBUTE = new RegExp(`\\s(href|src|poster|data)=(["'])${LINK_MARKER}(\\d+)\\2`, 'g');
const MARKER = new RegExp(`${LINK_MARKER}(\\d+)`, 'g');

/** Content HTML with every marker replaced; a link that leads nowhere loses its href (it was reported). */
export function resolveMarkers(html: string, links: FoundLink[], page: {route: string; source: string}, targets: LinkTargets): string {
  if (!html.includes(LINK_MARKER)) return html;
  const href = (index: string): string | undefined => {
    const link = links[Number(index)];
    if (!link) return undefined;
    const resolution = resolveLink(link, page, targets);
    return 'problem' in resolution ? undefined : (resolution.href ?? link.raw);
  };
  return html
    .replace(MARKED_ATTRIBUTE, (_all, attribute: string, quote: string, index: string) => {
      const url = href(index);
      // A broken link keeps its text but not a URL that leads nowhere; a broken image keeps what
      // the author wrote (an <img> needs a src).
      if (url === undefined) return attribute === 'href' ? '' : ` ${attribute}=${quote}${escapeHtml(links[Number(index)]?.raw ?? '')}${quote}`;
      return ` ${attribute}=${quote}${escapeHtml(url)}${quote}`;
    })
    .replace(MARKER, (_all, index: string) => escapeHtml(href(index) ?? links[Number(index)]?.raw ?? ''));
}

/**
 * HTML a React component wrote: site paths get their exact route form and the base URL. Returns
 * the links (outside the theme's chrome) and ids found, for the link check.
 */
export function resolveSitePaths(html: string, route: string, targets: LinkTargets): {html: string; links: FoundLink[]; ids: string[]} {
  const scan = scanHtml(html);
  const links: FoundLink[] = [];
  const rewritten = rewriteUrls(html, scan.urls, (url) => {
    if (url.attribute === 'action') return undefined;
    const kind = classifyUrl(url.value);
    if (kind !== 'site' && kind !== 'anchor' && kind !== 'relative') return undefined;
    const [target, anchor] = splitFragment(url.value);
    const link: FoundLink = {kind, element: isMediaUrl(url) ? 'image' : 'link', target, anchor, line: 0, raw: url.value};
    if (!url.chrome) links.push(link);
    if (kind !== 'site') return undefined;
    const resolution = resolveLink(link, {route}, targets);
    return 'problem' in resolution ? undefined : resolution.href;
  });
  return {html: rewritten, links, ids: scan.ids};
}
