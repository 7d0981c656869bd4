// Site code that Node imports — the config, a sidebars file, a local plugin — is bundled by esbuild
// into the cache's files folder and imported from there, so `serve --watch` runs fresh code after
// every edit. The config's modules and plugins differ only in what `options` adds (plugins keep
// their own `__dirname` and load packages from the site); the rest is written here once.
import path from 'node:path';
import {createHash} from 'node:crypto';
import type * as esbuild from 'esbuild';
import type {SourceLocation} from '../errors.ts';
import {buildFailure} from '../shared/build-failure.ts';
import {metafileInputs} from '../shared/metafile-inputs.ts';
import type {ReadingTools} from '../steps/reading.ts';

export interface NodeModuleBuild {
  /** Put before the bundle's name (`plugin-`): kinds of modules stay apart in the files folder. */
  prefix?: string;
  /** What this kind of module adds to the shared options. */
  options?: esbuild.BuildOptions;
  /** The error a failure is reported as, with the failing file and line. */
  failure(text: string, options: {location: SourceLocation; cause: unknown}): Error;
}

/**
 * Bundles `file` for Node inside a reading step: reports the files esbuild read, keeps the bundle
 * (named by its content hash) and returns its path.
 */
export async function bundleNodeModule(file: string, tools: Pick<ReadingTools, 'dependsOn' | 'keepFile'>, build: NodeModuleBuild): Promise<string> {
  let result: esbuild.BuildResult<{write: false; metafile: true}>;
  try {
    result = await (await import('esbuild')).build({
      ...build.options,
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      logLevel: 'silent',
    });
  } catch (cause) {
    const {text, location} = buildFailure(cause, file);
    throw build.failure(text, {location, cause});
  }
  const code = result.outputFiles[0].text;
  tools.dependsOn(metafileInputs(result.metafile));
  const name = path.basename(file).replace(/\.[cm]?[jt]sx?$/, '');
  return tools.keepFile(`${build.prefix ?? ''}${name}-${createHash('sha1').update(code).digest('hex').slice(0, 12)}.mjs`, code);
}
