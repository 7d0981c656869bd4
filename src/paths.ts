// Where sitegen's own files are, written once: the engine root, the theme, the browser sources
// and the cache folder. Every stage that needs one imports it from here.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** The package folder: above this module, whether it runs from src/ or compiled into bin/lib/. */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'templates'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`sitegen: no package root above ${from}`);
  }
}

export const ENGINE_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The compiled engine (scripts/compile.mjs); absent when sitegen runs from its sources. */
export const COMPILED_DIR = path.join(ENGINE_ROOT, 'bin/lib');
/** Whether this process runs the compiled engine (the CLI) or the TypeScript sources (tests). */
export const RUNNING_COMPILED = fileURLToPath(import.meta.url).startsWith(COMPILED_DIR + path.sep);
export const TEMPLATES_DIR = path.join(ENGINE_ROOT, 'templates');
export const CLIENT_DIR = path.join(ENGINE_ROOT, 'src/client');
/** Inside sitegen's own node_modules, so bundled server code resolves the same React. */
export const DEFAULT_CACHE_DIR = path.join(ENGINE_ROOT, 'node_modules/.cache/sitegen');

/** sitegen's own version (package.json). */
export const ENGINE_VERSION = (JSON.parse(fs.readFileSync(path.join(ENGINE_ROOT, 'package.json'), 'utf8')) as {version: string}).version;
