// Reads the reference tables our docs pages use (`| Name | Type | Default | Required | Description |`,
// `| Flag | Type | Default | Description |`, `| Method | … |`, `| Event | … |`, `| Property | … |`)
// together with the heading they stand under, so the checks can compare them with the packages.
// Fenced code is skipped: a table inside an example is not documentation of the API.

export interface DocTable {
  /** The nearest heading above the table, without the `#` marks. */
  section: string;
  /** Lower-cased header cells, e.g. ['name', 'type', 'default', 'required', 'description']. */
  columns: string[];
  rows: DocRow[];
  line: number;
  /** The last prose line between the heading and the table ("`sites`, one entry per site:"). */
  lead: string;
}

export interface DocRow {
  /** 1-based line in the markdown file. */
  line: number;
  /** Cells by lower-cased column name, raw markdown. */
  cells: Record<string, string>;
}

const FENCE = /^\s*(`{3,}|~{3,})/;

/** Splits a table line into cells; `\|` stays inside its cell, pipes inside backticks too. */
export function splitRow(line: string): string[] {
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  const cells: string[] = [];
  let current = '';
  let inCode = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\' && body[i + 1] === '|') {
      current += '\\|';
      i++;
    } else if (c === '`') {
      inCode = !inCode;
      current += c;
    } else if (c === '|' && !inCode) {
      cells.push(current.trim());
      current = '';
    } else {
      current += c;
    }
  }
  cells.push(current.trim());
  return cells;
}

export function parseTables(source: string): DocTable[] {
  const lines = source.split('\n');
  const tables: DocTable[] = [];
  let section = '';
  let lead = '';
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const f = FENCE.exec(line);
    if (f) {
      if (fence === null) fence = f[1];
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[1].trim();
      lead = '';
      continue;
    }
    if (line.trim() && !line.trim().startsWith('|')) lead = line.trim();
    if (line.trim().startsWith('|') && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
      const columns = splitRow(line).map((c) => c.toLowerCase().replace(/`/g, ''));
      const rows: DocRow[] = [];
      let j = i + 2;
      for (; j < lines.length && lines[j].trim().startsWith('|'); j++) {
        const cells = splitRow(lines[j]);
        rows.push({line: j + 1, cells: Object.fromEntries(columns.map((c, n) => [c, cells[n] ?? '']))});
      }
      tables.push({section, columns, rows, line: i + 1, lead});
      i = j - 1;
    }
  }
  return tables;
}

/**
 * The API names a first cell documents: `` `seekTo(frame)` `` → seekTo, `` `mute()` / `unmute()` `` →
 * mute, unmute, `` `component` \| `lazyComponent` `` → both, `` `options.weights` `` → options.weights.
 * Cells that do not start with code ("other `<div>` props") document no single name.
 */
export function rowNames(cell: string): string[] {
  if (!cell.trim().startsWith('`')) return [];
  const names: string[] = [];
  for (const m of cell.matchAll(/`([^`]+)`/g)) {
    const n = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(.*\))?$/.exec(m[1].trim());
    if (n) names.push(n[1]);
  }
  return names;
}

/** The `--flags` (and `-q` style short flags) of a flag-table cell. */
export function rowFlags(cell: string): string[] {
  return [...cell.matchAll(/`(--?[a-z][\w-]*)(?:[=\s][^`]*)?`/gi)].map((m) => m[1]);
}

export type TypeAtom =
  | {kind: 'string-literal'; value: string}
  | {kind: 'number-literal'; value: number}
  | {kind: 'keyword'; value: 'number' | 'string' | 'boolean' | 'null' | 'undefined' | 'true' | 'false'};

/**
 * The parts of a documented type the check can judge: string and number literals and the primitive
 * keywords of a top-level union. Named types, function types and prose ("0-100", "MB") are left to
 * the reader; they are not compared.
 */
export function typeAtoms(cell: string): TypeAtom[] {
  const code = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/\\\|/g, '|'));
  if (!code.length) return [];
  const atoms: TypeAtom[] = [];
  for (const part of code.join(' | ').split('|').map((p) => p.trim())) {
    const str = /^'([^']*)'$|^"([^"]*)"$/.exec(part);
    if (str) atoms.push({kind: 'string-literal', value: str[1] ?? str[2]});
    else if (/^-?\d+(\.\d+)?$/.test(part)) atoms.push({kind: 'number-literal', value: Number(part)});
    else if (/^(number|string|boolean|null|undefined|true|false)$/.test(part)) atoms.push({kind: 'keyword', value: part as 'number'});
  }
  return atoms;
}

/** A literal default of a Default cell: `png`, `'png'`, `0`, `true`; anything else is not compared. */
export function literalDefault(cell: string): string | number | boolean | undefined {
  const m = /^`([^`]+)`$/.exec(cell.trim());
  if (!m) return undefined;
  const v = m[1].trim();
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  if (v === 'true' || v === 'false') return v === 'true';
  const q = /^'([^']*)'$|^"([^"]*)"$/.exec(v);
  if (q) return q[1] ?? q[2];
  if (/^[a-z][\w-]*$/i.test(v) && !['null', 'undefined'].includes(v)) return v;
  return undefined;
}

/** 'yes' / 'no' from a Required cell ("Yes (in the 3.2 types)" counts as yes), else undefined. */
export function requiredCell(cell: string | undefined): boolean | undefined {
  if (!cell) return undefined;
  if (/^yes\b/i.test(cell.trim())) return true;
  if (/^no\b/i.test(cell.trim())) return false;
  return undefined;
}

/** Prose of a page outside fenced code, for completeness claims and version notes. */
export function proseLines(source: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  let fence: string | null = null;
  source.split('\n').forEach((text, i) => {
    const f = FENCE.exec(text);
    if (f) {
      if (fence === null) fence = f[1];
      else if (text.trim().startsWith(fence) && text.trim().replace(/[`~]/g, '') === '') fence = null;
      return;
    }
    if (fence === null) out.push({line: i + 1, text});
  });
  return out;
}
