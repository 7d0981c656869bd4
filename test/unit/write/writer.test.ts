// The writers encode a string file once (src/write/writer.ts): the file, its compressed copies
// and its content hash are the string's UTF-8 bytes, also for text past Latin-1.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {Entries} from '../../../src/cache/store.ts';
import {contentHash, InPlaceWriter, SwapWriter, type OutputRecord} from '../../../src/write/writer.ts';

const text = `<p>Frames — rendered ✅ ${'x'.repeat(2000)}</p>\n`;

test('SwapWriter writes a string as UTF-8, with compressed copies of the same bytes and the string\'s hash', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  const out = path.join(dir, 'out');
  const writer = new SwapWriter(out, {records: new Entries<OutputRecord>(new Map()), lists: new Entries<string[]>(new Map())});
  assert.equal(writer.add('page.html', text), contentHash(text));
  await writer.commit();
  const bytes = fs.readFileSync(path.join(out, 'page.html'));
  assert.ok(bytes.equals(Buffer.from(text)));
  assert.ok(zlib.gunzipSync(fs.readFileSync(path.join(out, 'page.html.gz'))).equals(bytes));
  assert.ok(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, 'page.html.br'))).equals(bytes));
  fs.rmSync(dir, {recursive: true, force: true});
});

test('InPlaceWriter writes a string as UTF-8 and returns the string\'s hash', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  const writer = new InPlaceWriter(dir);
  assert.equal(writer.add('page.html', text), contentHash(text));
  await writer.commit();
  assert.ok(fs.readFileSync(path.join(dir, 'page.html')).equals(Buffer.from(text)));
  fs.rmSync(dir, {recursive: true, force: true});
});
