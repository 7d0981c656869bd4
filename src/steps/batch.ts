// Steps run once over many items by a pool of threads (parsing, encoding images, drawing cards):
// the runner keys each item by the step's shared inputs and the item's own, gives the step only
// the items it has no kept result for, and keeps each result as the step reports it, so a run that
// fails keeps what it made. An item is reused while its key is unchanged and every file it was
// made from (`read`, `dependsOn`) has the content it had. Binary results (an encoded image, a PNG)
// are kept by the runner in the cache's files folder, named by their content hash, and written to
// the output by it: a reused one is kept in or copied to the output, never made again.
import path from 'node:path';
import {FileHashes} from '../cache/files.ts';
import {inputKey} from '../cache/fingerprint.ts';
import type {CacheStore} from '../cache/store.ts';
import type {OutputWriter} from '../write/writer.ts';
import type {ConfigKey, ConfigSlice, Values} from './define.ts';
import {SharedStrings} from './shared-strings.ts';

/**
 * An item input that is a file the item is made from: it stands in the item's key for its
 * content, and the step reads it with `tools.read`. The result is kept under the key of the bytes
 * the step read, also when the file changed after its hash was taken (an editor saving while
 * `serve --watch` rebuilds).
 */
export class SourceFile {
  constructor(readonly path: string) {}
}

export function sourceFile(file: string): SourceFile {
  return new SourceFile(file);
}

export interface BatchTools<K extends ConfigKey, O> {
  config: ConfigSlice<K>;
  /** The result of item `n` (its index among the items the step was given): kept, and handed on. */
  done(n: number, value: O): void;
  /** Reads a file item `n` is made from: its result is reused only while the file has these bytes. */
  read(n: number, file: string): Buffer;
  /** Files item `n` is made from that were read elsewhere (on a worker): called before `done(n)`. */
  dependsOn(n: number, files: Iterable<string>): void;
  /** Keeps a file in the cache's files folder under `name` (a worker's bundle) and returns its path. */
  keepFile(name: string, content: string | Uint8Array): string;
  /** Aborted when the caller cancels the run (the build failed): the step stops its threads. */
  signal: AbortSignal;
  /** Resolves when the caller starts waiting for the results: more threads may join then. */
  awaited: Promise<void>;
}

interface BatchBase<K extends ConfigKey> {
  name: string;
  /** Raised when the step's code changes what it makes, so results of the old code are not reused. */
  version: number;
  /** The config keys the step reads. */
  config: readonly K[];
}

/** A batch step whose results are values (they must survive structured cloning). */
export interface BatchStep<K extends ConfigKey, S extends object, I extends object, O, R = void> extends BatchBase<K> {
  output?: never;
  /** Makes the items given (only those without a kept result), reporting each through `tools.done`. */
  run(shared: Values<S>, items: Values<I>[], tools: BatchTools<K, O>): R | Promise<R>;
}

/** A batch step whose results are bytes the runner writes to the output. */
export interface BlobBatchStep<K extends ConfigKey, S extends object, I extends object, R = void> extends BatchBase<K> {
  /** The output file an item's bytes are written to. */
  output(item: Values<I>): string;
  run(shared: Values<S>, items: Values<I>[], tools: BatchTools<K, Uint8Array>): R | Promise<R>;
}

/** What a caller gets of a binary result: the output file and its size in bytes. */
export interface Written {
  file: string;
  size: number;
}

export interface BatchRun<O, R> {
  /** How many items were reused (known when the run starts). */
  reused: number;
  /**
   * Every item's result, in the items' order, with a key for each that changes with its inputs
   * and the files it was made from; `result` is what the step's run returned (none when every
   * item was reused and the step did not run). Rejects with the step's error.
   */
  done(): Promise<{outputs: O[]; keys: string[]; made: number; reused: number; result?: R}>;
  /** Stops the step; results it reports after this are dropped. */
  cancel(): Promise<void>;
}

export function defineBatchStep<K extends ConfigKey, S extends object, I extends object, O, R = void>(step: BatchStep<K, S, I, O, R>): BatchStep<K, S, I, O, R> {
  return step;
}

export function defineBlobBatchStep<K extends ConfigKey, S extends object, I extends object, R = void>(step: BlobBatchStep<K, S, I, R>): BlobBatchStep<K, S, I, R> {
  return step;
}

interface Kept<O> {
  value: O;
  /** The files the result was made from, with their content hashes. */
  read: [string, string][];
}

interface Blob {
  /** Its name in the cache's files folder. */
  name: string;
  hash: string;
  size: number;
}

export interface BatchContext<K extends ConfigKey, S extends object, I extends object> {
  store: CacheStore;
  /** The build's hashes of files (one look at each); a fresh one over the store's when not given. */
  hashes?: FileHashes;
  writer?: OutputWriter;
  config: ConfigSlice<K>;
  shared: Values<S>;
  items: Values<I>[];
  /** The step's name, version, config slice and shared inputs, as the runner lists them. */
  sharedParts: unknown[];
  /** Each item's inputs, as the runner lists them. */
  itemParts: unknown[][];
  bucket: string;
  progress?: (done: number, total: number) => void;
}

