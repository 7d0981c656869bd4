// The file a worker thread runs. The compiled engine ships each worker beside it (an entry of
// scripts/compile.mjs); running from sources (tests), the worker is bundled here with esbuild and
// kept in the cache, so it loads without a TypeScript loader.
import path from 'node:path';
import {createHash} from 'node:crypto';
import {COMPILED_DIR, ENGINE_ROOT, RUNNING_COMPILED} from '../paths.ts';

/** Each worker's bundled code, made once per process: the engine's sources do not change while it runs. */
const bundled = new Map<string, Promise<string>>();

function bundle(source: string): Promise<string> {
  let code = bundled.get(source);
  if (!code) {
    code = import('esbuild').then(async (esbuild) => {
      const result = await esbuild.build({
        entryPoints: [path.join(ENGINE_ROOT, source)],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'node',
        packages: 'external',
        logLevel: 'silent',
      });
      return result.outputFiles[0].text;
    });
    bundled.set(source, code);
    code.catch(() => bundled.delete(source));
  }
  return code;
}

/**
 * `name`: the entry's name in scripts/compile.mjs; `source`: its file below the engine root;
 * `keepFile`: keeps the bundle in the cache's files folder (the store's, or a step's tool).
 */
export async function workerFile(keepFile: (name: string, content: string) => string, name: string, source: string): Promise<string> {
  if (RUNNING_COMPILED) return path.join(COMPILED_DIR, `${name}.mjs`);
  const code = await bundle(source);
  return keepFile(`${name}-${createHash('sha1').update(code).digest('hex').slice(0, 12)}.mjs`, code);
}
