// The shapes the card typesetter (text.ts) works with: the part of harfbuzzjs it calls, the fonts
// and faces it shapes with, and the glyphs, pieces and lines of a laid-out block.
/** The part of harfbuzzjs (hbjs.js, which ships no types) used here. */
export interface HarfBuzz {
  createBlob(data: Uint8Array): {destroy(): void};
  createFace(blob: unknown, index: number): {upem: number; reference_table(tag: string): Uint8Array | undefined; collectUnicodes(): Uint32Array; destroy(): void};
  createFont(face: unknown): HbFont;
  createBuffer(): HbBuffer;
  shape(font: HbFont, buffer: HbBuffer, features?: string): void;
}
export interface HbFont {
  glyphToPath(glyph: number): string;
  destroy(): void;
}
export interface HbBuffer {
  addText(text: string): void;
  guessSegmentProperties(): void;
  clearContents(): void;
  getGlyphInfos(): {codepoint: number; cluster: number}[];
  getGlyphPositions(): {x_advance: number; y_advance: number; x_offset: number; y_offset: number}[];
}

export interface TextFont {
  /** The font file (OpenType/TrueType, not WOFF), for error messages. */
  file: string;
  data: Uint8Array;
}

export interface Face {
  font: HbFont;
  upem: number;
  /** hhea's ascender and descender (font units), the metrics satori (opentype.js) used. */
  ascender: number;
  descender: number;
  has: Set<number>;
  glyphs: Map<number, Glyph>;
}

export interface Glyph {
  /** Outline in font units, y up, as HarfBuzz draws it; '' for a blank glyph. */
  d: string;
  /** [xMin, yMin, xMax, yMax] of its points (font units); null when blank. */
  box: [number, number, number, number] | null;
}

/** A glyph placed in px: `x` from the start of its piece, `y` up from the baseline. */
export interface Placed {
  face: Face;
  glyph: number;
  x: number;
  y: number;
}

export interface Piece {
  text: string;
  glyphs: Placed[];
  width: number;
}

/** One line of a laid-out text: its pieces (a word with the spaces after it) and where each starts. */
export interface Line {
  pieces: {piece: Piece; x: number}[];
}

export interface Style {
  size: number;
  /** px; a number times `size`, or 'normal' (the font's ascent + descent). */
  lineHeight: number | 'normal';
  letterSpacing: number;
  fill: string;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
