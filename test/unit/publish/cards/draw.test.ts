import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {BLOCK, createCardRenderer, frame, satoriFont, textBlock} from '../../../../src/publish/cards/draw.ts';
import {cardFonts} from '../../../../src/publish/cards/pool.ts';
import {themeColors} from '../../../../src/publish/cards/spec.ts';
import {CARD_HEIGHT, CARD_WIDTH, type CardBrand, type CardText} from '../../../../src/publish/cards/types.ts';
import {decodePixels} from '../../../helpers/png.ts';

const brand: CardBrand = {siteName: 'Remotion', host: 'www.remotion.dev', colors: themeColors()};
const fonts = cardFonts();
const satoriFonts = fonts.map((font) => satoriFont(font, fs.readFileSync(font.file)));
const pixelsOf = (svg: string, background?: string) => new Resvg(svg, {background, font: {loadSystemFonts: false}}).render().pixels;

/** The card drawn whole, as cards were drawn before: every font, the title always clamped, the whole block rasterised. */
async function wholeCard(text: CardText): Promise<Buffer> {
  const card = Buffer.from(pixelsOf(await satori(frame(brand), {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: satoriFonts})));
  const block = pixelsOf(await satori(textBlock(text, brand, true), {width: BLOCK.width, height: BLOCK.height, fonts: satoriFonts}), brand.colors.bg);
  const row = BLOCK.width * 4;
  for (let y = 0; y < BLOCK.height; y++) block.copy(card, ((BLOCK.y + y) * CARD_WIDTH + BLOCK.x) * 4, y * row, (y + 1) * row);
  return card;
}

test('a card is pixel for pixel the card drawn whole: the text box alone rasterised, the title clamped only when it overflows', async () => {
  const renderer = await createCardRenderer(brand, fonts);
  const texts: CardText[] = [
    {title: 'Default still improvements', section: 'Blog · January 5, 2022'},
    {title: 'Hi', section: ''},
    // Diacritics above capitals and descenders below reach past the lines' boxes.
    {title: 'Ǻngström Éclair façade — gjpqy', section: 'Docs · Ünïcödé'},
    {title: 'Łódź, Ωμέγα and Привет', section: 'Docs'},
    // Four lines and more: cut after the third with an ellipsis.
    {title: 'A very long title that needs far more than three lines of text at this size, and then some more words, so that it overflows the block', section: 'Docs · Lambda'},
    {title: 'Exactly three lines of a rather long title here, wrapping twice over', section: 'Docs'},
  ];
  for (const text of texts) {
    const card = decodePixels(await renderer.draw(text));
    assert.deepEqual([card.width, card.height], [CARD_WIDTH, CARD_HEIGHT]);
    assert.ok(card.pixels.equals(await wholeCard(text)), `the card of ${JSON.stringify(text)}`);
  }
});

test('Latin Extended, Greek and Cyrillic letters are drawn, not empty boxes (cards drew only the first font\'s letters)', async () => {
  const renderer = await createCardRenderer(brand, fonts);
  // Missing letters are all the same box: a title and its reverse would then be the same card.
  for (const [title, reversed] of [['ŁŽĄ', 'ĄŽŁ'], ['ΑΒΓΔ', 'ΔΓΒΑ'], ['АБВГ', 'ГВБА']]) {
    const card = decodePixels(await renderer.draw({title, section: 'Docs'}));
    const other = decodePixels(await renderer.draw({title: reversed, section: 'Docs'}));
    assert.ok(!card.pixels.equals(other.pixels), title);
  }
  // And a Latin title is drawn as before, whatever other scripts the renderer has drawn.
  const text = {title: 'Default still improvements', section: 'Blog'};
  assert.ok(decodePixels(await renderer.draw(text)).pixels.equals(await wholeCard(text)));
});
