// Output writers: the render step hands each file over as soon as it exists, so page HTML is not
// held in memory for the whole build. A build writes into a temporary folder that replaces the
// old output by rename only when the build succeeded (a failed build leaves it exactly as it
// was); files whose content did not change are hard-linked from the old output instead of being
// written and compressed again. Watch mode writes changed files in place (in-place-writer.ts).
import fs from 'node:fs';
import path from 'node:path';
import type {CacheStore, Entries} from '../cache/store.ts';
import {contentHash} from '../cache/files.ts';
import {OUTPUT_MARKER, outputMarker} from './safety.ts';
import {ENGINE_VERSION} from '../paths.ts';
import {copyFile, FILE_MODE, FOLDER_MODE, writeFileSync} from './modes.ts';
import {FileThreads} from './file-threads.ts';
import {COMPRESSED_VARIANTS} from './compress.ts';
import {workerFile} from '../threads/worker-file.ts';
import {BaseWriter, byteLength, COMPRESSIBLE, encoded, MIN_COMPRESS_BYTES, type FileContent, type OutputRecord} from './output-writer.ts';
import {ABANDONED_MS, abandonedTemps, ageMs, removeLater, replacedName, replacedOutputs, tempPrefix} from './replaced-outputs.ts';

export {contentHash};
export type {FileBytes, FileContent, OutputRecord, OutputWriter} from './output-writer.ts';
export {abandonedTemps, replacedName, replacedOutputs} from './replaced-outputs.ts';
export {InPlaceWriter} from './in-place-writer.ts';
export {prefixedWriter, recordingWriter} from './writer-wrappers.ts';

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
    this.threads = new FileThreads(() => workerFile((name, content) => store.file(name, content), 'file-worker', 'src/write/file-worker.ts'));
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
    const compress = this.copies(name, byteLength(buffer));
    this.names.set(name, {hash, compressed: compress});
    const file = path.join(this.temp, name);
    this.ensureDir(file);
    // Bytes encoded here from a string are the writer's own: moved to the writing thread.
    this.queue.push(() => this.threads.write(file, buffer, compress, buffer !== content));
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
    const sameNames = previous?.length === names.length && previous.every((name, n) => name === names[n]);
    // The same names: the cache's list stays as it was saved (a warm build rewrites no cache file).
    if (!sameNames) this.lists.set(this.outDir, names);
    // Nothing written, nothing gone: the old output is the new one, to the byte.
    if (!this.changed && sameNames && fs.existsSync(path.join(this.outDir, OUTPUT_MARKER))) return [];
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
