// Links in rendered HTML get their final URLs here: the markers parsed content carries (see
// LINK_MARKER) become the URLs the link check resolved, and the site paths React pages and
// islands write (`<a href="/docs/">`) get the base URL and the route's exact form.
import {LINK_MARKER, type FoundLink} from '../content/types.ts';
import {resolveLink, type LinkTargets} from '../check/links.ts';
import {isMediaUrl, rewriteUrls, scanHtml} from '../html/scan.ts';
import {classifyUrl, splitFragment} from '../shared/urls.ts';
import {escapeHtml} from '../shared/strings.ts';

const MARKER = new RegExp(`${LINK_MARKER}(\\d+)`, 'g');
/** The attributes whose whole value can be a marker (` href="sitegen-link:3"`). */
const MARKED_ATTRIBUTES = ['href', 'src', 'poster', 'data'];
const SPACE = /\s/;

/**
 * Content HTML with every marker replaced; a link that leads nowhere loses its href (it was reported).
 * A marker that is an attribute's whole value is replaced with the attribute; any other (in text,
 * or part of a value) with its URL alone.
 */
export function resolveMarkers(html: string, links: FoundLink[], page: {route: string; source: string}, targets: LinkTargets): string {
  const first = html.indexOf(LINK_MARKER);
  if (first < 0) return html;
  const href = (index: string): string | undefined => {
    const link = links[Number(index)];
    if (!link) return undefined;
    const resolution = resolveLink(link, page, targets);
    return 'problem' in resolution ? undefined : (resolution.href ?? link.raw);
  };
  // The markers are found by position (a pattern of the attribute before each would be tried at
  // every whitespace of the page): attributes first, then the markers left, where a URL put in
  // place of an attribute's marker is read again as text.
  let out = '';
  let copied = 0;
  // Whether markers are left in `out`: one not an attribute's, one in a URL, or one that text
  // either side of a removed attribute makes.
  let left = false;
  for (let at = first; at >= 0; at = html.indexOf(LINK_MARKER, at + LINK_MARKER.length)) {
    const attribute = markedAttribute(html, at);
    if (!attribute) {
      left = true;
      continue;
    }
    const {start, end, name, quote, index} = attribute;
    const url = href(index);
    // A broken link keeps its text but not a URL that leads nowhere; a broken image keeps what
    // the author wrote (an <img> needs a src).
    const value = url ?? (name === 'href' ? undefined : (links[Number(index)]?.raw ?? ''));
    const replacement = value === undefined ? '' : ` ${name}=${quote}${escapeHtml(value)}${quote}`;
    left ||= value === undefined || replacement.includes(LINK_MARKER);
    out += html.slice(copied, start) + replacement;
    copied = end;
  }
  out += html.slice(copied);
  return left ? out.replace(MARKER, (_all, index: string) => escapeHtml(href(index) ?? links[Number(index)]?.raw ?? '')) : out;
}

/** The marker at `at` as an attribute's whole value: whitespace, a name of MARKED_ATTRIBUTES, `=`, a quote, the marker and the same quote. */
function markedAttribute(html: string, at: number): {start: number; end: number; name: string; quote: string; index: string} | undefined {
  const quote = html[at - 1];
  if ((quote !== '"' && quote !== "'") || html[at - 2] !== '=') return undefined;
  let digits = at + LINK_MARKER.length;
  while (html.charCodeAt(digits) >= 48 && html.charCodeAt(digits) <= 57) digits++;
  if (digits === at + LINK_MARKER.length || html[digits] !== quote) return undefined;
  const name = MARKED_ATTRIBUTES.find((candidate) => html.startsWith(candidate, at - 2 - candidate.length));
  const start = name === undefined ? -1 : at - 3 - name.length;
  if (name === undefined || start < 0 || !SPACE.test(html[start])) return undefined;
  return {start, end: digits + 1, name, quote, index: html.slice(at + LINK_MARKER.length, digits)};
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
