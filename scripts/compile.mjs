// Compiles the engine (the CLI and its workers) to plain JavaScript in bin/lib/, so sitegen
// runs without a TypeScript loader. `npm ci` runs it (prepare) and `npm pack` ships its output;
// bin/sitegen.js also runs it when a source file is newer than the compiled files.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIB = path.join(ROOT, 'bin/lib');
export const ENTRIES = {sitegen: 'bin/sitegen.ts', 'card-worker': 'src/publish/cards/worker.ts', 'file-worker': 'src/write/file-worker.ts', 'image-worker': 'src/images/worker.ts'};
/**
 * Workers compiled to one file with the packages they use: every build starts one per core, and
 * each would otherwise resolve, read and compile a few hundred small ES modules of markdown-it and
 * shiki itself. Left out: what loads lazily, file by file (shiki's grammars and themes, and its
 * inlined oniguruma, which highlight.ts replaces by the .wasm file).
 */
export const SELF_CONTAINED = {'parse-worker': {file: 'src/content/worker.ts', external: ['@shikijs/langs/*', '@shikijs/themes/*', 'shiki/wasm']}};

export async function compile() {
  // Into a fresh folder, then swapped in: no stale chunk survives, and a sitegen starting
  // meanwhile imports either the old engine or the new one, never half of each.
  const next = `${LIB}.next-${process.pid}`;
  const common = {outdir: next, outExtension: {'.js': '.mjs'}, bundle: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning'};
  await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
      // Commands load their modules when they run: `sitegen --version` does not load the engine.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      packages: 'external',
    }),
    ...Object.entries(SELF_CONTAINED).map(([name, {file, external}]) =>
      esbuild.build({
        ...common,
        entryPoints: {[name]: path.join(ROOT, file)},
        external,
        // The CommonJS packages inside call require.
        banner: {js: "import {createRequire as __createRequire} from 'node:module';\nconst require = __createRequire(import.meta.url);"},
      }),
    ),
  ]);
  const old = `${LIB}.old-${process.pid}`;
  if (fs.existsSync(LIB)) fs.renameSync(LIB, old);
  fs.renameSync(next, LIB);
  fs.rmSync(old, {recursive: true, force: true});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await compile();
