import {test} from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {encodePng} from '../../../../src/publish/cards/png.ts';

/** Reads a PNG back: every chunk's CRC checked, the pixels inflated from IDAT. */
function decode(png: Buffer) {
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

test('a PNG of RGBA pixels: valid chunks, and the pixels come back unchanged', () => {
  const width = 3;
  const height = 2;
  const pixels = Uint8Array.from({length: width * height * 4}, (_v, i) => (i * 37) % 256);
  const png = decode(encodePng(pixels, width, height));
  assert.deepEqual([png.width, png.height, png.depth, png.colour], [3, 2, 8, 6]);
  for (let y = 0; y < height; y++) {
    assert.equal(png.raw[y * (width * 4 + 1)], 0, 'filter: none');
    assert.deepEqual([...png.raw.subarray(y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1))], [...pixels.subarray(y * width * 4, (y + 1) * width * 4)]);
  }
  assert.throws(() => encodePng(new Uint8Array(5), 3, 2), /expected 24 bytes/);
});
