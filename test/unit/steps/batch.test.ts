import {mock, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CacheStore} from '../../../src/cache/store.ts';
import {siteConfigSchema, type SiteConfig} from '../../../src/config/schema.ts';
import {silentReporter} from '../../../src/log.ts';
import {contentHash, type OutputWriter} from '../../../src/write/writer.ts';
import {collectGarbage} from '../../../src/threads/memory.ts';
import {defineBatchStep, defineBlobBatchStep, keyed, sourceFile, StepRunner, type SourceFile} from '../../../src/steps/runner.ts';

/** An output in memory: what the last run left, and what this run added, kept or copied. */
function memoryWriter() {
  const last = new Map<string, string>();
  const current = new Map<string, string>();
  const copied: string[] = [];
  const writer: OutputWriter = {
    outDir: '/out',
    has: (name, hash) => last.get(name) === hash,
    add: (name, content) => {
      const hash = contentHash(content);
      current.set(name, hash);
      return hash;
    },
    keep: (name) => void current.set(name, last.get(name)!),
    copy: (name, from) => {
      copied.push(name);
      current.set(name, contentHash(fs.readFileSync(from)));
    },
    commit: async () => [],
    abort: async () => {},
    ready: async () => {},
  };
  return {writer, current, copied, next: () => {
    last.clear();
    for (const [name, hash] of current) last.set(name, hash);
    current.clear();
  }};
}

function config(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {...siteConfigSchema.parse({title: 'T', url: 'https://example.com'}), ...overrides};
}

function setup(persist = false) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-batch-'));
  const store = new CacheStore(path.join(dir, 'cache'), persist);
  const out = memoryWriter();
  const runner = (site = config()) => new StepRunner({store, reporter: silentReporter(), writer: out.writer, config: site});
  return {dir, store, out, runner};
}

/** What the step was given on each run. */
const given: string[][] = [];
const shouted = defineBatchStep({
  name: 'shouted',
  version: 1,
  config: ['title'],
  async run(shared: {suffix: string}, items: {word: string}[], tools) {
    given.push(items.map((item) => item.word));
    // Results come in any order, as a pool's do.
    for (const n of [...items.keys()].reverse()) {
      await new Promise((resolve) => setImmediate(resolve));
      tools.done(n, `${tools.config.title}:${items[n].word.toUpperCase()}${shared.suffix}`);
    }
    return items.length;
  },
});

test('a batch step is given only the items without a kept result, and returns all in order', async () => {
  given.length = 0;
  const {runner} = setup();
  const words = (list: string[]) => list.map((word) => ({word}));
  const first = await runner().batch(shouted, {suffix: '!'}, words(['a', 'b'])).done();
  assert.deepEqual(first.outputs, ['T:A!', 'T:B!']);
  assert.deepEqual([first.made, first.reused, first.result], [2, 0, 2]);
  const again = await runner().batch(shouted, {suffix: '!'}, words(['a', 'b'])).done();
  assert.deepEqual(again.outputs, ['T:A!', 'T:B!']);
  assert.deepEqual([again.made, again.reused, again.result], [0, 2, undefined]);
  assert.deepEqual(again.keys, first.keys);
  const changed = await runner().batch(shouted, {suffix: '!'}, words(['a', 'c', 'b'])).done();
  assert.deepEqual(changed.outputs, ['T:A!', 'T:C!', 'T:B!']);
  assert.deepEqual(given, [['a', 'b'], ['c']], 'a new or changed item is the only one made');
});

test('a changed shared input, declared config key or version makes every item again; others do not', async () => {
  given.length = 0;
  const {runner} = setup();
  const items = [{word: 'a'}, {word: 'b'}];
  await runner().batch(shouted, {suffix: '!'}, items).done();
  assert.equal((await runner(config({tagline: 'other'})).batch(shouted, {suffix: '!'}, items).done()).made, 0);
  assert.equal((await runner().batch(shouted, {suffix: '?'}, items).done()).made, 2);
  assert.deepEqual((await runner(config({title: 'U'})).batch(shouted, {suffix: '?'}, items).done()).outputs, ['U:A?', 'U:B?']);
  assert.equal((await runner(config({title: 'U'})).batch({...shouted, version: 2}, {suffix: '?'}, items).done()).made, 2);
  // A keyed input stands for itself by its key.
  const big = keyed('!'.repeat(3), 'bang');
  assert.equal((await runner().batch(shouted, {suffix: big}, items).done()).made, 2);
  assert.equal((await runner().batch(shouted, {suffix: keyed('other value', 'bang')}, items).done()).made, 0);
});

