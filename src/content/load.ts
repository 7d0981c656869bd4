// The parse stage over a whole site: reads every markdown file and parses it (or takes the
// cached result).
import path from 'node:path';
import type {MarkdownIt} from 'markdown-it';
import {formatLocation, ProblemsError, SitegenError} from '../errors.ts';
import {defineBatchStep, keyed, sourceFile, type SourceFile, type StepRunner} from '../steps/runner.ts';
import {nativeSwizzlesKey} from './mdx-components.ts';
import {parseOnWorkers, poolSize} from './pool.ts';
import type {ContentKind, ParsedMarkdown} from './types.ts';
import type {SiteConfig} from '../config/schema.ts';

import type {PluginMarkdown} from '../plugins/markdown.ts';

export type MarkdownPluginEntry = SiteConfig['markdown']['plugins'][number];

let markdown: Promise<MarkdownIt> | undefined;
const withPlugins = new WeakMap<MarkdownPluginEntry[], Promise<MarkdownIt>>();

/**
 * markdown-it with every plugin and shiki, loaded on first use (a warm build parses nothing), and
 * the site's own plugins (config `markdown.plugins`) after sitegen's.
 */
export function getMarkdown(plugins: MarkdownPluginEntry[] = [], configFile?: string): Promise<MarkdownIt> {
  const create = () =>
    Promise.all([import('./highlight.ts'), import('./markdown/index.ts')]).then(async ([{getHighlighter}, {createMarkdown}]) =>
      createMarkdown(await getHighlighter(), plugins, configFile),
    );
  if (!plugins.length) return (markdown ??= create());
  let made = withPlugins.get(plugins);
  if (!made) withPlugins.set(plugins, (made = create()));
  return made;
}

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

interface ParseSettings {
  siteDir: string;
  /** The config's markdown-it plugins, then the site plugins' markdown hooks. */
  plugins: MarkdownPluginEntry[];
  /** The bundled config, which parse workers import for its plugins. */
  module?: string;
  configFile?: string;
  sitePlugins?: PluginMarkdown;
}

/**
 * Parses the files it is given (those without a kept result), on worker threads when there are
 * many. A result is kept with the partials its page includes; every broken file is reported at once.
 */
const parseStep = defineBatchStep<never, {settings: ParseSettings}, {file: string; kind: ContentKind; source: SourceFile}, ParsedMarkdown>({
  name: 'parse',
  version: 2,
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
    if (jobs.length >= WORKER_THRESHOLD && poolSize() > 1) {
      await parseOnWorkers({jobs, keepFile: tools.keepFile, configModule: plugins.length ? shared.settings.module : undefined, configFile: shared.settings.configFile, sitePlugins: sitePlugins?.workers, onResult: (job, parsed) => keep(index.get(job.file)!, parsed), onError: (_job, error) => failures.push(error)});
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
}): Promise<{parsed: Map<string, ParsedMarkdown>; hits: number; keys: Map<string, string>}> {
  const sitePlugins = args.markdown?.sitePlugins;
  const configPlugins = args.markdown?.plugins ?? [];
  // Plugins' markdown hooks come after the config's markdown-it plugins.
  const plugins = sitePlugins?.entries.length ? [...configPlugins, ...(sitePlugins.entries as MarkdownPluginEntry[])] : configPlugins;
  const settings: ParseSettings = {siteDir: args.siteDir, plugins, module: args.markdown?.module, configFile: args.markdown?.configFile, sitePlugins};
  const key = pluginsKey(configPlugins) + (sitePlugins?.key ?? '') + nativeSwizzlesKey(args.siteDir);
  const items = args.files.map(({file, kind}) => ({file, kind, source: sourceFile(path.join(args.siteDir, file))}));
  const run = args.runner.batch(parseStep, {settings: keyed(settings, key)}, items, {progress: args.progress});
  const {outputs, keys} = await run.done();
  return {parsed: new Map(args.files.map(({file}, n) => [file, outputs[n]])), hits: run.reused, keys: new Map(args.files.map(({file}, n) => [file, keys[n]]))};
}
