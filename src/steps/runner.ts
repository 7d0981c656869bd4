// The step runner: the build is a list of declared steps, and this is the one place that times
// them and reads and writes their cache. A step declares its name, its code version, the keys of
// the site config it reads and how its result is kept; it is a function of its inputs, which the
// runner freezes, and of the config slice it declared (typed, so reading an undeclared key does not
// compile). The cache key of a run is derived here from all of that, never written by a step.
import type {SiteConfig} from '../config/schema.ts';
import {configSlice, Keyed, type ConfigKey, type ConfigSlice, type Inputs, type ItemStep, type Step, type StepTools, type Values} from './define.ts';
import type {CacheStore} from '../cache/store.ts';
import {inputKey} from '../cache/fingerprint.ts';
import type {Reporter} from '../log.ts';
import {recordingWriter, type OutputWriter} from '../write/writer.ts';
import {runReading, type ReadingStep} from './reading.ts';
import {runBatch, type BatchRun, type BatchStep, type BlobBatchStep, type Written} from './batch.ts';
import {FileHashes} from '../cache/files.ts';

export * from './define.ts';
export * from './reading.ts';
export * from './batch.ts';

interface Kept<O> {
  value: O;
  files: [string, string][];
  warnings: string[];
}

/** The inputs as the step receives them: `Keyed` unwrapped, the record frozen (its values are not copied). */
function values<I extends object>(inputs: Inputs<I>): Values<I> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(inputs)) out[name] = value instanceof Keyed ? value.value : value;
  return Object.freeze(out) as Values<I>;
}

/** The inputs' part of a key: each by its own key when it has one, else as JSON, in declared order. */
function inputsKey(inputs: object): unknown[] {
  return Object.entries(inputs).flatMap(([name, value]) => [name, value instanceof Keyed ? value.key : value]);
}

export class StepRunner {
  constructor(
    private readonly options: {
      store: CacheStore;
      reporter: Reporter;
      /** The config the steps' slices are taken from (a locale's, with its base URL); none before it is loaded. */
      config?: SiteConfig;
      /** Where steps write; none for commands that only read the site (`docs version`). */
      writer?: OutputWriter;
      /** The build's hashes of the files batch steps are made from (one look at each per build). */
      hashes?: FileHashes;
    },
  ) {}

  /** The runner of one locale's steps: its config and its writer. */
  with(options: {config: SiteConfig; writer: OutputWriter}): StepRunner {
    return new StepRunner({...this.options, ...options});
  }

  /**
   * The runner of a build's batch steps over the site's files (discover's, parse): they share one
   * look at each file (FileHashes.snapshot), not one for each step.
   */
  snapshot(): StepRunner {
    return new StepRunner({...this.options, hashes: FileHashes.snapshot(this.options.store.entries('file-hashes'))});
  }

  /** Whether the cache holds results of `step` (a first or `--no-cache` build holds none). */
  hasResults(step: {name: string}): boolean {
    return this.options.store.entries(step.name).merged().size > 0;
  }

  /** Keeps a file made for the build (a worker's bundle) in the cache's files folder; its path. */
  keepFile(name: string, content: string | Uint8Array): string {
    return this.options.store.file(name, content);
  }

  private slice<K extends ConfigKey>(keys: readonly K[]): ConfigSlice<K> {
    if (!this.options.config) {
      if (keys.length) throw new Error(`a step reading the config (${keys.join(', ')}) ran before the config was loaded`);
      return Object.freeze({}) as ConfigSlice<K>;
    }
    return configSlice(this.options.config, keys);
  }

  private writer(writer?: OutputWriter): OutputWriter {
    const chosen = writer ?? this.options.writer;
    if (!chosen) throw new Error('a step writing output ran in a runner without a writer');
    return chosen;
  }

  /** Runs a step (or reuses its kept result), timed. `scope` keeps results apart (a locale's, watch mode's). */
  async run<K extends ConfigKey, I extends object, O>(step: Step<K, I, O>, inputs: Inputs<I>, options: {writer?: OutputWriter; scope?: string} = {}): Promise<O> {
    return this.timed(step.name, async () => {
      const config = this.slice(step.config);
      const writer = this.writer(options.writer);
      if (!step.cache) return step.run(values(inputs), this.tools(config, writer, []));
      const entries = this.options.store.entries<Kept<O>>(cacheName(step.name, options.scope));
      const key = inputKey(step.name, step.version, config, ...inputsKey(inputs));
      const kept = entries.get(key);
      if (kept && this.reusable(kept, writer, step.cache === 'files')) return kept.value;
      const made = await this.make(config, writer, (tools) => step.run(values(inputs), tools));
      entries.set(key, {value: made.value, files: step.cache === 'files' ? made.files : [], warnings: made.warnings});
      return made.value;
    }, step.detail);
  }

