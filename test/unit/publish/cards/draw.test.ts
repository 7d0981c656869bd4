import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createElement as h, type ReactNode} from 'react';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {BLOCK, createCardRenderer, logoProblem, titleSize, type CardFont} from '../../../../src/publish/cards/draw.ts';
import {cardFonts} from '../../../../src/publish/cards/pool.ts';
import {themeColors} from '../../../../src/publish/cards/spec.ts';
import {CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText} from '../../../../src/publish/cards/types.ts';
import {decodePixels} from '../../../helpers/png.ts';
import {encodePng} from '../../../../src/publish/cards/png.ts';

const brand: CardBrand = {siteName: 'Remotion', host: 'www.remotion.dev', colors: themeColors()};
const fonts = cardFonts();
// Each subset a family of its own: satori looks for a missing letter in other families only.
const satoriFont = (font: CardFont) => ({name: font.subset === 'latin' ? 'Inter' : `Inter ${font.subset}`, data: fs.readFileSync(font.file), weight: font.weight, style: 'normal' as const});
const satoriFonts = fonts.map(satoriFont);
const pixelsOf = (svg: string, background?: string) => new Resvg(svg, {background, font: {loadSystemFonts: false}}).render().pixels;

/** The frame as satori laid it out before (card design 2). */
function frame(brand: CardBrand): ReactNode {
  const {colors} = brand;
  const bar = `linear-gradient(90deg, ${colors.brand}, ${colors.violet})`;
  return h(
    'div',
    {style: {width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', flexDirection: 'column', background: colors.bg, fontFamily: 'Inter'}},
    h('div', {style: {display: 'flex', height: 14, width: '100%', backgroundImage: bar}}),
    h(
      'div',
      {style: {display: 'flex', alignItems: 'center', padding: '58px 80px 0'}},
      brand.logo ? h('img', {src: brand.logo, width: 64, height: 64, style: {borderRadius: 14, marginRight: 24}}) : null,
      h('div', {style: {display: 'flex', fontSize: 40, fontWeight: 700, color: colors.fg}}, brand.siteName),
    ),
    h(
      'div',
      {style: {position: 'absolute', left: 80, right: 80, bottom: 58, display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 28, color: colors.muted}},
      h('div', {style: {display: 'flex'}}, brand.host),
      h('div', {style: {display: 'flex', width: 120, height: 8, borderRadius: 4, backgroundImage: bar}}),
    ),
  );
}

/** The text block as satori laid it out before HarfBuzz did (card design 2): what a card must still look like. */
function satoriTextBlock(text: CardText): ReactNode {
  return h(
    'div',
    {style: {width: BLOCK.width, height: BLOCK.height, display: 'flex', flexDirection: 'column', justifyContent: 'center', fontFamily: 'Inter'}},
    text.section ? h('div', {style: {display: 'flex', fontSize: 30, fontWeight: 700, color: brand.colors.accent, marginBottom: 22, letterSpacing: 0.5}}, text.section) : null,
    h('div', {style: {display: 'block', fontSize: titleSize(text.title), fontWeight: 700, lineHeight: 1.12, color: brand.colors.fg, letterSpacing: -1, lineClamp: 3}}, text.title),
  );
}

/** The card drawn whole by satori: the frame, and the whole block rasterised. */
async function satoriCard(text: CardText): Promise<Buffer> {
  const card = Buffer.from(pixelsOf(await satori(frame(brand), {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: satoriFonts})));
  const block = pixelsOf(await satori(satoriTextBlock(text), {width: BLOCK.width, height: BLOCK.height, fonts: satoriFonts.filter((font) => font.weight === 700)}), brand.colors.bg);
  const row = BLOCK.width * 4;
  for (let y = 0; y < BLOCK.height; y++) block.copy(card, ((BLOCK.y + y) * CARD_WIDTH + BLOCK.x) * 4, y * row, (y + 1) * row);
  return card;
}

/** Pixels that differ at all, and by more than half the way from background to text (a letter moved, not its anti-aliasing). */
function difference(a: Buffer, b: Buffer): {any: number; half: number} {
  let any = 0;
  let half = 0;
  for (let p = 0; p < a.length; p += 4) {
    const most = Math.max(Math.abs(a[p] - b[p]), Math.abs(a[p + 1] - b[p + 1]), Math.abs(a[p + 2] - b[p + 2]), Math.abs(a[p + 3] - b[p + 3]));
    if (most > 0) any++;
    if (most > 128) half++;
  }
  return {any, half};
}

test('a card looks as satori drew it: the same words on the same lines at the same places, anti-aliasing aside', async () => {
  const renderer = await createCardRenderer(brand, fonts);
  const texts: CardText[] = [
    {title: 'Default still improvements', section: 'Blog · January 5, 2022'},
    {title: 'Hi', section: ''},
    // Diacritics above capitals and descenders below reach past the lines' boxes.
    {title: 'Ǻngström Éclair façade — gjpqy', section: 'Docs · Ünïcödé'},
    {title: 'Łódź, Ωμέγα and Привет', section: 'Docs'},
    // Four lines and more: cut after the third with an ellipsis.
    {title: 'A very long title that needs far more than three lines of text at this size, and then some more words, so that it overflows the block', section: 'Docs · Lambda'},
    {title: 'Rendering a video on AWS Lambda with custom fonts, webhooks and a bucket of your own', section: 'Docs'},
    {title: 'Server-side rendering with renderMediaOnLambda() and getCompositions()', section: 'Docs · Lambda'},
  ];
  for (const text of texts) {
    const card = decodePixels(await renderer.draw(text));
    assert.deepEqual([card.width, card.height], [CARD_WIDTH, CARD_HEIGHT]);
    const {any, half} = difference(card.pixels, await satoriCard(text));
    assert.equal(half, 0, `the card of ${JSON.stringify(text)}`);
    // Anti-aliasing: glyphs are placed to a hundredth of a pixel, satori rounded to a tenth.
    assert.ok(any < BLOCK.width * BLOCK.height * 0.02, `${any} pixels differ in the card of ${JSON.stringify(text)}`);
  }
});

test('the frame looks as satori drew it, with a logo or without; a page with nothing to draw in the block gets the frame alone', async () => {
  const circle = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0b84f3"/><circle cx="5" cy="5" r="3" fill="#fff"/></svg>').toString('base64')}`;
  // A PNG of 8×8 pixels, a square of brand blue on white, stretched to the logo's 64×64.
  const square = new Uint8Array(8 * 8 * 4).map((_v, i) => (Math.floor(i / 32) % 7 && (i % 32) / 4 % 7 ? [11, 132, 243, 255] : [255, 255, 255, 255])[i % 4]);
  const png = `data:image/png;base64,${encodePng(square, 8, 8).toString('base64')}`;
  for (const each of [brand, {...brand, logo: circle}, {...brand, logo: png}, {...brand, siteName: 'Łódź Ωμέγα Привет', host: 'docs.example.org/sub'}]) {
    const renderer = await createCardRenderer(each, fonts);
    assert.equal(renderer.warning, undefined);
    const blank = decodePixels(await renderer.draw({title: ' ', section: ''}));
    const satoriFrame = Buffer.from(pixelsOf(await satori(frame(each), {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: satoriFonts})));
    const {any, half} = difference(blank.pixels, satoriFrame);
    assert.equal(half, 0, `${each.siteName}, logo: ${Boolean(each.logo)}`);
    assert.ok(any < CARD_WIDTH * 200 * 0.02, `${any} pixels differ`);
  }
});

test('a logo resvg would leave out is named, and the cards are drawn without it', async () => {
  const uri = (type: string, data: string) => `data:${type};base64,${Buffer.from(data).toString('base64')}`;
  assert.equal(logoProblem(uri('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>'), Resvg), undefined);
  assert.match(logoProblem(uri('image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg">'), Resvg) ?? '', /never closed/);
  assert.equal(logoProblem(uri('image/png', 'png'), Resvg), 'not a PNG file');
  assert.equal(logoProblem(uri('image/jpeg', 'jpg'), Resvg), 'not a JPEG file');
  const renderer = await createCardRenderer({...brand, logo: uri('image/png', 'png')}, fonts);
  assert.equal(renderer.warning, 'social cards are drawn without the logo: not a PNG file');
  const card = decodePixels(await renderer.draw({title: 'Hi', section: ''}));
  const plain = decodePixels(await (await createCardRenderer(brand, fonts)).draw({title: 'Hi', section: ''}));
  assert.ok(card.pixels.equals(plain.pixels));
});

test('Latin Extended, Greek and Cyrillic letters are drawn, not empty boxes (cards drew only the first font\'s letters)', async () => {
  const renderer = await createCardRenderer(brand, fonts);
  // Missing letters are all the same box: a title and its reverse would then be the same card.
  for (const [title, reversed] of [['ŁŽĄ', 'ĄŽŁ'], ['ΑΒΓΔ', 'ΔΓΒΑ'], ['АБВГ', 'ГВБА']]) {
    const card = decodePixels(await renderer.draw({title, section: 'Docs'}));
    const other = decodePixels(await renderer.draw({title: reversed, section: 'Docs'}));
    assert.ok(!card.pixels.equals(other.pixels), title);
  }
  // Ink, not a blank: more dark pixels in the title's rows than the frame has there.
  const dark = (pixels: Buffer) => {
    let count = 0;
    for (let p = BLOCK.y * CARD_WIDTH * 4; p < (BLOCK.y + BLOCK.height) * CARD_WIDTH * 4; p += 4) if (pixels[p] < 100) count++;
    return count;
  };
  for (const letter of ['Ł', 'Ω', 'Б']) assert.ok(dark(decodePixels(await renderer.draw({title: letter, section: ''})).pixels) > 500, letter);
});
