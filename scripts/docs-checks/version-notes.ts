// "Available from vX" notes: a note may never name a version older than the API it belongs to.
// A note in a table row belongs to that row's option (and the page's API); a note in prose belongs
// to the page linked right before it on the same line, else to the page's own API.
import fs from 'node:fs';
import path from 'node:path';
import {FIRST_VERSIONS} from './first-versions.ts';
import {parseTables, proseLines, rowFlags, rowNames} from './markdown-tables.ts';

const NOTE = /\b(?:available|added|introduced|new)\s+(?:from|since|in)\s+v?(\d+\.\d+(?:\.\d+)?)|\bsince\s+(?:v|remotion\s+v?)(\d+\.\d+(?:\.\d+)?)|\bfrom\s+v(\d+\.\d+(?:\.\d+)?)/gi;

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

export interface VersionNote {
  line: number;
  version: string;
  /** Keys of FIRST_VERSIONS the note is about, most specific first. */
  keys: string[];
}

/** `renderer/render-media.md` → `renderer/render-media`; `gif/index.md` → `gif`. */
export function pageKey(rel: string): string {
  return rel.replace(/\.md$/, '').replace(/\/index$/, '').replace(/^index$/, '');
}

export function findNotes(rel: string, source: string): VersionNote[] {
  const page = pageKey(rel);
  const notes: VersionNote[] = [];
  const inTables = new Set<number>();
  for (const table of parseTables(source)) {
    for (const row of table.rows) {
      inTables.add(row.line);
      const first = row.cells[table.columns[0]] ?? '';
      const names = [...rowNames(first), ...rowFlags(first)];
      for (const text of Object.values(row.cells)) {
        for (const m of text.matchAll(NOTE)) {
          notes.push({line: row.line, version: m[1] ?? m[2] ?? m[3], keys: [...names.map((n) => `${page}#${n}`), page]});
        }
      }
    }
  }
  for (const {line, text} of proseLines(source)) {
    if (inTables.has(line)) continue;
    for (const m of text.matchAll(NOTE)) {
      const before = text.slice(0, m.index);
      const links = [...before.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)];
      const linked = links.length ? pageKey(path.posix.normalize(path.posix.join(path.posix.dirname(rel), links[links.length - 1][1]))) : null;
      notes.push({line, version: m[1] ?? m[2] ?? m[3], keys: linked ? [linked] : [page]});
    }
  }
  return notes;
}

export function checkVersionNotes(docsDir: string, files: string[], table: Record<string, string> = FIRST_VERSIONS): {failures: string[]; notes: number; judged: number} {
  const failures: string[] = [];
  let notes = 0;
  let judged = 0;
  for (const rel of files) {
    for (const note of findNotes(rel, fs.readFileSync(path.join(docsDir, rel), 'utf8'))) {
      notes++;
      const known = note.keys.filter((k) => table[k] !== undefined);
      if (!known.length) continue;
      judged++;
      // The option cannot be older than the API that takes it.
      const first = known.map((k) => table[k]).sort(compareVersions).pop()!;
      if (compareVersions(note.version, first) < 0) {
        failures.push(`${rel}:${note.line}: says v${note.version}, but ${known.join(' / ')} first shipped in v${first}`);
      }
    }
  }
  return {failures, notes, judged};
}
