// Compares the parameter, prop, return, method and event tables of the API reference pages with the
// typings of the pinned packages, read through the TypeScript compiler API. A documented name that
// the typings do not have, a documented type or optionality that contradicts them, or a literal
// default that differs from the one in the compiled code is a failure. Exported members a page
// leaves out are reported; they fail only when the page claims to be complete.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {API_PAGES, type ApiPage} from './api-map.ts';
import {EXAMPLE_COMPILER_OPTIONS} from '../check-snippets.ts';
import {compiledDefaults} from './compiled-defaults.ts';
import {literalDefault, parseTables, proseLines, requiredCell, rowNames, typeAtoms, type DocTable} from './markdown-tables.ts';
import {contradictions, elementOf, flattenInputs, isObjectLike, lookup, membersOf, resolveInput, signatureInputs, unionMembers, type Member} from './api-typings.ts';

export interface ApiTableReport {
  failures: string[];
  /** page → members of the export the page does not document. */
  missing: Record<string, string[]>;
  /** How many table rows were compared. */
  rows: number;
  pages: number;
}

/** The tables that document inputs, outputs, methods and events, by their heading. */
export function sectionKind(section: string): 'input' | 'output' | 'methods' | 'events' | null {
  if (/^(parameters?|props|arguments?|options)\b/i.test(section)) return 'input';
  if (/^return/i.test(section)) return 'output';
  if (/method/i.test(section)) return 'methods';
  if (/^events?\b/i.test(section)) return 'events';
  return null;
}

// "Lists every prop", "documents all options": a page that says so must not leave anything out.
const COMPLETENESS = /\b(lists?|documents?|covers?|describes?|shows?)\s+(every|all(\s+the)?|each)\s+(props?|options?|parameters?|methods?|events?|fields?|properties)\b/i;

export function claimsCompleteness(source: string): number | null {
  return proseLines(source).find((l) => COMPLETENESS.test(l.text))?.line ?? null;
}

