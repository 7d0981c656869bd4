// Type-checks every ts/tsx code block of the docs that imports from the toolkit, in one TypeScript
// program, so examples cannot drift from the published 3.2.x packages. Blocks marked `partial` in
// their fence meta are skipped on purpose (fragments, relative imports); they are compiled too, and
// one that compiles cleanly is reported, because it should lose the mark and be checked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';

/** How docs code is compiled against the pinned packages: the snippet check and the API-table check alike. */
export const EXAMPLE_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.dom.d.ts', 'lib.es2022.d.ts'],
  types: ['node'],
  esModuleInterop: true,
};

export interface Snippet {
  file: string;
  line: number;
  lang: 'ts' | 'tsx';
  code: string;
}

export interface SnippetReport {
  checked: number;
  skipped: number;
  errors: string[];
  /** `file:line` of `partial` blocks that type-check as they are. */
  needlesslyPartial: string[];
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/;
const TOOLKIT_IMPORT = /from\s+['"](remotion|@remotion\/[\w-]+)(\/[\w-]+)?['"]/;

export function extractSnippets(file: string, source: string): {snippets: Snippet[]; skipped: number; partials: Snippet[]} {
  const lines = source.split('\n');
  const snippets: Snippet[] = [];
  const partials: Snippet[] = [];
  let skipped = 0;
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, marker, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = lines[j].trim();
      if (close.startsWith(marker) && close.replace(/[`~]/g, '') === '') break;
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j]);
    }
    const code = body.join('\n');
    if ((lang === 'ts' || lang === 'tsx') && TOOLKIT_IMPORT.test(code)) {
      if (/(^|\s)partial(\s|$)/.test(meta)) {
        skipped++;
        partials.push({file, line: i + 1, lang, code});
      } else snippets.push({file, line: i + 1, lang, code});
    }
    i = j;
  }
  return {snippets, skipped, partials};
}

export function typecheckSnippets(roots: string[], cwd = process.cwd()): SnippetReport {
  const files = roots.flatMap((root) =>
    fs.statSync(root).isFile() ? [root] : fg.sync('**/*.md', {cwd: root, absolute: true}),
  );
  const all: Snippet[] = [];
  const partials: Snippet[] = [];
  let skipped = 0;
  for (const file of files.sort()) {
    const found = extractSnippets(path.relative(cwd, path.resolve(file)), fs.readFileSync(file, 'utf8'));
    all.push(...found.snippets);
    partials.push(...found.partials);
    skipped += found.skipped;
  }
  // The blocks are written beside node_modules so that package resolution finds the pinned toolkit.
  const dir = fs.mkdtempSync(path.join(cwd, 'node_modules', '.snippets-'));
  try {
    const byName = new Map<string, Snippet>();
    const partialNames = new Set<string>();
    [...all, ...partials].forEach((s, n) => {
      const name = path.join(dir, `block${n}.${s.lang}`);
      // `export {}` makes every block its own module, so top-level names never collide.
      fs.writeFileSync(name, `${s.code}\nexport {};\n`);
      byName.set(name, s);
      if (n >= all.length) partialNames.add(name);
    });
    const program = ts.createProgram([...byName.keys()], {...EXAMPLE_COMPILER_OPTIONS, resolveJsonModule: true});
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const failing = new Set(diagnostics.map((d) => d.file && path.resolve(d.file.fileName)));
    const needlesslyPartial = [...partialNames].filter((n) => !failing.has(n)).map((n) => `${byName.get(n)!.file}:${byName.get(n)!.line}`);
    const errors = diagnostics.flatMap((d) => {
      const s = d.file && byName.get(path.resolve(d.file.fileName));
      if (!s || d.start === undefined || partialNames.has(path.resolve(d.file!.fileName))) return [];
      const {line} = d.file!.getLineAndCharacterOfPosition(d.start);
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      return [`${s.file}:${s.line + 1 + line}: ${message}`];
    });
    return {checked: all.length, skipped, errors, needlesslyPartial};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const roots = process.argv.slice(2);
  const report = typecheckSnippets(roots.length ? roots : ['site/docs']);
  for (const e of report.errors) console.error(e);
  for (const p of report.needlesslyPartial) console.error(`${p}: marked partial but type-checks; remove the mark`);
  console.log(`${report.checked} blocks checked, ${report.skipped} skipped (partial), ${report.errors.length} errors`);
  process.exit(report.errors.length || report.needlesslyPartial.length ? 1 : 0);
}
