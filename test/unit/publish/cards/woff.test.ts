import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import {woffToSfnt} from '../../../../src/publish/cards/woff.ts';
import {cardFonts} from '../../../../src/publish/cards/pool.ts';

/** OpenType's table checksum: the sum of its big-endian 32-bit words, zero-padded. */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

function tables(sfnt: Buffer) {
  return Array.from({length: sfnt.readUInt16BE(4)}, (_v, i) => {
    const at = 12 + 16 * i;
    const offset = sfnt.readUInt32BE(at + 8);
    assert.equal(offset % 4, 0, 'tables start on 4-byte boundaries');
    return {tag: sfnt.toString('latin1', at, at + 4), checksum: sfnt.readUInt32BE(at + 4), data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12))};
  });
}

test("the card fonts' WOFF files become their OpenType fonts: every table whole, as its checksum says", () => {
  for (const font of cardFonts()) {
    const sfnt = woffToSfnt(fs.readFileSync(font.file), font.file);
    assert.equal(sfnt.readUInt32BE(0), 0x00010000, 'TrueType outlines');
    const found = tables(sfnt);
    assert.ok(['cmap', 'glyf', 'head', 'hmtx', 'loca'].every((tag) => found.some((table) => table.tag === tag)));
    for (const table of found) {
      // The head table's checksum is taken with its checkSumAdjustment (bytes 8–11) as zero.
      const data = table.tag === 'head' ? Buffer.concat([table.data.subarray(0, 8), Buffer.alloc(4), table.data.subarray(12)]) : table.data;
      assert.equal(checksum(data), table.checksum, `${font.file}: ${table.tag}`);
    }
  }
});

test('a WOFF table stored as it is and one compressed both come out as they went in; other files are refused', () => {
  const plain = Buffer.from('abcdefg');
  const long = Buffer.alloc(400, 'xy');
  const deflated = zlib.deflateSync(long);
  const woff = Buffer.alloc(44 + 2 * 20 + 8 + deflated.length);
  woff.write('wOFF', 0, 'latin1');
  woff.writeUInt32BE(0x00010000, 4);
  woff.writeUInt16BE(2, 12);
  const entries = [
    {tag: 'aaaa', data: plain, stored: plain},
    {tag: 'bbbb', data: long, stored: deflated},
  ];
  let offset = 44 + 2 * 20;
  entries.forEach((entry, i) => {
    const at = 44 + 20 * i;
    woff.write(entry.tag, at, 'latin1');
    woff.writeUInt32BE(offset, at + 4);
    woff.writeUInt32BE(entry.stored.length, at + 8);
    woff.writeUInt32BE(entry.data.length, at + 12);
    woff.writeUInt32BE(checksum(entry.data), at + 16);
    entry.stored.copy(woff, offset);
    offset += entry.stored.length + (i === 0 ? 1 : 0);
  });
  const sfnt = woffToSfnt(woff, 'test.woff');
  assert.deepEqual([sfnt.readUInt16BE(4), sfnt.readUInt16BE(6), sfnt.readUInt16BE(8), sfnt.readUInt16BE(10)], [2, 32, 1, 0]);
  assert.deepEqual(tables(sfnt).map((table) => [table.tag, table.data.toString()]), [['aaaa', 'abcdefg'], ['bbbb', long.toString()]]);
  assert.throws(() => woffToSfnt(Buffer.from('OTTO and more bytes than a header needs, surely enough'), 'x.otf'), /x\.otf is not a WOFF font/);
  assert.throws(() => woffToSfnt(woff.subarray(0, 100), 'cut.woff'), /cut\.woff: table bbbb runs past the end of the file/);
});
