// What every output writer is (OutputWriter), what it records of a file, and the write queue
// they share: files are handed over as soon as they exist and written a few at a time.
import path from 'node:path';
import {contentHash} from '../cache/files.ts';
import {makeFolder} from './modes.ts';

/**
 * A file's content: text, bytes, or bytes in chunks written one after the other. A large
 * generated file (search/records.json, llms-full.txt) is handed over in chunks as it was made:
 * joined into one buffer, it would be held twice at once.
 */
export type FileContent = string | Uint8Array | readonly Uint8Array[];
/** A file's content as bytes: in one piece or in chunks. */
export type FileBytes = Uint8Array | readonly Uint8Array[];

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
export function encoded(content: FileContent): FileBytes {
  return typeof content === 'string' ? Buffer.from(content) : content;
}

export function byteLength(bytes: FileBytes): number {
  return bytes instanceof Uint8Array ? bytes.byteLength : bytes.reduce((sum, chunk) => sum + chunk.byteLength, 0);
}

export const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|map|md)$/;
/** Small files gain nothing from compression and cost a file each. */
export const MIN_COMPRESS_BYTES = 512;

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

export abstract class BaseWriter implements OutputWriter {
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
