// Parses markdown on worker threads, one per core: shiki highlighting is CPU-bound and dominates
// cold builds. The worker is bundled once with esbuild so it loads without a TypeScript loader.
import os from 'node:os';
import {Worker} from 'node:worker_threads';
import {ConfigError, FrontMatterError, MarkdownError, SitegenError, type SourceLocation} from '../errors.ts';
import type {ContentKind, ParsedMarkdown} from './types.ts';
import type {FrontMatterBlocks, MarkdownBody} from './parse-unchecked.ts';
import {workerFile} from '../threads/worker-file.ts';
import type {WorkerPluginSpec} from '../plugins/markdown.ts';

export interface ParseJob {
  id: number;
  file: string;
  source: string;
  kind: ContentKind;
  /** For partials the file includes. */
  siteDir?: string;
}

/** What the workers need of the site before its first job: known only once the config is loaded. */
export interface ParseSetup {
  type: 'setup';
  /** The bundled site config whose `markdown.plugins` the workers apply. */
  configModule?: string;
  configFile?: string;
  /** Plugins whose `markdown` hooks the workers apply after the config's plugins. */
  sitePlugins?: WorkerPluginSpec[];
  /** The front matter schema's keys, for the unknown-key warnings (the schema stays on the main thread). */
  frontMatterKeys: string[];
}

/** A parse whose front matter the main thread checks (checkParse) before the result is used. */
export type ParseReply = {id: number} & FrontMatterBlocks & ({body: MarkdownBody} | {error: {name: string; message: string; location?: SourceLocation}});

const ERRORS: Record<string, typeof SitegenError> = {FrontMatterError, MarkdownError, ConfigError};

/** Jobs a worker holds at once: the next one is there when it replies, so it never waits for the main thread. */
const IN_FLIGHT = 2;

export function poolSize(): number {
  return Math.max(1, Math.min(os.availableParallelism(), 4));
}

/**
 * Workers started before their jobs are known: they load markdown-it and shiki while the main
 * thread loads the config and finds the files. The first parse takes them; whoever started them
 * closes them when no parse did (a build that failed first, or found every result in the cache).
 */
export class ParseWorkers {
  private started: Promise<Worker[]>;
  private taken = false;
  /** A worker that failed while waiting for work: the parse that takes it reports the error. */
  private failure: Error | undefined;

  constructor(keepFile: (name: string, content: string) => string, count = poolSize()) {
    this.started = startWorkers(keepFile, count);
    this.started.then(
      (workers) => workers.forEach((worker) => worker.on('error', (error) => (this.failure ??= error))),
      () => {},
    );
  }

  /** The workers, once: later parses start their own. */
  take(): Promise<Worker[]> | undefined {
    if (this.taken) return undefined;
    this.taken = true;
    return this.started.then((workers) => {
      if (this.failure) throw this.failure;
      return workers;
    });
  }

  /** Ends workers no parse took. */
  async close(): Promise<void> {
    if (this.taken) return;
    this.taken = true;
    const workers = await this.started.catch(() => []);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

async function startWorkers(keepFile: (name: string, content: string) => string, count: number): Promise<Worker[]> {
  const file = await workerFile(keepFile, 'parse-worker', 'src/content/worker.ts');
  return Array.from({length: count}, () => new Worker(file));
}

export async function parseOnWorkers(args: {
  jobs: Omit<ParseJob, 'id'>[];
  /** Keeps the worker's bundle in the cache's files folder (see workerFile). */
  keepFile: (name: string, content: string) => string;
  setup: Omit<ParseSetup, 'type' | 'frontMatterKeys'>;
  /** Workers started earlier (ParseWorkers.take); without them the parse starts its own. */
  workers?: Promise<Worker[]>;
  onResult: (job: Omit<ParseJob, 'id'>, parsed: ParsedMarkdown) => void;
  /** A file that could not be parsed; the others go on, so every broken file is reported at once. */
  onError: (job: Omit<ParseJob, 'id'>, error: SitegenError) => void;
}): Promise<void> {
  // The front matter schema loads zod: it is loaded by a build that parses, never by a warm one.
  const [workers, {checkParse}, {FRONT_MATTER_KEYS}] = await Promise.all([
    args.workers ?? startWorkers(args.keepFile, Math.min(poolSize(), args.jobs.length)),
    import('./parse.ts'),
    import('./front-matter.ts'),
  ]);
  /** The reply's result once its front matter passes the schema; a file that failed throws its first problem. */
  const checkReply = (reply: ParseReply): ParsedMarkdown => {
    if (!('error' in reply)) return checkParse(reply);
    const ErrorClass = ERRORS[reply.error.name] ?? SitegenError;
    return checkParse({...reply, error: new ErrorClass(reply.error.message, {location: reply.error.location})});
  };
  // Biggest first: the last jobs handed out are the small ones, so no worker is left with a big
  // file while the others wait. Results are keyed by job, so the order does not reach the output.
  const order = args.jobs.map((_job, n) => n).sort((a, b) => args.jobs[b].source.length - args.jobs[a].source.length || a - b);
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let pending = 0;
            const send = () => {
              if (next >= order.length) {
                if (!pending) resolve();
                return;
              }
              const id = order[next++];
              pending++;
              worker.postMessage({...args.jobs[id], id});
            };
            worker.on('message', (reply: ParseReply) => {
              pending--;
              let parsed: ParsedMarkdown | undefined;
              try {
                parsed = checkReply(reply);
              } catch (error) {
                if (!(error instanceof SitegenError)) return reject(error);
                args.onError(args.jobs[reply.id], error);
              }
              if (parsed) args.onResult(args.jobs[reply.id], parsed);
              send();
            });
            worker.on('error', reject);
            worker.postMessage({type: 'setup', ...args.setup, frontMatterKeys: [...FRONT_MATTER_KEYS]} satisfies ParseSetup);
            for (let n = 0; n < IN_FLIGHT; n++) send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
