// Draws social cards (1200×630 PNG) with satori (layout and text to SVG) and resvg (SVG to
// pixels). What every card shares (the brand bar, logo, site name and host) is drawn and
// compressed once; each page then costs only its text: satori lays out the text block, resvg
// draws just the box its text covers, on the card's background colour, and only the rows of the
// PNG that box touches are compressed again (FramedPng). Runs on a worker thread (worker.ts).
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {ReactNode} from 'react';
import {ENGINE_ROOT} from '../../paths.ts';
import {FramedPng} from './png.ts';
import {woffToSfnt} from './woff.ts';
import {CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText} from './types.ts';

// Required, not imported: Node checks every CommonJS file an ES module imports for its named
// exports (cjs-module-lexer), and satori's CommonJS dependencies (opentype.js, fflate, …) took a
// card worker 180-210 ms to import that way against 85 ms required.
const require = createRequire(path.join(ENGINE_ROOT, 'package.json'));
const {createElement: h} = require('react') as typeof import('react');

const PAD = 80;
/** The scripts with fonts of their own (CardFont.script), and their letters. */
const SCRIPTS = [
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
] as const;
/** The page's text block: below the site name, above the footer line. */
export const BLOCK = {x: PAD, y: 176, width: CARD_WIDTH - 2 * PAD, height: 318};
const FONT = 'Inter';

export interface CardFont {
  file: string;
  weight: 400 | 700;
  /** The letters it has: fontsource's subset (`latin`, `latin-ext`, `greek`, …). */
  subset: string;
  /** A font for the letters of one other script, given to satori only for a text that has them. */
  script?: 'Greek' | 'Cyrillic';
}

type Satori = typeof import('satori').default;
type SatoriFont = Parameters<Satori>[1]['fonts'][number];

/** Longer titles get a smaller size; three lines at most, then an ellipsis. */
function titleSize(title: string): number {
  if (title.length <= 32) return 76;
  if (title.length <= 60) return 64;
  return 54;
}
const TITLE_LINE_HEIGHT = 1.12;
const TITLE_LINES = 3;

/**
 * `clamp`: the title as a block cut after three lines with an ellipsis. Satori takes twice as
 * long over that, so a title is first laid out as plain flex text (the same pixels when it fits
 * in three lines), and again clamped only when it does not.
 */
export function textBlock(text: CardText, brand: CardBrand, clamp: boolean): ReactNode {
  const size = titleSize(text.title);
  return h(
    'div',
    {style: {width: BLOCK.width, height: BLOCK.height, display: 'flex', flexDirection: 'column', justifyContent: 'center', fontFamily: FONT}},
    text.section
      ? h('div', {style: {display: 'flex', fontSize: 30, fontWeight: 700, color: brand.colors.accent, marginBottom: 22, letterSpacing: 0.5}}, text.section)
      : null,
    h(
      'div',
      {
        key: 'title',
        style: {
          display: clamp ? 'block' : 'flex',
          fontSize: size,
          fontWeight: 700,
          lineHeight: TITLE_LINE_HEIGHT,
          color: brand.colors.fg,
          letterSpacing: -1,
          ...(clamp ? {lineClamp: TITLE_LINES} : {}),
        },
      },
      text.title,
    ),
  );
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
  const {Resvg, renderAsync} = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
  const loaded = fonts.map((font) => ({font, satori: satoriFont(font, woffToSfnt(fs.readFileSync(font.file), font.file))}));
  const satoriFonts = loaded.map(({satori}) => satori);
  // The text block is bold only, and gets another script's fonts only when its text has that
  // script: satori's time grows with the number of fonts it is given. One list per set of
  // scripts, kept, since satori keeps what it read of a font list by the list.
  const textFontLists = new Map<string, SatoriFont[]>();
  const textFonts = (text: CardText): SatoriFont[] => {
    const scripts = SCRIPTS.filter(([, letters]) => letters.test(text.title) || letters.test(text.section)).map(([script]) => script);
    const key = scripts.join();
    let list = textFontLists.get(key);
    if (!list) textFontLists.set(key, (list = loaded.filter(({font}) => font.weight === 700 && (!font.script || scripts.includes(font.script))).map(({satori}) => satori)));
    return list;
  };
  // resvg only rasterises: satori turns text into paths, so no font needs to be found on the
  // system. `renderAsync`, not `new Resvg().render()`: in resvg-js 2.6 the latter keeps each
  // image's native memory until the thread ends (and `pixels` a copy of it, 2.6 MB a card); the
  // former frees it. Parsing alone (`new Resvg()`, for a bounding box) keeps nothing.
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

  const layout = async (text: CardText): Promise<string> => {
    let titleHeight = 0;
    const options = {width: BLOCK.width, height: BLOCK.height, fonts: textFonts(text)};
    const svg = await satori(textBlock(text, brand, false), {...options, onNodeDetected: (node) => void (node.key === 'title' && (titleHeight = node.height))});
    if (Math.round(titleHeight / (titleSize(text.title) * TITLE_LINE_HEIGHT)) <= TITLE_LINES) return svg;
    return satori(textBlock(text, brand, true), options);
  };

  const draw = async (text: CardText): Promise<Buffer> => {
    const svg = await layout(text);
    // Around the text the block is plain background, as the shared pixels already are there:
    // resvg draws only the box the text covers (a pixel more each side for its anti-aliased
    // edges), a third of the block, by a view box around it.
    const bounds = new Resvg(svg, options()).getBBox();
    if (!bounds) return shared.encode({pixels: new Uint8Array(0), x: BLOCK.x, y: BLOCK.y, width: 0, height: 0});
    const left = Math.max(0, Math.floor(bounds.x) - 1);
    const top = Math.max(0, Math.floor(bounds.y) - 1);
    const width = Math.min(BLOCK.width, Math.ceil(bounds.x + bounds.width) + 1) - left;
    const height = Math.min(BLOCK.height, Math.ceil(bounds.y + bounds.height) + 1) - top;
    const root = `<svg width="${BLOCK.width}" height="${BLOCK.height}" viewBox="0 0 ${BLOCK.width} ${BLOCK.height}"`;
    if (!svg.startsWith(root)) throw new Error(`satori's SVG does not start with ${root}: ${svg.slice(0, 100)}`);
    const image = await renderAsync(`<svg width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}"${svg.slice(root.length)}`, options(brand.colors.bg));
    if (image.width !== width || image.height !== height) throw new RangeError(`a card's text box is ${image.width}×${image.height}, not ${width}×${height}`);
    return shared.encode({pixels: image.pixels, x: BLOCK.x + left, y: BLOCK.y + top, width, height});
  };
  return {draw, warning};
}