/** The check itself: `docsDir` holds the pages named in `pages`, `cwd` the node_modules to read. */
export function checkApiTables(docsDir: string, pages: Record<string, ApiPage> = API_PAGES, cwd = process.cwd()): ApiTableReport {
  const entries = Object.entries(pages);
  const failures: string[] = [];
  const missing: Record<string, string[]> = {};
  let rows = 0;
  // One virtual module names every type the pages document, so one program answers everything.
  const dir = fs.mkdtempSync(path.join(cwd, 'node_modules', '.api-tables-'));
  const file = path.join(dir, 'types.ts');
  const lines: string[] = ["import type * as React from 'react';"];
  entries.forEach(([, api], i) => {
    lines.push(`import type * as M${i} from '${api.package}';`);
    lines.push(`export declare const E${i}: typeof M${i}.${api.export};`);
    if (api.methods) lines.push(`export type Methods${i} = M${i}.${api.methods};`);
    if (api.events) lines.push(`export type Events${i} = M${i}.${api.events};`);
    for (const [n, [, expr]] of Object.entries(api.sections ?? {}).entries()) lines.push(`export type S${i}_${n} = ${expr.replace(/\bM\./g, `M${i}.`)};`);
  });
  fs.writeFileSync(file, lines.join('\n') + '\n');
  try {
    const program = ts.createProgram([file], EXAMPLE_COMPILER_OPTIONS);
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(file)!;
    for (const d of ts.getPreEmitDiagnostics(program, source)) {
      const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      const line = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line;
      const i = entries.findIndex((_, n) => lines[line].includes(`M${n}.`) && new RegExp(`\\bM${n}\\.`).test(lines[line]));
      failures.push(`${i >= 0 ? entries[i][0] : 'api-map'}: ${text}`);
    }
    const declared = new Map<string, ts.Symbol>();
    for (const s of checker.getExportsOfModule(checker.getSymbolAtLocation(source)!)) declared.set(s.name, s);
    const typeOf = (name: string) => {
      const s = declared.get(name);
      if (!s) return undefined;
      return s.flags & ts.SymbolFlags.TypeAlias ? checker.getDeclaredTypeOfSymbol(s) : checker.getTypeOfSymbol(s);
    };

    entries.forEach(([page, api], i) => {
      const mdFile = path.join(docsDir, page);
      if (!fs.existsSync(mdFile)) {
        failures.push(`${page}: the page named in the API map does not exist`);
        return;
      }
      const md = fs.readFileSync(mdFile, 'utf8');
      const where = (line: number) => `${path.join(path.basename(docsDir), page)}:${line}`;
      const exportType = typeOf(`E${i}`);
      if (!exportType) return;
      const signatures = checker.getSignaturesOfType(exportType, ts.SignatureKind.Call);
      const signature = signatures[0];
      const alternatives = signatures.flatMap((sig) => signatureInputs(checker, sig));
      const tables = parseTables(md);
      const documented = new Set<string>();
      const expected = new Map<string, Member[]>();

      const judge = (table: DocTable, members: Member[], kind: string, nested: (n: string, row: number) => Member | undefined) => {
        for (const [index, row] of table.rows.entries()) {
          const names = rowNames(row.cells[table.columns[0]] ?? '');
          for (const name of names) {
            rows++;
            const m = nested(name, index);
            documented.add(`${kind}:${m?.name ?? name}`);
            // `options.easing` documents `options` too.
            if (name.includes('.')) documented.add(`${kind}:${name.split('.')[0]}`);
            if (!m) {
              failures.push(`${where(row.line)}: \`${name}\` is documented but ${api.export} in ${api.package} has no such ${kind === 'output' ? 'return field' : kind === 'input' ? 'parameter or prop' : kind.replace(/s$/, '')}`);
              continue;
            }
            // A method or setter row documents what it takes: its first parameter, not the function.
            const setter = kind !== 'input' && kind !== 'output' ? checker.getSignaturesOfType(m.type, ts.SignatureKind.Call)[0] : undefined;
            const req = requiredCell(row.cells.required);
            if (!setter && names.length === 1 && req !== undefined && m.optional !== 'mixed' && req !== (m.optional === 'required')) {
              failures.push(`${where(row.line)}: \`${name}\` is documented as ${req ? 'required' : 'optional'} but is ${m.optional} in the typings`);
            }
            const param = setter?.getParameters()[0];
            const declaredType = setter ? (param ? checker.getTypeOfSymbol(param) : undefined) : m.type;
            const atoms = typeAtoms(row.cells.type ?? '');
            const candidates = setter ? [declaredType!] : (m.branches ?? [m.type]);
            const wrong = declaredType ? atoms.filter((a) => candidates.every((t) => contradictions(checker, [a], t).length > 0)).flatMap((a) => contradictions(checker, [a], declaredType)) : [];
            if (declaredType && wrong.length) {
              failures.push(`${where(row.line)}: \`${name}\` is documented as ${wrong.join(', ')}, which its type \`${checker.typeToString(declaredType)}\` does not accept`);
            }
            const def = row.cells.default === undefined ? undefined : literalDefault(row.cells.default);
            if (def !== undefined && kind === 'input') {
              const actual = compiledDefaults(checker, api, exportType, name.split('.').pop()!);
              if (actual.length && !actual.includes(def)) {
                failures.push(`${where(row.line)}: \`${name}\` is documented with the default ${JSON.stringify(def)}, the compiled code uses ${actual.map((a) => JSON.stringify(a)).join(' or ')}`);
              }
            }
          }
        }
        expected.set(kind, [...(expected.get(kind) ?? []), ...members]);
      };

      for (const table of tables) {
        if (!NAME_COLUMNS.has(table.columns[0])) continue;
        const custom = api.sections?.[table.section];
        const kind = custom !== undefined ? 'section' : sectionKind(table.section);
        if (!kind) continue;
        if (kind === 'section') {
          const n = Object.keys(api.sections!).indexOf(table.section);
          const members = membersOf(checker, typeOf(`S${i}_${n}`)!);
          judge(table, members, `section:${table.section}`, (name) => lookup(checker, members, name.replace(/^Config\.\w+\./, '')));
        } else if (kind === 'input') {
          // Positional parameters may carry clearer names in the docs (`serveUrl` for
          // `serveUrlOrWebpackUrl`), but a component's props may not.
          const first = alternatives[0] ?? [];
          const component = /^[A-Z]/.test(api.export.split('.').pop()!);
          const positional = (row: number) => !component && first[row] !== undefined && (table.rows.length === first.length || !isObjectLike(first[row].type));
          judge(table, flattenInputs(checker, first), 'input', (name, row) => resolveInput(checker, alternatives, name, positional(row) ? row : -1));
          // A lone object parameter documented as a whole (`animationData`) needs no field rows.
          if (first.length === 1 && documented.has(`input:${first[0].name}`)) expected.set('input', []);
          // An options parameter whose fields are documented row by row counts as documented.
          for (const p of first) {
            if (isObjectLike(p.type) && membersOf(checker, p.type).some((m) => documented.has(`input:${m.name}`))) documented.add(`input:${p.name}`);
          }
        } else if (kind === 'output') {
          if (!signature) continue;
          let ret = elementOf(checker, checker.getAwaitedType(signature.getReturnType()) ?? signature.getReturnType());
          // "`sites`, one entry per deployed site:" above a table: it documents that field.
          const field = /^`(\w+)`/.exec(table.lead)?.[1] ?? api.returns;
          const inner = field ? membersOf(checker, ret).find((m) => m.name === field) : undefined;
          if (inner) ret = elementOf(checker, inner.type);
          const members = membersOf(checker, ret);
          const kind = inner ? `output:${inner.name}` : 'output';
          if (inner) documented.add(`output:${inner.name}`);
          judge(table, members, kind, (name) => lookup(checker, members, name));
        } else if (kind === 'methods' && api.methods) {
          const members = membersOf(checker, typeOf(`Methods${i}`)!);
          judge(table, members, 'methods', (name) => lookup(checker, members, name));
        } else if (kind === 'events' && api.events) {
          const literals = unionMembers(typeOf(`Events${i}`)!).filter((t) => t.isStringLiteral()).map((t) => (t as ts.StringLiteralType).value);
          const members = literals.map((name) => ({name, type: checker.getStringType(), optional: 'required' as const}));
          judge(table, members, 'events', (name) => members.find((m) => m.name === name));
        }
      }

      const left = [...expected].flatMap(([kind, members]) =>
        members.filter((m) => !m.inherited && !documented.has(`${kind}:${m.name}`) && !api.omitted?.[m.name]).map((m) => (kind === 'input' ? m.name : `${kind}:${m.name}`)),
      );
      const unique = [...new Set(left)];
      if (unique.length) {
        missing[page] = unique;
        const claim = claimsCompleteness(md);
        if (claim !== null) failures.push(`${where(claim)}: the page claims to be complete but leaves out ${unique.join(', ')}`);
      }
    });
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
  return {failures, missing, rows, pages: entries.length};
}

const NAME_COLUMNS = new Set(['name', 'property', 'field', 'method', 'event', 'prop', 'parameter', 'argument', 'option']);
