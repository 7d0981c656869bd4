// The build as named, timed steps: config → discover → parse → routes → validate → render →
// search → extras. Each step's output is a typed value the next one takes. Nothing is written here.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {SiteConfig} from '../config/schema.ts';
import {discover, type SiteFiles} from '../content/discover.ts';
import {parseFiles} from '../content/load.ts';
import {lastUpdatedDates} from '../content/last-updated.ts';
import {ParseCache} from '../content/cache.ts';
import type {FoundLink, IslandUse, ParsedMarkdown} from '../content/types.ts';
import {FrontMatterError} from '../errors.ts';
import type {Reporter} from '../log.ts';
import {buildRouteTable} from '../routes/table.ts';
import type {Author, RouteTable} from '../routes/types.ts';
import {contentPageLinks, linkTargets, validateLinks} from './validate.ts';
import {buildSearchFiles} from '../search/build.ts';
import {robots, sitemap} from '../write/extras.ts';
import {assetOutputs} from './assets.ts';
import type {OutputFiles} from '../write/output.ts';
import type {SearchClientConfig} from '../shared/search-types.ts';
import {canReuse, loadSiteCode, type SiteCode} from './site-code.ts';
import {createRenderMemo, renderAll, type RenderMemo} from './render-all.ts';

/** What watch mode carries from one run to the next. */
export interface PipelineMemo {
  code?: SiteCode;
  render: RenderMemo;
  lastUpdated?: Map<string, string>;
  /** The search settings pages were last rendered with. */
  search?: SearchClientConfig;
}

export function createPipelineMemo(): PipelineMemo {
  return {render: createRenderMemo()};
}

export interface PipelineOptions {
  siteDir: string;
  cacheDir: string;
  reporter: Reporter;
  /** Reuse parse results across runs (watch mode keeps one in memory). */
  parseCache: ParseCache;
  includeDrafts?: boolean;
  bodyEnd?: string;
  /** Watch mode: state kept between runs, and the files that changed since the last one. */
  memo?: PipelineMemo;
  changed?: string[];
  /** Full builds: rendered pages kept from the previous build, reused when nothing they show changed. */
  renderCache?: RenderMemo;
  /** Full builds: the last built search index, reused when the records did not change. */
  searchCacheFile?: string;
}

export interface PipelineOutput {
  config: SiteConfig;
  files: SiteFiles;
  table: RouteTable;
  /** Output path → contents. */
  outputs: OutputFiles;
  /** Output path → file to copy as is (static files, content images). */
  copies: Map<string, string>;
  pageCount: number;
  /** Watch mode: builds the search files after the reload was sent; returns them to write. */
  deferredSearch?: () => Map<string, string>;
}

async function timed<T>(reporter: Reporter, name: string, work: () => Promise<T> | T, detail?: (value: T) => string): Promise<T> {
  const start = performance.now();
  const value = await work();
  reporter.step(name, performance.now() - start, detail?.(value));
  return value;
}

function loadAuthors(siteDir: string, file: string | undefined): Record<string, Author> {
  if (!file) return {};
  const doc = YAML.parseDocument(fs.readFileSync(path.join(siteDir, file), 'utf8'));
  if (doc.errors.length) {
    throw new FrontMatterError(`malformed YAML: ${doc.errors[0].message.split('\n')[0]}`, {
      location: {file, line: fs.readFileSync(path.join(siteDir, file), 'utf8').slice(0, doc.errors[0].pos[0]).split('\n').length},
    });
  }
  const raw = (doc.toJS() ?? {}) as Record<string, {name?: string; title?: string; url?: string; image_url?: string}>;
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => {
      if (!value?.name) throw new FrontMatterError(`author "${key}" needs a name`, {location: {file}});
      return [key, {key, name: value.name, title: value.title, url: value.url, imageUrl: value.image_url}];
    }),
  );
}

