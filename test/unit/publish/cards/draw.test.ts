import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createElement as h, type ReactNode} from 'react';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {BLOCK, createCardRenderer, frame, satoriFont, titleSize} from '../../../../src/publish/cards/draw.ts';
import {cardFonts} from '../../../../src/publish/cards/pool.ts';
import {themeColors} from '../../../../src/publish/cards/spec.ts';
import {CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText} from '../../../../src/publish/cards/types.ts';
import {decodePixels} from '../../../helpers/png.ts';

const brand: CardBrand = {siteName: 'Remotion', host: 'www.remotion.dev', colors: themeColors()};
const fonts = cardFonts();
const satoriFonts = fonts.map((font) => satoriFont(font, fs.readFileSync(font.file)));
const pixelsOf = (svg: string, background?: string) => new Resvg(svg, {background, font: {loadSystemFonts: false}}).render().pixels;

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

test('a page with nothing to draw in the block gets the frame alone', async () => {
  const renderer = await createCardRenderer(brand, fonts);
  const blank = decodePixels(await renderer.draw({title: ' ', section: ''}));
  const frameOnly = Buffer.from(pixelsOf(await satori(frame(brand), {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: satoriFonts})));
  assert.ok(blank.pixels.equals(frameOnly));
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
