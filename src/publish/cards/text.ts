// A card's text block, laid out directly with HarfBuzz (harfbuzzjs): each run of text shaped in
// the first Inter subset that has its letters, the title wrapped at spaces (and after hyphens)
// and cut after three lines with an ellipsis, the block centred, and the glyphs written as SVG
// paths for resvg. It follows satori's rules (line boxes, rounded baselines, letter spacing
// after each character, the block ellipsis), so cards look as they did when satori drew them.
import {escapeHtml} from '../../shared/strings.ts';
import type {CardText} from './types.ts';
import type {HarfBuzz, HbBuffer, TextFont, Face, Glyph, Placed, Piece, Line, Style, Box} from './text-shapes.ts';

export type {Box, HarfBuzz, Line, Style, TextFont} from './text-shapes.ts';

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter(undefined, {granularity: 'grapheme'});
/** A hyphen between letters is a place to break too ("server-|side"), as in satori's line breaker. */
const HYPHEN_BREAK = /(?<=[\p{L}\p{N}]-)(?=\p{L})/u;

const round2 = (value: number) => Math.round(value * 100) / 100;

export class Typesetter {
  private faces: Face[];
  private buffer: HbBuffer;
  /** Shaped pieces by size, letter spacing and text: section lines ("Docs · Lambda") and common words repeat across cards. */
  private pieces = new Map<string, Piece>();
  /** Past this many pieces the cache starts again, so thousands of titles do not grow it for ever. */
  private static readonly MAX_PIECES = 20_000;

  /** `fonts`: in the order letters are looked for in them (the first that has a letter draws it). */
  constructor(
    private hb: HarfBuzz,
    fonts: TextFont[],
  ) {
    if (!fonts.length) throw new Error('the card text needs at least one font');
    this.faces = fonts.map(({file, data}) => {
      const blob = hb.createBlob(data);
      const face = hb.createFace(blob, 0);
      // The metrics satori (opentype.js) used: hhea's, not those HarfBuzz would pick (OS/2's
      // when the font says so). Read at once: the table is a view of HarfBuzz's memory, which
      // the next call may grow, and a grown WebAssembly memory leaves old views empty.
      const hhea = face.reference_table('hhea');
      const metrics = hhea && hhea.length >= 8 ? new DataView(hhea.buffer, hhea.byteOffset, hhea.byteLength) : undefined;
      const [ascender, descender] = metrics ? [metrics.getInt16(4), metrics.getInt16(6)] : [0, 0];
      const has = new Set(face.collectUnicodes());
      if (!metrics || !has.size) throw new Error(`${file} is not a font HarfBuzz can read`);
      const font = hb.createFont(face);
      const result: Face = {font, upem: face.upem, ascender, descender, has, glyphs: new Map()};
      // The font holds the face and the face the blob: our references can go.
      face.destroy();
      blob.destroy();
      return result;
    });
    this.buffer = hb.createBuffer();
  }

  /** The face that draws a code point: the first that has it; the first face when none has (its glyph 0 is skipped). */
  private faceOf(codePoint: number): Face {
    for (const face of this.faces) if (face.has.has(codePoint)) return face;
    return this.faces[0];
  }

