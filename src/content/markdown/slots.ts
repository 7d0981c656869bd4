// What content leaves to the page that shows it: a plugin puts a slot where a theme text or an
// internal URL goes, and parsing hands the HTML on as markup and slots (ContentHtml), so that no
// later stage has to find and rewrite anything in HTML. Inside markdown-it's renderer a slot is a
// NUL-delimited index into the page's list: markdown-it replaces NUL in every source it reads, so
// the text can never contain one. An island's open and close slots become one slot holding the
// content between them.
import {OWN_ATTRIBUTES, parseAttributes} from '../../images/markup.ts';
import type {ContentHtml, ContentSlot, FoundLink, IslandUse} from '../types.ts';

/** A slot while the page is rendered: also where an island's children end (see splitSlots). */
export type ParseSlot = ContentSlot | {slot: 'island-close'; island: number};

const SLOT = /\u0000(\d+)\u0000/;
const IMG = /<img\b[^>]*>/gi;
/** An `<img>` whose src is a link's slot. */
const SLOT_SRC = /\ssrc\s*=\s*(["'])\u0000(\d+)\u0000\1/i;
/** The attributes whose whole value a link's slot can stand for (` href="…"`). */
const URL_ATTRIBUTES = ['href', 'src', 'poster', 'data'];
const SPACE = /\s/;

/** Where `slot` goes in the HTML being rendered. */
export function slotMarker(slots: ParseSlot[], slot: ParseSlot): string {
  slots.push(slot);
  return `\u0000${slots.length - 1}\u0000`;
}

/**
 * The rendered HTML as markup and the slots between it. `links`: the page's, by the index its link
 * slots name; an `<img>` of a site image becomes one slot. `islands`: the page's, by the index its
 * island slots name; one written with children holds what is between its open and close slots.
 */
export function splitSlots(html: string, slots: ParseSlot[], links: FoundLink[], islands: IslandUse[] = []): ContentHtml {
  if (!html.includes('\u0000')) return [html];
  if (links.some((link) => link.element === 'image')) html = html.replace(IMG, (tag) => imageSlot(tag, slots, links));
  const parts = split(html, slots);
  return islands.length ? nestIslands(parts, islands) : (parts as ContentHtml);
}

/**
 * Each island with children holds the parts up to its close slot (or the end), inner islands
 * nested the same way; a close slot that ends no open island is dropped.
 */
function nestIslands(parts: (string | ParseSlot)[], islands: IslandUse[]): ContentHtml {
  let at = 0;
  const read = (closing?: number): ContentHtml => {
    const out: ContentHtml = [];
    while (at < parts.length) {
      const part = parts[at++];
      if (typeof part !== 'string' && part.slot === 'island-close') {
        if (part.island === closing) return out;
      } else if (typeof part !== 'string' && part.slot === 'island' && islands[part.island]?.children) {
        out.push({...part, children: read(part.island)});
      } else {
        out.push(part);
      }
    }
    return out;
  };
  return read();
}

function split(html: string, slots: ParseSlot[]): (string | ParseSlot)[] {
  // split() with a capturing group alternates markup and slot indexes.
  const parts: (string | ParseSlot)[] = html.split(SLOT).map((part, n) => {
    if (n % 2 === 0) return part;
    const slot = slots[Number(part)];
    if (!slot) throw new Error(`no slot ${part} in this page's content`);
    return slot;
  });
  for (let n = 1; n < parts.length - 1; n += 2) {
    const [before, slot, after] = [parts[n - 1], parts[n], parts[n + 1]];
    if (typeof slot === 'string' || slot.slot !== 'link' || typeof before !== 'string' || typeof after !== 'string') continue;
    const attribute = wholeAttribute(before, after);
    if (!attribute) continue;
    parts[n - 1] = before.slice(0, attribute.start);
    parts[n] = {...slot, attribute: {name: attribute.name, quote: attribute.quote}};
    parts[n + 1] = after.slice(1);
  }
  return parts.filter((part) => part !== '');
}

/**
 * Whether the slot between `before` and `after` is an attribute's whole value: whitespace, a name
 * of URL_ATTRIBUTES, `=`, a quote, the slot and the same quote. `start`: where the whitespace is.
 */
function wholeAttribute(before: string, after: string): {start: number; name: string; quote: '"' | "'"} | undefined {
  const quote = before[before.length - 1];
  if ((quote !== '"' && quote !== "'") || before[before.length - 2] !== '=' || after[0] !== quote) return undefined;
  const name = URL_ATTRIBUTES.find((candidate) => before.startsWith(candidate, before.length - 2 - candidate.length));
  const start = name === undefined ? -1 : before.length - 3 - name.length;
  if (name === undefined || start < 0 || !SPACE.test(before[start])) return undefined;
  return {start, name, quote};
}

/** `tag` as an image slot when its src is a site image's link slot (else as it is). */
function imageSlot(tag: string, slots: ParseSlot[], links: FoundLink[]): string {
  const index = SLOT_SRC.exec(tag)?.[2];
  const slot = index === undefined ? undefined : slots[Number(index)];
  if (slot?.slot !== 'link' || links[slot.link]?.element !== 'image') return tag;
  // The sized markup sets these itself: the link slots they hold are not kept.
  const attributes = parseAttributes(tag).filter(([name]) => !OWN_ATTRIBUTES.has(name));
  return slotMarker(slots, {slot: 'image', link: slot.link, attributes, tag: split(tag, slots) as ContentHtml});
}
