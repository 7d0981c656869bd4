// `sitegen build`: the whole pipeline into a new output folder, swapped in when it succeeded.
import fs from 'node:fs';
import path from 'node:path';
import {runPipeline, type PipelineOutput} from '../pipeline/pipeline.ts';
import {CacheStore, pruneRemovedSites} from '../cache/store.ts';
import {createReporter, type Reporter} from '../log.ts';
import {DEFAULT_CACHE_DIR} from '../paths.ts';
import {SwapWriter} from '../write/writer.ts';
import {checkOutputFolder} from '../write/safety.ts';
import {UsageError} from '../errors.ts';
import {PARSE_CACHE_STEPS} from '../content/load.ts';

export interface BuildCommandOptions {
  site: string;
  out: string;
  /** false: nothing cached is read or saved (`--no-cache`). */
  cache?: boolean;
  cacheDir?: string;
  reporter?: Reporter;
  /** Replace an existing output folder sitegen did not write. */
  force?: boolean;
}

export interface BuildSummary {
  pages: number;
  files: number;
  ms: number;
  warnings: string[];
  output: PipelineOutput;
}

/** The site folder must exist and be a folder; it is the first thing a typo in `--site` breaks. */
export function checkSiteFolder(site: string): void {
  if (!fs.existsSync(site)) throw new UsageError(`the site folder ${site} does not exist (set it with --site)`);
  if (!fs.statSync(site).isDirectory()) throw new UsageError(`the site folder ${site} is a file, not a folder`);
}

/** Each site has its own cache folder, named after its path. */
export function siteCacheDir(siteDir: string, cacheDir = DEFAULT_CACHE_DIR): string {
  return path.join(cacheDir, path.resolve(siteDir).replace(/[^\w]+/g, '_').slice(-80));
}

export async function buildCommand(options: BuildCommandOptions): Promise<BuildSummary> {
  const start = performance.now();
  const reporter = options.reporter ?? createReporter();
  checkSiteFolder(options.site);
  checkOutputFolder({out: options.out, site: options.site, force: options.force});
  pruneRemovedSites(options.cacheDir ?? DEFAULT_CACHE_DIR);
  const store = new CacheStore(siteCacheDir(options.site, options.cacheDir), options.cache !== false, path.resolve(options.site));
  reporter.info(`sitegen: building ${options.site} → ${options.out}`);
  const writer = new SwapWriter(options.out, store);
  let output: PipelineOutput;
  let files: string[];
  try {
    output = await runPipeline({siteDir: options.site, store, writer, reporter});
    const writeStart = performance.now();
    files = await writer.commit();
    reporter.step('write', performance.now() - writeStart, `${files.length} files written, ${writer.kept} unchanged`);
    store.save();
  } catch (error) {
    await writer.abort();
    // The output stays as it was, but what was parsed is kept: fixing a broken link is a rebuild
    // that parses nothing. A failure to save must not hide the build's own error.
    try {
      store.saveSteps(PARSE_CACHE_STEPS);
    } catch {
      // The next build parses again.
    }
    throw error;
  } finally {
    store.dispose();
  }
  const ms = performance.now() - start;
  reporter.info(
    `done: ${output.pageCount} pages in ${(ms / 1000).toFixed(2)} s, ${reporter.warnings.length} warning${reporter.warnings.length === 1 ? '' : 's'}, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
  return {pages: output.pageCount, files: files.length, ms, warnings: reporter.warnings, output};
}
