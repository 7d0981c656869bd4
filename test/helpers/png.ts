// Reads back the PNG files the social cards are written as (src/publish/cards/png.ts).
import assert from 'node:assert/strict';
import zlib from 'node:zlib';

/** Reads a PNG back: every chunk's CRC checked, the pixels inflated from IDAT (zlib checks the Adler-32). */
export function decode(png: Buffer) {
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: {type: string; data: Buffer}[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    const data = png.subarray(at + 8, at + 8 + length);
    assert.equal(png.readUInt32BE(at + 8 + length), zlib.crc32(png.subarray(at + 4, at + 8 + length)), `${type} CRC`);
    chunks.push({type, data});
    at += 12 + length;
  }
  assert.deepEqual(chunks.map((c) => c.type), ['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0].data;
  return {width: header.readUInt32BE(0), height: header.readUInt32BE(4), depth: header[8], colour: header[9], raw: zlib.inflateSync(chunks[1].data)};
}

/** The RGBA pixels of a PNG written by png.ts (8-bit RGBA, every scanline unfiltered). */
export function decodePixels(png: Buffer): {width: number; height: number; pixels: Buffer} {
  const {width, height, depth, colour, raw} = decode(png);
  assert.deepEqual([depth, colour], [8, 6]);
  const line = width * 4 + 1;
  assert.equal(raw.length, line * height);
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    assert.equal(raw[y * line], 0, `row ${y}: filter none`);
    raw.copy(pixels, y * width * 4, y * line + 1, (y + 1) * line);
  }
  return {width, height, pixels};
}
