import {test} from 'node:test';
import assert from 'node:assert/strict';
import {CacheStore} from '../../../src/cache/store.ts';
import {siteConfigSchema, type SiteConfig} from '../../../src/config/schema.ts';
import {silentReporter} from '../../../src/log.ts';
import {contentHash, type OutputWriter} from '../../../src/write/writer.ts';
import {defineItemStep, defineStep, derived, keyed, StepRunner} from '../../../src/steps/runner.ts';

/** An output in memory: what the last run left, and what this run added or kept. */
function memoryWriter() {
  const last = new Map<string, string>();
  const current = new Map<string, string>();
  const writer: OutputWriter = {
    outDir: '/out',
    has: (name, hash) => last.get(name) === hash,
    add: (name, content) => {
      const hash = contentHash(content);
      current.set(name, hash);
      return hash;
    },
    keep: (name) => void current.set(name, last.get(name)!),
    copy: () => {},
    commit: async () => [],
    abort: async () => {},
    ready: async () => {},
  };
  return {writer, current, next: () => {
    last.clear();
    for (const [name, hash] of current) last.set(name, hash);
    current.clear();
  }};
}

function config(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {...siteConfigSchema.parse({title: 'T', url: 'https://example.com'}), ...overrides};
}

function setup(site = config()) {
  const store = new CacheStore('/nonexistent', false);
  const out = memoryWriter();
  const reporter = silentReporter();
  const steps: string[] = [];
  reporter.step = (name) => void steps.push(name);
  return {store, out, reporter, steps, runner: new StepRunner({store, reporter, writer: out.writer, config: site})};
}

const calls: string[] = [];
const titled = defineStep({
  name: 'titled',
  version: 1,
  config: ['title'],
  cache: 'value',
  run(input: {words: string[]}, {config}) {
    calls.push('titled');
    return `${config.title}: ${input.words.join(' ')}`;
  },
});

test('a value step runs again only when a declared input, a declared config key or its version changes', async () => {
  calls.length = 0;
  const {store, reporter, out, steps} = setup();
  const run = (site: SiteConfig, words: string[], step = titled) => new StepRunner({store, reporter, writer: out.writer, config: site}).run(step, {words});
  assert.equal(await run(config(), ['a']), 'T: a');
  assert.equal(await run(config(), ['a']), 'T: a');
  assert.equal(calls.length, 1, 'reused');
  assert.equal(await run(config({tagline: 'other'}), ['a']), 'T: a');
  assert.equal(calls.length, 1, 'a key the step did not declare is not part of its key');
  assert.equal(await run(config({title: 'U'}), ['a']), 'U: a');
  assert.equal(await run(config({title: 'U'}), ['b']), 'U: b');
  assert.equal(calls.length, 3);
  await run(config({title: 'U'}), ['b'], {...titled, version: 2});
  assert.equal(calls.length, 4, 'new step code');
  assert.deepEqual(steps, ['titled', 'titled', 'titled', 'titled', 'titled', 'titled'], 'every run is timed, reused or not');
});

test('a step sees only the config keys it declared, and frozen inputs', async () => {
  const {runner} = setup(config({tagline: 'hidden'}));
  const peek = defineStep({
    name: 'peek',
    version: 1,
    config: ['title'],
    run(input: {list: number[]}, {config}) {
      // @ts-expect-error: tagline was not declared, so reading it does not compile
      const tagline: unknown = config.tagline;
      return {tagline, frozen: Object.isFrozen(input) && Object.isFrozen(config), keys: Object.keys(config)};
    },
  });
  assert.deepEqual(await runner.run(peek, {list: [1]}), {tagline: undefined, frozen: true, keys: ['title']});
});

test('a files step is reused only while the output holds its files; its files are kept and its warnings said again', async () => {
  const {store, reporter, out} = setup();
  let made = 0;
  const files = defineStep({
    name: 'files',
    version: 1,
    config: [],
    cache: 'files',
    run(input: {text: string}, tools) {
      made++;
      tools.warn('careful');
      tools.writer.add('a.txt', input.text);
      return input.text.length;
    },
  });
  const warned: string[] = [];
  reporter.warn = (message) => void warned.push(message);
  const runner = new StepRunner({store, reporter, writer: out.writer});
  assert.equal(await runner.run(files, {text: 'hello'}), 5);
  out.next();
  assert.equal(await runner.run(files, {text: 'hello'}), 5);
  assert.equal(made, 1);
  assert.deepEqual([...out.current], [['a.txt', contentHash('hello')]], 'kept');
  assert.deepEqual(warned, ['careful', 'careful']);
  // The output lost the file (removed by hand): the step makes it again.
  const empty = memoryWriter();
  await new StepRunner({store, reporter, writer: empty.writer}).run(files, {text: 'hello'});
  assert.equal(made, 2);
});

test('keyed inputs are keyed by their key, derived ones by the inputs they come from', async () => {
  const {runner} = setup();
  let made = 0;
  const big = defineStep({
    name: 'big',
    version: 1,
    config: [],
    cache: 'value',
    run(input: {table: {rows: number[]}; sum: number}) {
      made++;
      return input.table.rows.length + input.sum;
    },
  });
  assert.equal(await runner.run(big, {table: keyed({rows: [1, 2]}, 'v1'), sum: derived(3, 'table')}), 5);
  assert.equal(await runner.run(big, {table: keyed({rows: [1, 2, 3]}, 'v1'), sum: derived(6, 'table')}), 5, 'same key: reused');
  assert.equal(await runner.run(big, {table: keyed({rows: [1, 2, 3]}, () => 'v2'), sum: derived(6, 'table')}), 9);
  assert.equal(made, 2);
});

test('an item step keeps each item apart: one changed item is made again, the others kept', async () => {
  const {store, reporter, out} = setup();
  const made: string[] = [];
  const pages = defineItemStep({
    name: 'pages',
    version: 1,
    config: ['title'],
    run(shared: {footer: string}, item: {path: string; text: string}, tools) {
      made.push(item.path);
      tools.writer.add(`${item.path}.html`, `${tools.config.title} ${item.text} ${shared.footer}`);
      return item.path.length;
    },
    detail: (n, total) => `${n} of ${total}`,
  });
  let detail = '';
  reporter.step = (_name, _ms, text) => void (detail = text ?? '');
  const runner = new StepRunner({store, reporter, writer: out.writer, config: config()});
  const items = [{path: 'a', text: 'one'}, {path: 'bb', text: 'two'}];
  assert.deepEqual(await runner.each(pages, {footer: 'f'}, items), [1, 2]);
  assert.equal(detail, '2 of 2');
  out.next();
  assert.deepEqual(await runner.each(pages, {footer: 'f'}, [items[0], {path: 'bb', text: 'three'}]), [1, 2]);
  assert.deepEqual(made, ['a', 'bb', 'bb']);
  assert.equal(detail, '1 of 2');
  out.next();
  await runner.each(pages, {footer: 'g'}, items);
  assert.deepEqual(made.slice(3), ['a', 'bb'], 'a shared input changes every item');
});

test('a step reading the config cannot run before the config is loaded', async () => {
  const store = new CacheStore('/nonexistent', false);
  const runner = new StepRunner({store, reporter: silentReporter(), writer: memoryWriter().writer});
  await assert.rejects(runner.run(titled, {words: []}), /before the config was loaded/);
});
