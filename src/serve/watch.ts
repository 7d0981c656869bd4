// Watch mode: chokidar sees edits in site/ and templates/, the pipeline re-runs with the parse
// cache in memory (only changed files are parsed again), only changed output files are written,
// and open pages reload.
import path from 'node:path';
import chokidar from 'chokidar';
import {runPipeline, type Discovery, type PipelineOutput} from '../pipeline/pipeline.ts';
import type {CacheStore} from '../cache/store.ts';
import {FileHashes} from '../cache/files.ts';
import {formatError} from '../errors.ts';
import type {Reporter} from '../log.ts';
import {createReporter} from '../log.ts';
import {TEMPLATES_DIR} from '../paths.ts';
import {EDITOR_FILES, keepsFileLists} from '../content/discover.ts';
import {warmUpHighlighting} from '../content/markdown-instance.ts';
import type {InPlaceWriter} from '../write/writer.ts';
import {LIVE_RELOAD_SNIPPET, type LiveReload} from './live-reload.ts';
import {SaveWhenIdle} from './save-when-idle.ts';

const IGNORED_FOLDERS = /(^|[/\\])(node_modules|\.git|\.sitegen-cache|\.virtual-out)([/\\]|$)/;

export interface Watcher {
  /** Resolves once chokidar has scanned the tree; changes before that could be missed. */
  ready: Promise<void>;
  /** Resolves after the rebuild caused by the latest change. */
  idle(): Promise<void>;
  /** Resolves when the next rebuild has finished (whether it failed or not). */
  nextRebuild(): Promise<void>;
  close(): Promise<void>;
}

/** What watch mode keeps from one run to the next: the site's cache (saved to disk when idle) and the output. */
export interface WatchState {
  siteDir: string;
  store: CacheStore;
  writer: InPlaceWriter;
  /** What the last run discovered (see Discovery). */
  discovery?: Discovery;
  /** Runs started so far. */
  runs?: number;
  /** What the last run's plugins watch (getPathsToWatch); the watcher adds what lies outside the site. */
  watchPaths?: string[];
}

/**
 * One watch-mode run: pages first (the reload goes out as soon as they and what they load are
 * written), then the sitemap, feeds and other files no page shows, the search index and the
 * social cards. Returns the output files that changed.
 */
export async function watchRun(state: WatchState, reporter: Reporter, onPages?: (changed: string[]) => void, edits: [event: string, file: string][] = []): Promise<{output: PipelineOutput; changed: string[]}> {
  state.store.nextRun();
  state.discovery ??= {listsKept: false};
  state.discovery.listsKept = edits.length > 0 && edits.every(([event, file]) => keepsFileLists(event, file));
  const rebuild = (state.runs = (state.runs ?? 0) + 1) > 1;
  try {
    const output = await runPipeline({siteDir: state.siteDir, store: state.store, writer: state.writer, reporter, bodyEnd: LIVE_RELOAD_SNIPPET, deferSearch: true, cardsLater: rebuild, cacheScope: 'watch', includeDrafts: true, discovery: state.discovery});
    state.watchPaths = output.watchPaths;
    const changed = await state.writer.commit({final: false});
    onPages?.(changed);
    // Let the reload event leave the socket before the (synchronous) index build blocks.
    await new Promise((resolve) => setImmediate(resolve));
    await output.search?.();
    changed.push(...(await state.writer.commit()));
    return {output, changed};
  } catch (error) {
    await state.writer.abort();
    throw error;
  }
}

/**
 * Whether a file holds the bytes the last run read of it (the hash the runner recorded): an
 * editor that saves in two writes, or a change reported again after the run that read it, has
 * nothing to rebuild. A file no run read (a static file) is never taken as read.
 */
function readByLastRun(store: CacheStore, file: string): boolean {
  return new FileHashes(store.entries('file-hashes')).holdsRecorded(file) === true;
}

/**
 * The edited files that changed again after the run read them. chokidar reports a file's changes
 * at most once in 50 ms and drops the others: a second write that lands after the run read the
 * first would otherwise be built by no run until the next edit.
 */
export function changedSinceRun(store: CacheStore, edits: [event: string, file: string][]): string[] {
  const hashes = new FileHashes(store.entries('file-hashes'));
  return [...new Set(edits.filter(([event]) => event === 'change' || event === 'add').map(([, file]) => file))].filter((file) => hashes.holdsRecorded(file) === false);
}