test('an item made from files is made again when one of them changes, and its key changes with it', async () => {
  const {dir, runner} = setup();
  const page = path.join(dir, 'page.md');
  const partial = path.join(dir, 'partial.md');
  fs.writeFileSync(page, 'page');
  fs.writeFileSync(partial, 'one');
  const step = defineBatchStep({
    name: 'reads',
    version: 1,
    config: [],
    run(_shared: object, items: {file: string}[], tools) {
      for (const [n, item] of items.entries()) {
        const text = tools.read(n, item.file).toString();
        tools.dependsOn(n, [partial]);
        tools.done(n, `${text}+${fs.readFileSync(partial, 'utf8')}`);
      }
    },
  });
  const build = () => runner().batch(step, {}, [{file: page}]).done();
  const first = await build();
  assert.deepEqual([first.outputs, first.made], [['page+one'], 1]);
  assert.equal((await build()).made, 0);
  fs.writeFileSync(partial, 'two, longer');
  const second = await build();
  assert.deepEqual([second.outputs, second.made], [['page+two, longer'], 1]);
  assert.notEqual(second.keys[0], first.keys[0]);
  fs.writeFileSync(page, 'edited page');
  assert.deepEqual((await build()).outputs, ['edited page+two, longer']);
});

test('a blob step writes its bytes, keeps them in the cache folder by content hash and reuses them in a new output', async () => {
  const {dir, store, out, runner} = setup(true);
  let drawn = 0;
  const step = defineBlobBatchStep({
    name: 'drawn',
    version: 1,
    config: [],
    output: (item: {name: string}) => `img/${item.name}.png`,
    run(_shared: object, items: {name: string}[], tools) {
      for (const [n, item] of items.entries()) {
        drawn++;
        tools.done(n, Buffer.from(`png of ${item.name}`));
      }
    },
  });
  const first = await runner().batch(step, {}, [{name: 'a'}, {name: 'b'}]).done();
  assert.deepEqual(first.outputs, [{file: 'img/a.png', size: 8}, {file: 'img/b.png', size: 8}]);
  assert.equal(out.current.get('img/a.png'), contentHash('png of a'));
  const kept = fs.readdirSync(path.join(dir, 'cache', 'files')).sort();
  assert.deepEqual(kept, [`drawn-${contentHash('png of a')}.png`, `drawn-${contentHash('png of b')}.png`]);
  store.save();

  // The same output: kept as it is. A new output (a fresh folder): copied from the cache folder.
  out.next();
  const warm = await runner().batch(step, {}, [{name: 'a'}, {name: 'b'}]).done();
  assert.deepEqual([warm.made, out.copied.length], [0, 0]);
  out.next();
  out.next();
  const fresh = new StepRunner({store: new CacheStore(path.join(dir, 'cache'), true), reporter: silentReporter(), writer: out.writer, config: config()});
  const copied = await fresh.batch(step, {}, [{name: 'a'}, {name: 'b'}]).done();
  assert.deepEqual([copied.made, out.copied], [0, ['img/a.png', 'img/b.png']]);
  assert.equal(out.current.get('img/b.png'), contentHash('png of b'));
  assert.equal(drawn, 2);

  // A kept blob that is gone is made again.
  fs.rmSync(path.join(dir, 'cache', 'files', kept[0]));
  out.next();
  out.next();
  assert.equal((await runner().batch(step, {}, [{name: 'a'}, {name: 'b'}]).done()).made, 1);
});

test('a batch step that fails keeps the results it reported: the next run is given only the rest', async () => {
  given.length = 0;
  const {dir, store: failed, runner} = setup(true);
  const failing = defineBatchStep({
    name: 'failing',
    version: 1,
    config: [],
    run(_shared: object, items: {word: string}[], tools) {
      given.push(items.map((item) => item.word));
      for (const [n, item] of items.entries()) if (item.word !== 'bad') tools.done(n, item.word);
      if (items.some((item) => item.word === 'bad')) throw new Error('bad item');
    },
  });
  await assert.rejects(runner().batch(failing, {}, [{word: 'a'}, {word: 'bad'}, {word: 'b'}]).done(), /bad item/);
  // What a failed build saves, read by the next run's store.
  failed.saveSteps(['failing']);
  const next = new StepRunner({store: new CacheStore(path.join(dir, 'cache'), true), reporter: silentReporter(), config: config()});
  const result = await next.batch(failing, {}, [{word: 'a'}, {word: 'good'}, {word: 'b'}]).done();
  assert.deepEqual(result.outputs, ['a', 'good', 'b']);
  assert.deepEqual(given, [['a', 'bad', 'b'], ['good']]);
});

