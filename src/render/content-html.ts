// Parsed content as a page shows it: its markup, with each slot (src/content/types.ts) filled in by
// the page: theme texts in the page's language, links and images as its routes and images resolve
// them, islands rendered by its components. Content is parsed once for every locale and every page
// that shows it; its words and URLs are chosen here. Layouts are bundled apart from the engine: the
// page hands them its ContentFill.
import type {ContentHtml, ContentSlot, ImageSlot, LinkSlot} from '../content/types.ts';
import {translate, type ThemeMessages} from '../shared/theme-strings.ts';
import {escapeHtml} from '../shared/strings.ts';

/** What a page fills its content's slots with (made by src/render/fill.ts). */
export interface ContentFill {
  messages: ThemeMessages;
  /** Where link `index` of the content leads from this page; undefined when it leads nowhere (the link check reports it). */
  href(index: number): string | undefined;
  /** Link `index` as its author wrote it. */
  written(index: number): string | undefined;
  /** A site image's sized markup; undefined leaves the tag as written (no sized images, or an image that leads nowhere). */
  image?(slot: ImageSlot): string | undefined;
  /**
   * Island `index`'s server HTML, given its children filled in; without it (feeds) an island is
   * left out and its children stay.
   */
  island?(index: number, children: string | undefined): string;
}

/** A code block's buttons, wired up by the client (src/client/copy.ts); hidden without JavaScript. */
export function codeButtons(messages: ThemeMessages): string {
  const t = (id: Parameters<typeof translate>[1]) => escapeHtml(translate(messages, id));
  return `<div class="code-block__buttons"><button type="button" class="wrap-button" aria-pressed="false" aria-label="${t('theme.CodeBlock.wordWrapToggle')}">${t('theme.CodeBlock.wrap')}</button><button type="button" class="copy-button" aria-label="${t('theme.CodeBlock.copyButtonAriaLabel')}">${t('theme.CodeBlock.copy')}</button></div>`;
}

/**
 * A link's URL; as an attribute, the whole attribute. A link that leads nowhere loses its href (it
 * was reported); a broken image (any other attribute) keeps what the author wrote, it needs a src.
 */
function linkHtml(slot: LinkSlot, fill: ContentFill): string {
  const href = fill.href(slot.link);
  if (!slot.attribute) return escapeHtml(href ?? fill.written(slot.link) ?? '');
  const {name, quote} = slot.attribute;
  const value = href ?? (name === 'href' ? undefined : (fill.written(slot.link) ?? ''));
  return value === undefined ? '' : ` ${name}=${quote}${escapeHtml(value)}${quote}`;
}

function slotHtml(slot: ContentSlot, fill: ContentFill): string {
  switch (slot.slot) {
    case 'code-buttons':
      return codeButtons(fill.messages);
    case 'heading-link':
      return escapeHtml(translate(fill.messages, 'theme.common.headingLinkTitle', {heading: slot.heading}));
    case 'link':
      return linkHtml(slot, fill);
    case 'image':
      return fill.image?.(slot) ?? contentHtml(slot.tag, fill);
    case 'island': {
      // Children first, in their place in the content (images are counted in page order).
      const children = slot.children && contentHtml(slot.children, fill);
      return fill.island ? fill.island(slot.island, children) : (children ?? '');
    }
  }
}

/** `html` with its slots filled in by the page showing it. */
export function contentHtml(html: ContentHtml, fill: ContentFill): string {
  let out = '';
  for (const part of html) out += typeof part === 'string' ? part : slotHtml(part, fill);
  return out;
}
