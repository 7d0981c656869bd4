// Draws social cards (1200×630 PNG): SVG rasterised by resvg. What every card shares (the brand
// bar, logo, site name and host) is laid out by satori and drawn and compressed once; each page
// then costs only its text: HarfBuzz shapes it and text.ts lays it out (satori took twice as long
// for it, and its garbage kept other threads busy), resvg draws just the box its glyphs cover, on
// the card's background colour, and only the rows of the PNG that box touches are compressed
// again (FramedPng). Runs on a worker thread (worker.ts).
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {ReactNode} from 'react';
import {ENGINE_ROOT} from '../../paths.ts';
import {FramedPng} from './png.ts';
import {woffToSfnt} from './woff.ts';
import {layOutBlock, Typesetter, type BlockStyle, type HarfBuzz} from './text.ts';
import {CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText} from './types.ts';

// Required, not imported: Node checks every CommonJS file an ES module imports for its named
// exports (cjs-module-lexer), and satori's CommonJS dependencies (opentype.js, fflate, …) took a
// card worker 180-210 ms to import that way against 85 ms required.
const require = createRequire(path.join(ENGINE_ROOT, 'package.json'));
const {createElement: h} = require('react') as typeof import('react');

const PAD = 80;
/** The page's text block: below the site name, above the footer line. */
export const BLOCK = {x: PAD, y: 176, width: CARD_WIDTH - 2 * PAD, height: 318};
const FONT = 'Inter';

export interface CardFont {
  file: string;
  weight: 400 | 700;
  /** The letters it has: fontsource's subset (`latin`, `latin-ext`, `greek`, …). */
  subset: string;
}

type Satori = typeof import('satori').default;
type SatoriFont = Parameters<Satori>[1]['fonts'][number];

/** Longer titles get a smaller size; three lines at most, then an ellipsis. */
export function titleSize(title: string): number {
  if (title.length <= 32) return 76;
  if (title.length <= 60) return 64;
  return 54;
}

/** The page's text as it is laid out in the block: the section line above, the title below, the two centred vertically. */
export function blockStyle(text: CardText, brand: CardBrand): BlockStyle {
  return {
    width: BLOCK.width,
    height: BLOCK.height,
    section: {size: 30, lineHeight: 'normal', letterSpacing: 0.5, fill: brand.colors.accent, marginBottom: 22},
    title: {size: titleSize(text.title), lineHeight: 1.12, letterSpacing: -1, fill: brand.colors.fg},
    titleLines: 3,
  };
}

export function frame(brand: CardBrand): ReactNode {
  const {colors} = brand;
  return h(
    'div',
    {style: {width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', flexDirection: 'column', background: colors.bg, fontFamily: FONT}},
    h('div', {style: {display: 'flex', height: 14, width: '100%', backgroundImage: `linear-gradient(90deg, ${colors.brand}, ${colors.violet})`}}),
    h(
      'div',
      {style: {display: 'flex', alignItems: 'center', padding: `58px ${PAD}px 0`}},
      brand.logo ? h('img', {src: brand.logo, width: 64, height: 64, style: {borderRadius: 14, marginRight: 24}}) : null,
      h('div', {style: {display: 'flex', fontSize: 40, fontWeight: 700, color: colors.fg}}, brand.siteName),
    ),
    h(
      'div',
      {style: {position: 'absolute', left: PAD, right: PAD, bottom: 58, display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 28, color: colors.muted}},
      h('div', {style: {display: 'flex'}}, brand.host),
      h('div', {style: {display: 'flex', width: 120, height: 8, borderRadius: 4, backgroundImage: `linear-gradient(90deg, ${colors.brand}, ${colors.violet})`}}),
    ),
  );
}

/**
 * A font as satori takes it. Each subset is a family of its own after the first ('Inter'): satori
 * looks for a missing letter in the other families, but not in other fonts of the same family
 * (a title's `Ł` or `Ω` was drawn as an empty box).
 */
export function satoriFont(font: CardFont, data: ArrayBuffer | Buffer): SatoriFont {
  return {name: font.subset === 'latin' ? FONT : `${FONT} ${font.subset}`, data, weight: font.weight, style: 'normal'};
}

export interface CardRenderer {
  /** The card of one page as a PNG file. */
  draw(text: CardText): Promise<Buffer>;
  /** Why the cards are drawn without the logo, if they are. */
  warning?: string;
}

export async function createCardRenderer(brand: CardBrand, fonts: CardFont[]): Promise<CardRenderer> {
  const satori = (require('satori') as typeof import('satori')).default;
  const {renderAsync} = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
  const hb = (await require('harfbuzzjs')) as HarfBuzz;
  const loaded = fonts.map((font) => ({font, data: woffToSfnt(fs.readFileSync(font.file), font.file)}));
  const satoriFonts = loaded.map(({font, data}) => satoriFont(font, data));
  // The text block is bold only; a letter is drawn by the first subset that has it.
  const typesetter = new Typesetter(hb, loaded.filter(({font}) => font.weight === 700).map(({font, data}) => ({file: font.file, data})));
  // resvg only rasterises: text comes to it as paths, so no font needs to be found on the
  // system. `renderAsync`, not `new Resvg().render()`: in resvg-js 2.6 the latter keeps each
  // image's native memory until the thread ends (and `pixels` a copy of it, 2.6 MB a card); the
  // former frees it.
  const options = (background?: string) => ({background, font: {loadSystemFonts: false}});
  // A logo satori cannot draw (an SVG without a viewBox, say) leaves the cards without a logo.
  let warning: string | undefined;
  let frameSvg: string;
  try {
    frameSvg = await satori(frame(brand), {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: satoriFonts});
  } catch (error) {
    if (!brand.logo) throw error;
    warning = `social cards are drawn without the logo: ${(error as Error).message.replace(/data:[^ ]+/g, 'the logo').split('\n')[0]}`;
    frameSvg = await satori(frame({...brand, logo: undefined}), {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: satoriFonts});
  }
  const shared = new FramedPng((await renderAsync(frameSvg, options())).pixels, CARD_WIDTH, CARD_HEIGHT);

  const draw = async (text: CardText): Promise<Buffer> => {
    const {svg, box} = layOutBlock(typesetter, text, blockStyle(text, brand));
    if (!box) return shared.encode({pixels: new Uint8Array(0), x: BLOCK.x, y: BLOCK.y, width: 0, height: 0});
    // Around the text the block is plain background, as the shared pixels already are there:
    // resvg draws only the box the glyphs cover (a pixel more each side for their anti-aliased
    // edges), a third of the block, by a view box around it.
    const left = Math.max(0, Math.floor(box.x0) - 1);
    const top = Math.max(0, Math.floor(box.y0) - 1);
    const width = Math.min(BLOCK.width, Math.ceil(box.x1) + 1) - left;
    const height = Math.min(BLOCK.height, Math.ceil(box.y1) + 1) - top;
    if (width <= 0 || height <= 0) return shared.encode({pixels: new Uint8Array(0), x: BLOCK.x, y: BLOCK.y, width: 0, height: 0});
    const image = await renderAsync(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}">${svg}</svg>`, options(brand.colors.bg));
    if (image.width !== width || image.height !== height) throw new RangeError(`a card's text box is ${image.width}×${image.height}, not ${width}×${height}`);
    return shared.encode({pixels: image.pixels, x: BLOCK.x + left, y: BLOCK.y + top, width, height});
  };
  return {draw, warning};
}
