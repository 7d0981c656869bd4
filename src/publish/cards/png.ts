// PNG encoding of the card's RGBA pixels. resvg-js's own `asPng()` and pngjs both spend long on
// a 1200×630 card with their adaptive filters and strong compression; a card is flat colour
// and text, which deflates well unfiltered, with Node's zlib. This is the PNG container only
// (signature, IHDR, IDAT, IEND); the compression is zlib's.
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Level 3 is zlib's fastest that still finds the long runs of a flat background; higher levels search longer for little less. */
const LEVEL = 3;

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function pngFile(width: number, height: number, zlibData: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type: RGBA
  // Compression, filter method and interlace stay 0.
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlibData), chunk('IEND', Buffer.alloc(0))]);
}

/** Bytes of one scanline of `width` RGBA pixels in the PNG data: a filter byte, then the pixels. */
export const scanlineBytes = (width: number) => width * 4 + 1;

/**
 * A PNG file from its scanlines: `height` rows of a filter byte (0, none) and `width` RGBA pixels.
 */
export function pngFromScanlines(scanlines: Uint8Array, width: number, height: number): Buffer {
  if (scanlines.length !== scanlineBytes(width) * height) throw new RangeError(`expected ${scanlineBytes(width) * height} bytes of scanlines, got ${scanlines.length}`);
  return pngFile(width, height, zlib.deflateSync(scanlines, {level: LEVEL}));
}

/** 8-bit RGBA pixels, row after row, as unfiltered PNG scanlines. */
export function toScanlines(pixels: Uint8Array, width: number, height: number): Buffer {
  if (pixels.length !== width * height * 4) throw new RangeError(`expected ${width * height * 4} bytes of RGBA pixels, got ${pixels.length}`);
  const stride = width * 4;
  const scanlines = Buffer.alloc(scanlineBytes(width) * height);
  for (let y = 0; y < height; y++) scanlines.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return scanlines;
}

/** 8-bit RGBA pixels, row after row, as a PNG file. */
export function encodePng(pixels: Uint8Array, width: number, height: number): Buffer {
  return pngFromScanlines(toScanlines(pixels, width, height), width, height);
}

const ADLER_BASE = 65521;
/** The word steps below read bytes as little-endian words; elsewhere every byte goes one by one. */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** zlib's Adler-32 checksum of `data`, continuing from `adler` (1 for a new stream). */
export function adler32(data: Uint8Array, adler = 1): number {
  let a = adler & 0xffff;
  let b = adler >>> 16;
  let i = 0;
  // Up to the first 4-byte boundary byte by byte, then four bytes a step: the sums are the same,
  // `b` gains 4a + 4b0 + 3b1 + 2b2 + b3 for bytes b0..b3 (little-endian words).
  const head = Math.min(data.length, (4 - (data.byteOffset & 3)) & 3);
  for (; i < head; i++) {
    a += data[i];
    b += a;
  }
  const words = i === data.length || !LITTLE_ENDIAN ? new Uint32Array(0) : new Uint32Array(data.buffer, data.byteOffset + i, (data.length - i) >>> 2);
  // 1388 words (5,552 bytes, zlib's NMAX) keep both sums exact in a double before reducing them.
  for (let w = 0; w < words.length; ) {
    const end = Math.min(w + 1388, words.length);
    for (; w < end; w++) {
      const x = words[w];
      const b0 = x & 0xff;
      const b1 = (x >>> 8) & 0xff;
      const b2 = (x >>> 16) & 0xff;
      const b3 = x >>> 24;
      b += 4 * a + 4 * b0 + 3 * b1 + 2 * b2 + b3;
      a += b0 + b1 + b2 + b3;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  for (i += words.length * 4; i < data.length; i++) {
    a += data[i];
    b += a;
  }
  return (((b % ADLER_BASE) << 16) | (a % ADLER_BASE)) >>> 0;
}

/** The Adler-32 of two pieces of data from the Adler-32 of each and the second's length (zlib's adler32_combine). */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (second & 0xffff) + ADLER_BASE - 1;
  sum2 += (first >>> 16) + (second >>> 16) + ADLER_BASE - rem;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum2 >= ADLER_BASE * 2) sum2 -= ADLER_BASE * 2;
  if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/** Rows of the frame per piece compressed ahead: a box's rows are rounded out to these. */
const PIECE_ROWS = 16;
/** The zlib header (deflate, 32 KB window; a multiple of 31 as zlib requires). */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** An empty fixed-Huffman block marked final: ends the deflate data after the flushed pieces. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Raw deflate data ending on a full flush: byte-aligned, not final, and referring to nothing before it. */
const deflatePiece = (rows: Buffer) => zlib.deflateRawSync(rows, {level: LEVEL, finishFlush: zlib.constants.Z_FULL_FLUSH});

interface Piece {
  deflated: Buffer;
  adler: number;
  length: number;
}

/** Where each byte of a 4-byte word read from memory sits in its value (byte 0 the lowest on little-endian machines). */
const [BYTE0, BYTE1, BYTE2, BYTE3] = LITTLE_ENDIAN ? [0, 8, 16, 24] : [24, 16, 8, 0];
/** `bytes` as 32-bit words (a copy when they do not start on a 4-byte boundary). */
const wordsOf = (bytes: Uint8Array) => (bytes.byteOffset & 3 ? new Uint32Array(new Uint8Array(bytes).buffer) : new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >>> 2));