  private glyph(face: Face, id: number): Glyph {
    let glyph = face.glyphs.get(id);
    if (!glyph) {
      const d = face.font.glyphToPath(id);
      let box: Glyph['box'] = null;
      // Every point, control points too: a curve stays inside them, so the box holds the glyph.
      const numbers = d.match(/-?[\d.]+(?:e-?\d+)?/g)?.map(Number) ?? [];
      for (let i = 0; i + 1 < numbers.length; i += 2) {
        const [x, y] = [numbers[i], numbers[i + 1]];
        if (!box) box = [x, y, x, y];
        else box = [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)];
      }
      face.glyphs.set(id, (glyph = {d, box}));
    }
    return glyph;
  }

  /**
   * A piece of text shaped: split into runs by the face that has each letter (a combining mark
   * stays with its letter when that face has it too), each run shaped by HarfBuzz; letter
   * spacing after each character, as browsers and satori add it.
   */
  piece(text: string, size: number, letterSpacing: number): Piece {
    const key = `${size}\0${letterSpacing}\0${text}`;
    const cached = this.pieces.get(key);
    if (cached) return cached;
    const runs: {face: Face; text: string}[] = [];
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      const last = runs.at(-1);
      const face = last && /\p{M}/u.test(char) && last.face.has.has(codePoint) ? last.face : this.faceOf(codePoint);
      if (last?.face === face) last.text += char;
      else runs.push({face, text: char});
    }
    const glyphs: Placed[] = [];
    let x = 0;
    for (const run of runs) {
      const scale = size / run.face.upem;
      this.buffer.clearContents();
      this.buffer.addText(run.text);
      this.buffer.guessSegmentProperties();
      this.hb.shape(run.face.font, this.buffer);
      const infos = this.buffer.getGlyphInfos();
      const positions = this.buffer.getGlyphPositions();
      for (let i = 0; i < infos.length; i++) {
        const position = positions[i];
        // Glyph 0 is the font's "missing letter" box: a letter no subset has is left blank.
        if (infos[i].codepoint !== 0) glyphs.push({face: run.face, glyph: infos[i].codepoint, x: x + position.x_offset * scale, y: position.y_offset * scale});
        x += position.x_advance * scale;
        if (infos[i + 1]?.cluster !== infos[i].cluster) x += letterSpacing;
      }
    }
    const piece = {text, glyphs, width: x};
    if (this.pieces.size >= Typesetter.MAX_PIECES) this.pieces.clear();
    this.pieces.set(key, piece);
    return piece;
  }

  /** Line height and baseline (from the line's top) as satori computed them, like Chrome: ascent and descent rounded, half the leading floored. */
  metrics(style: Style): {height: number; baseline: number} {
    const face = this.faces[0];
    const ascender = (face.ascender / face.upem) * style.size;
    const descender = (face.descender / face.upem) * style.size;
    const height = style.lineHeight === 'normal' ? ascender - descender : style.lineHeight * style.size;
    const [ascent, descent] = [Math.round(ascender), Math.round(-descender)];
    return {height: Math.round(height), baseline: ascent + Math.floor((height - ascent - descent) / 2)};
  }

  /**
   * Greedy wrapping, as satori wrapped: a word (with the spaces after it, shaped together as
   * satori measured it: Inter kerns a comma before a space) goes on the line when it fits
   * without those spaces; a word wider than the line stays whole on a line of its own. With
   * `maxLines`, a longer text keeps its first lines, the last of them ending in an ellipsis.
   */
  wrap(text: string, style: Style, width: number, maxLines = Infinity): Line[] {
    const lines: Line[] = [];
    let line: Line | undefined;
    let lineWidth = 0;
    // White space collapses, as in CSS.
    const tokens = (text.replace(/\s+/g, ' ').trim().match(/\S+\s*/g) ?? []).flatMap((word) => word.split(HYPHEN_BREAK));
    for (const token of tokens) {
      const word = token.trimEnd();
      const trimmed = this.piece(word, style.size, style.letterSpacing);
      const piece = word === token ? trimmed : this.piece(token, style.size, style.letterSpacing);
      if (!line || lineWidth + trimmed.width > width) {
        lines.push((line = {pieces: []}));
        lineWidth = 0;
      }
      line.pieces.push({piece, x: lineWidth});
      lineWidth += piece.width;
    }
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = this.ellipsis(kept[maxLines - 1], style, width);
    return kept;
  }

  /**
   * The block ellipsis as satori drew it: the line keeps its words while each one and an
   * ellipsis after it fit; the first that does not (or the line's last) keeps the letters that
   * fit before the ellipsis (the line's first letter always), and the ellipsis ends the line.
   */
  private ellipsis(line: Line, style: Style, width: number): Line {
    const mark = this.piece(ELLIPSIS, style.size, style.letterSpacing);
    const pieces: Line['pieces'] = [];
    for (const [index, {piece, x}] of line.pieces.entries()) {
      const word = piece.text.trimEnd();
      const last = index === line.pieces.length - 1;
      if (!last && x + this.piece(word, style.size, style.letterSpacing).width + mark.width <= width) {
        pieces.push({piece, x});
        continue;
      }
      let kept = '';
      for (const {segment} of graphemes.segment(word)) {
        const next = kept + segment;
        if ((kept || x > 0) && x + this.piece(next, style.size, style.letterSpacing).width + mark.width > width) break;
        kept = next;
      }
      pieces.push({piece: this.piece(kept + ELLIPSIS, style.size, style.letterSpacing), x});
      break;
    }
    return {pieces};
  }

  /** SVG paths of `lines` with their first line's top at `top`, and the box their ink covers. */
  draw(lines: Line[], style: Style, left: number, top: number): {svg: string; box: Box | null} {
    const {height, baseline} = this.metrics(style);
    let svg = `<g fill="${escapeHtml(style.fill)}">`;
    let box: Box | null = null;
    lines.forEach((line, index) => {
      const y = top + index * height + baseline;
      for (const {piece, x: at} of line.pieces) {
        // Satori put each word of a text of several lines on a whole pixel.
        const x = lines.length > 1 ? Math.round(at) : at;
        for (const placed of piece.glyphs) {
          const glyph = this.glyph(placed.face, placed.glyph);
          if (!glyph.box) continue;
          const scale = style.size / placed.face.upem;
          const gx = left + x + placed.x;
          const gy = y - placed.y;
          // Outlines are y-up in font units: one cached path per glyph, placed by a matrix.
          svg += `<path transform="matrix(${scale} 0 0 ${-scale} ${round2(gx)} ${round2(gy)})" d="${glyph.d}"/>`;
          const [x0, y0, x1, y1] = glyph.box;
          const ink = {x0: round2(gx) + x0 * scale, y0: round2(gy) - y1 * scale, x1: round2(gx) + x1 * scale, y1: round2(gy) - y0 * scale};
          box = box ? {x0: Math.min(box.x0, ink.x0), y0: Math.min(box.y0, ink.y0), x1: Math.max(box.x1, ink.x1), y1: Math.max(box.y1, ink.y1)} : ink;
        }
      }
    });
    return {svg: `${svg}</g>`, box};
  }
}

