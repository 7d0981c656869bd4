// Theme texts in content: a plugin puts a slot where one goes, and parsing hands the HTML on as
// markup and slots (ContentHtml), so that no later stage has to find and rewrite words in HTML.
// Inside markdown-it's renderer a slot is a NUL-delimited index into the page's list: markdown-it
// replaces NUL in every source it reads, so the text can never contain one.
import type {ContentHtml, ContentSlot} from '../types.ts';

const SLOT = /\u0000(\d+)\u0000/;

/** Where `slot` goes in the HTML being rendered. */
export function slotMarker(slots: ContentSlot[], slot: ContentSlot): string {
  slots.push(slot);
  return `\u0000${slots.length - 1}\u0000`;
}

/** The rendered HTML as markup and the slots between it. */
export function splitSlots(html: string, slots: ContentSlot[]): ContentHtml {
  if (!html.includes('\u0000')) return [html];
  // split() with a capturing group alternates markup and slot indexes.
  const parts = html.split(SLOT).map((part, n) => {
    if (n % 2 === 0) return part;
    const slot = slots[Number(part)];
    if (!slot) throw new Error(`no slot ${part} in this page's content`);
    return slot;
  });
  return parts.filter((part) => part !== '');
}
