// Output writers: the render step hands each file over as soon as it exists, so page HTML is not
// held in memory for the whole build. A build writes into a temporary folder that replaces the
// old output by rename only when the build succeeded (a failed build leaves it exactly as it
// was); files whose content did not change are hard-linked from the old output instead of being
// written and compressed again. Watch mode writes changed files in place.
import fs from 'node:fs';
import path from 'node:path';
import {spawn} from 'node:child_process';
import type {CacheStore, Entries} from '../cache/store.ts';
import {contentHash} from '../cache/files.ts';
import {OUTPUT_MARKER, outputMarker} from './safety.ts';
import {ENGINE_VERSION} from '../paths.ts';
import {copyFile, FILE_MODE, FOLDER_MODE, makeFolder, writeFile, writeFileSync} from './modes.ts';
import {FileThreads} from './file-threads.ts';
import {COMPRESSED_VARIANTS} from './compress.ts';
import {workerFile} from '../build/worker-file.ts';

export type FileContent = string | Uint8Array;

export interface OutputWriter {
  readonly outDir: string;
  /** Whether the current output holds `name` with this content hash, untouched since it was written. */
  has(name: string, hash: string): boolean;
  /** Adds a file to the new output; returns its content hash. */
  add(name: string, content: FileContent): string;
  /** Keeps the current output's `name` (checked with `has`) as it is. */
  keep(name: string): void;
  /** Adds a file copied from the site (static files, content images). */
  copy(name: string, from: string): void;
  /** Finishes the output; returns the names written or changed. */
  commit(options?: {final?: boolean}): Promise<string[]>;
  /** Drops everything this writer did (the build failed). */
  abort(): Promise<void>;
  /** Resolves when few enough files wait to be written: producers await it so pages are not all held in memory. */
  ready(): Promise<void>;
  /**
   * Whether text files get `.gz` and `.br` copies (config `precompress`), told before the first
   * file. Writers that never make copies (watch mode's) have no such method.
   */
  precompress?(on: boolean): void;
}

export {contentHash};

/**
 * A file's bytes, encoded once for its hash, the file and its compressed copies. A file waiting
 * in the write queue is held as UTF-8, not as the string: a string with one character past
 * Latin-1 (a dash, an emoji) takes two bytes per character, and most pages have one.
 */
function encoded(content: FileContent): Uint8Array {
  return typeof content === 'string' ? Buffer.from(content) : content;
}

const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|map|md)$/;
/** Small files gain nothing from compression and cost a file each. */
const MIN_COMPRESS_BYTES = 512;

/** What the last build left in the output folder, per file. */
export interface OutputRecord {
  hash: string;
  size: number;
  mtimeMs: number;
  /** Written with compressed copies beside it (see SwapWriter.precompress). */
  compressed?: boolean;
  /** For copies: the source's size and modification time when it was copied. */
  source?: [number, number];
}

/** Runs at most `limit` tasks at once; `idle` resolves when all have finished (rejects on the first failure). */
class TaskQueue {
  private running = 0;
  private waiting: (() => Promise<void>)[] = [];
  private failure: unknown;
  private done: (() => void)[] = [];
  /** Waiting for a task to finish (see below). */
  private wake: (() => void)[] = [];

  constructor(private limit: number) {}

  push(task: () => Promise<void>): void {
    this.waiting.push(task);
    this.pump();
  }

  private pump(): void {
    while (this.running < this.limit && this.waiting.length) {
      const task = this.waiting.shift()!;
      this.running++;
      task()
        .catch((error: unknown) => {
          this.failure ??= error;
        })
        .finally(() => {
          this.running--;
          this.pump();
          this.wake.splice(0).forEach((resolve) => resolve());
          if (!this.running && !this.waiting.length) this.done.splice(0).forEach((resolve) => resolve());
        });
    }
  }

