// The JavaScript of an MDX file — its `import` and `export` blocks — as a module of its own, which
// the server and client bundles build like site code: components the file exports
// (`export const DetailedExplanation = …`), imports by name, npm packages, and the values its
// props read (`values={constants.values}`) all come from it. Lines keep their numbers, so a
// bundling error points at the MDX file's own line.
import type {Node} from 'acorn';
import {jsxParser} from '../libraries.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyNode = Node & Record<string, any>;

const ESM_START = /^(import|export)[\s{*]/;
const FENCE = /^\s*(`{3,}|~{3,})/;

export interface MdxEsm {
  /** Local name → module, for every import. */
  imports: Record<string, string>;
  /** Local names of default imports. */
  defaults: string[];
  /** Names the file exports. */
  exports: string[];
  /** The module: the ESM statements at their lines, markdown partials left out, every name exported. */
  module: string;
  /** 1-based line of each import's statement, by local name. */
  lines: Record<string, number>;
}

/** The import/export blocks of an MDX file (outside front matter and code fences), or undefined when it has none. */
export function mdxEsm(text: string): MdxEsm | undefined {
  if (!/^(import|export)[\s{*]/m.test(text)) return undefined;
  const lines = text.split('\n');
  const out: string[] = lines.map(() => '');
  const esm: MdxEsm = {imports: {}, defaults: [], exports: [], module: '', lines: {}};
  let n = 0;
  if (lines[0]?.trim() === '---') {
    n = lines.findIndex((line, i) => i > 0 && line.trim() === '---') + 1 || lines.length;
  }
  let fence: string | undefined;
  let found = false;
  for (; n < lines.length; n++) {
    const line = lines[n];
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (!ESM_START.test(line)) continue;
    let last = n;
    while (last + 1 < lines.length && lines[last + 1].trim()) last++;
    const block = lines.slice(n, last + 1).join('\n');
    if (addBlock(esm, block, n, out)) found = true;
    n = last;
  }
  if (!found) return undefined;
  const names = [...new Set(Object.keys(esm.imports))].filter((name) => !esm.exports.includes(name) && !/\.mdx?$/.test(esm.imports[name]));
  esm.module = `${out.join('\n')}\n${names.length ? `export {${names.join(', ')}};\n` : ''}`;
  return esm;
}

/** Adds one block's statements; false when it does not parse (the markdown plugin reports it). */
function addBlock(esm: MdxEsm, block: string, firstLine: number, out: string[]): boolean {
  let program: {body: AnyNode[]};
  try {
    program = jsxParser().parse(block, {ecmaVersion: 'latest', sourceType: 'module', locations: true});
  } catch {
    return false;
  }
  if (program.body.some((statement) => !/^(Import|Export)/.test(statement.type))) return false;
  const kept = block.split('\n');
  for (const statement of program.body) {
    const line = firstLine + statement.loc!.start.line;
    if (statement.type === 'ImportDeclaration') {
      const source = String(statement.source.value);
      for (const specifier of statement.specifiers as AnyNode[]) {
        esm.imports[specifier.local.name] = source;
        esm.lines[specifier.local.name] = line;
        if (specifier.type === 'ImportDefaultSpecifier') esm.defaults.push(specifier.local.name);
      }
      // A markdown partial is included by the markdown plugin, never bundled.
      if (/\.mdx?$/.test(source)) blank(kept, statement);
    } else {
      const declaration = statement.declaration as AnyNode | null | undefined;
      for (const d of declaration?.declarations ?? (declaration?.id ? [declaration] : [])) if (d.id?.name) esm.exports.push(d.id.name);
      for (const specifier of (statement.specifiers ?? []) as AnyNode[]) if (specifier.exported?.name) esm.exports.push(specifier.exported.name);
    }
  }
  kept.forEach((text, i) => (out[firstLine + i] = text));
  return true;
}

/** Empties a statement's text, keeping its lines. */
function blank(lines: string[], statement: AnyNode): void {
  const {start, end} = statement.loc!;
  for (let l = start.line; l <= end.line; l++) {
    const text = lines[l - 1];
    const from = l === start.line ? start.column : 0;
    const to = l === end.line ? end.column : text.length;
    lines[l - 1] = text.slice(0, from) + ' '.repeat(to - from) + text.slice(to);
  }
}
