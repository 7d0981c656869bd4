// Parses markdown on worker threads, one per core: shiki highlighting is CPU-bound and dominates
// cold builds. The worker is bundled once with esbuild so it loads without a TypeScript loader.
import os from 'node:os';
import {Worker} from 'node:worker_threads';
import {ConfigError, FrontMatterError, MarkdownError, SitegenError, type SourceLocation} from '../errors.ts';
import type {ContentKind, ParsedMarkdown} from './types.ts';
import {workerFile} from '../threads/worker-file.ts';

export interface ParseJob {
  id: number;
  file: string;
  source: string;
  kind: ContentKind;
  /** For partials the file includes. */
  siteDir?: string;
}

export type ParseReply =
  | {id: number; parsed: ParsedMarkdown}
  | {id: number; error: {name: string; message: string; location?: SourceLocation}};

const ERRORS: Record<string, typeof SitegenError> = {FrontMatterError, MarkdownError, ConfigError};

import type {WorkerPluginSpec} from '../plugins/markdown.ts';

export function poolSize(): number {
  return Math.max(1, Math.min(os.availableParallelism(), 4));
}

export async function parseOnWorkers(args: {
  jobs: Omit<ParseJob, 'id'>[];
  /** Keeps the worker's bundle in the cache's files folder (see workerFile). */
  keepFile: (name: string, content: string) => string;
  /** The bundled site config whose `markdown.plugins` the workers apply. */
  configModule?: string;
  configFile?: string;
  /** Plugins whose `markdown` hooks the workers apply after the config's plugins. */
  sitePlugins?: WorkerPluginSpec[];
  onResult: (job: Omit<ParseJob, 'id'>, parsed: ParsedMarkdown) => void;
  /** A file that could not be parsed; the others go on, so every broken file is reported at once. */
  onError: (job: Omit<ParseJob, 'id'>, error: SitegenError) => void;
}): Promise<void> {
  const file = await workerFile(args.keepFile, 'parse-worker', 'src/content/worker.ts');
  const workers = Array.from({length: Math.min(poolSize(), args.jobs.length)}, () => new Worker(file, {workerData: {configModule: args.configModule, configFile: args.configFile, sitePlugins: args.sitePlugins}}));
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= args.jobs.length) return resolve();
              const id = next++;
              worker.postMessage({...args.jobs[id], id});
            };
            worker.on('message', (reply: ParseReply) => {
              if ('error' in reply) {
                const ErrorClass = ERRORS[reply.error.name] ?? SitegenError;
                args.onError(args.jobs[reply.id], new ErrorClass(reply.error.message, {location: reply.error.location}));
              } else {
                args.onResult(args.jobs[reply.id], reply.parsed);
              }
              send();
            });
            worker.on('error', reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
