// Loads the site config and sidebars (TypeScript files) by bundling them with esbuild and
// importing the result; a missing file means defaults, as the bench corpus relies on.
import {buildFailure} from '../shared/build-failure.ts';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {createHash} from 'node:crypto';
import type * as esbuild from 'esbuild';
import {ConfigError} from '../errors.ts';
import type {SiteConfig} from './schema.ts';
import {cachedBuild, metafileInputs, type BuildCache} from '../cache/built.ts';
import {inputKey} from '../cache/fingerprint.ts';

export const CONFIG_FILE = 'sitegen.config.ts';

/**
 * Bundles a TypeScript module (and what it imports from the site) and imports its exports. The
 * bundle is reused while the files it was made from are unchanged.
 */
export async function importTypeScript(file: string, cache: BuildCache): Promise<Record<string, unknown>> {
  return import(pathToFileURL(await bundleTypeScript(file, cache)).href);
}

/** The bundled module's path (an ES module other threads can import too). */
export async function bundleTypeScript(file: string, cache: BuildCache): Promise<string> {
  const name = path.basename(file).replace(/\.[cm]?[jt]s$/, '');
  const bundled = await cachedBuild(
    cache,
    'modules',
    inputKey('module', path.resolve(file)),
    async () => {
      let result: esbuild.BuildResult<{write: false; metafile: true}>;
      try {
        result = await (await import('esbuild')).build({
          entryPoints: [file],
          bundle: true,
          write: false,
          metafile: true,
          format: 'esm',
          platform: 'node',
          packages: 'external',
          logLevel: 'silent',
        });
      } catch (cause) {
        const {text, location} = buildFailure(cause, file);
        throw new ConfigError(text, {location, cause});
      }
      const code = result.outputFiles[0].text;
      const hashed = `${name}-${createHash('sha1').update(code).digest('hex').slice(0, 12)}.mjs`;
      cache.store.file(hashed, code);
      return {inputs: metafileInputs(result.metafile), value: hashed};
    },
    (hashed) => cache.store.existingFile(hashed) !== undefined,
  );
  return cache.store.existingFile(bundled)!;
}

/**
 * The config as the module exports it, validated. The validated value is cached under a hash of
 * the exported value (validating costs more than a warm build's whole render); a config holding
 * functions is validated every time.
 */
async function validated(raw: unknown, file: string, cache: BuildCache): Promise<SiteConfig> {
  let key: string | undefined;
  try {
    key = inputKey('config', file, JSON.stringify(raw, (_key, value: unknown) => {
      if (typeof value === 'function') throw new TypeError('not data');
      return value;
    }));
  } catch {
    key = undefined;
  }
  const entries = cache.store.entries<SiteConfig>('config');
  const hit = key ? entries.get(key) : undefined;
  // Later steps fill in defaults on the config object (blogs): each run gets its own copy.
  if (hit) return structuredClone(hit);
  const {validateConfig} = await import('./validate.ts');
  const config = validateConfig(raw, file);
  if (key) entries.set(key, structuredClone(config));
  return config;
}

export async function loadConfig(siteDir: string, cache: BuildCache): Promise<{config: SiteConfig; file?: string; module?: string}> {
  const file = path.join(siteDir, CONFIG_FILE);
  if (!fs.existsSync(file)) {
    return {config: await validated({title: path.basename(path.resolve(siteDir)), url: 'http://localhost'}, file, cache)};
  }
  const module = await bundleTypeScript(file, cache);
  const mod = (await import(pathToFileURL(module).href)) as Record<string, unknown>;
  return {config: await validated(mod.default, path.relative(process.cwd(), file), cache), file, module};
}
