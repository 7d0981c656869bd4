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
import {literalDefault, parseTables, proseLines, requiredCell, rowNames, typeAtoms, type DocTable, type TypeAtom} from './markdown-tables.ts';

export interface ApiTableReport {
  failures: string[];
  /** page → members of the export the page does not document. */
  missing: Record<string, string[]>;
  /** How many table rows were compared. */
  rows: number;
  pages: number;
}

type Optionality = 'required' | 'optional' | 'mixed';

interface Member {
  name: string;
  type: ts.Type;
  optional: Optionality;
  /** Declared by React's or the DOM's typings (`onClick`, `key`), not by the package. */
  inherited?: boolean;
  /** Its type in each branch of a union it appears in; a documented type may match any of them. */
  branches?: ts.Type[];
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
          // Positional parameters may carry clearer names in the docs, but a component's props may not.
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

function elementOf(checker: ts.TypeChecker, type: ts.Type): ts.Type {
  const plain = checker.getNonNullableType(type);
  return checker.isArrayType(plain) ? checker.getTypeArguments(plain as ts.TypeReference)[0] : type;
}

interface Input {
  name: string;
  type: ts.Type;
  optional: boolean;
}

/**
 * The ways a signature can be called. `bundle(...args: [options] | [entryPoint, onProgress?, options?])`
 * is two alternatives; a plain signature is one.
 */
function signatureInputs(checker: ts.TypeChecker, signature: ts.Signature): Input[][] {
  const params = signature.getParameters();
  const rest = params.length === 1 && (params[0].valueDeclaration as ts.ParameterDeclaration | undefined)?.dotDotDotToken;
  if (rest) {
    const tuples = unionMembers(checker.getTypeOfSymbol(params[0])).filter((t) => checker.isTupleType(t)) as ts.TypeReference[];
    if (tuples.length) {
      return tuples.map((tuple) => {
        const target = tuple.target as ts.TupleType;
        return checker.getTypeArguments(tuple).map((type, n) => {
          const label = target.labeledElementDeclarations?.[n];
          return {name: label && ts.isIdentifier(label.name) ? label.name.text : `arg${n}`, type, optional: (target.elementFlags[n] & ts.ElementFlags.Required) === 0};
        });
      });
    }
  }
  const inputs = params.map((p) => {
    const decl = p.valueDeclaration as ts.ParameterDeclaration | undefined;
    const optional = Boolean(decl && (decl.questionToken || decl.initializer || decl.dotDotDotToken));
    return {name: p.name, type: checker.getTypeOfSymbol(p), optional};
  });
  // React.FC's legacy `context?: any` is not something a page documents.
  return [inputs.filter((p) => !(p.optional && p.type.flags & ts.TypeFlags.Any))];
}

function unionMembers(type: ts.Type): ts.Type[] {
  return type.isUnion() ? type.types : [type];
}

/** An options or props object: an object type that cannot be called (a component or callback can). */
function isObjectLike(type: ts.Type): boolean {
  return unionMembers(type).some((t) => ((t.flags & ts.TypeFlags.Object) !== 0 || t.isIntersection()) && t.getCallSignatures().length === 0 && t.getConstructSignatures().length === 0);
}

/** Members of a type; for a union, every member of any branch, `mixed` when branches disagree. */
export function membersOf(checker: ts.TypeChecker, type: ts.Type): Member[] {
  const branches = unionMembers(type).filter((t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
  const byName = new Map<string, {types: ts.Type[]; optional: boolean[]; inherited: boolean}>();
  for (const branch of branches) {
    for (const p of checker.getPropertiesOfType(checker.getApparentType(branch))) {
      const files = (p.declarations ?? []).map((d) => d.getSourceFile().fileName);
      // Declared outside the Remotion packages: React's, the DOM's or a library's own props.
      const inherited = files.length > 0 && files.every((f) => !/node_modules\/(remotion|@remotion\/[\w-]+)\//.test(f));
      const entry = byName.get(p.name) ?? {types: [], optional: [], inherited};
      entry.types.push(checker.getTypeOfSymbol(p));
      entry.optional.push((p.flags & ts.SymbolFlags.Optional) !== 0);
      byName.set(p.name, entry);
    }
  }
  return [...byName].map(([name, {types, optional, inherited}]) => ({
    name,
    inherited,
    type: types[0],
    branches: types,
    optional:
      optional.length === branches.length && optional.every((o) => !o)
        ? 'required'
        : optional.length === branches.length && optional.every((o) => o)
          ? 'optional'
          : 'mixed',
  }));
}

function lookup(checker: ts.TypeChecker, members: Member[], name: string): Member | undefined {
  const [head, ...rest] = name.split('.');
  let m = members.find((x) => x.name === head);
  for (const part of rest) {
    if (!m) return undefined;
    m = membersOf(checker, m.type).find((x) => x.name === part);
  }
  return m;
}

/** Every name an inputs table could document: positional parameters or the props of object ones. */
function flattenInputs(checker: ts.TypeChecker, inputs: Input[]): Member[] {
  if (inputs.length === 1 && isObjectLike(inputs[0].type)) return membersOf(checker, inputs[0].type);
  return inputs.map((p) => ({name: p.name, type: p.type, optional: p.optional ? 'optional' : 'required'}));
}

/**
 * `frame` → a parameter or a prop of an object parameter; `options.weights` → a prop of `options`.
 * A positional parameter may be documented under a clearer name than the `.d.ts` gives it
 * (`comp` → `component`): the row then stands for the parameter at its own position.
 */
function resolveInput(checker: ts.TypeChecker, alternatives: Input[][], name: string, row: number): Member | undefined {
  const asMember = (p: Input): Member => ({name: p.name, type: p.type, optional: p.optional ? 'optional' : 'required'});
  const [head] = name.split('.');
  for (const inputs of alternatives) {
    const param = inputs.find((p) => p.name === head);
    if (param) return lookup(checker, [asMember(param)], name);
    for (const p of inputs) {
      if (!isObjectLike(p.type)) continue;
      const found = lookup(checker, membersOf(checker, p.type), name);
      if (found) return found;
    }
  }
  const positional = alternatives[0]?.[row];
  if (positional && !name.includes('.')) return asMember(positional);
  return undefined;
}

/** Documented literals and keywords the declared type does not accept. */
export function contradictions(checker: ts.TypeChecker, atoms: TypeAtom[], declared: ts.Type): string[] {
  if (declared.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) return [];
  const loose = (t: ts.Type) => checker.isTypeAssignableTo(t, declared) || unionMembers(declared).some((d) => !(d.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) && checker.isTypeAssignableTo(d, t));
  const wrong: string[] = [];
  for (const atom of atoms) {
    let ok = true;
    if (atom.kind === 'string-literal') ok = checker.isTypeAssignableTo(checker.getStringLiteralType(atom.value), declared);
    else if (atom.kind === 'number-literal') ok = checker.isTypeAssignableTo(checker.getNumberLiteralType(atom.value), declared);
    else if (atom.value === 'number') ok = loose(checker.getNumberType());
    else if (atom.value === 'string') ok = loose(checker.getStringType());
    else if (atom.value === 'boolean') ok = loose(checker.getBooleanType());
    else if (atom.value === 'true') ok = checker.isTypeAssignableTo(checker.getTrueType(), declared);
    else if (atom.value === 'false') ok = checker.isTypeAssignableTo(checker.getFalseType(), declared);
    else if (atom.value === 'null') ok = checker.isTypeAssignableTo(checker.getNullType(), declared);
    if (!ok) wrong.push(atom.kind === 'string-literal' ? `'${atom.value}'` : String(atom.value));
  }
  return wrong;
}

const defaultsCache = new Map<string, Map<string, (string | number | boolean)[]>>();

/**
 * Literal defaults for `name` in the compiled JavaScript next to the export's declaration: binding
 * patterns such as `({imageFormat = 'png', frame = 0})`, which is how the packages default options.
 * Returns [] when the code sets no literal default there; the docs are then not compared.
 */
function compiledDefaults(checker: ts.TypeChecker, api: ApiPage, exportType: ts.Type, name: string): (string | number | boolean)[] {
  const decl = (exportType.getSymbol() ?? exportType.aliasSymbol)?.declarations?.[0] ?? checker.getSignaturesOfType(exportType, ts.SignatureKind.Call)[0]?.getDeclaration();
  const dts = decl?.getSourceFile().fileName;
  if (!dts || !dts.endsWith('.d.ts')) return [];
  const js = dts.replace(/\.d\.ts$/, '.js');
  if (!fs.existsSync(js)) return [];
  let table = defaultsCache.get(js);
  if (!table) {
    table = new Map();
    const sf = ts.createSourceFile(js, fs.readFileSync(js, 'utf8'), ts.ScriptTarget.ES2022, true);
    const t = table;
    const visit = (node: ts.Node) => {
      if (ts.isBindingElement(node) && node.initializer && ts.isObjectBindingPattern(node.parent)) {
        const key = (node.propertyName ?? node.name).getText(sf);
        const init = node.initializer;
        let value: string | number | boolean | undefined;
        if (ts.isStringLiteral(init)) value = init.text;
        else if (ts.isNumericLiteral(init)) value = Number(init.text);
        else if (ts.isPrefixUnaryExpression(init) && init.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(init.operand)) value = -Number(init.operand.text);
        else if (init.kind === ts.SyntaxKind.TrueKeyword) value = true;
        else if (init.kind === ts.SyntaxKind.FalseKeyword) value = false;
        if (value !== undefined) t.set(key, [...(t.get(key) ?? []), value]);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    defaultsCache.set(js, table);
  }
  return table.get(name) ?? [];
}