/** What a laid-out text block is: its lines per part, for tests and the drawing. */
export interface BlockLayout {
  section: Line[];
  title: Line[];
  svg: string;
  box: Box | null;
}

export interface BlockStyle {
  width: number;
  height: number;
  section: Style & {marginBottom: number};
  title: Style;
  titleLines: number;
}

/** The section line above the title, the block centred vertically (coordinates inside the block). */
export function layOutBlock(typesetter: Typesetter, text: CardText, style: BlockStyle): BlockLayout {
  const section = text.section ? typesetter.wrap(text.section, style.section, style.width) : [];
  const title = typesetter.wrap(text.title, style.title, style.width, style.titleLines);
  const sectionHeight = section.length ? section.length * typesetter.metrics(style.section).height + style.section.marginBottom : 0;
  const titleHeight = title.length * typesetter.metrics(style.title).height;
  const top = Math.round((style.height - sectionHeight - titleHeight) / 2);
  const drawnSection = typesetter.draw(section, style.section, 0, top);
  const drawnTitle = typesetter.draw(title, style.title, 0, top + sectionHeight);
  const boxes = [drawnSection.box, drawnTitle.box].filter((box): box is Box => box !== null);
  const box = boxes.length ? {x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1))} : null;
  return {section, title, svg: (section.length ? drawnSection.svg : '') + drawnTitle.svg, box};
}

/** A laid-out line as plain text (tests, messages). */
export const lineText = (line: Line) => line.pieces.map(({piece}) => piece.text).join('');
