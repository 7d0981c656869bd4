// Loads the site config and sidebars (TypeScript files) by bundling them with esbuild and
// importing the result; a missing file means defaults, as the bench corpus relies on.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {createHash} from 'node:crypto';
import * as esbuild from 'esbuild';
import {ConfigError, ProblemsError} from '../errors.ts';
import {siteConfigSchema, KNOWN_KEYS, type SiteConfig} from './schema.ts';
import {closest} from '../shared/strings.ts';
import {cachedBuild, metafileInputs, type BuildCache} from '../cache/built.ts';
import {inputKey} from '../cache/fingerprint.ts';

export const CONFIG_FILE = 'sitegen.config.ts';

/**
 * Bundles a TypeScript module (and what it imports from the site) and imports its exports. The
 * bundle is reused while the files it was made from are unchanged.
 */
export async function importTypeScript(file: string, cache: BuildCache): Promise<Record<string, unknown>> {
  const name = path.basename(file).replace(/\.[cm]?[jt]s$/, '');
  const bundled = await cachedBuild(
    cache,
    'modules',
    inputKey('module', path.resolve(file)),
    async () => {
      let result: esbuild.BuildResult<{write: false; metafile: true}>;
      try {
        result = await esbuild.build({
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
        const failure = cause as esbuild.BuildFailure;
        const first = failure.errors?.[0];
        throw new ConfigError(first ? first.text : 'could not compile', {
          location: {file: first?.location?.file ?? file, line: first?.location?.line},
          cause,
        });
      }
      const code = result.outputFiles[0].text;
      const hashed = `${name}-${createHash('sha1').update(code).digest('hex').slice(0, 12)}.mjs`;
      cache.store.file(hashed, code);
      return {inputs: metafileInputs(result.metafile), value: hashed};
    },
    (hashed) => cache.store.existingFile(hashed) !== undefined,
  );
  return import(pathToFileURL(cache.store.existingFile(bundled)!).href);
}

export function validateConfig(raw: unknown, file: string): SiteConfig {
  const parsed = siteConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.flatMap((issue) => {
    const at = issue.path.join('.') || '(root)';
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const keyPath = [...issue.path, key].join('.');
        const known = Object.keys(KNOWN_KEYS);
        const near = closest(key, known);
        const hint = KNOWN_KEYS[key]
          ? ` (\`${key}\` belongs under ${KNOWN_KEYS[key]})`
          : near
            ? ` (did you mean \`${near}\`?)`
            : '';
        return `${keyPath}: unknown key${hint}`;
      });
    }
    return [`${at}: ${issue.message}`];
  });
  throw new ProblemsError(`${file}: invalid site config (${problems.length} problem${problems.length > 1 ? 's' : ''})`, problems);
}

export async function loadConfig(siteDir: string, cache: BuildCache): Promise<{config: SiteConfig; file?: string}> {
  const file = path.join(siteDir, CONFIG_FILE);
  if (!fs.existsSync(file)) {
    return {config: validateConfig({title: path.basename(path.resolve(siteDir)), url: 'http://localhost'}, file)};
  }
  const mod = await importTypeScript(file, cache);
  return {config: validateConfig(mod.default, path.relative(process.cwd(), file)), file};
}