export async function runPipeline(options: PipelineOptions): Promise<PipelineOutput> {
  const {siteDir, reporter, memo} = options;
  const code = await timed(reporter, 'config', async () => {
    if (memo?.code && options.changed) {
      const files = discover(siteDir, memo.code.config);
      if (canReuse(memo.code, options.changed, files)) return memo.code;
    }
    if (memo) {
      memo.code = undefined;
      memo.render = createRenderMemo();
    }
    return loadSiteCode(siteDir, options.cacheDir);
  });
  if (memo) memo.code = code;
  const {config, configFile} = code;
  const files = await timed(reporter, 'discover', () => discover(siteDir, config), (f) => `${f.docs.length} docs, ${f.blogs.reduce((n, b) => n + b.posts.length, 0)} posts, ${f.pages.length} pages`);

  const markdownFiles = [
    ...files.docs.map((file) => ({file, kind: 'doc' as const})),
    ...files.blogs.flatMap((blog) => blog.posts.map((file) => ({file, kind: 'post' as const}))),
  ];
  const parsed = await timed(
    reporter,
    'parse',
    () => parseFiles({siteDir, files: markdownFiles, cache: options.parseCache, cacheDir: options.cacheDir, onProgress: (d, t) => reporter.progress(d, t, 'parsing')}),
    () => `${options.parseCache.hits} cached, ${options.parseCache.misses} parsed`,
  );
  for (const result of parsed.values()) for (const warning of result.warnings) reporter.warn(warning);

  const [components, clientAssets] = await timed(reporter, 'bundle', () => code.bundles);

  const table = await timed(reporter, 'routes', () => {
    const pick = (list: string[]) => list.map((file) => parsed.get(file)!).filter(Boolean) as ParsedMarkdown[];
    // git is asked once per watch session: dates only change with commits.
    const lastUpdated = memo?.lastUpdated ?? lastUpdatedDates(siteDir, config.docs.path);
    if (memo) memo.lastUpdated = lastUpdated;
    return buildRouteTable({
      config,
      configFile: configFile ? path.relative(process.cwd(), configFile) : 'site config (defaults)',
      docs: pick(files.docs),
      blogs: files.blogs.map((blog) => ({id: blog.id, posts: pick(blog.posts), authors: loadAuthors(siteDir, blog.authorsFile)})),
      pages: files.pages.map((file) => ({file, meta: components.pages[file]?.meta ?? {}})),
      sidebars: code.sidebars,
      lastUpdated,
      includeDrafts: options.includeDrafts ?? false,
    });
  }, (t) => `${t.routes.length} routes`);

  const assets = assetOutputs({siteDir, files, parsed: [...parsed.values()], baseUrl: config.baseUrl});
  const {copies} = assets;
  const targets = linkTargets({config, table, assets});
  const pageLinks = contentPageLinks({table, parsed, configFile: configFile ? path.relative(process.cwd(), configFile) : 'site config (defaults)', sidebarsFile: files.sidebarsFile});

  const islandsByFile = new Map<string, IslandUse[]>();
  const linksByFile = new Map<string, FoundLink[]>();
  for (const result of parsed.values()) {
    if (result.islands.length) islandsByFile.set(result.file, result.islands);
    if (result.links.length) linksByFile.set(result.file, result.links);
  }
  const outputs: OutputFiles = new Map();
  // Watch mode renders with the previous run's search settings and builds the index after the
  // reload (see `deferredSearch`): the index is the slowest step of an edit and no page needs it
  // to display. Older index files stay on disk, so pages keep a working (slightly older) index.
  const buildSearch = () => buildSearchFiles({table, config, parsed, cacheFile: options.searchCacheFile});
  const searchFiles = memo?.search && options.changed ? undefined : await timed(reporter, 'search', buildSearch);
  if (memo && searchFiles) memo.search = searchFiles.clientConfig;
  const clientData = {search: searchFiles?.clientConfig ?? memo!.search!};
  await timed(reporter, 'render', () => {
    const context = {config, table, components, assets: clientAssets, islandsByFile, linksByFile, targets, clientData, bodyEnd: options.bodyEnd};
    const result = renderAll({table, context, outputs, reporter, memo: memo?.render ?? options.renderCache});
    pageLinks.push(...result.pageLinks);
    return result;
  }, (result) => `${result.rendered} of ${table.routes.length} pages rendered`);
  // After render: links into React pages are checked against the ids they rendered.
  await timed(reporter, 'validate', () => validateLinks({config, table, targets, pages: pageLinks, reporter}));

  await timed(reporter, 'extras', () => {
    for (const [name, content] of clientAssets.files) outputs.set(name, content);
    for (const [name, content] of searchFiles?.outputs ?? []) outputs.set(name, content);
    outputs.set('sitemap.xml', sitemap(table.routes, table.chrome.url));
    outputs.set('robots.txt', robots(table.chrome.url, config.baseUrl));
  });
  const deferredSearch = searchFiles
    ? undefined
    : () => {
        const built = buildSearch();
        memo!.search = built.clientConfig;
        return built.outputs;
      };
  return {config, files, table, outputs, copies, pageCount: table.routes.length, deferredSearch};
}
