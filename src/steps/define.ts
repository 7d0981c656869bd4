// What a step is: its declaration (name, code version, config keys, how its result is kept) and
// the typed, frozen inputs and tools it receives. The runner (runner.ts) runs what is declared here.
import type {SiteConfig} from '../config/schema.ts';
import type {OutputWriter} from '../write/writer.ts';

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
