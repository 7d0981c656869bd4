// `serve --watch`'s writer: changed files are written in place, where the server reads them.
import fs from 'node:fs';
import path from 'node:path';
import type {Entries} from '../cache/store.ts';
import {contentHash} from '../cache/files.ts';
import {OUTPUT_MARKER, outputMarker} from './safety.ts';
import {ENGINE_VERSION} from '../paths.ts';
import {copyFile, makeFolder, writeFile, writeFileSync} from './modes.ts';
import {BaseWriter, encoded, type FileBytes, type FileContent, type OutputRecord} from './output-writer.ts';

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
    if (this.firstRun) this.queue.push(() => replaceFile(file, (temp) => writeFile(temp, buffer)).then(() => this.stat(name)));
    else {
      // A rebuild writes the few files an edit changed at once: queued, each would wait for the
      // thread pool several times (write, rename, stat) and the page's reload with it.
      replaceFileSync(file, buffer);
      this.statSync(name);
    }
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

  private statSync(name: string): void {
    const stat = fs.statSync(path.join(this.outDir, name));
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

function replaceFileSync(file: string, content: FileBytes): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  fs.renameSync(temp, file);
}
