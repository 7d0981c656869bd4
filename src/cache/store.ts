// The one cache of a site: every step keeps its results here, keyed by a hash of the step's
// complete input (src/cache/fingerprint.ts). Entries live in memory during a run and in one file
// per step on disk between runs; what a run did not use is dropped when it is saved, so the cache
// never grows past the site. Files a build imports (bundled config, theme and page code) are kept
// the same way. Without a folder (`--no-cache`) the store only lives in memory.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

export class Entries<T> {
  private used = new Map<string, T>();
  changed = false;

  constructor(private stored: Map<string, T>) {}

  get(key: string): T | undefined {
    const value = this.used.get(key) ?? this.stored.get(key);
    if (value !== undefined && !this.used.has(key)) this.used.set(key, value);
    return value;
  }

  set(key: string, value: T): void {
    this.used.set(key, value);
    this.changed = true;
  }

  /** A new run starts: what the last one used is what may be reused. */
  nextRun(): void {
    if (this.used.size !== this.stored.size) this.changed = true;
    this.stored = this.used;
    this.used = new Map();
  }

  kept(): Map<string, T> {
    return this.used;
  }

  /** What was saved before and what this run used, the run's entries winning. */
  merged(): Map<string, T> {
    return new Map([...this.stored, ...this.used]);
  }

  /** Whether the saved entries differ from what this run used. */
  get dirty(): boolean {
    return this.changed || this.used.size !== this.stored.size;
  }

  /** Whether no key can be found: nothing was saved and nothing set in this run. */
  get empty(): boolean {
    return !this.used.size && !this.stored.size;
  }

  get size(): number {
    return this.used.size;
  }
}

export class CacheStore {
  private buckets = new Map<string, Entries<unknown>>();
  private keptFiles = new Set<string>();
  private readonly filesDir: string;

  /**
   * `dir`: the site's cache folder. With `persist: false` (`--no-cache`) nothing is read from or
   * saved to it; files the build imports go to a scratch folder removed by `dispose`.
   */
  constructor(
    readonly dir: string,
    readonly persist = true,
    /** The site folder this cache belongs to (recorded, so caches of removed sites can go). */
    private site?: string,
  ) {
    this.filesDir = persist ? path.join(dir, 'files') : path.join(dir, `scratch-${process.pid}`);
  }

  /** The entries of one step, loaded from disk on first use. */
  entries<T>(step: string): Entries<T> {
    let bucket = this.buckets.get(step) as Entries<T> | undefined;
    if (!bucket) {
      bucket = new Entries<T>(this.load<T>(step));
      this.buckets.set(step, bucket as Entries<unknown>);
    }
    return bucket;
  }

  private load<T>(step: string): Map<string, T> {
    if (!this.persist) return new Map();
    try {
      return v8.deserialize(fs.readFileSync(path.join(this.dir, `${step}.bin`))) as Map<string, T>;
    } catch {
      // No or unreadable entries (first run, another sitegen version): everything is computed.
      return new Map();
    }
  }

  /**
   * A file other code imports (bundled modules), named by its content hash, written once. The
   * folder must be where bare imports resolve from (sitegen's node_modules): see src/paths.ts.
   */
  file(name: string, content: string | Uint8Array): string {
    const file = path.join(this.filesDir, name);
    this.keptFiles.add(name);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(this.filesDir, {recursive: true});
      this.claim();
      writeAtomically(file, content);
    }
    return file;
  }

  /** A file written in an earlier run, if it is still there: kept, and its path returned. */
  existingFile(name: string): string | undefined {
    const file = path.join(this.filesDir, name);
    if (!fs.existsSync(file)) return undefined;
    this.keptFiles.add(name);
    return file;
  }

  /** Ends a run (watch mode): entries and files not used by it will not be saved. */
  nextRun(): void {
    for (const bucket of this.buckets.values()) bucket.nextRun();
  }

  /** Writes what this run used and removes everything else of this site's cache. */
  save(): void {
    if (!this.persist) return;
    fs.mkdirSync(this.dir, {recursive: true});
    this.claim();
    for (const [step, bucket] of this.buckets) {
      if (!bucket.dirty && fs.existsSync(path.join(this.dir, `${step}.bin`))) continue;
      writeAtomically(path.join(this.dir, `${step}.bin`), v8.serialize(bucket.kept()));
      bucket.changed = false;
    }
    if (fs.existsSync(this.filesDir) && this.keptFiles.size) {
      for (const name of fs.readdirSync(this.filesDir)) if (!this.keptFiles.has(name)) fs.rmSync(path.join(this.filesDir, name), {force: true});
    }
  }

  /**
   * A run that failed: the named steps' entries are saved, added to what was saved before (the
   * run may have stopped before using them all), and nothing else is written or removed.
   */
  saveSteps(steps: readonly string[]): void {
    if (!this.persist) return;
    const used = steps.filter((step) => this.buckets.get(step)?.changed);
    if (!used.length) return;
    fs.mkdirSync(this.dir, {recursive: true});
    this.claim();
    for (const step of used) writeAtomically(path.join(this.dir, `${step}.bin`), v8.serialize(this.buckets.get(step)!.merged()));
  }

  /**
   * Records whose cache this is as soon as anything is written into it, so it can be removed with
   * its site even when no build of that site ever succeeded (else bundles of failed builds would pile up).
   */
  private claim(): void {
    if (!this.persist || !this.site) return;
    const file = path.join(this.dir, SITE_FILE);
    if (!fs.existsSync(file)) fs.writeFileSync(file, this.site);
  }

  /** Removes the scratch folder of a store that does not persist, and its site's folder if that is left empty. */
  dispose(): void {
    if (this.persist) return;
    fs.rmSync(this.filesDir, {recursive: true, force: true});
    try {
      fs.rmdirSync(this.dir);
    } catch {
      // Not empty (a persistent cache of the same site) or never created.
    }
  }
}

const SITE_FILE = 'site.txt';

/** Removes the caches of sites that no longer exist (test fixtures, moved projects), and empty folders. */
export function pruneRemovedSites(cacheRoot: string): void {
  let folders: string[];
  try {
    folders = fs.readdirSync(cacheRoot);
  } catch {
    return;
  }
  for (const folder of folders) {
    const site = path.join(cacheRoot, folder, SITE_FILE);
    let owner: string;
    try {
      owner = fs.readFileSync(site, 'utf8');
    } catch {
      // No owner recorded: an empty folder (older --no-cache builds left them) goes, anything else stays.
      try {
        fs.rmdirSync(path.join(cacheRoot, folder));
      } catch {
        // Not empty, or not a folder.
      }
      continue;
    }
    if (!fs.existsSync(owner)) fs.rmSync(path.join(cacheRoot, folder), {recursive: true, force: true});
  }
}

function writeAtomically(file: string, content: string | Uint8Array): void {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, content);
  fs.renameSync(temp, file);
}
