// Links in rendered HTML get their final URLs here: the link slots of parsed content (see
// LinkSlot) are filled with the URLs the link check resolved, and the site paths React pages and
// islands write (`<a href="/docs/">`) get the base URL and the route's exact form.
import type {FoundLink} from '../content/types.ts';
import {resolveLink, type LinkTargets} from '../check/links.ts';
import {isMediaUrl, rewriteUrls, scanHtml} from '../html/scan.ts';
import {classifyUrl, splitFragment} from '../shared/urls.ts';
import type {ThemeMessages} from '../shared/theme-strings.ts';
import type {ContentFill} from './content-html.ts';
import {siteImageMarkup, type PlacedImages} from '../images/rewrite.ts';
import type {SiteImages} from '../images/site.ts';

/**
 * What `page` (a route and the file whose links its content's slots name) fills its content with:
 * its links resolved as the link check resolves them, its site images sized when `images` is given
 * (counted into `placed`).
 */
export function contentFill(
  page: {route: string; source: string},
  links: FoundLink[],
  args: {messages: ThemeMessages; targets: LinkTargets; images?: {site: SiteImages; placed: PlacedImages}},
): ContentFill {
  const href = (index: number): string | undefined => {
    const link = links[index];
    if (!link) return undefined;
    const resolution = resolveLink(link, page, args.targets);
    return 'problem' in resolution ? undefined : (resolution.href ?? link.raw);
  };
  const {images} = args;
  return {
    messages: args.messages,
    href,
    written: (index) => links[index]?.raw,
    image: images
      ? (slot) => {
          const url = href(slot.link);
          return url === undefined ? undefined : siteImageMarkup(slot, links[slot.link], url, images.site, images.placed);
        }
      : undefined,
  };
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
