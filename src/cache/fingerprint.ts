// What every cache key starts with: sitegen's own code and the versions of the libraries that
// shape its output. A new sitegen, an engine edit or an upgraded markdown/highlight/React stack
// means nothing cached before is reused.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import {COMPILED_DIR, ENGINE_ROOT, RUNNING_COMPILED} from '../paths.ts';

/** Libraries whose version changes what a build writes. */
const STACK = ['markdown-it', 'markdown-it-footnote', 'markdown-it-emoji', '@vscode/markdown-it-katex', 'katex', 'shiki', '@shikijs/langs', '@shikijs/transformers', '@shikijs/core', '@shikijs/engine-oniguruma', 'react', 'react-dom', 'htmlparser2', 'esbuild', 'minisearch', 'yaml', 'zod'];

let fingerprint: string | undefined;

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => pattern.test(file))
    .sort();
}

/** The version of a library as sitegen loads it. */
export function libraryVersion(name: string): string {
  // Where sitegen's imports find it first: its folder in sitegen's own node_modules, read
  // directly (resolving through require costs a warm build more than all its other keys).
  try {
    return (JSON.parse(fs.readFileSync(path.join(ENGINE_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;
  } catch {
    // Elsewhere (a site's node_modules, when sitegen is installed in it): found as Node finds it.
  }
  try {
    const require = createRequire(path.join(ENGINE_ROOT, 'package.json'));
    return (require(`${name}/package.json`) as {version: string}).version;
  } catch {
    // Packages that hide their package.json: their entry file stands in for the version.
    try {
      const require = createRequire(path.join(ENGINE_ROOT, 'package.json'));
      return createHash('sha1').update(fs.readFileSync(require.resolve(name))).digest('hex');
    } catch {
      return 'missing';
    }
  }
}

export function engineFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha1');
  // The code that runs: the compiled engine, or the sources when running from them (tests).
  const [dir, pattern] = RUNNING_COMPILED ? [COMPILED_DIR, /\.mjs$/] : [path.join(ENGINE_ROOT, 'src'), /\.tsx?$/];
  for (const file of filesUnder(dir, pattern)) hash.update(file).update('\0').update(fs.readFileSync(path.join(dir, file))).update('\0');
  for (const name of STACK) hash.update(`${name}@${libraryVersion(name)}\n`);
  hash.update(fs.readFileSync(path.join(ENGINE_ROOT, 'package.json')));
  fingerprint = hash.digest('hex');
  return fingerprint;
}

/** A key for a step's complete input: the engine fingerprint and every part, in order. */
export function inputKey(...parts: unknown[]): string {
  const hash = createHash('sha1').update(engineFingerprint());
  for (const part of parts) hash.update('\0').update(typeof part === 'string' ? part : JSON.stringify(part) ?? 'undefined');
  return hash.digest('base64url');
}
