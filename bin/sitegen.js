#!/usr/bin/env node
// The sitegen command. The engine is TypeScript compiled to bin/lib/ (scripts/compile.mjs, run by
// `npm ci`); a source newer than the compiled files (an engine edit) recompiles it first, so
// running sitegen never needs a TypeScript loader. React must see production mode before it is
// first imported.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

process.env.NODE_ENV ??= 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lib = path.join(root, 'bin/lib/sitegen.mjs');

function newestSource() {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(file).mtimeMs);
    }
  };
  walk(path.join(root, 'src'));
  return Math.max(newest, fs.statSync(path.join(root, 'bin/sitegen.ts')).mtimeMs);
}

let stale = !fs.existsSync(lib);
// Installed packages ship compiled code (and may not ship every source): only a checkout recompiles.
if (!stale && fs.existsSync(path.join(root, 'src'))) stale = newestSource() > fs.statSync(lib).mtimeMs;
if (stale) await (await import(pathToFileURL(path.join(root, 'scripts/compile.mjs')).href)).compile();
await import(pathToFileURL(lib).href);
