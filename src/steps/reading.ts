// Steps whose result depends on files found while making it: esbuild finds what the config, a
// plugin or the site's code imports only by bundling it, so those files cannot be declared as
// inputs up front. The step names them as it finds them (`tools.dependsOn`) and the runner keeps
// their content hashes with the result. A kept result is reused while the step's declared inputs
// have the same key, every file it named has the content it had, and every file it kept in the
// cache's files folder (`tools.keepFile`, a bundle other code imports) is still there.
import {FileHashes} from '../cache/files.ts';
import {inputKey} from '../cache/fingerprint.ts';
import type {CacheStore} from '../cache/store.ts';
import type {ConfigKey, ConfigSlice, Values} from './define.ts';

export interface ReadingTools<K extends ConfigKey = never> {
  config: ConfigSlice<K>;
  /** Files the result is made from (absolute paths): it is reused only while each has the content it has now, a missing one included. */
  dependsOn(files: Iterable<string>): void;
  /**
   * Keeps a file other code imports (a bundled module) in the cache's files folder, under `name`
   * (which should carry its content hash), and returns its path. The result is reused only while
   * every file it kept is still there.
   */
  keepFile(name: string, content: string | Uint8Array): string;
}

export interface ReadingStep<K extends ConfigKey, I extends object, O> {
  name: string;
  /** Raised when the step's code changes what it makes, so results of the old code are not reused. */
  version: number;
  /** The config keys the step reads (none for steps that run before the config is loaded). */
  config: readonly K[];
  /**
   * The caller fills in the result (the config's defaults): the kept result is a copy, and each
   * run that reuses it gets a copy of its own. The result must then survive structured cloning.
   */
  copied?: boolean;
  run(input: Values<I>, tools: ReadingTools<K>): O | Promise<O>;
}

export function defineReadingStep<K extends ConfigKey, I extends object, O>(step: ReadingStep<K, I, O>): ReadingStep<K, I, O> {
  return step;
}

interface Kept<O> {
  value: O;
  /** The files the result was made from, with their content hashes. */
  read: [string, string][];
  /** The files it kept in the cache's files folder: name, path. */
  files: [string, string][];
}

/**
 * Runs a reading step (or reuses its kept result). `keyParts`: the step's name, version, config
 * slice and inputs, as the runner lists them; a run whose inputs hold functions (a config with
 * plugin functions) cannot be keyed, so its result is not kept.
 */
export async function runReading<K extends ConfigKey, I extends object, O>(
  step: ReadingStep<K, I, O>,
  args: {store: CacheStore; config: ConfigSlice<K>; input: Values<I>; keyParts: unknown[]},
): Promise<O> {
  const {store} = args;
  const key = keyOf(args.keyParts);
  const hashes = new FileHashes(store.entries('file-hashes'));
  const entries = store.entries<Kept<O>>(step.name);
  const kept = key === undefined ? undefined : entries.get(key);
  if (kept && hashes.unchanged(kept.read) && kept.files.every(([name, file]) => store.existingFile(name) === file)) {
    return step.copied ? structuredClone(kept.value) : kept.value;
  }
  const read = new Set<string>();
  const files: [string, string][] = [];
  const value = await step.run(args.input, {
    config: args.config,
    dependsOn(found) {
      for (const file of found) read.add(file);
    },
    keepFile(name, content) {
      const file = store.file(name, content);
      files.push([name, file]);
      return file;
    },
  });
  if (key !== undefined) entries.set(key, {value: step.copied ? structuredClone(value) : value, read: hashes.record([...read]), files});
  return value;
}

function keyOf(parts: unknown[]): string | undefined {
  let text: string;
  try {
    text = JSON.stringify(parts, (_key, value: unknown) => {
      if (typeof value === 'function') throw new TypeError('not data');
      return value;
    });
  } catch {
    return undefined;
  }
  return inputKey(text);
}
