// `sitegen serve [--watch]`: builds, then serves; with --watch, rebuilds on change and reloads.
import {ParseCache} from '../content/cache.ts';
import {formatError} from '../errors.ts';
import {createReporter} from '../log.ts';
import {createServer, listen} from '../serve/server.ts';
import {LiveReload} from '../serve/live-reload.ts';
import {createPipelineMemo, firstWatchBuild, watch} from '../serve/watch.ts';
import {IncrementalWriter} from '../write/output.ts';
import {buildCommand} from './build.ts';
import {DEFAULT_CACHE_DIR} from '../paths.ts';

export interface ServeOptions {
  site: string;
  out: string;
  port: number;
  host: string;
  watch: boolean;
}

export async function serveCommand(options: ServeOptions): Promise<{close(): Promise<void>; port: number}> {
  const reporter = createReporter();
  if (!options.watch) {
    const {output} = await buildCommand({site: options.site, out: options.out, reporter});
    const baseUrl = output.config.baseUrl;
    const server = createServer({outDir: options.out, host: options.host, port: options.port, baseUrl});
    const port = await listen(server, options.host, options.port);
    reporter.info(`serving ${options.out} at http://${options.host === '127.0.0.1' ? 'localhost' : options.host}:${port}${baseUrl}`);
    return {port, close: () => new Promise((resolve) => server.close(() => resolve()))};
  }
  const liveReload = new LiveReload();
  const writer = new IncrementalWriter(options.out);
  const cache = new ParseCache();
  const memo = createPipelineMemo();
  try {
    await firstWatchBuild({siteDir: options.site, outDir: options.out, cacheDir: DEFAULT_CACHE_DIR, reporter, writer, cache, memo});
  } catch (error) {
    // Keep serving: the page shows the error and the watcher recovers when the file is fixed.
    const message = formatError(error);
    reporter.error(message);
    liveReload.error(message);
  }
  // A first build that failed has no config: the site is served at the root until it builds.
  const baseUrl = memo.code?.config.baseUrl ?? '/';
  const server = createServer({outDir: options.out, host: options.host, port: options.port, dev: true, liveReload, baseUrl});
  const port = await listen(server, options.host, options.port);
  const watcher = watch({siteDir: options.site, outDir: options.out, cacheDir: DEFAULT_CACHE_DIR, reporter, liveReload, writer, cache, memo});
  await watcher.ready;
  reporter.info(`serving ${options.out} at http://localhost:${port}${baseUrl} (watching for changes)`);
  return {
    port,
    async close() {
      await watcher.close();
      // A rebuild still running would write into a folder the caller may be about to remove.
      await watcher.idle();
      liveReload.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