  /**
   * Runs an item step over `items` in order, each item's result reused when its key is unchanged
   * and the files it wrote are still in the output.
   */
  async each<K extends ConfigKey, S extends object, I extends object, O>(
    step: ItemStep<K, S, I, O>,
    shared: Inputs<S>,
    items: readonly Inputs<I>[],
    options: {writer?: OutputWriter; scope?: string; progress?: string} = {},
  ): Promise<O[]> {
    let made = 0;
    return this.timed(step.name, async () => {
      const config = this.slice(step.config);
      const writer = this.writer(options.writer);
      const input = values(shared);
      const entries = this.options.store.entries<Kept<O>>(cacheName(step.name, options.scope));
      const sharedKey = inputKey(step.name, step.version, config, ...inputsKey(shared));
      const outputs: O[] = [];
      for (const [n, item] of items.entries()) {
        const key = inputKey(sharedKey, ...inputsKey(item));
        const kept = entries.get(key);
        if (kept && this.reusable(kept, writer, true)) {
          outputs.push(kept.value);
        } else {
          const result = await this.make(config, writer, (tools) => step.run(input, values(item), tools));
          entries.set(key, {value: result.value, files: result.files, warnings: result.warnings});
          outputs.push(result.value);
          made++;
          // Pages are handed to the writer as they are made, not all held in memory.
          await writer.ready();
        }
        if (options.progress) this.options.reporter.progress(n + 1, items.length, options.progress);
      }
      return outputs;
    }, () => step.detail?.(made, items.length) ?? '');
  }

  /**
   * Runs a step whose result depends on files it finds while running (reading.ts), or reuses its
   * kept result. Not timed on its own: these steps run inside a timed stage (config, plugins, bundle).
   */
  async reading<K extends ConfigKey, I extends object, O>(step: ReadingStep<K, I, O>, inputs: Inputs<I>): Promise<O> {
    const config = this.slice(step.config);
    return runReading(step, {store: this.options.store, config, input: values(inputs), keyParts: [step.name, step.version, config, ...inputsKey(inputs)]});
  }

  /**
   * Starts a batch step (batch.ts) over the items it has no kept result for; the caller awaits
   * `done()` (and times it) when it needs the results.
   */
  batch<K extends ConfigKey, S extends object, I extends object, R>(step: BlobBatchStep<K, S, I, R>, shared: Inputs<S>, items: readonly Inputs<I>[], options?: {scope?: string; progress?: string}): BatchRun<Written, R>;
  batch<K extends ConfigKey, S extends object, I extends object, O, R>(step: BatchStep<K, S, I, O, R>, shared: Inputs<S>, items: readonly Inputs<I>[], options?: {scope?: string; progress?: string}): BatchRun<O, R>;
  batch<K extends ConfigKey, S extends object, I extends object, O, R>(step: BatchStep<K, S, I, O, R> | BlobBatchStep<K, S, I, R>, shared: Inputs<S>, items: readonly Inputs<I>[], options: {scope?: string; progress?: string} = {}): BatchRun<unknown, R> {
    const config = this.slice(step.config);
    const {reporter} = this.options;
    const label = options.progress;
    return runBatch(step, {
      store: this.options.store,
      hashes: this.options.hashes,
      writer: step.output ? this.writer() : undefined,
      config,
      shared: values(shared),
      items: items.map((item) => values(item)),
      sharedParts: [step.name, step.version, config, ...inputsKey(shared)],
      itemParts: items.map((item) => inputsKey(item)),
      bucket: cacheName(step.name, options.scope),
      progress: label ? (done, total) => reporter.progress(done, total, label) : undefined,
    });
  }

  /** Times work that is not a cached step (starting other threads, waiting for them). */
  async timed<T>(name: string, work: () => Promise<T> | T, detail?: (value: T) => string): Promise<T> {
    const start = performance.now();
    const value = await work();
    // SITEGEN_DEBUG adds the memory each step leaves behind (finding what grows with the site).
    const memory = process.env.SITEGEN_DEBUG ? ` [rss ${Math.round(process.memoryUsage().rss / 1e6)} MB, heap ${Math.round(process.memoryUsage().heapUsed / 1e6)} MB]` : '';
    this.options.reporter.step(name, performance.now() - start, (detail?.(value) ?? '') + memory);
    return value;
  }

  /** A kept result is reused when the output still holds its files; its warnings are said again. */
  private reusable<O>(kept: Kept<O>, writer: OutputWriter, files: boolean): boolean {
    if (files && !kept.files.every(([name, hash]) => writer.has(name, hash))) return false;
    for (const [name] of kept.files) writer.keep(name);
    for (const warning of kept.warnings) this.options.reporter.warn(warning);
    return true;
  }

  private async make<K extends ConfigKey, O>(config: ConfigSlice<K>, writer: OutputWriter, work: (tools: StepTools<K>) => O | Promise<O>): Promise<{value: O; files: [string, string][]; warnings: string[]}> {
    const warnings: string[] = [];
    const {writer: recorder, files} = recordingWriter(writer);
    const value = await work(this.tools(config, recorder, warnings));
    return {value, files, warnings};
  }

  private tools<K extends ConfigKey>(config: ConfigSlice<K>, writer: OutputWriter, warnings: string[]): StepTools<K> {
    const {reporter} = this.options;
    return {
      config,
      writer,
      warn: (message) => {
        warnings.push(message);
        reporter.warn(message);
      },
      progress: (done, total, label) => reporter.progress(done, total, label),
    };
  }
}

function cacheName(step: string, scope?: string): string {
  return scope ? `${step}:${scope}` : step;
}
