// Parse results cached by content hash, so a rebuild skips unchanged files. The key includes a
// hash of the parser's own source, so changing a markdown plugin invalidates everything.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {fileURLToPath} from 'node:url';
import fg from 'fast-glob';
import type {ParsedMarkdown} from './types.ts';

const CONTENT_DIR = path.dirname(fileURLToPath(import.meta.url));
let parserHash: string | undefined;

function engineHash(): string {
  if (!parserHash) {
    const hash = createHash('sha1');
    for (const file of fg.sync('**/*.ts', {cwd: CONTENT_DIR}).sort()) hash.update(fs.readFileSync(path.join(CONTENT_DIR, file)));
    parserHash = hash.digest('hex');
  }
  return parserHash;
}

export class ParseCache {
  private entries = new Map<string, ParsedMarkdown>();
  private used = new Map<string, ParsedMarkdown>();
  hits = 0;
  misses = 0;

  constructor(private file?: string) {
    if (file && fs.existsSync(file)) {
      try {
        this.entries = new Map(JSON.parse(fs.readFileSync(file, 'utf8')));
      } catch {
        this.entries = new Map();
      }
    }
  }

  static key(file: string, source: string): string {
    return createHash('sha1').update(engineHash()).update('\0').update(file).update('\0').update(source).digest('hex');
  }

  get(key: string): ParsedMarkdown | undefined {
    const found = this.entries.get(key) ?? this.used.get(key);
    if (found) {
      this.hits++;
      this.used.set(key, found);
    } else {
      this.misses++;
    }
    return found;
  }

  set(key: string, value: ParsedMarkdown): void {
    this.used.set(key, value);
  }

  /** Keeps only what this build used, so the cache never grows past the site. */
  save(): void {
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), {recursive: true});
    fs.writeFileSync(this.file, JSON.stringify([...this.used]));
    this.entries = this.used;
    this.used = new Map();
  }
}
