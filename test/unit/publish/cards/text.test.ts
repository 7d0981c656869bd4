import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {BLOCK, blockStyle} from '../../../../src/publish/cards/draw.ts';
import {cardFonts} from '../../../../src/publish/cards/pool.ts';
import {themeColors} from '../../../../src/publish/cards/spec.ts';
import {layOutBlock, lineText, Typesetter, type HarfBuzz, type Line} from '../../../../src/publish/cards/text.ts';
import {woffToSfnt} from '../../../../src/publish/cards/woff.ts';
import type {CardBrand, CardText} from '../../../../src/publish/cards/types.ts';

const require = createRequire(import.meta.url);
const hb = (await require('harfbuzzjs')) as HarfBuzz;
const bold = cardFonts().filter((font) => font.weight === 700);
const typesetter = new Typesetter(hb, bold.map((font) => ({file: font.file, data: woffToSfnt(fs.readFileSync(font.file), font.file)})));
const brand: CardBrand = {siteName: 'Remotion', host: 'www.remotion.dev', colors: themeColors()};
const layout = (text: CardText) => layOutBlock(typesetter, text, blockStyle(text, brand));
/** Where a line's ink ends: its last word's start and width, without the spaces after it. */
const lineEnd = (line: Line, size: number) => {
  const last = line.pieces.at(-1)!;
  return last.x + typesetter.piece(last.piece.text.trimEnd(), size, -1).width;
};

test('a short title is one line below its section line, and the home card (no section) has the title alone', () => {
  const withSection = layout({title: 'Player', section: 'Docs · Player'});
  assert.deepEqual(withSection.section.map(lineText), ['Docs · Player']);
  assert.deepEqual(withSection.title.map(lineText), ['Player']);
  const home = layout({title: 'Make videos in React', section: ''});
  assert.deepEqual(home.section, []);
  assert.deepEqual(home.title.map(lineText), ['Make videos in React']);
  // Centred: the title alone sits lower than below a section line, and its ink stays in the block.
  assert.ok(home.box && withSection.box && home.box.y0 > withSection.box.y0);
  for (const {box} of [home, withSection]) assert.ok(box && box.x0 >= 0 && box.y0 >= 0 && box.x1 <= BLOCK.width && box.y1 <= BLOCK.height, JSON.stringify(box));
});

test('a long title wraps at spaces into three lines, each within the block, none starting with a space', () => {
  const title = 'Rendering a video on AWS Lambda with custom fonts, webhooks and a bucket of your own';
  const size = blockStyle({title, section: ''}, brand).title.size;
  const {title: lines} = layout({title, section: 'Docs'});
  assert.deepEqual(lines.map(lineText), ['Rendering a video on AWS Lambda with ', 'custom fonts, webhooks and a bucket of ', 'your own']);
  for (const line of lines) assert.ok(lineEnd(line, size) <= BLOCK.width, lineText(line));
  // Greedy: the next line's first word would not have fitted on the line before.
  for (let n = 0; n + 1 < lines.length; n++) {
    const next = lines[n + 1].pieces[0].piece.text.trimEnd();
    const before = lines[n].pieces.reduce((width, {piece}) => width + piece.width, 0);
    assert.ok(before + typesetter.piece(next, size, -1).width > BLOCK.width, `${next} fits after line ${n + 1}`);
  }
});

test('a title longer than three lines keeps three, the last ending in an ellipsis within the block', () => {
  const title = 'A very long title that needs far more than three lines of text at this size, and then some more words, so that it overflows the block';
  const {title: lines} = layout({title, section: 'Docs · Lambda'});
  assert.equal(lines.length, 3);
  const last = lineText(lines[2]);
  assert.match(last, /\S…$/);
  assert.ok(title.startsWith(lines.map(lineText).join('').slice(0, -1)), 'the lines are the title cut short');
  assert.ok(lineEnd(lines[2], 54) <= BLOCK.width);
  // A single word too long for the line's rest loses letters, not the line.
  const cut = typesetter.wrap('Supercalifragilisticexpialidocious '.repeat(4), {size: 76, lineHeight: 1.12, letterSpacing: -1, fill: '#000'}, 700, 3);
  assert.equal(cut.length, 3);
  assert.match(lineText(cut[2]), /^Super\S*…$/);
});

test('a hyphen between letters is a place to break, and runs of spaces collapse', () => {
  const style = {size: 76, lineHeight: 1.12, letterSpacing: -1, fill: '#000'};
  const width = typesetter.piece('server-', 76, -1).width + 10;
  assert.deepEqual(typesetter.wrap('server-side', style, width).map(lineText), ['server-', 'side']);
  assert.deepEqual(typesetter.wrap('  a   b  ', style, 1000).map(lineText), ['a b']);
  assert.deepEqual(typesetter.wrap('--flag', style, 10).map(lineText), ['--flag'], 'no break after a leading hyphen');
});

test('each letter comes from the first font that has it (Ł from Latin Extended, Ω from Greek, Б from Cyrillic), never the missing-glyph box', () => {
  for (const letter of ['Ł', 'Ω', 'Б', 'A']) {
    const piece = typesetter.piece(letter, 76, -1);
    assert.equal(piece.glyphs.length, 1, letter);
    assert.notEqual(piece.glyphs[0].glyph, 0, letter);
    assert.ok(piece.width > 20, `${letter} advances`);
  }
  const [latin, ext, greek, cyrillic] = ['A', 'Ł', 'Ω', 'Б'].map((letter) => typesetter.piece(letter, 76, -1).glyphs[0].face);
  assert.equal(new Set([latin, ext, greek, cyrillic]).size, 4);
  // Mixed in one word: three runs, each shaped in its font, side by side.
  const mixed = typesetter.piece('AŁΩБ', 76, -1);
  assert.deepEqual(mixed.glyphs.map((glyph) => glyph.face), [latin, ext, greek, cyrillic]);
  assert.ok(mixed.glyphs.every((glyph, i) => i === 0 || glyph.x > mixed.glyphs[i - 1].x));
  // A letter no font has takes its room but draws nothing (no box).
  const missing = typesetter.piece('A\u{10900}A', 76, -1);
  assert.equal(missing.glyphs.length, 2);
});

test('the SVG is one cached outline per glyph placed by a matrix, in the colours of the theme', () => {
  const {svg} = layout({title: 'Tattoo', section: 'Docs'});
  assert.match(svg, new RegExp(`<g fill="${brand.colors.accent}">`));
  assert.match(svg, new RegExp(`<g fill="${brand.colors.fg}">`));
  const paths = [...svg.matchAll(/<path transform="matrix\(([^)]*)\)" d="([^"]+)"\/>/g)];
  assert.equal(paths.length, 4 + 6);
  const outlines = paths.slice(4).map(([, , d]) => d);
  assert.deepEqual(outlines.map((d) => outlines.indexOf(d)), [0, 1, 2, 2, 4, 4], 'T, a, t, t, o, o: a letter again is the same outline');
});
