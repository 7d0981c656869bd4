// Watch mode: chokidar sees edits in site/ and templates/, the pipeline re-runs with the parse
// cache in memory (only changed files are parsed again), only changed output files are written,
// and open pages reload.
import path from 'node:path';
import chokidar from 'chokidar';
import {createPipelineMemo, runPipeline, type PipelineMemo} from '../build/pipeline.ts';
import {ParseCache} from '../content/cache.ts';
import {formatError} from '../errors.ts';
import type {Reporter} from '../log.ts';
import {silentReporter} from '../log.ts';
import {TEMPLATES_DIR} from '../paths.ts';
import {IncrementalWriter} from '../write/output.ts';
export {createPipelineMemo};
import {LIVE_RELOAD_SNIPPET, type LiveReload} from './live-reload.ts';

export interface Watcher {
  /** Resolves once chokidar has scanned the tree; changes before that could be missed. */
  ready: Promise<void>;
  /** Resolves after the rebuild caused by the latest change. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export async function firstWatchBuild(args: {siteDir: string; outDir: string; cacheDir: string; reporter: Reporter; writer: IncrementalWriter; cache: ParseCache; memo: PipelineMemo}): Promise<void> {
  const output = await runPipeline({siteDir: args.siteDir, cacheDir: args.cacheDir, reporter: args.reporter, parseCache: args.cache, bodyEnd: LIVE_RELOAD_SNIPPET, memo: args.memo});
  await args.writer.write(output.outputs, output.copies);
}

export function watch(args: {
  siteDir: string;
  outDir: string;
  cacheDir: string;
  reporter: Reporter;
  liveReload: LiveReload;
  writer: IncrementalWriter;
  cache: ParseCache;
  memo: PipelineMemo;
}): Watcher {
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  const changed = new Set<string>();
  const rebuild = (changedFile: string) => {
    if (process.env.SITEGEN_DEBUG) args.reporter.info(`change seen: ${changedFile} at ${Math.round(performance.now())}`);
    changed.add(changedFile);
    if (queued) return;
    queued = true;
    running = running.then(async () => {
      queued = false;
      const files = [...changed];
      changed.clear();
      const start = performance.now();
      if (process.env.SITEGEN_DEBUG) args.reporter.info(`rebuild starts at ${Math.round(start)}`);
      try {
        const output = await runPipeline({
          siteDir: args.siteDir,
          cacheDir: args.cacheDir,
          // SITEGEN_DEBUG shows each step's time for rebuilds too.
          reporter: process.env.SITEGEN_DEBUG ? args.reporter : silentReporter(),
          parseCache: args.cache,
          bodyEnd: LIVE_RELOAD_SNIPPET,
          memo: args.memo,
          changed: files,
        });
        const changedOutputs = await args.writer.write(output.outputs, output.copies);
        args.liveReload.reload(changedOutputs);
        if (process.env.SITEGEN_DEBUG) args.reporter.info(`reload sent after ${Math.round(performance.now() - start)} ms`);
        if (output.deferredSearch) {
          // Let the reload event leave the socket before the (synchronous) index build blocks.
          await new Promise((resolve) => setImmediate(resolve));
          await args.writer.writeSome(output.deferredSearch());
        }
        args.reporter.info(`rebuilt after ${path.relative(process.cwd(), changedFile)} in ${Math.round(performance.now() - start)} ms (${changedOutputs.length} files changed)`);
      } catch (error) {
        const message = formatError(error);
        args.reporter.error(message);
        args.liveReload.error(message);
      }
    });
  };
  const watcher = chokidar.watch([args.siteDir, TEMPLATES_DIR], {
    ignoreInitial: true,
    ignored: (file: string) => /(^|[/\\])(node_modules|\.git|\.sitegen-cache|\.virtual-out)([/\\]|$)/.test(file) || path.resolve(file).startsWith(path.resolve(args.outDir)),
  });
  watcher.on('all', (_event, file) => rebuild(file));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    idle: () => running,
    close: () => watcher.close(),
  };
}
