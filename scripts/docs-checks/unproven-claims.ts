// Lists every default in the docs' reference tables (`| Name | Type | Default | Required |
// Description |`, the same without Required, and the CLI pages' `| Flag | Type | Default |
// Description |`) that no claim in a `.claims.ts` file next to the page proves, as `page:line: row
// = default`. `tsx scripts/docs-checks/unproven-claims.ts` prints the list; `--write` replaces the
// committed baseline, which test/site/docs-claims.test.ts holds the docs to.
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

export async function unprovenDefaults(docs: string): Promise<string[]> {
  const proven = new Set<string>();
  for (const {page, claims} of await loadClaims(docs)) for (const c of claims) if (c.row) proven.add(`${page}#${c.row}`);
  const out: string[] = [];
  for (const page of fg.sync('**/*.md', {cwd: docs}).sort()) {
    for (const table of parseTables(fs.readFileSync(path.join(docs, page), 'utf8'))) {
      if (!LAYOUTS.includes(table.columns.join('|'))) continue;
      for (const row of table.rows) {
        const value = row.cells.default.trim();
        if (NO_DEFAULT.test(value)) continue;
        const name = (row.cells.name ?? row.cells.flag).replace(/`/g, '').trim();
        if (!proven.has(`${page}#${name}`)) out.push(`${page}:${row.line}: ${name} = ${value}`);
      }
    }
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const list = await unprovenDefaults(path.join(ROOT, 'site/docs'));
  if (process.argv.includes('--write')) fs.writeFileSync(path.join(ROOT, BASELINE), `${list.join('\n')}\n`);
  console.log(list.join('\n'));
  console.error(`${list.length} table defaults without an executable proof`);
}