  /** Resolves once at most `count` tasks wait. */
  async below(count: number): Promise<void> {
    while (this.waiting.length > count) await new Promise<void>((resolve) => this.wake.push(resolve));
  }

  async idle(): Promise<void> {
    if (this.running || this.waiting.length) await new Promise<void>((resolve) => this.done.push(resolve));
    if (this.failure) throw this.failure;
  }
}

/**
 * Files handed to the writing threads at once (see FileThreads): enough to keep them busy while
 * the renderer makes the next page, few enough that pages are not held in memory waiting.
 */
const WRITES_AT_ONCE = 8;

abstract class BaseWriter implements OutputWriter {
  protected queue = new TaskQueue(WRITES_AT_ONCE);
  private dirs = new Set<string>();

  constructor(readonly outDir: string) {}

  abstract has(name: string, hash: string): boolean;
  abstract add(name: string, content: FileContent): string;
  abstract keep(name: string): void;
  abstract copy(name: string, from: string): void;
  abstract commit(): Promise<string[]>;
  abstract abort(): Promise<void>;

  ready(): Promise<void> {
    return this.queue.below(64);
  }

  protected ensureDir(file: string): void {
    const dir = path.dirname(file);
    if (this.dirs.has(dir)) return;
    makeFolder(dir);
    this.dirs.add(dir);
  }
}

/** The name an output folder replaced by a build has until it is deleted (see removeLater). */
export function replacedName(tempDir: string): string {
  return `${tempDir}-old`;
}

/** The prefix of a build's new output folder: `.<name>.tmp-<pid>-`, then mkdtemp's six characters. */
function tempPrefix(outDir: string): string {
  return `.${path.basename(outDir)}.tmp-`;
}

/** Siblings of `outDir` whose name after its temp prefix matches `pattern`. */
function siblings(outDir: string, pattern: RegExp): string[] {
  const prefix = tempPrefix(outDir);
  const parent = path.dirname(outDir);
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return [];
  }
  return names.filter((name) => name.startsWith(prefix) && pattern.test(name.slice(prefix.length))).map((name) => path.join(parent, name));
}