export function runBatch<K extends ConfigKey, S extends object, I extends object, O, R>(step: BatchStep<K, S, I, O, R> | BlobBatchStep<K, S, I, R>, args: BatchContext<K, S, I>): BatchRun<unknown, R> {
  const {store, items} = args;
  const blob = step.output ? {output: step.output, writer: args.writer} : undefined;
  if (blob && !blob.writer) throw new Error(`${step.name} writes output, and its runner has no writer`);
  const hashes = args.hashes ?? new FileHashes(store.entries('file-hashes'));
  const entries = store.entries<Kept<unknown>>(args.bucket);
  const sharedKey = inputKey(...args.sharedParts);
  const keyOf = (parts: unknown[], hashOf: (file: string) => string) => inputKey(sharedKey, ...parts.map((part) => (part instanceof SourceFile ? `file ${hashOf(part.path)}` : part)));
  const keyOfItem = (index: number) => keyOf(args.itemParts[index], (file) => hashes.hash(file) ?? 'missing');
  // With nothing kept no key can match: an item is keyed when it is done, by the bytes the step
  // read when it read its source, so a cold run does not read and hash each source twice.
  const lookUp = !entries.empty;
  const itemKeys: (string | undefined)[] = lookUp ? args.itemParts.map((_, index) => keyOfItem(index)) : new Array(items.length);
  const outputs: unknown[] = new Array(items.length);
  const keys: string[] = new Array(items.length);
  const misses: number[] = [];
  let finished = 0;
  const progress = () => args.progress?.(++finished, items.length);

  for (const [n, key] of itemKeys.entries()) {
    const kept = lookUp ? entries.get(key!) : undefined;
    const value = kept && hashes.unchanged(kept.read) ? (blob ? reuseBlob(store, blob.writer!, blob.output(items[n]), kept.value as Blob) : {value: kept.value}) : undefined;
    if (!value) {
      misses.push(n);
      continue;
    }
    outputs[n] = value.value;
    keys[n] = resultKey(key!, kept!.read);
    progress();
  }
  const reused = items.length - misses.length;
  if (!misses.length) return {reused, done: async () => ({outputs, keys, made: 0, reused}), cancel: async () => {}};

  const controller = new AbortController();
  let wait!: () => void;
  const awaited = new Promise<void>((resolve) => (wait = resolve));
  const reads = new Map<number, [string, string][]>();
  const readsOf = (n: number) => {
    if (n < 0 || n >= misses.length || finishedItems.has(n)) throw new Error(`${step.name}: item ${n} is not one it was given, or is done`);
    let list = reads.get(n);
    if (!list) reads.set(n, (list = []));
    return list;
  };
  const finishedItems = new Set<number>();
  const strings = new SharedStrings();
  let made = 0;
  const tools: BatchTools<K, unknown> = {
    config: args.config,
    signal: controller.signal,
    awaited,
    keepFile: (name, content) => store.file(name, content),
    read(n, file) {
      const list = readsOf(n);
      const {bytes, hash} = hashes.read(file);
      const index = misses[n];
      const parts = args.itemParts[index];
      // A source file stands in the key for its content: the key is the one of the bytes read.
      if (parts.some((part) => part instanceof SourceFile && part.path === file)) itemKeys[index] = keyOf(parts, (source) => (source === file ? hash : (hashes.hash(source) ?? 'missing')));
      else list.push([file, hash]);
      return bytes;
    },
    dependsOn(n, files) {
      const list = readsOf(n);
      for (const file of files) list.push([file, hashes.hash(file) ?? 'missing']);
    },
    done(n, value) {
      if (controller.signal.aborted) return;
      const read = readsOf(n);
      const index = misses[n];
      const key = (itemKeys[index] ??= keyOfItem(index));
      const kept = blob ? writeBlob(store, blob.writer!, step.name, blob.output(items[index]), value as Uint8Array) : keptValue(strings.share(value));
      entries.set(key, {value: kept.kept, read});
      outputs[index] = kept.value;
      keys[index] = resultKey(key, read);
      reads.delete(n);
      finishedItems.add(n);
      made++;
      progress();
    },
  };
  const running = (async () => step.run(args.shared, misses.map((n) => items[n]), tools as BatchTools<K, never>))();
  running.catch(() => {});
  return {
    reused,
    async done() {
      wait();
      const result = await running.finally(() => strings.clear());
      if (!controller.signal.aborted && made < misses.length) throw new Error(`${step.name} ended without results for ${misses.length - made} of its ${misses.length} items`);
      return {outputs, keys, made, reused, result};
    },
    async cancel() {
      controller.abort();
      await running.catch(() => {});
    },
  };
}

function keptValue<T>(value: T): {kept: T; value: T} {
  return {kept: value, value};
}

/** A result's key: its inputs' key, and the content of the files it was made from. */
function resultKey(key: string, read: [string, string][]): string {
  return read.length ? inputKey(key, read) : key;
}

function reuseBlob(store: CacheStore, writer: OutputWriter, file: string, blob: Blob): {value: Written} | undefined {
  if (writer.has(file, blob.hash)) {
    // Still in the output as it was: the kept file is not read, only kept from being removed.
    if (store.persist && !store.existingFile(blob.name)) return undefined;
    writer.keep(file);
  } else {
    const kept = store.persist ? store.existingFile(blob.name) : undefined;
    if (!kept) return undefined;
    writer.copy(file, kept);
  }
  return {value: {file, size: blob.size}};
}

function writeBlob(store: CacheStore, writer: OutputWriter, step: string, file: string, bytes: Uint8Array): {kept: Blob; value: Written} {
  const hash = writer.add(file, bytes);
  const name = `${step}-${hash}${path.extname(file)}`;
  // Without a cache folder (--no-cache) the bytes are not kept: nothing would reuse them.
  if (store.persist) store.file(name, bytes);
  return {kept: {name, hash, size: bytes.length}, value: {file, size: bytes.length}};
}