export function watch(args: WatchState & {outDir: string; reporter: Reporter; liveReload: LiveReload; warmUp?: () => Promise<unknown>}): Watcher {
  // An edit's page is parsed on this thread, which has not loaded markdown-it and shiki (nor
  // coloured a line) when the first run took every page from the cache or parsed on workers: they
  // load now, before the first edit (which waits for them if it comes sooner), not in its rebuild.
  let running: Promise<void> = (args.warmUp ?? warmUpHighlighting)().then(
    () => {},
    () => {},
  );
  const waiters: (() => void)[] = [];
  let queued = false;
  const saver = new SaveWhenIdle(() => args.store.save());
  // The edits since the last run started, in order.
  const edits: [event: string, file: string][] = [];
  const rebuild = (event: string, changedFile: string) => {
    if (process.env.SITEGEN_DEBUG) args.reporter.info(`change seen: ${changedFile} at ${Math.round(performance.now())}`);
    edits.push([event, changedFile]);
    if (queued) return;
    queued = true;
    running = running.then(async () => {
      queued = false;
      const seen = edits.splice(0);
      if (args.liveReload.currentError === undefined && seen.every(([event, file]) => event === 'change' && readByLastRun(args.store, file))) {
        if (process.env.SITEGEN_DEBUG) args.reporter.info(`no rebuild: ${seen.length} files hold what the last run read`);
        waiters.splice(0).forEach((resolve) => resolve());
        return;
      }
      saver.runStarts();
      const start = performance.now();
      if (process.env.SITEGEN_DEBUG) args.reporter.info(`rebuild starts at ${Math.round(start)}`);
      try {
        // Rebuilds print the warnings a build prints, not its step lines (SITEGEN_DEBUG shows those too).
        const reporter = process.env.SITEGEN_DEBUG ? args.reporter : createReporter({warningsOnly: true});
        const {changed: changedOutputs} = await watchRun(args, reporter, (pages) => {
          // A run that changed no page sends no reload (an editor saving in two writes makes two
          // runs, and open pages would reload twice), unless pages show the error of the last run or
          // a file came or went (a removed page leaves the output only after the pages).
          if (!pages.length && args.liveReload.currentError === undefined && seen.every(([event]) => event === 'change')) return;
          args.liveReload.reload(pages);
          if (process.env.SITEGEN_DEBUG) args.reporter.info(`reload sent after ${Math.round(performance.now() - start)} ms`);
        }, seen);
        saver.runEnded();
        addPluginPaths();
        args.reporter.info(`rebuilt after ${path.relative(process.cwd(), changedFile)} in ${Math.round(performance.now() - start)} ms (${changedOutputs.length} files changed)`);
      } catch (error) {
        const message = formatError(error);
        args.reporter.error(message);
        args.liveReload.error(message);
      }
      for (const file of changedSinceRun(args.store, seen)) rebuild('change', file);
      waiters.splice(0).forEach((resolve) => resolve());
    });
  };
  const outDir = path.resolve(args.outDir);
  // Inside the output folder for real: `--out sit` is a prefix of `site/`'s name, not its folder.
  const inOutput = (file: string) => {
    const relative = path.relative(outDir, path.resolve(file));
    return !relative.startsWith('..') && !path.isAbsolute(relative);
  };
  const watcher = chokidar.watch([args.siteDir, TEMPLATES_DIR], {
    ignoreInitial: true,
    ignored: (file: string) => IGNORED_FOLDERS.test(file) || EDITOR_FILES.test(file) || inOutput(file),
  });
  watcher.on('all', (event, file) => rebuild(event, file));
  // Plugins' getPathsToWatch outside the site (a data folder beside it); new ones after each run.
  const site = path.resolve(args.siteDir);
  const added = new Set<string>();
  const addPluginPaths = () => {
    const outside = (args.watchPaths ?? []).filter((watched) => path.relative(site, watched).startsWith('..') && !added.has(watched));
    outside.forEach((watched) => added.add(watched));
    if (outside.length) watcher.add(outside);
  };
  addPluginPaths();
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    idle: () => running,
    nextRebuild: () => new Promise<void>((resolve) => waiters.push(resolve)),
    async close() {
      await watcher.close();
      // Edits not saved yet are kept for the next start.
      if (saver.pending) {
        await running;
        saver.flush();
      }
    },
  };
}
