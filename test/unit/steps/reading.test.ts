import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CacheStore} from '../../../src/cache/store.ts';
import {silentReporter} from '../../../src/log.ts';
import {defineReadingStep, StepRunner} from '../../../src/steps/runner.ts';

/** A folder with an entry file that names the files it "imports", one per line, as a bundler would find them. */
function site() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-reading-'));
  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
  write('entry.txt', 'a.txt\nb.txt');
  write('a.txt', 'A');
  write('b.txt', 'B');
  return {dir, write, file: (name: string) => path.join(dir, name), remove: () => fs.rmSync(dir, {recursive: true, force: true})};
}

/** Joins the entry and what it names, keeps the result as a file, and reports every file it read. */
function joiner(runs: string[]) {
  return defineReadingStep({
    name: 'join',
    version: 1,
    config: [],
    run(input: {entry: string}, tools) {
      runs.push(input.entry);
      const dir = path.dirname(input.entry);
      const named = fs.readFileSync(input.entry, 'utf8').split('\n').map((name) => path.join(dir, name));
      tools.dependsOn([input.entry, ...named]);
      const text = named.map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '-')).join('');
      return {text, file: tools.keepFile(`join-${text}.txt`, text)};
    },
  });
}

function runnerOf(store: CacheStore) {
  // No config and no writer: reading steps run before the config is loaded and write no output.
  return new StepRunner({store, reporter: silentReporter()});
}

test('a reading step is reused while every file it read is unchanged', async () => {
  const files = site();
  const store = new CacheStore(path.join(files.dir, 'cache'), false);
  const runs: string[] = [];
  const step = joiner(runs);
  const first = await runnerOf(store).reading(step, {entry: files.file('entry.txt')});
  assert.equal(first.text, 'AB');
  assert.equal(fs.readFileSync(first.file, 'utf8'), 'AB', 'the kept file holds what the step gave it');
  const second = await runnerOf(store).reading(step, {entry: files.file('entry.txt')});
  assert.deepEqual(second, first);
  assert.equal(runs.length, 1, 'reused');
  store.dispose();
  files.remove();
});

test('a reading step runs again when a file it read changes, even one no input names', async () => {
  const files = site();
  const store = new CacheStore(path.join(files.dir, 'cache'), false);
  const runs: string[] = [];
  const step = joiner(runs);
  await runnerOf(store).reading(step, {entry: files.file('entry.txt')});
  files.write('b.txt', 'Bee');
  assert.equal((await runnerOf(store).reading(step, {entry: files.file('entry.txt')})).text, 'ABee');
  assert.equal(runs.length, 2);
  assert.equal((await runnerOf(store).reading(step, {entry: files.file('entry.txt')})).text, 'ABee');
  assert.equal(runs.length, 2, 'the new hashes are kept with the new result');
  store.dispose();
  files.remove();
});

test('a reading step runs again when a file it read is deleted', async () => {
  const files = site();
  const store = new CacheStore(path.join(files.dir, 'cache'), false);
  const runs: string[] = [];
  const step = joiner(runs);
  await runnerOf(store).reading(step, {entry: files.file('entry.txt')});
  fs.rmSync(files.file('a.txt'));
  assert.equal((await runnerOf(store).reading(step, {entry: files.file('entry.txt')})).text, '-B');
  assert.equal(runs.length, 2);
  files.write('a.txt', 'A');
  assert.equal((await runnerOf(store).reading(step, {entry: files.file('entry.txt')})).text, 'AB', 'and when it comes back');
  assert.equal(runs.length, 3);
  store.dispose();
  files.remove();
});

test('a reading step runs again when a file it kept is gone, its inputs change or its version does', async () => {
  const files = site();
  const store = new CacheStore(path.join(files.dir, 'cache'), false);
  const runs: string[] = [];
  const step = joiner(runs);
  const first = await runnerOf(store).reading(step, {entry: files.file('entry.txt')});
  fs.rmSync(first.file);
  const second = await runnerOf(store).reading(step, {entry: files.file('entry.txt')});
  assert.equal(runs.length, 2, 'the kept file was removed');
  assert.equal(fs.readFileSync(second.file, 'utf8'), 'AB');
  files.write('other.txt', 'b.txt');
  assert.equal((await runnerOf(store).reading(step, {entry: files.file('other.txt')})).text, 'B');
  assert.equal(runs.length, 3, 'another input');
  await runnerOf(store).reading({...step, version: 2}, {entry: files.file('entry.txt')});
  assert.equal(runs.length, 4, 'new step code');
  store.dispose();
  files.remove();
});

test('a kept reading result survives the cache being saved and loaded by the next build', async () => {
  const files = site();
  const cacheDir = path.join(files.dir, 'cache');
  const runs: string[] = [];
  const step = joiner(runs);
  const before = new CacheStore(cacheDir);
  const first = await runnerOf(before).reading(step, {entry: files.file('entry.txt')});
  before.save();
  const after = new CacheStore(cacheDir);
  assert.deepEqual(await runnerOf(after).reading(step, {entry: files.file('entry.txt')}), first);
  assert.equal(runs.length, 1);
  files.remove();
});

test('a run whose inputs hold functions is not kept; a copied result is not shared with the caller', async () => {
  const store = new CacheStore(path.join(os.tmpdir(), 'sitegen-reading-none'), false);
  let runs = 0;
  const step = defineReadingStep({
    name: 'options',
    version: 1,
    config: [],
    copied: true,
    run(input: {raw: Record<string, unknown>}) {
      runs++;
      return {names: Object.keys(input.raw)};
    },
  });
  const withFunction = {raw: {plugin: () => {}}};
  await runnerOf(store).reading(step, withFunction);
  await runnerOf(store).reading(step, withFunction);
  assert.equal(runs, 2, 'a function cannot be part of a key');
  const first = await runnerOf(store).reading(step, {raw: {title: 'T'}});
  first.names.push('filled in');
  assert.deepEqual(await runnerOf(store).reading(step, {raw: {title: 'T'}}), {names: ['title']});
  assert.equal(runs, 3, 'reused, as it was made');
});

test('a reading step that reads the config cannot run before the config is loaded', async () => {
  const store = new CacheStore(path.join(os.tmpdir(), 'sitegen-reading-none'), false);
  const step = defineReadingStep({name: 'titled', version: 1, config: ['title'], run: (_input: object, {config}) => config.title});
  await assert.rejects(runnerOf(store).reading(step, {}), /before the config was loaded/);
});
