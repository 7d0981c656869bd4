// The writers encode a string file once (src/write/writer.ts): the file, its compressed copies
// and its content hash are the string's UTF-8 bytes, also for text past Latin-1.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {spawnSync} from 'node:child_process';
import {CacheStore} from '../../../src/cache/store.ts';
import {abandonedTemps, contentHash, InPlaceWriter, replacedName, replacedOutputs, SwapWriter} from '../../../src/write/writer.ts';

const text = `<p>Frames — rendered ✅ ${'x'.repeat(2000)}</p>\n`;

/** Where the writers keep what they record and their threads' code: one for the file, as a build has one. */
const store = new CacheStore(fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-cache-')), false);
after(() => {
  store.dispose();
  fs.rmSync(store.dir, {recursive: true, force: true});
});

test('SwapWriter writes a string as UTF-8, with compressed copies of the same bytes and the string\'s hash', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  const out = path.join(dir, 'out');
  const writer = new SwapWriter(out, store);
  writer.precompress(true);
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

test('InPlaceWriter: a rebuild\'s file is written when it is added, not left for a thread (its reload waits for none)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  const writer = new InPlaceWriter(dir);
  writer.add('page.html', text);
  await writer.commit();
  writer.add('page.html', `${text}edited`);
  assert.equal(fs.readFileSync(path.join(dir, 'page.html'), 'utf8'), `${text}edited`, 'on disk before the commit');
  assert.deepEqual(fs.readdirSync(dir).filter((name) => name.endsWith('.tmp')), [], 'no temporary file is left');
  assert.deepEqual(await writer.commit({final: false}), ['page.html']);
  assert.deepEqual(await writer.commit(), []);
  // What the rebuild wrote is recorded as written: the same content again changes nothing.
  writer.add('page.html', `${text}edited`);
  assert.deepEqual(await writer.commit(), []);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('bytes a step hands to the writer stay its own, large or small; a string is written whole however large', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  const out = path.join(dir, 'out');
  const writer = new SwapWriter(out, store);
  const large = Buffer.alloc(3 << 20, 'r');
  const small = new Uint8Array(Buffer.from('small bytes'));
  const page = `<p>${'Frames — rendered ✅ '.repeat(100_000)}</p>`;
  writer.add('search/records.json', large);
  writer.add('small.bin', small);
  writer.add('page.html', page);
  await writer.commit();
  assert.equal(large.byteLength, 3 << 20, 'the large buffer is not moved away');
  assert.equal(Buffer.from(small).toString(), 'small bytes');
  assert.ok(fs.readFileSync(path.join(out, 'search/records.json')).equals(large));
  assert.ok(fs.readFileSync(path.join(out, 'small.bin')).equals(small));
  assert.ok(fs.readFileSync(path.join(out, 'page.html')).equals(Buffer.from(page)));
  fs.rmSync(dir, {recursive: true, force: true});
});

// A large generated file (search/records.json) comes in chunks: written one after the other,
// never joined, and hashed as the bytes they make.
const chunkList = (size: number) => [Buffer.from('['), Buffer.from(`"${'Frames — ✅ '.repeat(size)}"`).subarray(1), Buffer.from(',"x"]')];

test('a file in chunks is their bytes one after the other, with their hash and compressed copies, the chunks left as they were', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  const out = path.join(dir, 'out');
  const writer = new SwapWriter(out, store);
  writer.precompress(true);
  // Large without copies (written by the calling thread), small, and large with copies (on a thread).
  const files = {'large.bin': chunkList(200_000), 'small.bin': chunkList(3), 'search/records.json': chunkList(100_000)};
  const joined = Object.fromEntries(Object.entries(files).map(([name, chunks]) => [name, Buffer.concat(chunks)]));
  for (const [name, chunks] of Object.entries(files)) assert.equal(writer.add(name, chunks), contentHash(joined[name]), name);
  await writer.commit();
  for (const [name, bytes] of Object.entries(joined)) {
    assert.ok(fs.readFileSync(path.join(out, name)).equals(bytes), name);
    assert.ok(Buffer.concat(files[name as keyof typeof files]).equals(bytes), `${name}: the chunks are untouched`);
  }
  assert.ok(zlib.gunzipSync(fs.readFileSync(path.join(out, 'search/records.json.gz'))).equals(joined['search/records.json']));
  assert.ok(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, 'search/records.json.br'))).equals(joined['search/records.json']));
  assert.ok(!fs.existsSync(path.join(out, 'large.bin.gz')));
  const inPlace = new InPlaceWriter(path.join(dir, 'watch'));
  assert.equal(inPlace.add('search/records.json', files['search/records.json']), contentHash(joined['search/records.json']));
  await inPlace.commit();
  assert.ok(fs.readFileSync(path.join(dir, 'watch/search/records.json')).equals(joined['search/records.json']));
  fs.rmSync(dir, {recursive: true, force: true});
});

/** Polls until `done` holds (a detached process works meanwhile), for at most 10 s. */
async function eventually(done: () => boolean): Promise<boolean> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return done();
}