test('a batch step that returns without reporting every item is an error; a cancelled one is not', async () => {
  const {runner} = setup();
  const lazy = defineBatchStep({name: 'lazy', version: 1, config: [], run: (_shared: object, _items: {n: number}[]) => {}});
  await assert.rejects(runner().batch(lazy, {}, [{n: 1}]).done(), /ended without results for 1 of its 1 items/);
  let stopped = false;
  const waiting = defineBatchStep({
    name: 'waiting',
    version: 1,
    config: [],
    run: (_shared: object, _items: {n: number}[], tools) => new Promise<void>((resolve) =>
        tools.signal.addEventListener('abort', () => {
          stopped = true;
          resolve();
        }),
      ),
  });
  await runner().batch(waiting, {}, [{n: 1}]).cancel();
  assert.ok(stopped);
});

test('a source file stands in an item key for its content: a version made before is reused when the file has it again', async () => {
  const {dir, runner} = setup();
  const file = path.join(dir, 'page.md');
  const step = defineBatchStep({
    name: 'sourced',
    version: 1,
    config: [],
    run(_shared: object, items: {source: SourceFile}[], tools) {
      for (const [n, item] of items.entries()) tools.done(n, tools.read(n, item.source.path).toString().toUpperCase());
    },
  });
  const build = () => runner().batch(step, {}, [{source: sourceFile(file)}]).done();
  fs.writeFileSync(file, 'one');
  assert.deepEqual((await build()).outputs, ['ONE']);
  fs.writeFileSync(file, 'two, longer');
  const two = await build();
  assert.deepEqual([two.outputs, two.made], [['TWO, LONGER'], 1]);
  fs.writeFileSync(file, 'one');
  const back = await build();
  assert.deepEqual([back.outputs, back.made], [['ONE'], 0]);
});

test('a cold run reads each source file once, and that read answers for it in the build (content-imports read and hashed every page twice)', async () => {
  const {dir, runner} = setup();
  const file = path.join(dir, 'page.md');
  fs.writeFileSync(file, 'one');
  const upper = defineBatchStep({
    name: 'upper',
    version: 1,
    config: [],
    run(_shared: object, items: {source: SourceFile}[], tools) {
      for (const [n, item] of items.entries()) tools.done(n, tools.read(n, item.source.path).toString().toUpperCase());
    },
  });
  // Like parse: its worker reads the file, the key stands for the content the build saw first.
  const length = defineBatchStep({
    name: 'length',
    version: 1,
    config: [],
    run(_shared: object, items: {source: SourceFile}[], tools) {
      for (const [n] of items.entries()) tools.done(n, 0);
    },
  });
  const build = runner().snapshot();
  const reads = mock.method(fs, 'readFileSync');
  try {
    assert.deepEqual((await build.batch(upper, {}, [{source: sourceFile(file)}]).done()).outputs, ['ONE']);
    const first = await build.batch(length, {}, [{source: sourceFile(file)}]).done();
    assert.equal(reads.mock.calls.filter((call) => call.arguments[0] === file).length, 1);
    fs.writeFileSync(file, 'one');
    const again = await runner().snapshot().batch(length, {}, [{source: sourceFile(file)}]).done();
    assert.deepEqual([again.made, again.keys], [0, first.keys], 'the key of the bytes read');
  } finally {
    reads.mock.restore();
  }
});

test('versions of the same pages: equal long strings in a batch step’s results are held once', async () => {
  const {runner} = setup();
  const pages = 60;
  // Each result holds its own copy of the same megabyte, as results cloned from workers do.
  const copies = defineBatchStep({
    name: 'copies',
    version: 1,
    config: [],
    run(_shared: object, items: {n: number}[], tools) {
      for (const [n, item] of items.entries()) tools.done(n, {n: item.n, html: ['<p>', Buffer.alloc(1e6, 'x').toString(), {slot: 'x'}], sections: [{text: Buffer.alloc(1e6, 'y').toString()}]});
    },
  });
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const {outputs} = await runner().batch(copies, {}, Array.from({length: pages}, (_, n) => ({n}))).done();
  collectGarbage();
  const grown = process.memoryUsage().heapUsed - before;
  assert.deepEqual(outputs[pages - 1], {n: pages - 1, html: ['<p>', 'x'.repeat(1e6), {slot: 'x'}], sections: [{text: 'y'.repeat(1e6)}]});
  // Unshared, the results would hold 120 MB.
  assert.ok(grown < 20e6, `results hold ${Math.round(grown / 1e6)} MB`);
});
