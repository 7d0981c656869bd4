// `sitegen serve [--watch]`: builds, then serves; with --watch, rebuilds on change and reloads.
import {CacheStore} from '../cache/store.ts';
import {formatError} from '../errors.ts';
import {createReporter} from '../log.ts';
import {createServer, listen} from '../serve/server.ts';
import {LiveReload} from '../serve/live-reload.ts';
import {watch, watchRun} from '../serve/watch.ts';
import {InPlaceWriter, type OutputRecord} from '../write/writer.ts';
import net from 'node:net';
import path from 'node:path';
import {buildCommand, checkSiteFolder, siteCacheDir} from './build.ts';
import {checkOutputFolder} from '../write/safety.ts';
import {UsageError} from '../errors.ts';

export interface ServeOptions {
  site: string;
  out: string;
  port: number;
  host: string;
  watch: boolean;
  force?: boolean;
}

/** `listen`, with a port that is taken or forbidden reported as a usage error naming it. */
export async function listenOn(server: net.Server, host: string, port: number): Promise<number> {
  try {
    return await listen(server, host, port);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new UsageError(`port ${port} is already in use on ${host} (choose another with --port)`);
    if (code === 'EACCES') throw new UsageError(`port ${port} needs more privileges on ${host} (choose another with --port)`);
    throw error;
  }
}

/**
 * A port already taken is reported before a minute is spent building. One taken while the site
 * builds is reported the same way when the server starts (listenOn).
 */
async function checkPort(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await listenOn(probe, host, port);
  await new Promise((resolve) => probe.close(resolve));
}

export interface ServeHandle {
  port: number;
  close(): Promise<void>;
  /** Watch mode: resolves when the rebuild after the next change has finished. */
  nextRebuild?(): Promise<void>;
}

export async function serveCommand(options: ServeOptions): Promise<ServeHandle> {
  const reporter = createReporter();
  checkSiteFolder(options.site);
  checkOutputFolder({out: options.out, site: options.site, force: options.force});
  await checkPort(options.host, options.port);
  if (!options.watch) {
    const {output} = await buildCommand({site: options.site, out: options.out, reporter, force: options.force});
    const baseUrl = output.config.baseUrl;
    const server = createServer({outDir: options.out, host: options.host, port: options.port, baseUrl});
    const port = await listenOn(server, options.host, options.port);
    reporter.info(`serving ${options.out} at http://${options.host === '127.0.0.1' ? 'localhost' : options.host}:${port}${baseUrl}`);
    return {port, close: () => new Promise((resolve) => server.close(() => resolve()))};
  }
  const liveReload = new LiveReload();
  // The same cache as `sitegen build`: a second start of an unchanged site parses and bundles nothing.
  const store = new CacheStore(siteCacheDir(options.site), true, path.resolve(options.site));
  const writer = new InPlaceWriter(options.out, () => ({records: store.entries<OutputRecord>('watch-outputs'), lists: store.entries<string[]>('watch-output-lists')}));
  const state = {siteDir: options.site, store, writer};
  let baseUrl = '/';
  try {
    const {output} = await watchRun(state, reporter);
    baseUrl = output.config.baseUrl;
    state.store.save();
  } catch (error) {
    // Keep serving: the page shows the error and the watcher recovers when the file is fixed;
    // until the site builds it is served at the root.
    const message = formatError(error);
    reporter.error(message);
    liveReload.error(message);
  }
  const server = createServer({outDir: options.out, host: options.host, port: options.port, dev: true, liveReload, baseUrl});
  const port = await listenOn(server, options.host, options.port);
  const watcher = watch({...state, outDir: options.out, reporter, liveReload});
  await watcher.ready;
  reporter.info(`serving ${options.out} at http://localhost:${port}${baseUrl} (watching for changes)`);
  return {
    port,
    nextRebuild: watcher.nextRebuild,
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
