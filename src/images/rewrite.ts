// The render step's pass over a page's content: each `<img>` whose src is a link marker (an image
// of the site's markdown; see LINK_MARKER) becomes imageMarkup's markup, with its resolved URL.
// Images of React pages and remote images are left as written.
import {LINK_MARKER, type FoundLink} from '../content/types.ts';
import {IMAGE_FRAGMENTS, imageMarkup, parseAttributes, type ColorMode} from './markup.ts';
import type {SiteImages} from './site.ts';

const IMG = /<img\b[^>]*>/gi;
const MARKED_SRC = new RegExp(`\\ssrc\\s*=\\s*(["'])${LINK_MARKER}(\\d+)\\1`, 'i');

export interface RewrittenImages {
  html: string;
  /** Images rewritten (the page links images.css when there are any). */
  count: number;
  /** Some image can be zoomed (the page loads the zoom script). */
  zoom: boolean;
}

/**
 * `resolve`: the URL a link's marker stands for, or undefined when it leads nowhere (reported by
 * the link check). `before`: images already placed higher on the page (only the page's first
 * image is fetched first).
 */
export function rewriteImages(html: string, links: FoundLink[], images: SiteImages, resolve: (link: FoundLink) => string | undefined, before = 0): RewrittenImages {
  let count = 0;
  let zoom = false;
  // Only an image's marker is rewritten: a page without one needs no pass over its tags.
  if (!links.some((link) => link.element === 'image') || !html.includes(LINK_MARKER)) return {html, count, zoom};
  const out = html.replace(IMG, (tag) => {
    const index = MARKED_SRC.exec(tag)?.[2];
    const link = index === undefined ? undefined : links[Number(index)];
    if (!link || link.element !== 'image') return tag;
    const href = resolve(link);
    if (href === undefined) return tag;
    const convention = link.anchor === undefined ? undefined : IMAGE_FRAGMENTS[link.anchor];
    const attributes = parseAttributes(tag);
    const classes = (attributes.find(([name]) => name === 'class')?.[1] ?? '').split(/\s+/);
    const theme: ColorMode | undefined = convention?.theme ?? (classes.includes('themed-image--light') ? 'light' : classes.includes('themed-image--dark') ? 'dark' : undefined);
    // The convention's fragment is not part of the image's URL.
    const src = convention && href.endsWith(`#${link.anchor}`) ? href.slice(0, href.length - link.anchor!.length - 1) : href;
    const markup = imageMarkup(attributes, images.lookup(link), {src, first: before + count === 0, zoom: images.config.zoom && !convention?.noZoom, theme});
    count++;
    zoom ||= markup.includes(' data-zoom');
    return markup;
  });
  return {html: out, count, zoom};
}
