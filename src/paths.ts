// Where sitegen's own files are, written once: the engine root, the theme, the browser sources
// and the cache folder. Every stage that needs one imports it from here.
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const ENGINE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TEMPLATES_DIR = path.join(ENGINE_ROOT, 'templates');
export const CLIENT_DIR = path.join(ENGINE_ROOT, 'src/client');
/** Inside sitegen's own node_modules, so bundled server code resolves the same React. */
export const DEFAULT_CACHE_DIR = path.join(ENGINE_ROOT, 'node_modules/.cache/sitegen');
