// Compiles the engine (the CLI and its workers) to plain JavaScript in bin/lib/, so sitegen
// runs without a TypeScript loader. `npm ci` runs it (prepare) and `npm pack` ships its output;
// bin/sitegen.js also runs it when a source file is newer than the compiled files.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as esbuild from 'esbuild';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIB = path.join(ROOT, 'bin/lib');
export const ENTRIES = {sitegen: 'bin/sitegen.ts', 'parse-worker': 'src/content/worker.ts', 'card-worker': 'src/publish/cards/worker.ts', 'file-worker': 'src/write/file-worker.ts', 'image-worker': 'src/images/worker.ts'};

export async function compile() {
  // Into a fresh folder, then swapped in: no stale chunk survives, and a sitegen starting
  // meanwhile imports either the old engine or the new one, never half of each.
  const next = `${LIB}.next-${process.pid}`;
  await esbuild.build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
    outdir: next,
    outExtension: {'.js': '.mjs'},
    bundle: true,
    // Commands load their modules when they run: `sitegen --version` does not load the engine.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const old = `${LIB}.old-${process.pid}`;
  if (fs.existsSync(LIB)) fs.renameSync(LIB, old);
  fs.renameSync(next, LIB);
  fs.rmSync(old, {recursive: true, force: true});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await compile();
