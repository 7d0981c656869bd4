// `sitegen build`: the whole pipeline, then one atomic write of dist/.
import path from 'node:path';
import {DEFAULT_CACHE_DIR} from '../paths.ts';
import {runPipeline, type PipelineOutput} from '../build/pipeline.ts';
import {ParseCache} from '../content/cache.ts';
import {createReporter, type Reporter} from '../log.ts';
import {precompress, writeAtomically} from '../write/output.ts';
import {OutputManifest} from '../write/reuse.ts';
import {loadRenderMemo, saveRenderMemo} from '../build/render-all.ts';


export interface BuildCommandOptions {
  site: string;
  out: string;
  cache?: boolean;
  cacheDir?: string;
  reporter?: Reporter;
}

export interface BuildSummary {
  pages: number;
  files: number;
  ms: number;
  warnings: string[];
  output: PipelineOutput;
}

export async function buildCommand(options: BuildCommandOptions): Promise<BuildSummary> {
  const start = performance.now();
  const reporter = options.reporter ?? createReporter();
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const siteKey = path.resolve(options.site).replace(/[^\w]+/g, '_').slice(-80);
  const cache = new ParseCache(options.cache === false ? undefined : path.join(cacheDir, `parse-${siteKey}.json`));
  reporter.info(`sitegen: building ${options.site} → ${options.out}`);
  const cached = (name: string) => (options.cache === false ? undefined : path.join(cacheDir, `${name}-${siteKey}.json`));
  const renderCacheFile = cached('render');
  const renderCache = renderCacheFile ? loadRenderMemo(renderCacheFile) : undefined;
  const output = await runPipeline({siteDir: options.site, cacheDir, reporter, parseCache: cache, renderCache, searchCacheFile: cached('search')});
  const writeStart = performance.now();
  const manifest = new OutputManifest(options.cache === false ? undefined : path.join(cacheDir, `outputs-${siteKey}.json`));
  const hashes = new Map([...output.outputs].map(([name, content]) => [name, OutputManifest.hash(content)]));
  const reuse = manifest.reusable(options.out, output.outputs, hashes);
  const compressed = await precompress(new Map([...output.outputs].filter(([name]) => !reuse.has(name))));
  const all = new Map([...output.outputs, ...compressed]);
  await writeAtomically(options.out, all, output.copies, reuse);
  manifest.save(options.out, hashes);
  reporter.step('write', performance.now() - writeStart, `${all.size + output.copies.size} files, ${reuse.size} unchanged`);
  cache.save();
  if (renderCacheFile && renderCache) saveRenderMemo(renderCacheFile, renderCache);
  const ms = performance.now() - start;
  reporter.info(
    `done: ${output.pageCount} pages in ${(ms / 1000).toFixed(2)} s, ${reporter.warnings.length} warning${reporter.warnings.length === 1 ? '' : 's'}, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
  return {pages: output.pageCount, files: all.size + output.copies.size, ms, warnings: reporter.warnings, output};
}
