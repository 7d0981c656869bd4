// A site image of parsed content (an ImageSlot: an `<img>` whose src is a site image) as the page
// shows it: imageMarkup's markup, with its resolved URL. Images of React pages and remote images
// are left as written.
import type {FoundLink, ImageSlot} from '../content/types.ts';
import {IMAGE_FRAGMENTS, imageMarkup, type ColorMode} from './markup.ts';
import type {SiteImages} from './site.ts';

/** The content images placed on a page so far: its first is fetched first; any needs images.css. */
export interface PlacedImages {
  count: number;
  /** Some image can be zoomed (the page loads the zoom script). */
  zoom: boolean;
}

/** `slot`'s markup, `href` being where its link leads; counted into `placed`. */
export function siteImageMarkup(slot: ImageSlot, link: FoundLink, href: string, images: SiteImages, placed: PlacedImages): string {
  const convention = link.anchor === undefined ? undefined : IMAGE_FRAGMENTS[link.anchor];
  const classes = (slot.attributes.find(([name]) => name === 'class')?.[1] ?? '').split(/\s+/);
  const theme: ColorMode | undefined = convention?.theme ?? (classes.includes('themed-image--light') ? 'light' : classes.includes('themed-image--dark') ? 'dark' : undefined);
  // The convention's fragment is not part of the image's URL.
  const src = convention && href.endsWith(`#${link.anchor}`) ? href.slice(0, href.length - link.anchor!.length - 1) : href;
  const markup = imageMarkup(slot.attributes, images.lookup(link), {src, first: placed.count === 0, zoom: images.config.zoom && !convention?.noZoom, theme});
  placed.count++;
  placed.zoom ||= markup.includes(' data-zoom');
  return markup;
}
