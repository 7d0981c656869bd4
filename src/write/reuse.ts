// Unchanged output files are hard-linked from the previous dist/ instead of being written and
// compressed again, which is most of a warm build's write time. A file counts as unchanged when
// its content hash matches the last build's and the file on disk is the one that build wrote.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import type {OutputFiles} from './output.ts';

interface Entry {
  hash: string;
  size: number;
  mtimeMs: number;
}

export class OutputManifest {
  private entries: Map<string, Entry>;

  constructor(private file: string | undefined) {
    this.entries = new Map();
    if (file && fs.existsSync(file)) {
      try {
        this.entries = new Map(JSON.parse(fs.readFileSync(file, 'utf8')));
      } catch {
        this.entries = new Map();
      }
    }
  }

  static hash(content: string | Uint8Array): string {
    return createHash('sha1').update(content).digest('base64');
  }

  /** Whether `outDir/name` is byte-identical to content with this hash (the last build wrote it). */
  unchanged(outDir: string, name: string, hash: string): boolean {
    const entry = this.entries.get(name);
    if (!entry || entry.hash !== hash) return false;
    try {
      const stat = fs.statSync(path.join(outDir, name));
      return stat.size === entry.size && stat.mtimeMs === entry.mtimeMs;
    } catch {
      return false;
    }
  }

  /** Names whose content is byte-identical to what the previous build left in `outDir`. */
  reusable(outDir: string, files: OutputFiles, hashes: Map<string, string>): Set<string> {
    return new Set([...files.keys()].filter((name) => this.unchanged(outDir, name, hashes.get(name)!)));
  }

  /** Records what now stands in `outDir`, for the next build. */
  save(outDir: string, hashes: Map<string, string>): void {
    if (!this.file) return;
    const entries: [string, Entry][] = [];
    for (const [name, hash] of hashes) {
      try {
        const stat = fs.statSync(path.join(outDir, name));
        entries.push([name, {hash, size: stat.size, mtimeMs: stat.mtimeMs}]);
      } catch {
        // Not written (should not happen); it will simply be rewritten next time.
      }
    }
    fs.mkdirSync(path.dirname(this.file), {recursive: true});
    fs.writeFileSync(this.file, JSON.stringify(entries));
  }
}
