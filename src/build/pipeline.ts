// The build as named, timed steps: config → discover → parse → routes → validate → render →
// search → extras. Each step's output is a typed value the next one takes. Nothing is written here.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {loadConfig, importTypeScript} from '../config/load.ts';
import type {SiteConfig} from '../config/schema.ts';
import {discover, resolveBlogInstances, type SiteFiles} from '../content/discover.ts';
import {parseFiles} from '../content/load.ts';
import {lastUpdatedDates} from '../content/last-updated.ts';
import {ParseCache} from '../content/cache.ts';
import type {IslandUse, ParsedMarkdown} from '../content/types.ts';
import {FrontMatterError, ProblemsError, SidebarError} from '../errors.ts';
import type {Reporter} from '../log.ts';
import {buildRouteTable} from '../routes/table.ts';
import type {SidebarsConfig} from '../routes/sidebars.ts';
import type {Author, RouteTable} from '../routes/types.ts';
import {outputFile} from '../routes/types.ts';
import {loadComponents, type ServerComponents} from '../render/components.ts';
import {renderRoute} from '../render/render.ts';
import {bundleClient} from '../bundle/client.ts';
import type {ClientAssets} from '../bundle/types.ts';
import {collectPageLinks, validateContentLinks, validateRenderedLinks, type PageLinks} from './validate.ts';
import {buildSearchFiles} from '../search/build.ts';
import {robots, sitemap} from '../write/extras.ts';
import {assetOutputs} from './assets.ts';
import type {OutputFiles} from '../write/output.ts';

export interface PipelineOptions {
  siteDir: string;
  cacheDir: string;
  reporter: Reporter;
  /** Reuse parse results across runs (watch mode keeps one in memory). */
  parseCache: ParseCache;
  includeDrafts?: boolean;
  bodyEnd?: string;
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
  const {siteDir, reporter} = options;
  const {config, file: configFile} = await timed(reporter, 'config', async () => {
    const loaded = await loadConfig(siteDir, options.cacheDir);
    // Without a `blogs` entry a `blog/` folder is one blog at /blog: settle that here, once.
    loaded.config.blogs = resolveBlogInstances(siteDir, loaded.config);
    return loaded;
  });
  const files = await timed(reporter, 'discover', () => discover(siteDir, config), (f) => `${f.docs.length} docs, ${f.blogs.reduce((n, b) => n + b.posts.length, 0)} posts, ${f.pages.length} pages`);

  // The server and client bundles are esbuild work in another process: start them now and let
  // them run while this thread parses markdown.
  const componentsPromise: Promise<ServerComponents> = loadComponents({siteDir, pages: files.pages, islands: config.islands, cacheDir: options.cacheDir});
  const assetsPromise: Promise<ClientAssets> = bundleClient({siteDir, islands: config.islands, customCss: config.customCss});
  componentsPromise.catch(() => {});
  assetsPromise.catch(() => {});

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

  const [components, assets] = await timed(reporter, 'bundle', () => Promise.all([componentsPromise, assetsPromise]));

  const table = await timed(reporter, 'routes', async () => {
    let sidebars: {config: SidebarsConfig; file: string} | undefined;
    if (files.sidebarsFile) {
      const mod = await importTypeScript(path.join(siteDir, files.sidebarsFile), options.cacheDir);
      const exported = (mod.default ?? mod) as SidebarsConfig;
      const config_ = Object.fromEntries(Object.entries(exported).filter(([key]) => key !== 'default'));
      if (!Object.keys(config_).length) throw new SidebarError('exports no sidebars', {location: {file: files.sidebarsFile}});
      sidebars = {config: config_ as SidebarsConfig, file: path.posix.join(path.basename(siteDir), files.sidebarsFile)};
    }
    const pick = (list: string[]) => list.map((file) => parsed.get(file)!).filter(Boolean) as ParsedMarkdown[];
    return buildRouteTable({
      config,
      configFile: configFile ? path.relative(process.cwd(), configFile) : 'site config (defaults)',
      docs: pick(files.docs),
      blogs: files.blogs.map((blog) => ({id: blog.id, posts: pick(blog.posts), authors: loadAuthors(siteDir, blog.authorsFile)})),
      pages: files.pages.map((file) => ({file, meta: components.pages[file]?.meta ?? {}})),
      sidebars,
      lastUpdated: lastUpdatedDates(siteDir, config.docs.path),
      includeDrafts: options.includeDrafts ?? false,
    });
  }, (t) => `${t.routes.length} routes`);
  for (const warning of table.warnings) {
    if (config.onDuplicateRoutes === 'throw') throw new ProblemsError('duplicate routes', table.warnings);
    reporter.warn(warning);
  }

  const {copies, assetUrls} = assetOutputs({siteDir, files, parsed: [...parsed.values()]});
  const staticNames = new Set([...copies.keys()]);
  await timed(reporter, 'validate', () =>
    validateContentLinks({config, table, parsed, staticNames, reporter, configFile: configFile ?? 'site config', sidebarsFile: files.sidebarsFile}),
  );

  const islandsByFile = new Map<string, IslandUse[]>();
  for (const result of parsed.values()) if (result.islands.length) islandsByFile.set(result.file, result.islands);
  const outputs: OutputFiles = new Map();
  const searchFiles = buildSearchFiles({table, config, parsed});
  const clientData = {search: searchFiles.clientConfig};
  await timed(reporter, 'render', () => {
    const pageLinks: PageLinks[] = [];
    const total = table.routes.length;
    table.routes.forEach((route, n) => {
      const page = renderRoute(route, {config, table, components, assets, islandsByFile, assetUrls, clientData, bodyEnd: options.bodyEnd});
      outputs.set(outputFile(route.path), page.html);
      if (route.kind === 'page') pageLinks.push(collectPageLinks(route, page.html));
      reporter.progress(n + 1, total, 'rendering');
    });
    validateRenderedLinks({config, table, staticNames, pages: pageLinks});
  }, () => `${table.routes.length} pages`);

  await timed(reporter, 'extras', () => {
    for (const [name, content] of assets.files) outputs.set(name, content);
    for (const [name, content] of searchFiles.outputs) outputs.set(name, content);
    outputs.set('sitemap.xml', sitemap(table.routes, table.chrome.url));
    outputs.set('robots.txt', robots(table.chrome.url));
  });
  return {config, files, table, outputs, copies, pageCount: table.routes.length};
}
