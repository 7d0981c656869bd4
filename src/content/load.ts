// The parse stage over a whole site: reads every markdown file and parses it (or takes the
// cached result).
import fs from 'node:fs';
import path from 'node:path';
import {formatLocation, ProblemsError, SitegenError} from '../errors.ts';
import {defineBatchStep, keyed, sourceFile, type SourceFile, type StepRunner} from '../steps/runner.ts';
import {nativeSwizzlesKey} from './mdx-components.ts';
import {parseOnWorkers, ParseWorkers, poolSize} from './pool.ts';
import type {ContentKind, ParsedMarkdown} from './types.ts';
import {getMarkdown, type MarkdownPluginEntry} from './markdown-instance.ts';

import type {PluginMarkdown} from '../plugins/markdown.ts';

export {getMarkdown, type MarkdownPluginEntry} from './markdown-instance.ts';

/** What the site's plugins contribute to each parse result's cache key: their code and options. */
export function pluginsKey(plugins: MarkdownPluginEntry[]): string {
  if (!plugins.length) return '';
  return JSON.stringify(plugins.map((entry) => (Array.isArray(entry) ? [String(entry[0]), entry[1] ?? null] : [String(entry)])));
}

/**
 * The cache steps parsing fills (with discover's list of imports and the files' hashes): kept by a
 * build that fails afterwards, so that the next run does not parse again.
 */
export const PARSE_CACHE_STEPS = ['parse', 'file-hashes', 'content-imports'] as const;

/** Below this many files to parse, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 40;

/**
 * Starts the parse workers at the start of a build, before the config and the files are known,
 * when the build will most likely parse on them: nothing parsed is kept in the cache (a first or
 * `--no-cache` build) and the site holds at least WORKER_THRESHOLD markdown files. A watch rebuild
 * or a warm build, which parse a few files or none, start workers only if the parse needs them.
 */
export function startParseWorkers(args: {siteDir: string; runner: StepRunner; outDir?: string}): ParseWorkers | undefined {
  if (poolSize() < 2 || args.runner.hasResults(parseStep)) return undefined;
  if (countMarkdown(args.siteDir, WORKER_THRESHOLD, args.outDir ? path.resolve(args.outDir) : undefined) < WORKER_THRESHOLD) return undefined;
  return new ParseWorkers((name, content) => args.runner.keepFile(name, content));
}

/** Markdown files below `dir` (not in dependencies, hidden folders or the output), counted up to `limit`. */
function countMarkdown(dir: string, limit: number, skip?: string): number {
  let count = 0;
  const folders = [path.resolve(dir)];
  for (let folder = folders.pop(); folder !== undefined && count < limit; folder = folders.pop()) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, {withFileTypes: true});
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) {
        const full = path.join(folder, entry.name);
        if (!entry.name.startsWith('.') && entry.name !== 'node_modules' && full !== skip) folders.push(full);
      } else if (/\.mdx?$/.test(entry.name)) count++;
    }
  }
  return count;
}

interface ParseSettings {
  siteDir: string;
  /** The config's markdown-it plugins, then the site plugins' markdown hooks. */
  plugins: MarkdownPluginEntry[];
  /** The bundled config, which parse workers import for its plugins. */
  module?: string;
  configFile?: string;
  sitePlugins?: PluginMarkdown;
  /** Workers started before the config was loaded (see startParseWorkers). */
  workers?: ParseWorkers;
}

/**
 * Parses the files it is given (those without a kept result), on worker threads when there are
 * many. A result is kept with the partials its page includes; every broken file is reported at once.
 */