test('the output a build replaces is deleted after the new one is in place, by a process of its own', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  const out = path.join(dir, 'out');
  const first = new SwapWriter(out, store);
  for (let n = 0; n < 200; n++) first.add(`old/${n}.html`, `${text}${n}`);
  await first.commit();
  const second = new SwapWriter(out, store);
  second.add('page.html', text);
  await second.commit();
  // The new output is whole at once; the old one goes without the build waiting for it.
  assert.deepEqual(fs.readdirSync(out).sort(), ['.sitegen-output', 'page.html']);
  assert.ok(await eventually(() => !replacedOutputs(out).length), `left: ${replacedOutputs(out).join(', ')}`);
  assert.deepEqual(fs.readdirSync(dir), ['out']);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('an output whose deletion was cut short is deleted by a later build, and nothing else beside the output', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  const out = path.join(dir, 'out');
  const left = replacedName(path.join(dir, '.out.tmp-AbC123'));
  fs.mkdirSync(path.join(left, 'docs'), {recursive: true});
  fs.writeFileSync(path.join(left, 'docs/index.html'), text);
  // Folders a build did not make, though their names come close.
  const mine = [path.join(dir, '.out.tmp-AbC123-older'), path.join(dir, '.other.tmp-AbC123-old'), path.join(dir, 'out.tmp-AbC123-old')];
  for (const folder of mine) fs.mkdirSync(folder);
  assert.deepEqual(replacedOutputs(out), [left]);
  const writer = new SwapWriter(out, store, {abandonedMs: 0});
  writer.add('page.html', text);
  await writer.commit();
  assert.ok(await eventually(() => !fs.existsSync(left)));
  for (const folder of mine) assert.ok(fs.existsSync(folder), folder);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('turning precompress on or off writes a kept file again, with its copies or without', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  const out = path.join(dir, 'out');
  const build = async (precompress: boolean) => {
    const writer = new SwapWriter(out, store);
    writer.precompress(precompress);
    const hash = contentHash(text);
    if (writer.has('page.html', hash)) writer.keep('page.html');
    else writer.add('page.html', text);
    // Below 512 bytes: never copied, and kept whatever the setting.
    if (writer.has('small.html', contentHash('<p>small</p>'))) writer.keep('small.html');
    else writer.add('small.html', '<p>small</p>');
    await writer.commit();
    return {kept: writer.kept, files: fs.readdirSync(out).sort()};
  };
  const withCopies = ['.sitegen-output', 'page.html', 'page.html.br', 'page.html.gz', 'small.html'];
  const without = ['.sitegen-output', 'page.html', 'small.html'];
  assert.deepEqual(await build(true), {kept: 0, files: withCopies});
  assert.deepEqual(await build(true), {kept: 2, files: withCopies});
  assert.deepEqual(await build(false), {kept: 1, files: without});
  assert.deepEqual(await build(false), {kept: 2, files: without});
  assert.deepEqual(await build(true), {kept: 1, files: withCopies});
  assert.ok(zlib.gunzipSync(fs.readFileSync(path.join(out, 'page.html.gz'))).equals(Buffer.from(text)));
  fs.rmSync(dir, {recursive: true, force: true});
});

test('a file its thread cannot write fails the commit with the system\'s error naming the file, and the threads stop', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  const out = path.join(dir, 'out');
  const writer = new SwapWriter(out, store);
  writer.add('x/page.html', text);
  // `x` is a folder by now: writing a file there fails on the thread.
  writer.add('x', text);
  await assert.rejects(writer.commit(), (error: NodeJS.ErrnoException) => error.code === 'EISDIR' && error.message.includes(`${path.sep}x'`));
  await writer.abort();
  assert.ok(!fs.existsSync(out), 'no output replaced');
  assert.deepEqual(fs.readdirSync(dir), [], 'the temporary folder is gone');
  fs.rmSync(dir, {recursive: true, force: true});
});

test("a killed build's new output folder is deleted by a later build, never a running build's or a folder sitegen did not make", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  const out = path.join(dir, 'out');
  // A process that has exited: its folder's build was killed.
  const dead = spawnSync(process.execPath, ['-e', '']).pid;
  const killed = path.join(dir, `.out.tmp-${dead}-AbC123`);
  const running = path.join(dir, `.out.tmp-${process.ppid}-XyZ789`);
  const unmarked = path.join(dir, `.out.tmp-${dead}-QrS456`);
  for (const folder of [killed, running]) {
    fs.mkdirSync(path.join(folder, 'docs'), {recursive: true});
    fs.writeFileSync(path.join(folder, '.sitegen-output'), '{}\n');
    fs.writeFileSync(path.join(folder, 'docs/index.html'), text);
  }
  fs.mkdirSync(unmarked);
  assert.deepEqual(abandonedTemps(out, 60_000), [killed]);
  const writer = new SwapWriter(out, store);
  writer.add('page.html', text);
  await writer.commit();
  assert.ok(await eventually(() => !fs.existsSync(killed)), 'the killed build\'s folder is deleted');
  for (const folder of [running, unmarked]) assert.ok(fs.existsSync(folder), folder);
  assert.deepEqual(fs.readdirSync(out).sort(), ['.sitegen-output', 'page.html']);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('a build that writes and removes nothing leaves the cached list of output names unchanged, so the cache is not written again', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-writer-'));
  const out = path.join(dir, 'out');
  const cacheDir = path.join(dir, 'cache');
  const build = async () => {
    const cache = new CacheStore(cacheDir, true);
    const writer = new SwapWriter(out, cache);
    if (writer.has('page.html', contentHash(text))) writer.keep('page.html');
    else writer.add('page.html', text);
    const written = await writer.commit();
    const dirty = cache.entries('output-lists').dirty;
    cache.save();
    return {written, dirty};
  };
  assert.deepEqual(await build(), {written: ['page.html'], dirty: true});
  assert.deepEqual(await build(), {written: [], dirty: false});
  fs.rmSync(dir, {recursive: true, force: true});
});
