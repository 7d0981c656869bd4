// Draws social cards (1200×630 PNG): SVG written here, rasterised by resvg. HarfBuzz shapes the
// text and text.ts lays it out. What every card shares (the brand bar, logo, site name and host)
// is drawn and compressed once; each page then costs only its text: resvg draws just the box its
// glyphs cover, on the card's background colour, and only the rows of the PNG that box touches
// are compressed again (FramedPng). Runs on a worker thread (worker.ts). No general layout engine
// (satori): a card's text is a few lines in one box, and such an engine's text layout, and loading
// it and its fonts, would cost more than drawing the card.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {ENGINE_ROOT} from '../../paths.ts';
import {escapeHtml} from '../../shared/strings.ts';
import {FramedPng} from './png.ts';
import {woffToSfnt} from './woff.ts';
import {layOutBlock, Typesetter, type BlockStyle, type HarfBuzz, type Style} from './text.ts';
import {CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText} from './types.ts';

const require = createRequire(path.join(ENGINE_ROOT, 'package.json'));

const PAD = 80;
/** The page's text block: below the site name, above the footer line. */
export const BLOCK = {x: PAD, y: 176, width: CARD_WIDTH - 2 * PAD, height: 318};
/** The frame: a brand bar on top; the logo and site name below it; the host and a short brand bar at the foot. */
export const FRAME = {bar: 14, headerTop: 14 + 58, logo: 64, logoRadius: 14, logoGap: 24, footerBottom: 58, pill: {width: 120, height: 8}};

export interface CardFont {
  file: string;
  weight: 400 | 700;
  /** The letters it has: fontsource's subset (`latin`, `latin-ext`, `greek`, …). */
  subset: string;
}

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

/** What is wrong with a logo resvg would not draw (it leaves out such an image without a word), or nothing. */
export function logoProblem(logo: string, Resvg: typeof import('@resvg/resvg-js').Resvg): string | undefined {
  const match = /^data:([^;]+);base64,(.*)$/s.exec(logo);
  if (!match) return 'not a data URI';
  const data = Buffer.from(match[2], 'base64');
  const [type] = [match[1]];
  if (type === 'image/png') return data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ? undefined : 'not a PNG file';
  if (type === 'image/jpeg') return data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff ? undefined : 'not a JPEG file';
  try {
    const svg = new Resvg(data, {font: {loadSystemFonts: false}});
    return svg.width > 0 && svg.height > 0 ? undefined : 'an SVG of no size';
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The frame as SVG, laid out as satori laid it out (a flex column: the bar, a row of the logo and
 * the site name centred on each other, the footer row 58 px above the bottom).
 */
export function frameSvg(brand: CardBrand, bold: Typesetter, regular: Typesetter): string {
  const {colors} = brand;
  const gradient = `<linearGradient id="brand" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${escapeHtml(colors.brand)}"/><stop offset="1" stop-color="${escapeHtml(colors.violet)}"/></linearGradient>`;
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}"><defs>${gradient}</defs>`;
  svg += `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${escapeHtml(colors.bg)}"/><rect width="${CARD_WIDTH}" height="${FRAME.bar}" fill="url(#brand)"/>`;

  const nameLeft = PAD + (brand.logo ? FRAME.logo + FRAME.logoGap : 0);
  const name: Style = {size: 40, lineHeight: 'normal', letterSpacing: 0, fill: colors.fg};
  const nameLines = bold.wrap(brand.siteName, name, CARD_WIDTH - PAD - nameLeft);
  const nameHeight = nameLines.length * bold.metrics(name).height;
  const headerHeight = Math.max(brand.logo ? FRAME.logo : 0, nameHeight);
  if (brand.logo) {
    const top = FRAME.headerTop + Math.round((headerHeight - FRAME.logo) / 2);
    svg += `<clipPath id="logo"><rect x="${PAD}" y="${top}" width="${FRAME.logo}" height="${FRAME.logo}" rx="${FRAME.logoRadius}"/></clipPath>`;
    svg += `<image x="${PAD}" y="${top}" width="${FRAME.logo}" height="${FRAME.logo}" preserveAspectRatio="none" clip-path="url(#logo)" href="${escapeHtml(brand.logo)}"/>`;
  }
  svg += bold.draw(nameLines, name, nameLeft, FRAME.headerTop + Math.round((headerHeight - nameHeight) / 2)).svg;

  const host: Style = {size: 28, lineHeight: 'normal', letterSpacing: 0, fill: colors.muted};
  const hostLines = regular.wrap(brand.host, host, CARD_WIDTH - 2 * PAD - FRAME.pill.width);
  const hostHeight = hostLines.length * regular.metrics(host).height;
  const footerHeight = Math.max(hostHeight, FRAME.pill.height);
  const footerTop = CARD_HEIGHT - FRAME.footerBottom - footerHeight;
  svg += regular.draw(hostLines, host, PAD, footerTop + Math.round((footerHeight - hostHeight) / 2)).svg;
  const pill = FRAME.pill;
  svg += `<rect x="${CARD_WIDTH - PAD - pill.width}" y="${footerTop + Math.round((footerHeight - pill.height) / 2)}" width="${pill.width}" height="${pill.height}" rx="${pill.height / 2}" fill="url(#brand)"/>`;
  return `${svg}</svg>`;
}

export interface CardRenderer {
  /** The card of one page as a PNG file. */
  draw(text: CardText): Promise<Buffer>;
  /** Why the cards are drawn without the logo, if they are. */
  warning?: string;
}

export async function createCardRenderer(brand: CardBrand, fonts: CardFont[]): Promise<CardRenderer> {
  const {Resvg, renderAsync} = require('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
  const hb = (await require('harfbuzzjs')) as HarfBuzz;
  const loaded = fonts.map((font) => ({font, data: woffToSfnt(fs.readFileSync(font.file), font.file)}));
  // In the order letters are looked for: a letter is drawn by the first subset that has it.
  const typesetter = (weight: CardFont['weight']) => new Typesetter(hb, loaded.filter(({font}) => font.weight === weight).map(({font, data}) => ({file: font.file, data})));
  const bold = typesetter(700);
  // resvg only rasterises: text comes to it as paths, so no font needs to be found on the
  // system. `renderAsync`, not `new Resvg().render()`: in resvg-js 2.6 the latter keeps each
  // image's native memory until the thread ends (and `pixels` a copy of it, 2.6 MB a card); the
  // former frees it.
  const options = (background?: string) => ({background, font: {loadSystemFonts: false}});
  // A logo resvg cannot draw leaves the cards without a logo, and says why.
  const problem = brand.logo ? logoProblem(brand.logo, Resvg) : undefined;
  const warning = problem ? `social cards are drawn without the logo: ${problem.split('\n')[0]}` : undefined;
  const shared = new FramedPng((await renderAsync(frameSvg(problem ? {...brand, logo: undefined} : brand, bold, typesetter(400)), options())).pixels, CARD_WIDTH, CARD_HEIGHT);

  const draw = async (text: CardText): Promise<Buffer> => {
    const {svg, box} = layOutBlock(bold, text, blockStyle(text, brand));
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
