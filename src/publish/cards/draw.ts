// Draws social cards (1200×630 PNG) with satori (layout and text to SVG) and resvg (SVG to
// pixels). What every card shares (the brand bar, logo, site name and host) is drawn once; each
// page then costs only its text block, drawn on the card's background colour and copied into a
// copy of the shared pixels. Runs on a worker thread (worker.ts) or in the build's own thread.
import fs from 'node:fs';
import {createElement as h, type ReactNode} from 'react';
import {pngFromScanlines, scanlineBytes, toScanlines} from './png.ts';
import {CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText} from './types.ts';

const PAD = 80;
/** The page's text block: below the site name, above the footer line. */
const BLOCK = {x: PAD, y: 176, width: CARD_WIDTH - 2 * PAD, height: 318};
const FONT = 'Inter';

export interface CardFont {
  file: string;
  weight: 400 | 700;
}

type Satori = typeof import('satori').default;
type SatoriFont = Parameters<Satori>[1]['fonts'][number];

/** Longer titles get a smaller size; three lines at most, then an ellipsis. */
function titleSize(title: string): number {
  if (title.length <= 32) return 76;
  if (title.length <= 60) return 64;
  return 54;
}

function textBlock(text: CardText, brand: CardBrand): ReactNode {
  const size = titleSize(text.title);
  return h(
    'div',
    {style: {width: BLOCK.width, height: BLOCK.height, display: 'flex', flexDirection: 'column', justifyContent: 'center', fontFamily: FONT}},
    text.section
      ? h('div', {style: {display: 'flex', fontSize: 30, fontWeight: 700, color: brand.colors.accent, marginBottom: 22, letterSpacing: 0.5}}, text.section)
      : null,
    h(
      'div',
      {style: {display: 'block', fontSize: size, fontWeight: 700, lineHeight: 1.12, color: brand.colors.fg, lineClamp: 3, letterSpacing: -1}},
      text.title,
    ),
  );
}

function frame(brand: CardBrand): ReactNode {
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

export interface CardRenderer {
  /** The card's text block as SVG (satori, on this thread). */
  layout(text: CardText): Promise<string>;
  /** Rasterises a block (resvg, off this thread) into the card and encodes the PNG. */
  finish(svg: string): Promise<Buffer>;
  draw(text: CardText): Promise<Buffer>;
  /** Why the cards are drawn without the logo, if they are. */
  warning?: string;
}

export async function createCardRenderer(brand: CardBrand, fonts: CardFont[]): Promise<CardRenderer> {
  const [{default: satori}, {renderAsync}] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const satoriFonts: SatoriFont[] = fonts.map((font) => ({name: FONT, data: fs.readFileSync(font.file), weight: font.weight, style: 'normal'}));
  // resvg only rasterises: satori turns text into paths, so no font needs to be found on the
  // system. `renderAsync`, not `new Resvg().render()`: in resvg-js 2.6 the latter keeps each
  // image's native memory until the thread ends (3 MB a card); the former frees it, and draws
  // off the JavaScript thread, so the next card's layout runs meanwhile.
  const rasterise = (svg: string, background?: string) => renderAsync(svg, {background, font: {loadSystemFonts: false}});
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
  const shared = await rasterise(frameSvg);
  // The shared pixels as PNG scanlines once. Each card writes its block over them: a block is
  // opaque (drawn on the background colour) and covers the same rectangle every time, so the
  // pixels around it stay the shared ones without being copied back (3 MB a card).
  const scanlines = toScanlines(shared.pixels, CARD_WIDTH, CARD_HEIGHT);
  const line = scanlineBytes(CARD_WIDTH);
  const row = BLOCK.width * 4;
  let busy: Promise<unknown> = Promise.resolve();
  const layout = (text: CardText) => satori(textBlock(text, brand), {width: BLOCK.width, height: BLOCK.height, fonts: satoriFonts});
  const finish = (svg: string): Promise<Buffer> => {
    const raster = rasterise(svg, brand.colors.bg);
    // Rasterising may overlap; composing uses the one scanline buffer, one card at a time.
    const done = Promise.all([raster, busy.catch(() => {})]).then(([image]) => {
      const layer = image.pixels;
      if (layer.length !== row * BLOCK.height) throw new RangeError(`a card's text block is ${image.width}×${image.height}, not ${BLOCK.width}×${BLOCK.height}`);
      for (let y = 0; y < BLOCK.height; y++) layer.copy(scanlines, (BLOCK.y + y) * line + 1 + BLOCK.x * 4, y * row, (y + 1) * row);
      return pngFromScanlines(scanlines, CARD_WIDTH, CARD_HEIGHT);
    });
    busy = done;
    return done;
  };
  return {layout, finish, draw: async (text) => finish(await layout(text)), warning};
}
