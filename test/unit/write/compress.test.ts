import {test} from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {COMPRESSED_VARIANTS, compressedCopies} from '../../../src/write/compress.ts';

test('each compressed variant is made once, and decompresses to the file', () => {
  const content = Buffer.from(`<main>${'Frames rendered — '.repeat(200)}</main>`);
  const copies = new Map(compressedCopies(content));
  assert.deepEqual([...copies.keys()], [...COMPRESSED_VARIANTS]);
  assert.ok(zlib.gunzipSync(copies.get('.gz')!).equals(content));
  assert.ok(zlib.brotliDecompressSync(copies.get('.br')!).equals(content));
  for (const bytes of copies.values()) assert.ok(bytes.length < content.length / 4, 'compressed');
});