/** Siblings of `outDir` that are outputs it replaced (`.<name>.tmp-[<pid>-]XXXXXX-old`). */
export function replacedOutputs(outDir: string): string[] {
  return siblings(outDir, /^(\d+-)?[A-Za-z0-9]{6}-old$/);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * New output folders of builds that were killed before they finished (`.<name>.tmp-<pid>-XXXXXX`
 * holding sitegen's marker, their process gone); folders of an older sitegen without the pid
 * count once they are `abandonedMs` old. Another folder is never touched.
 */
export function abandonedTemps(outDir: string, abandonedMs: number): string[] {
  return siblings(outDir, /^(\d+-)?[A-Za-z0-9]{6}$/).filter((folder) => {
    if (!fs.existsSync(path.join(folder, OUTPUT_MARKER))) return false;
    const pid = /\.tmp-(\d+)-[A-Za-z0-9]{6}$/.exec(folder)?.[1];
    return pid ? Number(pid) !== process.pid && !alive(Number(pid)) : ageMs(folder) >= abandonedMs;
  });
}

const REMOVE = "require('node:fs').rmSync(process.argv[1], {recursive: true, force: true})";
/** A replaced output older than this is no longer being deleted by its own build's process. */
const ABANDONED_MS = 60_000;

/**
 * Deletes a replaced output from a detached process, once the new output is in place: deleting
 * it was the very end of every build, with nothing waiting for it but the exit (2.9 s of the
 * 3,000-page corpus's build, 27,220 files; 50-70 ms of the bench corpus's). A deletion cut short
 * (the machine stopped) is taken up by a later build.
 */
function removeLater(folder: string): void {
  try {
    spawn(process.execPath, ['-e', REMOVE, folder], {detached: true, stdio: 'ignore'}).unref();
  } catch {
    fs.rmSync(folder, {recursive: true, force: true});
  }
}

/** Time since a folder was renamed (its inode last changed); 0 when it is gone. */
function ageMs(folder: string): number {
  try {
    return Date.now() - fs.statSync(folder).ctimeMs;
  } catch {
    return 0;
  }
}

/** `sitegen build`: a new output folder, swapped in when the build succeeded. */
export class SwapWriter extends BaseWriter {
  private tempDir?: string;
  private names = new Map<string, {hash?: string; source?: [number, number]; kept?: boolean; compressed?: boolean}>();
  /** Text files get compressed copies (config `precompress`; off unless told). */
  private compressing = false;
  private closed = false;
  /** Files written or copied (not kept): none means the old output can stay as it is. */
  private changed = 0;
  /** Files kept from the previous output (linked, not written or compressed again). */
  kept = 0;
  private threads: FileThreads;
  /** What each output file was (by folder and name). */
  private records: Entries<OutputRecord>;
  /** The names each output folder held. */
  private lists: Entries<string[]>;

  constructor(
    outDir: string,
    store: CacheStore,
    private options: {abandonedMs?: number} = {},
  ) {
    super(path.resolve(outDir));
    this.records = store.entries<OutputRecord>('outputs');
    this.lists = store.entries<string[]>('output-lists');
    this.threads = new FileThreads(() => workerFile(store, 'file-worker', 'src/write/file-worker.ts'));
  }

  /** The new output folder, made on first need (a build that changes nothing needs none). */
  private get temp(): string {
    if (!this.tempDir) {
      const parent = path.dirname(this.outDir);
      fs.mkdirSync(parent, {recursive: true});
      // The pid tells a later build whether the folder's build is still running (see abandonedTemps).
      this.tempDir = fs.mkdtempSync(path.join(parent, `${tempPrefix(this.outDir)}${process.pid}-`));
      writeFileSync(path.join(this.tempDir, OUTPUT_MARKER), outputMarker(ENGINE_VERSION));
    }
    return this.tempDir;
  }

  private record(name: string): OutputRecord | undefined {
    return this.records.get(`${this.outDir}\0${name}`);
  }

  precompress(on: boolean): void {
    this.compressing = on;
  }

  /** Whether a file written (not copied) with this name and size gets compressed copies. */
  private copies(name: string, size: number): boolean {
    return this.compressing && COMPRESSIBLE.test(name) && size >= MIN_COMPRESS_BYTES;
  }

  has(name: string, hash: string): boolean {
    const record = this.record(name);
    if (!record || record.hash !== hash) return false;
    // Turning `precompress` on or off changes the files beside it: written again, not kept.
    if ((record.compressed ?? false) !== (!record.source && this.copies(name, record.size))) return false;
    try {
      const stat = fs.statSync(path.join(this.outDir, name));
      return stat.size === record.size && stat.mtimeMs === record.mtimeMs;
    } catch {
      return false;
    }
  }

  add(name: string, content: FileContent): string {
    const buffer = encoded(content);
    const hash = contentHash(buffer);
    if (this.has(name, hash)) {
      this.keep(name);
      return hash;
    }
    this.changed++;
    const compress = this.copies(name, buffer.length);
    this.names.set(name, {hash, compressed: compress});
    const file = path.join(this.temp, name);
    this.ensureDir(file);
    this.queue.push(() => this.threads.write(file, buffer, compress));
    return hash;
  }

  /** Linked into the new folder at commit, with its compressed copies when it was written with them. */
  keep(name: string): void {
    this.kept++;
    const record = this.record(name);
    this.names.set(name, {hash: record?.hash, source: record?.source, kept: true, compressed: record?.compressed});
  }

  copy(name: string, from: string): void {
    const stat = fs.statSync(from);
    const source: [number, number] = [stat.size, stat.mtimeMs];
    const record = this.record(name);
    if (record?.source && record.source[0] === source[0] && record.source[1] === source[1] && this.has(name, record.hash)) {
      this.keep(name);
      return;
    }
    this.changed++;
    this.names.set(name, {source});
    const file = path.join(this.temp, name);
    this.ensureDir(file);
    this.queue.push(() => copyFile(from, file));
  }

  async commit(): Promise<string[]> {
    await this.queue.idle();
    await this.threads.close();
    this.closed = true;
    const names = [...this.names.keys()].sort();
    const previous = this.lists.get(this.outDir);
    this.lists.set(this.outDir, names);
    // Nothing written, nothing gone: the old output is the new one, to the byte.
    if (!this.changed && previous?.join('\0') === names.join('\0') && fs.existsSync(path.join(this.outDir, OUTPUT_MARKER))) return [];
    for (const [name, entry] of this.names) {
      if (!entry.kept) continue;
      const file = path.join(this.temp, name);
      this.ensureDir(file);
      for (const variant of ['', ...(entry.compressed ? COMPRESSED_VARIANTS : [])]) {
        try {
          fs.linkSync(path.join(this.outDir, name + variant), file + variant);
          // The same file as before; an output of an older sitegen may have kept a copied file's mode.
          fs.chmodSync(file + variant, FILE_MODE);
        } catch (error) {
          // A copy deleted from the output by hand is not made again until its file changes.
          if (!variant) throw error;
        }
      }
    }
    fs.chmodSync(this.temp, FOLDER_MODE);
    // Outputs replaced by earlier builds whose deletion was cut short.
    for (const folder of replacedOutputs(this.outDir)) if (ageMs(folder) >= (this.options.abandonedMs ?? ABANDONED_MS)) removeLater(folder);
    // New output folders of killed builds.
    for (const folder of abandonedTemps(this.outDir, this.options.abandonedMs ?? ABANDONED_MS)) if (folder !== this.temp) removeLater(folder);
    const old = fs.existsSync(this.outDir) ? replacedName(this.temp) : undefined;
    if (old) fs.renameSync(this.outDir, old);
    try {
      fs.renameSync(this.temp, this.outDir);
    } catch (error) {
      if (old) fs.renameSync(old, this.outDir);
      throw error;
    }
    if (old) removeLater(old);
    // What now stands in the output folder, for the next build to keep. A linked file keeps its
    // record: same inode, same size and time.
    for (const [name, entry] of this.names) {
      if (entry.kept && this.record(name)) continue;
      const stat = fs.statSync(path.join(this.outDir, name));
      const hash = entry.hash ?? contentHash(fs.readFileSync(path.join(this.outDir, name)));
      this.records.set(`${this.outDir}\0${name}`, {hash, size: stat.size, mtimeMs: stat.mtimeMs, source: entry.source, compressed: entry.compressed});
    }
    return [...this.names.keys()].filter((name) => !this.names.get(name)!.kept);
  }

  async abort(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.idle().catch(() => {});
    await this.threads.close();
    if (this.tempDir) fs.rmSync(this.tempDir, {recursive: true, force: true});
  }
}

/**
 * `serve --watch`: files whose content changed are written in place; sirv reads from the disk.
 * What the folder holds is recorded in the cache (`watch-outputs`), so the next start of an
 * unchanged site keeps its pages instead of rendering and writing them all again: a file is
 * trusted while its size and modification time are the ones recorded.
 */
export class InPlaceWriter extends BaseWriter {
  private hashes = new Map<string, string>();
  private sources = new Map<string, string>();
  /** Size and time of each file as written, for the records. */
  private stats = new Map<string, [number, number]>();
  private seen = new Set<string>();
  private changed: string[] = [];
  private first = true;
  /** The first run has not finished: files of the last start may be taken over. */
  private firstRun = true;
  /** The last start's files (undefined: none are trusted, the folder is replaced). */
  private lastStart?: Set<string> | null;

  /** `cache`: where the folder's records are kept, read when a run uses them (watch runs start with `nextRun`). */
  constructor(
    outDir: string,
    private cache?: () => {records: Entries<OutputRecord>; lists: Entries<string[]>},
  ) {
    super(outDir);
  }

  private get previous(): Set<string> | undefined {
    if (this.lastStart === undefined) {
      const list = this.cache?.().lists.get(path.resolve(this.outDir));
      // Only a folder the last run finished (the marker is written first, the list last) is trusted.
      this.lastStart = list && fs.existsSync(path.join(this.outDir, OUTPUT_MARKER)) ? new Set(list) : null;
    }
    return this.lastStart ?? undefined;
  }

  private recordKey(name: string): string {
    return `${path.resolve(this.outDir)}\0${name}`;
  }

  /** A file the last start wrote, still as it was: taken over as this run's. */
  private trusted(name: string): OutputRecord | undefined {
    if (!this.firstRun || !this.previous?.has(name)) return undefined;
    const record = this.cache!().records.get(this.recordKey(name));
    if (!record) return undefined;
    try {
      const stat = fs.statSync(path.join(this.outDir, name));
      return stat.size === record.size && stat.mtimeMs === record.mtimeMs ? record : undefined;
    } catch {
      return undefined;
    }
  }

  has(name: string, hash: string): boolean {
    if (!this.hashes.has(name)) {
      const record = this.trusted(name);
      if (record?.hash === hash) this.adopt(name, record);
    }
    return this.hashes.get(name) === hash;
  }

  private adopt(name: string, record: OutputRecord): void {
    if (record.hash) this.hashes.set(name, record.hash);
    if (record.source) this.sources.set(name, `${record.source[0]}:${record.source[1]}`);
    this.stats.set(name, [record.size, record.mtimeMs]);
  }

  add(name: string, content: FileContent): string {
    this.seen.add(name);
    const buffer = encoded(content);
    const hash = contentHash(buffer);
    if (this.has(name, hash)) return hash;
    this.startRun();
    this.hashes.set(name, hash);
    this.changed.push(name);
    const file = path.join(this.outDir, name);
    this.ensureDir(file);
    this.queue.push(() => replaceFile(file, (temp) => writeFile(temp, buffer)).then(() => this.stat(name)));
    return hash;
  }

  keep(name: string): void {
    this.seen.add(name);
  }

  copy(name: string, from: string): void {
    this.seen.add(name);
    const stat = fs.statSync(from);
    const signature = `${stat.size}:${stat.mtimeMs}`;
    if (!this.sources.has(name)) {
      const record = this.trusted(name);
      if (record?.source) this.adopt(name, record);
    }
    if (this.sources.get(name) === signature) return;
    this.startRun();
    this.sources.set(name, signature);
    this.changed.push(name);
    const file = path.join(this.outDir, name);
    this.ensureDir(file);
    this.queue.push(() => replaceFile(file, (temp) => copyFile(from, temp)).then(() => this.stat(name)));
  }

  private async stat(name: string): Promise<void> {
    const stat = await fs.promises.stat(path.join(this.outDir, name));
    this.stats.set(name, [stat.size, stat.mtimeMs]);
  }

  /**
   * The first run replaces whatever an earlier build or server left in the folder (checked to be
   * sitegen's), unless the last start left it: then it is updated like any later run.
   */
  private startRun(): void {
    if (!this.first) return;
    this.first = false;
    if (this.previous) return;
    fs.rmSync(this.outDir, {recursive: true, force: true});
    makeFolder(this.outDir);
    writeFileSync(path.join(this.outDir, OUTPUT_MARKER), outputMarker(ENGINE_VERSION));
  }

  /**
   * Writes what changed. `final: false` lets a run add more afterwards (the search index built
   * after the reload); the final commit of a run removes what the run did not produce.
   */
  async commit(options: {final?: boolean} = {}): Promise<string[]> {
    const previous = this.firstRun ? this.previous : undefined;
    this.startRun();
    await this.queue.idle();
    if (options.final === false) {
      const changed = this.changed;
      this.changed = [];
      return changed;
    }
    // Pages that no longer exist (a deleted doc) leave the output too, and on the first run
    // whatever the folder held that this run did not produce (files of the last start).
    for (const name of new Set([...this.hashes.keys(), ...this.sources.keys(), ...(previous ?? [])])) {
      if (this.seen.has(name)) continue;
      fs.rmSync(path.join(this.outDir, name), {force: true});
      this.hashes.delete(name);
      this.sources.delete(name);
      this.stats.delete(name);
      this.changed.push(name);
    }
    if (previous) removeStrays(this.outDir, this.seen);
    this.firstRun = false;
    this.remember();
    const changed = this.changed;
    this.changed = [];
    this.seen = new Set();
    return changed;
  }

  /** Records the folder for the next start: each file's hash, size and time, and the list. */
  private remember(): void {
    if (!this.cache) return;
    const {records, lists} = this.cache();
    const names = [...this.stats.keys()].sort();
    for (const name of names) {
      const [size, mtimeMs] = this.stats.get(name)!;
      const source = this.sources.get(name)?.split(':').map(Number) as [number, number] | undefined;
      records.set(this.recordKey(name), {hash: this.hashes.get(name) ?? '', size, mtimeMs, ...(source ? {source} : {})});
    }
    lists.set(path.resolve(this.outDir), names);
  }

  async abort(): Promise<void> {
    await this.queue.idle().catch(() => {});
    this.changed = [];
    this.seen = new Set();
  }
}

/** Files in the folder that are not outputs (left by a server that was killed while writing). */
function removeStrays(outDir: string, outputs: Set<string>): void {
  for (const entry of fs.readdirSync(outDir, {recursive: true, withFileTypes: true})) {
    if (entry.isDirectory()) continue;
    const name = path.relative(outDir, path.join(entry.parentPath ?? entry.path, entry.name));
    if (name !== OUTPUT_MARKER && !outputs.has(name.split(path.sep).join('/'))) fs.rmSync(path.join(outDir, name), {force: true});
  }
}

/** Writes next to `file`, then renames over it: the server never reads a half-written page. */
async function replaceFile(file: string, write: (temp: string) => Promise<void>): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await write(temp);
  await fs.promises.rename(temp, file);
}

/**
 * A writer that notes the files added through it (name and content hash) while `record` runs: what
 * a cached step wrote, to keep it next time without making it again.
 */
export function recordingWriter(writer: OutputWriter): OutputWriter & {record(work: () => void): [string, string][]} {
  let recorded: [string, string][] | undefined;
  return {
    outDir: writer.outDir,
    has: (name, hash) => writer.has(name, hash),
    add: (name, content) => {
      const hash = writer.add(name, content);
      recorded?.push([name, hash]);
      return hash;
    },
    keep: (name) => writer.keep(name),
    copy: (name, from) => writer.copy(name, from),
    commit: (options) => writer.commit(options),
    abort: () => writer.abort(),
    ready: () => writer.ready(),
    record(work) {
      recorded = [];
      try {
        work();
        return recorded;
      } finally {
        recorded = undefined;
      }
    },
  };
}

/**
 * The writer of one locale's files: the same output, each name below the locale's folder (`fr/`).
 * Only the command commits or aborts, through the writer it made.
 */
export function prefixedWriter(writer: OutputWriter, prefix: string): OutputWriter {
  if (!prefix) return writer;
  return {
    outDir: writer.outDir,
    has: (name, hash) => writer.has(prefix + name, hash),
    add: (name, content) => writer.add(prefix + name, content),
    keep: (name) => writer.keep(prefix + name),
    copy: (name, from) => writer.copy(prefix + name, from),
    commit: () => Promise.reject(new Error('a locale writer is committed through the writer it was made from')),
    abort: () => writer.abort(),
    ready: () => writer.ready(),
  };
}