/**
 * PNGs of one frame image with a different opaque box of pixels written over it each time (a
 * social card's text block on the card's shared pixels). The frame is compressed once, in
 * pieces of PIECE_ROWS rows that each end on a deflate full flush, so a picture compresses only
 * the pieces its box covers and reuses the others: a deflate stream is valid across such
 * boundaries, and the zlib checksum of the whole is combined from the pieces'.
 */
export class FramedPng {
  readonly width: number;
  readonly height: number;
  /** The frame's pixels, put back where a box was, and as words to compare a box's with. */
  private readonly frame: Uint8Array;
  private readonly frameWords: Uint32Array;
  /** Each frame row's one colour as a word, or -1 when it has more than one. */
  private readonly rowColour: number[];
  /** The frame's scanlines; a box is written into them to be compressed, and the frame's pixels put back after. */
  private readonly scanlines: Buffer;
  private readonly line: number;
  private readonly pieces: Piece[];

  /** `pixels`: the frame's 8-bit RGBA pixels, row after row. */
  constructor(pixels: Uint8Array, width: number, height: number) {
    this.width = width;
    this.height = height;
    this.frame = new Uint8Array(pixels);
    this.frameWords = new Uint32Array(this.frame.buffer);
    this.rowColour = [];
    for (let y = 0; y < height; y++) {
      const first = this.frameWords[y * width];
      let x = 1;
      while (x < width && this.frameWords[y * width + x] === first) x++;
      this.rowColour.push(x === width ? first : -1);
    }
    this.scanlines = toScanlines(pixels, width, height);
    this.line = scanlineBytes(width);
    this.pieces = [];
    for (let top = 0; top < height; top += PIECE_ROWS) {
      const rows = this.scanlines.subarray(top * this.line, Math.min(height, top + PIECE_ROWS) * this.line);
      this.pieces.push({deflated: deflatePiece(rows), adler: adler32(rows), length: rows.length});
    }
  }