const parseStep = defineBatchStep<never, {settings: ParseSettings}, {file: string; kind: ContentKind; source: SourceFile}, ParsedMarkdown>({
  name: 'parse',
  version: 4,
  config: [],
  async run(shared, items, tools) {
    const {siteDir, plugins, sitePlugins} = shared.settings;
    const jobs = items.map((item, n) => ({file: item.file, kind: item.kind, source: tools.read(n, item.source.path).toString('utf8'), siteDir}));
    const index = new Map(items.map((item, n) => [item.file, n]));
    // A page is as fresh as the partials it includes.
    const keep = (n: number, parsed: ParsedMarkdown) => {
      if (parsed.includes?.length) tools.dependsOn(n, parsed.includes.map((file) => path.join(siteDir, file)));
      tools.done(n, parsed);
    };
    const failures: SitegenError[] = [];
    // Workers already started are used for any number of files: they have loaded what parsing needs.
    const started = shared.settings.workers?.take();
    if (started || (jobs.length >= WORKER_THRESHOLD && poolSize() > 1)) {
      const setup = {configModule: plugins.length ? shared.settings.module : undefined, configFile: shared.settings.configFile, sitePlugins: sitePlugins?.workers};
      await parseOnWorkers({jobs, keepFile: tools.keepFile, setup, workers: started, onResult: (job, parsed) => keep(index.get(job.file)!, parsed), onError: (_job, error) => failures.push(error)});
    } else {
      const [md, {parseMarkdown}] = await Promise.all([getMarkdown(plugins, shared.settings.configFile), import('./parse.ts')]);
      for (const [n, job] of jobs.entries()) {
        try {
          keep(n, parseMarkdown(md, job));
        } catch (error) {
          if (!(error instanceof SitegenError)) throw error;
          failures.push(error);
        }
      }
    }
    // Every broken file at once, in the site's order.
    if (failures.length === 1) throw failures[0];
    if (failures.length) {
      failures.sort((a, b) => (index.get(a.location?.file ?? '') ?? 0) - (index.get(b.location?.file ?? '') ?? 0));
      throw new ProblemsError(`${failures.length} files could not be parsed`, failures.map((error) => `${formatLocation(error.location)}: ${error.message}`));
    }
  },
});

/**
 * Parses every file, or takes the result kept by the runner (keyed by the engine, the path, the
 * kind, the source and the site's markdown plugins), with `hits` counting the kept ones and
 * `keys` a key per file that changes with its result.
 */
export async function parseFiles(args: {
  siteDir: string;
  files: {file: string; kind: ContentKind}[];
  runner: StepRunner;
  /** The site's markdown-it plugins; `module` is the bundled config, which parse workers import for them. */
  markdown?: {plugins: MarkdownPluginEntry[]; module?: string; configFile?: string; sitePlugins?: PluginMarkdown};
  progress?: string;
  /** Workers started before the config was loaded: used if any file is parsed, closed if none is. */
  workers?: ParseWorkers;
}): Promise<{parsed: Map<string, ParsedMarkdown>; hits: number; keys: Map<string, string>}> {
  const sitePlugins = args.markdown?.sitePlugins;
  const configPlugins = args.markdown?.plugins ?? [];
  // Plugins' markdown hooks come after the config's markdown-it plugins.
  const plugins = sitePlugins?.entries.length ? [...configPlugins, ...(sitePlugins.entries as MarkdownPluginEntry[])] : configPlugins;
  const settings: ParseSettings = {siteDir: args.siteDir, plugins, module: args.markdown?.module, configFile: args.markdown?.configFile, sitePlugins, workers: args.workers};
  const key = pluginsKey(configPlugins) + (sitePlugins?.key ?? '') + nativeSwizzlesKey(args.siteDir);
  const items = args.files.map(({file, kind}) => ({file, kind, source: sourceFile(path.join(args.siteDir, file))}));
  const run = args.runner.batch(parseStep, {settings: keyed(settings, key)}, items, {progress: args.progress});
  const {outputs, keys} = await run.done().finally(() => args.workers?.close());
  return {parsed: new Map(args.files.map(({file}, n) => [file, outputs[n]])), hits: run.reused, keys: new Map(args.files.map(({file}, n) => [file, keys[n]]))};
}
