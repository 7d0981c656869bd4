// Results built from files (bundled config, sidebars, theme, pages, client code): reused while
// every file they were built from has the content it had, whatever else changed.
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type {CacheStore} from './store.ts';
import {FileHashes} from './files.ts';

export interface BuildCache {
  store: CacheStore;
  hashes: FileHashes;
}

export function buildCache(store: CacheStore): BuildCache {
  return {store, hashes: new FileHashes(store.entries('file-hashes'))};
}

interface Built<T> {
  inputs: [string, string][];
  value: T;
}

/**
 * The cached value for `key` when its input files are unchanged (and `usable` agrees, e.g. a file
 * it names still exists); otherwise builds it and records the files it was built from.
 */
export async function cachedBuild<T>(
  cache: BuildCache,
  step: string,
  key: string,
  build: () => Promise<{inputs: string[]; value: T}>,
  usable: (value: T) => boolean = () => true,
): Promise<T> {
  const entries = cache.store.entries<Built<T>>(step);
  const hit = entries.get(key);
  if (hit && cache.hashes.unchanged(hit.inputs) && usable(hit.value)) return hit.value;
  const built = await build();
  entries.set(key, {inputs: cache.hashes.record(built.inputs), value: built.value});
  return built.value;
}

/** The files an esbuild run read (its metafile inputs), as absolute paths. */
export function metafileInputs(metafile: esbuild.Metafile, workingDir = process.cwd()): string[] {
  return Object.keys(metafile.inputs)
    .map((input) => path.resolve(workingDir, input))
    .filter((file) => fs.existsSync(file));
}