  /**
   * The Adler-32 of frame rows [top, bottom) with the box written over them, from the frame's
   * (`adler`, of `length` bytes) and the box's pixels that differ from the frame's: both sums of
   * Adler-32 are linear in the bytes (a = 1 + Σ byte, b = length + Σ (length − i) · byte[i]),
   * so a changed byte moves them by its change, weighted in b. A box is mostly the frame's
   * background, which costs a comparison of words and no arithmetic.
   */
  private boxAdler(adler: number, length: number, top: number, box: {pixels: Uint8Array; x: number; y: number; width: number; height: number}): number {
    const {pixels, x, y, width, height} = box;
    const boxWords = wordsOf(pixels);
    const {frameWords} = this;
    let sumA = 0;
    let sumB = 0;
    for (let row = 0; row < height; row++) {
      const boxAt = row * width;
      const frameAt = (y + row) * this.width + x;
      // A row of the box that is the frame's (between lines of text) is passed over by one native comparison.
      if (Buffer.compare(pixels.subarray(boxAt * 4, (boxAt + width) * 4), this.frame.subarray(frameAt * 4, (frameAt + width) * 4)) === 0) continue;
      // The weight of the row's first byte: the bytes from it to the end of the data.
      const weight = length - ((y - top + row) * this.line + 1 + x * 4);
      const colour = this.rowColour[y + row];
      // The row's changes: summed, weighted by column, and weighted by place in their pixel.
      let change = 0;
      let moment = 0;
      let inner = 0;
      for (let column = 0; column < width; column++) {
        const drawn = boxWords[boxAt + column];
        const under = colour >= 0 ? colour : frameWords[frameAt + column];
        if (drawn === under) continue;
        const d0 = ((drawn >>> BYTE0) & 0xff) - ((under >>> BYTE0) & 0xff);
        const d1 = ((drawn >>> BYTE1) & 0xff) - ((under >>> BYTE1) & 0xff);
        const d2 = ((drawn >>> BYTE2) & 0xff) - ((under >>> BYTE2) & 0xff);
        const d3 = ((drawn >>> BYTE3) & 0xff) - ((under >>> BYTE3) & 0xff);
        const pixel = d0 + d1 + d2 + d3;
        change += pixel;
        moment += column * pixel;
        inner += d1 + 2 * d2 + 3 * d3;
      }
      // Reduced each row, the sums stay exact in a double for any image size.
      sumA = (sumA + change) % ADLER_BASE;
      sumB = (sumB + weight * change - 4 * moment - inner) % ADLER_BASE;
    }
    const a = ((adler & 0xffff) + sumA + ADLER_BASE) % ADLER_BASE;
    const b = ((adler >>> 16) + sumB + ADLER_BASE) % ADLER_BASE;
    return ((b << 16) | a) >>> 0;
  }

  /**
   * The frame with `box` (width × height RGBA pixels, row after row, opaque) written at (x, y)
   * as a PNG file. The frame itself stays as it is.
   */
  encode(box: {pixels: Uint8Array; x: number; y: number; width: number; height: number}): Buffer {
    const {x, y, width, height, pixels} = box;
    if (x < 0 || y < 0 || width < 0 || height < 0 || x + width > this.width || y + height > this.height) {
      throw new RangeError(`a ${width}×${height} box at ${x},${y} does not fit a ${this.width}×${this.height} image`);
    }
    if (pixels.length !== width * height * 4) throw new RangeError(`expected ${width * height * 4} bytes of RGBA pixels, got ${pixels.length}`);
    const parts: Buffer[] = [ZLIB_HEADER];
    let adler = 1;
    const add = (piece: Piece) => {
      parts.push(piece.deflated);
      adler = adler32Combine(adler, piece.adler, piece.length);
    };
    const first = Math.floor(y / PIECE_ROWS);
    const last = height ? Math.ceil((y + height) / PIECE_ROWS) : first;
    for (let n = 0; n < first; n++) add(this.pieces[n]);
    if (last > first) {
      // The covered pieces' rows: the frame's, with the box written over them.
      let frameAdler = 1;
      let length = 0;
      for (let n = first; n < last; n++) {
        frameAdler = adler32Combine(frameAdler, this.pieces[n].adler, this.pieces[n].length);
        length += this.pieces[n].length;
      }
      const top = first * PIECE_ROWS;
      const stride = width * 4;
      const at = (row: number) => (y + row) * this.line + 1 + x * 4;
      for (let row = 0; row < height; row++) this.scanlines.set(pixels.subarray(row * stride, (row + 1) * stride), at(row));
      try {
        add({deflated: deflatePiece(this.scanlines.subarray(top * this.line, top * this.line + length)), adler: this.boxAdler(frameAdler, length, top, box), length});
      } finally {
        for (let row = 0; row < height; row++) {
          const from = ((y + row) * this.width + x) * 4;
          this.scanlines.set(this.frame.subarray(from, from + stride), at(row));
        }
      }
    }
    for (let n = last; n < this.pieces.length; n++) add(this.pieces[n]);
    parts.push(FINAL_BLOCK);
    const trailer = Buffer.alloc(4);
    trailer.writeUInt32BE(adler);
    parts.push(trailer);
    return pngFile(this.width, this.height, Buffer.concat(parts));
  }
}
