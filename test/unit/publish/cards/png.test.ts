import {test} from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {adler32, adler32Combine, encodePng, FramedPng} from '../../../../src/publish/cards/png.ts';
import {decode, decodePixels} from '../../../helpers/png.ts';

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

/** zlib's own Adler-32 of `data`: the last four bytes of a zlib stream. */
const zlibAdler = (data: Uint8Array) => {
  const stream = zlib.deflateSync(data, {level: 0});
  return stream.readUInt32BE(stream.length - 4);
};

test("Adler-32 is zlib's, at any alignment and length, and combines as zlib's adler32_combine", () => {
  // Bytes of 255 in long runs make the sums grow fastest: the reduction must keep them exact.
  const data = Buffer.alloc(40_003, 255);
  for (let i = 0; i < data.length; i += 97) data[i] = i % 251;
  for (const [start, end] of [[0, 0], [0, 1], [1, 4], [3, 11], [2, 5553], [1, 40_003], [0, 40_000]]) {
    assert.equal(adler32(data.subarray(start, end)), zlibAdler(data.subarray(start, end)), `bytes ${start}..${end}`);
  }
  for (const cut of [0, 1, 7, 5552, 39_999, 40_003]) {
    const whole = adler32Combine(adler32(data.subarray(0, cut)), adler32(data.subarray(cut)), data.length - cut);
    assert.equal(whole, zlibAdler(data), `cut at ${cut}`);
  }
  assert.equal(adler32(data.subarray(500)), zlibAdler(data.subarray(500)));
  assert.equal(adler32(data.subarray(9, 5000), adler32(data.subarray(0, 9))), zlibAdler(data.subarray(0, 5000)), 'continues from a checksum');
});

test('a framed PNG is the frame with the box written over it, wherever the box is, and the frame stays', () => {
  const width = 37;
  const height = 70;
  // A frame with varied rows (so a piece taken from the wrong place shows) and a flat middle.
  const frame = Uint8Array.from({length: width * height * 4}, (_v, i) => (Math.floor(i / (width * 4)) > 20 && Math.floor(i / (width * 4)) < 50 ? 200 : (i * 13) % 256));
  const framed = new FramedPng(frame, width, height);
  const boxes = [
    {x: 0, y: 0, width: 37, height: 70},
    {x: 5, y: 21, width: 10, height: 3},
    {x: 36, y: 15, width: 1, height: 2}, // across a piece boundary
    {x: 2, y: 69, width: 30, height: 1}, // the last row
    {x: 3, y: 16, width: 4, height: 32}, // exactly two pieces
    {x: 4, y: 30, width: 0, height: 0}, // nothing written
  ];
  for (const box of boxes) {
    const pixels = Uint8Array.from({length: box.width * box.height * 4}, (_v, i) => (i * 7 + box.y) % 256);
    // The same box mostly the frame's own pixels, a few bytes changed by up and down (the
    // checksum follows the bytes that differ), and starting off a 4-byte boundary.
    const mostlyFrame = Buffer.alloc(pixels.length + 1).subarray(1);
    for (let row = 0; row < box.height; row++) mostlyFrame.set(frame.subarray(((box.y + row) * width + box.x) * 4, ((box.y + row) * width + box.x + box.width) * 4), row * box.width * 4);
    for (let i = 0; i < mostlyFrame.length; i += 11) mostlyFrame[i] = i % 3 ? 255 - mostlyFrame[i] : 0;
    for (const drawn of [pixels, mostlyFrame]) {
      const expected = Buffer.from(frame);
      for (let row = 0; row < box.height; row++) expected.set(drawn.subarray(row * box.width * 4, (row + 1) * box.width * 4), ((box.y + row) * width + box.x) * 4);
      const png = decodePixels(framed.encode({...box, pixels: drawn}));
      assert.deepEqual([png.width, png.height], [width, height]);
      assert.ok(png.pixels.equals(expected), `box ${JSON.stringify(box)}`);
    }
  }
  const empty = decodePixels(framed.encode({x: 0, y: 0, width: 0, height: 0, pixels: new Uint8Array(0)}));
  assert.ok(empty.pixels.equals(Buffer.from(frame)), 'the frame is unchanged by the boxes written before');
  assert.throws(() => framed.encode({x: 30, y: 0, width: 10, height: 1, pixels: new Uint8Array(40)}), /a 10×1 box at 30,0 does not fit a 37×70 image/);
  assert.throws(() => framed.encode({x: 0, y: 0, width: 2, height: 2, pixels: new Uint8Array(8)}), /expected 16 bytes/);
});
