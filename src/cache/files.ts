// Content hashes of input files, remembered with the size and modification time they had: a file
// whose stat did not change is not read again. Bundles and config are reused only when every file
// they were built from still has the hash recorded with them.
import fs from 'node:fs';
import {createHash} from 'node:crypto';
import type {Entries} from './store.ts';

type Known = [size: number, mtimeMs: number, hash: string];

/** The hash FileHashes gives a file of these bytes. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('base64url');
}

export class FileHashes {
  constructor(private known: Entries<Known>) {}

  /** The file's content hash, or undefined when it does not exist. */
  hash(file: string): string | undefined {
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

  /** Hashes of files, to store with a result built from them. */
  record(files: string[]): [string, string][] {
    return files.map((file) => [file, this.hash(file) ?? 'missing']);
  }

  /** Whether every recorded file still has its recorded hash. */
  unchanged(recorded: [string, string][]): boolean {
    return recorded.every(([file, hash]) => this.hash(file) === hash);
  }
}
