// Lists every default in the docs' reference tables (`| Name | Type | Default | Required |
// Description |`, the same without Required, and the CLI pages' `| Flag | Type | Default |
// Description |`) that no claim in a `.claims.ts` file next to the page proves, as `page:line: row
// = default`, and every row of those tables whose description or type states a limit (LIMIT_WORDING)
// that no `kind: 'limit'` claim proves, as `page:line: row limit: wording`. Only a `kind: 'default'`
// claim proves a default, only a `kind: 'limit'` claim a limit.
// `tsx scripts/docs-checks/unproven-claims.ts` prints the list; `--write` replaces the committed
// baseline, which test/site/docs-claims.test.ts holds the docs to.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import fg from 'fast-glob';
import type {PageClaims} from './claims.ts';
import {parseTables} from './markdown-tables.ts';
import {ROOT} from './proof-kit.ts';

export const BASELINE = 'scripts/docs-checks/unproven-claims-baseline.txt';

export async function loadClaims(docs: string): Promise<PageClaims[]> {
  const out: PageClaims[] = [];
  for (const file of fg.sync('**/*.claims.ts', {cwd: docs}).sort()) {
    const mod = (await import(pathToFileURL(path.join(docs, file)).href)) as {claims: PageClaims};
    if (mod.claims.page !== file.replace(/\.claims\.ts$/, '.md')) throw new Error(`${file}: claims name ${mod.claims.page}`);
    out.push(mod.claims);
  }
  return out;
}

const NO_DEFAULT = /^(–|-|)$/;
const LAYOUTS = ['name|type|default|required|description', 'name|type|default|description', 'flag|type|default|description'];

/**
 * The rows of the reference tables that state something (`stated` gives its text, or null) with
 * no claim of `kind` proving it, as `page:line: row <text>`.
 */
async function unproven(docs: string, kind: 'default' | 'limit', stated: (cells: Record<string, string>) => string | null): Promise<string[]> {
  const proven = new Set<string>();
  for (const {page, claims} of await loadClaims(docs)) for (const c of claims) if (c.row && c.kind === kind) proven.add(`${page}#${c.row}`);
  const out: string[] = [];
  for (const page of fg.sync('**/*.md', {cwd: docs}).sort()) {
    for (const table of parseTables(fs.readFileSync(path.join(docs, page), 'utf8'))) {
      if (!LAYOUTS.includes(table.columns.join('|'))) continue;
      for (const row of table.rows) {
        const text = stated(row.cells);
        if (text === null) continue;
        const name = (row.cells.name ?? row.cells.flag).replace(/`/g, '').trim();
        if (!proven.has(`${page}#${name}`)) out.push(`${page}:${row.line}: ${name} ${text}`);
      }
    }
  }
  return out;
}

export function unprovenDefaults(docs: string): Promise<string[]> {
  return unproven(docs, 'default', (cells) => {
    const value = cells.default.trim();
    return NO_DEFAULT.test(value) ? null : `= ${value}`;
  });
}

const NUM = String.raw`\`?-?\d[\d,_]*(?:\.\d+)?\`?`;
/**
 * Wording by which a description limits the values a row accepts: a range ("between 1 and 10",
 * "from 0 to 100", "15-900" outside code, where `20-50` is an example value), a number with a
 * comparison word ("at least 7000", "up to 8", "greater than 0", "below 0", "≥ 1", "> 0"), the
 * words minimum/maximum, a sign ("positive", "non-negative", "negative") or "integer"/"whole number".
 */
export const LIMIT_WORDING = new RegExp(
  [
    String.raw`\bbetween\s+${NUM}\s+and\s+${NUM}`,
    String.raw`\bfrom\s+${NUM}\s+(?:to|up to|through)\s+${NUM}`,
    String.raw`(?<![\w.\`-])-?\d[\d,_]*(?:\.\d+)?\s*(?:-|–|\.\.)\s*\d[\d,_]*(?:\.\d+)?(?![\w\`]|\.\d)`,
    String.raw`\b(?:at (?:most|least)|up to|no (?:more|less|fewer) than|not (?:more|less) than|(?:greater|larger|bigger|more|less|smaller|fewer|higher|lower) than(?: or equal to)?|above|below|exceed(?:s|ing)?|under|over)\s+${NUM}`,
    String.raw`(?:≥|≤|>=|<=|(?<![\w/])[<>])\s*${NUM}`,
    String.raw`\b(?:minimum|maximum)\b`,
    String.raw`\b(?:positive|non-negative|nonnegative|negative)\b`,
    String.raw`\b(?:whole numbers?|integers?)\b`,
  ].join('|'),
  'i',
);

/**
 * The limit wording of a row, from its description, else from its type cell (0-100, `integer`,
 * "`number` (512-10240)"), or null. A callback's row (a type with `=>` or `function`) says what it
 * is called with ("a number from 0 to 100"), which is no limit on what the option accepts.
 */
export function limitWording(type: string, description: string): string | null {
  if (/=>|\bfunction\b/.test(type)) return null;
  // In a type cell code is the type itself (`0-100`), so it is read as text; only an example after
  // "e.g." ("range, e.g. `0-9`") is left out.
  const typeText = type.replace(/e\.g\.\s*`[^`]*`/g, '').replace(/`/g, '');
  return (LIMIT_WORDING.exec(description) ?? LIMIT_WORDING.exec(typeText))?.[0].replace(/`/g, '') ?? null;
}

export function unprovenLimits(docs: string): Promise<string[]> {
  return unproven(docs, 'limit', (cells) => {
    const wording = limitWording(cells.type ?? '', cells.description ?? '');
    return wording === null ? null : `limit: ${wording}`;
  });
}

/** The whole report: unproven defaults, then unproven limits. */
export async function unprovenClaims(docs: string): Promise<string[]> {
  return [...(await unprovenDefaults(docs)), ...(await unprovenLimits(docs))];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const list = await unprovenClaims(path.join(ROOT, 'site/docs'));
  if (process.argv.includes('--write')) fs.writeFileSync(path.join(ROOT, BASELINE), `${list.join('\n')}\n`);
  console.log(list.join('\n'));
  console.error(`${list.length} table defaults and limits without an executable proof`);
}
