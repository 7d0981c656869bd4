// The step runner: the build is a list of declared steps, and this is the one place that times
// them and reads and writes their cache. A step declares its name, its code version, the keys of
// the site config it reads and how its result is kept; it is a function of its inputs, which the
// runner freezes, and of the config slice it declared (typed, so reading an undeclared key does not
// compile). The cache key of a run is derived here from all of that, never written by a step.
import type {SiteConfig} from '../config/schema.ts';
import type {CacheStore} from '../cache/store.ts';
import {inputKey} from '../cache/fingerprint.ts';
import type {Reporter} from '../log.ts';
import type {FileContent, OutputWriter} from '../write/writer.ts';

export type ConfigKey = keyof SiteConfig;
/** What a step sees of the config: the keys it declared, nothing else. */
export type ConfigSlice<K extends ConfigKey> = Readonly<Pick<SiteConfig, K>>;

/**
 * An input that stands for itself in a cache key by a key computed without serialising it (a
 * parse result by its parse key, a bundle by its code hash): large values are keyed cheaply.
 */
export class Keyed<T> {
  private known?: string;
  constructor(
    readonly value: T,
    private readonly make: () => string,
  ) {}

  get key(): string {
    return (this.known ??= this.make());
  }
}

export function keyed<T>(value: T, key: string | (() => string)): Keyed<T> {
  return new Keyed(value, typeof key === 'string' ? () => key : key);
}

/**
 * An input that is a function of other inputs of the same step (links found in the parse results
 * the route table is keyed by): its key is the names of those inputs, since theirs cover it.
 */
export function derived<T>(value: T, from: string): Keyed<T> {
  return new Keyed(value, () => `derived from ${from}`);
}

/** What a caller passes for a step's declared inputs: each value, or the value with its key. */
export type Inputs<I> = {[P in keyof I]: I[P] | Keyed<I[P]>};
/** What a step receives: its declared inputs, frozen. */
export type Values<I> = {readonly [P in keyof I]: I[P]};

/**
 * What a step reads besides its inputs, the config keys it declared, and what it may do besides
 * computing its result: warn (said again when the result is reused) and write files.
 */
export interface StepTools<K extends ConfigKey = never> {
  config: ConfigSlice<K>;
  warn(message: string): void;
  progress(done: number, total: number, label: string): void;
  /** The output; files added through it are recorded and kept when the result is reused (`cache: 'files'`). */
  writer: OutputWriter;
}

export interface Step<K extends ConfigKey, I extends object, O> {
  name: string;
  /** Raised when the step's code changes what it makes, so results of the old code are not reused. */
  version: number;
  /** The config keys the step reads. */
  config: readonly K[];
  /**
   * How a result is kept between runs: `value` stores the result (it must survive structured
   * cloning); `files` also records the files the step wrote and reuses the result only while the
   * output still holds every one of them. Without it the step runs every time.
   */
  cache?: 'value' | 'files';
  run(input: Values<I>, tools: StepTools<K>): O | Promise<O>;
  /** The step's line in the report (`12 of 40 pages rendered`). */
  detail?(output: O): string;
}

/** A step run once per item: each item's result is cached on its own, keyed by the shared inputs and the item's. */
export interface ItemStep<K extends ConfigKey, S extends object, I extends object, O> {
  name: string;
  version: number;
  config: readonly K[];
  /** Each item's key is the shared inputs' key (computed once per run) and the item's inputs. */
  run(shared: Values<S>, item: Values<I>, tools: StepTools<K>): O | Promise<O>;
  /** The report line, from the number of items made (not reused) and all items. */
  detail?(made: number, total: number): string;
}

interface Kept<O> {
  value: O;
  files: [string, string][];
  warnings: string[];
}

export function defineStep<K extends ConfigKey, I extends object, O>(step: Step<K, I, O>): Step<K, I, O> {
  return step;
}

export function defineItemStep<K extends ConfigKey, S extends object, I extends object, O>(step: ItemStep<K, S, I, O>): ItemStep<K, S, I, O> {
  return step;
}

export function configSlice<K extends ConfigKey>(config: SiteConfig, keys: readonly K[]): ConfigSlice<K> {
  const slice = {} as Pick<SiteConfig, K>;
  for (const key of keys) slice[key] = config[key];
  return Object.freeze(slice);
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
      writer: OutputWriter;
    },
  ) {}

  /** The runner of one locale's steps: its config and its writer. */
  with(options: {config: SiteConfig; writer: OutputWriter}): StepRunner {
    return new StepRunner({...this.options, ...options});
  }

  private slice<K extends ConfigKey>(keys: readonly K[]): ConfigSlice<K> {
    if (!this.options.config) {
      if (keys.length) throw new Error(`a step reading the config (${keys.join(', ')}) ran before the config was loaded`);
      return Object.freeze({}) as ConfigSlice<K>;
    }
    return configSlice(this.options.config, keys);
  }

  /** Runs a step (or reuses its kept result), timed. `scope` keeps results apart (a locale's, watch mode's). */
  async run<K extends ConfigKey, I extends object, O>(step: Step<K, I, O>, inputs: Inputs<I>, options: {writer?: OutputWriter; scope?: string} = {}): Promise<O> {
    return this.timed(step.name, async () => {
      const config = this.slice(step.config);
      const writer = options.writer ?? this.options.writer;
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
      const writer = options.writer ?? this.options.writer;
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
    const files: [string, string][] = [];
    const warnings: string[] = [];
    const recorder: OutputWriter = {
      outDir: writer.outDir,
      has: (name, hash) => writer.has(name, hash),
      add: (name: string, content: FileContent) => {
        const hash = writer.add(name, content);
        files.push([name, hash]);
        return hash;
      },
      keep: (name) => writer.keep(name),
      copy: (name, from) => writer.copy(name, from),
      commit: (options) => writer.commit(options),
      abort: () => writer.abort(),
      ready: () => writer.ready(),
    };
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
