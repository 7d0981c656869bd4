// The parse stage over a whole site: reads every markdown file and parses it (or takes the
// cached result).
import fs from 'node:fs';
import path from 'node:path';
import type {MarkdownIt} from 'markdown-it';
import type {CacheStore} from '../cache/store.ts';
import {contentHash, FileHashes} from '../cache/files.ts';
import {formatLocation, ProblemsError, SitegenError} from '../errors.ts';
import {inputKey} from '../cache/fingerprint.ts';
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
export const PARSE_CACHE_STEPS = ['parse', 'partial-hashes', 'file-hashes', 'content-imports'] as const;

/** Below this many files to parse, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 40;

/**
 * Parses every file, or takes the result cached under the hash of its complete input (engine,
 * path, kind and source), with `hits` counting the cached ones.
 */
export async function parseFiles(args: {
  siteDir: string;
  files: {file: string; kind: ContentKind}[];
  store: CacheStore;
  /** The site's markdown-it plugins; `module` is the bundled config, which parse workers import for them. */
  markdown?: {plugins: MarkdownPluginEntry[]; module?: string; configFile?: string; sitePlugins?: PluginMarkdown};
  onProgress?: (done: number, total: number) => void;
  /** The build's hashes of its content files (FileHashes.snapshot), for the files' own keys. */
  sources?: FileHashes;
}): Promise<{parsed: Map<string, ParsedMarkdown>; hits: number; keys: Map<string, string>}> {
  const cache = args.store.entries<ParsedMarkdown>('parse');
  // A source whose size and time did not change is not read again: its content hash is known.
  const hashes = new FileHashes(args.store.entries('file-hashes'));
  const sources = args.sources ?? hashes;
  const results = new Map<string, ParsedMarkdown>();
  const sitePlugins = args.markdown?.sitePlugins;
  const configPlugins = args.markdown?.plugins ?? [];
  // Plugins' markdown hooks come after the config's markdown-it plugins.
  const plugins = sitePlugins?.entries.length ? [...configPlugins, ...(sitePlugins.entries as MarkdownPluginEntry[])] : configPlugins;
  const extraKey = pluginsKey(configPlugins) + (sitePlugins?.key ?? '') + nativeSwizzlesKey(args.siteDir);
  const pending: {file: string; kind: ContentKind; source: string; key: string; siteDir: string}[] = [];
  // A page is as fresh as the partials it includes: their hashes when it was parsed are kept with it.
  const partialHashes = args.store.entries<Record<string, string>>('partial-hashes');
  const partialsUnchanged = (cached: ParsedMarkdown) => {
    if (!cached.includes?.length) return true;
    const then = partialHashes.get(cached.file + '\0' + cached.includes.join('\0'));
    return !!then && cached.includes.every((file) => then[file] === hashes.hash(path.join(args.siteDir, file)));
  };
  const keys = new Map<string, string>();
  let done = 0;
  const total = args.files.length;
  for (const {file, kind} of args.files) {
    const full = path.join(args.siteDir, file);
    let key = inputKey('parse', file, kind, sources.hash(full) ?? '', extraKey);
    let cached = cache.get(key);
    if (!cached || !partialsUnchanged(cached)) {
      // Keyed by the bytes parsed: a file edited after its hash was taken (an editor saving while
      // serve --watch rebuilds) was cached under the old text's key, and shown when that text came back.
      const bytes = fs.readFileSync(full);
      const read = inputKey('parse', file, kind, contentHash(bytes), extraKey);
      if (read !== key) {
        key = read;
        cached = cache.get(key);
      }
      if (!cached || !partialsUnchanged(cached)) {
        cached = undefined;
        pending.push({file, kind, source: bytes.toString('utf8'), key, siteDir: args.siteDir});
      }
    }
    keys.set(file, key);
    if (cached) {
      results.set(file, cached);
      args.onProgress?.(++done, total);
    }
  }
  const hits = results.size;
  const keep = (job: {file: string; key: string}, parsed: ParsedMarkdown) => {
    cache.set(job.key, parsed);
    if (parsed.includes?.length) {
      partialHashes.set(parsed.file + '\0' + parsed.includes.join('\0'), Object.fromEntries(parsed.includes.map((file) => [file, hashes.hash(path.join(args.siteDir, file)) ?? ''])));
    }
    results.set(job.file, parsed);
    args.onProgress?.(++done, total);
  };
  const failures: SitegenError[] = [];
  if (pending.length >= WORKER_THRESHOLD && poolSize() > 1) {
    const byFile = new Map(pending.map((job) => [job.file, job]));
    await parseOnWorkers({jobs: pending, store: args.store, configModule: plugins.length ? args.markdown?.module : undefined, configFile: args.markdown?.configFile, sitePlugins: sitePlugins?.workers, onResult: (job, parsed) => keep(byFile.get(job.file)!, parsed), onError: (_job, error) => failures.push(error)});
  } else if (pending.length) {
    const [md, {parseMarkdown}] = await Promise.all([getMarkdown(plugins, args.markdown?.configFile), import('./parse.ts')]);
    for (const job of pending) {
      try {
        keep(job, parseMarkdown(md, job));
      } catch (error) {
        if (!(error instanceof SitegenError)) throw error;
        failures.push(error);
      }
    }
  }
  // Every broken file at once, in the site's order.
  if (failures.length === 1) throw failures[0];
  if (failures.length) {
    const order = new Map(args.files.map(({file}, n) => [file, n]));
    failures.sort((a, b) => (order.get(a.location?.file ?? '') ?? 0) - (order.get(b.location?.file ?? '') ?? 0));
    throw new ProblemsError(`${failures.length} files could not be parsed`, failures.map((error) => `${formatLocation(error.location)}: ${error.message}`));
  }
  // Keep the site's order regardless of which worker finished first.
  return {parsed: new Map(args.files.map(({file}) => [file, results.get(file)!])), hits, keys};
}
