// Content hashes of input files, remembered with the size and modification time they had: a file
// whose stat did not change is not read again. Bundles and config are reused only when every file
// they were built from still has the hash recorded with them.
import fs from 'node:fs';
import {createHash} from 'node:crypto';
import type {Entries} from './store.ts';

type Known = [size: number, mtimeMs: number, hash: string];

/** The hash of a content: FileHashes' of a file of these bytes, and the writer's of an output file. */
export function contentHash(content: string | Uint8Array | readonly Uint8Array[]): string {
  const hash = createHash('sha1');
  // Chunks hash as the bytes they make one after the other.
  if (typeof content === 'string' || content instanceof Uint8Array) hash.update(content);
  else for (const chunk of content) hash.update(chunk);
  return hash.digest('base64url');
}

export class FileHashes {
  /** `snapshot`: each file is looked at once, its first answer kept (see snapshot()). */
  private answers?: Map<string, string | undefined>;

  constructor(private known: Entries<Known>) {}

  /**
   * Hashes that answer for each file what they answered first: one look at each content file for
   * a build's discover and parse steps (not one for each step). Only for results kept by the hash
   * of what they read (batch steps: content-imports, parse): a file that changed since is looked
   * at again by the next run.
   */
  static snapshot(known: Entries<Known>): FileHashes {
    const hashes = new FileHashes(known);
    hashes.answers = new Map();
    return hashes;
  }

  /** The file's content hash, or undefined when it does not exist. */
  hash(file: string): string | undefined {
    if (!this.answers) return this.look(file);
    if (this.answers.has(file)) return this.answers.get(file);
    const hash = this.look(file);
    this.answers.set(file, hash);
    return hash;
  }

  private look(file: string): string | undefined {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return undefined;
    }
    const known = this.known.get(file);
    if (known && known[0] === stat.size && known[1] === stat.mtimeMs) return known[2];
    const hash = contentHash(fs.readFileSync(file));
    this.known.set(file, [stat.size, stat.mtimeMs, hash]);
    return hash;
  }

  /**
   * Reads a file for a step and hashes the bytes read. In a snapshot the hash becomes the file's
   * answer when it has none yet: the step's read is then the build's one look at the file.
   */
  read(file: string): {bytes: Buffer; hash: string} {
    const stat = fs.statSync(file);
    const bytes = fs.readFileSync(file);
    const hash = contentHash(bytes);
    this.known.set(file, [stat.size, stat.mtimeMs, hash]);
    if (this.answers && !this.answers.has(file)) this.answers.set(file, hash);
    return {bytes, hash};
  }

  /**
   * Whether the file holds the content last recorded for it: undefined when nothing is recorded
   * for it or it cannot be read.
   */
  holdsRecorded(file: string): boolean | undefined {
    const known = this.known.get(file);
    if (!known) return undefined;
    try {
      return contentHash(fs.readFileSync(file)) === known[2];
    } catch {
      return undefined;
    }
  }

  /** Hashes of files, to store with a result built from them. */
  record(files: string[]): [string, string][] {
    return files.map((file) => [file, this.hash(file) ?? 'missing']);
  }

  /** Whether every recorded file still has its recorded hash. */
  unchanged(recorded: [string, string][]): boolean {
    return recorded.every(([file, hash]) => this.hash(file) === hash);
  }
}
