// The build as named, timed steps: config → discover → then per locale parse → bundle → routes →
// publish → render → validate → assets → extras → search → cards. Each step's output is a typed
// value the next one takes; each step that costs something reuses its cached result when its whole
// input is unchanged (src/cache/).
// Files go to the writer as they are made; the command commits or aborts the output.
import path from 'node:path';
import {discover, rediscover, type SiteFiles} from '../content/discover.ts';
import {parseFiles} from '../content/load.ts';
import {loadAuthors, loadTags} from '../content/authors.ts';
import {lastUpdates} from '../content/last-updated.ts';
import type {FoundLink, IslandUse, ParsedMarkdown} from '../content/types.ts';
import type {SiteConfig} from '../config/schema.ts';
import type {Reporter} from '../log.ts';
import {buildRouteTable} from '../routes/table.ts';
import type {RouteTable} from '../routes/types.ts';
import {searchClientConfig} from '../search/build.ts';
import type {OutputWriter} from '../write/writer.ts';
import type {CacheStore} from '../cache/store.ts';
import {buildCache} from '../cache/built.ts';
import {inputKey} from '../cache/fingerprint.ts';
import {FileHashes} from '../cache/files.ts';
import {assetOutputs} from './assets.ts';
import {bundleSite, loadCategories, loadSettings, versionSidebars, type SiteSettings} from './site-code.ts';
import {siteLocales, type LocaleInfo} from '../i18n/locales.ts';
import {loadTranslations} from '../i18n/translations.ts';
import {prefixedWriter} from '../write/writer.ts';
import {clientMessages} from '../shared/theme-strings.ts';
import {renderPages} from './render-pages.ts';
import {contentPageLinks, linkTargets, validateLinks} from './validate.ts';
import {preparePublishing} from '../publish/index.ts';
import {publishedRoutes} from '../publish/routes.ts';
import {mermaidFiles} from '../bundle/mermaid.ts';
import {katexFontFiles} from '../bundle/katex.ts';
import {StepRunner, derived, keyed} from '../steps/runner.ts';
import {extrasStep, searchStep} from './output-steps.ts';
import {byFile, contentKeys, markdownFiles, markersOf, routesKey} from './parsed.ts';
import {pageInput} from '../routes/pages.ts';
import {planSiteImages} from '../images/site.ts';
import {startEncoding} from '../images/pool.ts';
import {oversizedImages} from '../images/checks.ts';
import {preparePlugins, type SitePlugins} from '../plugins/index.ts';
import {namingWriter} from '../plugins/post-build.ts';

export interface PipelineOptions {
  siteDir: string;
  store: CacheStore;
  writer: OutputWriter;
  reporter: Reporter;
  includeDrafts?: boolean;
  /** Extra markup at the end of every page (the live-reload client in watch mode). */
  bodyEnd?: string;
  /**
   * Watch mode: what no open page shows (sitemap, feeds, files for AI tools and hosts, the search
   * index, social cards) is made by `search()` after the pages are out and the reload has gone.
   */
  deferSearch?: boolean;
  /** Where rendered pages are remembered: each kind of output (build, watch) keeps its own. */
  cacheScope?: string;
  /**
   * Watch mode's rebuilds: the social cards are started after the pages are out (with `deferSearch`),
   * not before rendering. The first run starts them at once, so that they are drawn while it renders.
   */
  cardsLater?: boolean;
  /** Watch mode: the files the last run discovered, and whether the edits since can have changed them. */
  discovery?: Discovery;
}

export interface Discovery {
  /** What the last run found, for the site and config (as JSON) it found it for. */
  last?: {key: string; found: SiteFiles[]};
  /** Every edit since the last run kept the file lists (see keepsFileLists). */
  listsKept: boolean;
}

export interface PipelineOutput {
  config: SiteConfig;
  files: SiteFiles;
  table: RouteTable;
  pageCount: number;
  /** The steps after the pages (see `deferSearch`), when deferred. */
  search?: () => Promise<void>;
}

export async function runPipeline(options: PipelineOptions): Promise<PipelineOutput> {
  const started: {cancel(): Promise<void>}[] = [];
  // The names the build writes: plugins' postBuild files may not replace them.
  const writer = namingWriter(options.writer);
  try {
    return await pipelineSteps({...options, writer}, (run) => started.push(run), writer.names);
  } catch (error) {
    // Cards still being drawn and images still being encoded must not reach the output of a failed build.
    await Promise.all(started.map((run) => run.cancel()));
    throw error;
  }
}

/** Work a step started on other threads, stopped when the build fails. */
type Started = (run: {cancel(): Promise<void>}) => void;

async function pipelineSteps(options: PipelineOptions, onStarted: Started, written: Set<string>): Promise<PipelineOutput> {
  const {siteDir, store, reporter} = options;
  const cache = buildCache(store);
  const runner = new StepRunner({store, reporter, writer: options.writer});
  const settings = await runner.timed('config', () => loadSettings(siteDir, cache));
  const {config} = settings;
  options.writer.precompress?.(config.precompress);
  const configFile = settings.configFile ? path.relative(process.cwd(), settings.configFile) : 'site config (defaults)';
  const locales = siteLocales(config, configFile);
  const plugins = await runner.timed(
    'plugins',
    () => preparePlugins({siteDir, config, configFile, configPath: settings.configFile, configModule: settings.configModule, cache, store, runner: runner.with({config, writer: options.writer}), outDir: options.writer.outDir}),
    (p) => `${p.loaded.length} plugins, ${p.routes.length} routes`,
  );
  for (const warning of plugins.warnings) reporter.warn(warning);
  // Plugins' head tags and client modules are on every page, as the config's own head tags.
  config.headTags.push(...plugins.tags.headTags);
  // Each content file is looked at once by discover and parse (see FileHashes.snapshot).
  const contentHashes = FileHashes.snapshot(store.entries('file-hashes'));
  const found = await runner.timed(
    'discover',
    () => {
      const imports = {hashes: contentHashes, imports: store.entries<string[]>('content-imports')};
      // Watch mode: listing every folder again is skipped when only the text of
      // markdown files changed and the config is the same; the config's JSON is the key, because
      // it is all discover reads besides the folders.
      const {discovery} = options;
      const key = discovery ? JSON.stringify([path.resolve(siteDir), config]) : '';
      if (discovery?.listsKept && discovery.last?.key === key) return discovery.last.found.map((files) => rediscover(files, imports));
      const found = locales.map((locale) => discover(siteDir, config, locale, imports));
      if (discovery) discovery.last = {key, found};
      return found;
    },
    ([f]) => `${f.docs.length} docs, ${f.blogs.reduce((n, b) => n + b.posts.length, 0)} posts, ${f.pages.length} pages${locales.length > 1 ? `, ${locales.length} locales` : ''}`,
  );
  const [files] = found;
  if (!files.docs.length && !files.blogs.some((blog) => blog.posts.length) && !files.pages.length) {
    reporter.warn(`found no content in ${siteDir}: no docs in ${config.docs.path}/, no blog posts, no pages in pages/`);
  }
  // One bundle for every locale: its assets live at the site's root and every locale's pages use them.
  const bundles = bundleSite({siteDir, config, files: {...files, siteComponents: Object.assign({}, ...found.map((f) => f.siteComponents))}, cache, plugins: {pages: plugins.routes.map((route) => route.component), globalData: plugins.globalData}});
  // Git is asked for the docs' last commits always: the sitemap's <lastmod> needs them. It answers
  // while the first locale parses.
  const lastUpdated = lastUpdates(siteDir, [...new Set(found.flatMap((f) => f.versions.flatMap(({version}) => [version.docsDir, ...(version.localizedDir ? [version.localizedDir] : [])])))], (message) => reporter.info(message));
  const parsed = new Map<string, ParsedMarkdown>();
  const parsedImages = () => [...parsed.values()].some((page) => page.links.some((link) => link.element === 'image' && (link.kind === 'file' || link.kind === 'site')));
  const shared: LocaleShared = {runner, settings, configFile, bundles, lastUpdated, parsed, parsedImages, parseKeys: new Map(), locales, contentHashes, plugins};
  const outputs: (PipelineOutput & {rest: () => Promise<void>; cards: () => Promise<void>; startCards: () => void})[] = [];
  for (const [index, locale] of locales.entries()) {
    if (locales.length > 1) reporter.info(`locale ${locale.locale}${locale.isDefault ? ' (default)' : ` → ${locale.baseUrl}`}`);
    const output = await localeSteps(options, shared, locale, found[index], onStarted);
    if (!options.deferSearch) await output.rest();
    outputs.push(output);
  }
  // Cards are drawn in workers while the next locale builds; the build waits for all of them at the end.
  const cards = async () => {
    for (const output of outputs) await output.cards();
  };
  const {rest: _rest, cards: _cards, startCards: _startCards, ...first} = outputs[0];
  const postBuild = () => runner.timed('postBuild', () => plugins.postBuild({table: first.table, writer: options.writer, written}));
  if (!options.deferSearch) {
    await cards();
    await postBuild();
  }
  return {
    ...first,
    pageCount: outputs.reduce((n, output) => n + output.pageCount, 0),
    search: options.deferSearch
      ? async () => {
          // Cards started later (cardsLater) are drawn while the rest is made.
          for (const output of outputs) output.startCards();
          for (const output of outputs) await output.rest();
          await cards();
          await postBuild();
        }
      : undefined,
  };
}

/** A page in another language carries its translations of the browser's texts. */
function messagesData(table: RouteTable): {messages?: Record<string, string>} {
  const messages = clientMessages(table.chrome.messages);
  return messages ? {messages} : {};
}

/** What every locale's build shares: the settings, the bundles, git's dates and what was parsed. */
interface LocaleShared {
  runner: StepRunner;
  settings: SiteSettings;
  configFile: string;
  bundles: ReturnType<typeof bundleSite>;
  lastUpdated: ReturnType<typeof lastUpdates>;
  /** Parse results by file: a page the locale did not translate is parsed once for all. */
  parsed: Map<string, ParsedMarkdown>;
  /** Whether any parsed page shows an image of the site. */
  parsedImages: () => boolean;
  parseKeys: Map<string, string>;
  locales: LocaleInfo[];
  contentHashes: FileHashes;
  plugins: SitePlugins;
}

async function localeSteps(
  options: PipelineOptions,
  shared: LocaleShared,
  locale: LocaleInfo,
  files: SiteFiles,
  onStarted: Started,
): Promise<PipelineOutput & {rest: () => Promise<void>; cards: () => Promise<void>; startCards: () => void}> {
  const {siteDir, store, reporter} = options;
  const {settings, configFile} = shared;
  const config: SiteConfig = {...settings.config, baseUrl: locale.baseUrl};
  // The locale's files go below its folder; what all locales share is written once, at the root.
  const writer = prefixedWriter(options.writer, locale.path ? `${locale.path}/` : '');
  const runner = shared.runner.with({config, writer});
  const root = locale.isDefault;
  const toParse = markdownFiles(files).filter(({file}) => !shared.parsed.has(file));
  const fresh = await runner.timed(
    'parse',
    () => parseFiles({siteDir, files: toParse, store, sources: shared.contentHashes, markdown: {plugins: config.markdown.plugins, module: settings.configModule, configFile, sitePlugins: shared.plugins.markdown}, onProgress: (d, t) => reporter.progress(d, t, 'parsing')}),
    (result) => `${result.hits} cached, ${result.parsed.size - result.hits} parsed`,
  );
  for (const result of fresh.parsed.values()) for (const warning of result.warnings) reporter.warn(warning);
  for (const [file, result] of fresh.parsed) shared.parsed.set(file, result);
  for (const [file, key] of fresh.keys) shared.parseKeys.set(file, key);
  const parsed = new Map(markdownFiles(files).map(({file}) => [file, shared.parsed.get(file)!] as const));
  const parseKeys = shared.parseKeys;
  const {server, client} = await runner.timed('bundle', () => shared.bundles);
  if (root) for (const warning of server.warnings) reporter.warn(warning);
  const lastUpdated = await shared.lastUpdated;
  const translations = loadTranslations(siteDir, locale);
  for (const warning of translations.warnings) reporter.warn(warning);

  // The finished table: the routes with what publishing adds (feed links, the metadata page, cards).
  const {table, ...published} = await runner.timed(
    'routes',
    () =>
      publishedRoutes({
        config,
        siteDir,
        configFile,
        table: buildRouteTable({
          config,
          configFile,
          versions: files.versions.map(({version, docs, categoryFiles}) => ({
            version,
            docs: docs.map((file) => parsed.get(file)!),
            sidebars: versionSidebars(siteDir, settings, version),
            categories: loadCategories(siteDir, version.docsDir, categoryFiles),
          })),
          blogs: files.blogs.map((blog) => ({id: blog.id, posts: blog.posts.map((file) => parsed.get(file)!), authors: loadAuthors(siteDir, blog.authorsFile, store.entries('authors')), tags: loadTags(siteDir, blog.tagsFile, store.entries('tags')), localizedDir: blog.localizedDir})),
          pages: files.pages.map((file) => pageInput(file, parsed.get(file), server.pageMeta[file])),
          pluginRoutes: shared.plugins.routes,
          lastUpdated,
          includeDrafts: options.includeDrafts ?? false,
          locale: {current: locale, all: shared.locales, translations},
        }),
      }),
    (t) => `${t.table.routes.length} routes`,
  );

  const assets = assetOutputs({siteDir, files, parsed: [...parsed.values()], baseUrl: config.baseUrl});
  const publishing = await runner.timed('publish', () =>
    preparePublishing({siteDir, config, configFile, table, published, store, writer, files: new Set(assets.copies.keys()), lastUpdated, hostFiles: root, cardsLater: options.cardsLater}),
  );
  onStarted({cancel: async () => publishing.cards?.cancel()});
  // Images are sized before rendering (their pages show the sizes); their variants are encoded
  // on worker threads while the pages render.
  const images = await runner.timed(
    'images',
    () => planSiteImages({siteDir, parsed: parsed.values(), assets, config: config.images, baseUrl: config.baseUrl, store, hashes: shared.contentHashes}),
    (found) => `${found.firstUse.size} images, ${found.variants.length} variants`,
  );
  const encoding = startEncoding({variants: images.variants, store, writer});
  onStarted(encoding);
  // Images the site's code imports are written with the bundle (src/compat/docusaurus/assets.ts).
  const targets = linkTargets({config, table, assets: server.assets.length ? {...assets, staticNames: new Set([...assets.staticNames, ...server.assets.map(([name]) => name)])} : assets});
  const pageLinks = contentPageLinks({table, parsed, configFile, sidebarsFile: files.sidebarsFile, sidebarsFiles: files.sidebarsFiles});
  const linksByFile = byFile(parsed, (p) => p.links as FoundLink[]);
  const htmlKeys = contentKeys(parsed, parseKeys);
  const rendered = await renderPages({
    runner,
    table,
    server,
    scope: [options.cacheScope, root ? '' : locale.locale].filter(Boolean).join(':'),
    contentKeys: htmlKeys,
    context: {
      table,
      assets: client,
      islandsByFile: byFile(parsed, (p) => p.islands as IslandUse[]),
      linksByFile,
      targets,
      clientData: {search: searchClientConfig(config, table), ...messagesData(table)},
      bodyEnd: (options.bodyEnd ?? '') + shared.plugins.tags.bodyEnd || undefined,
      bodyStart: shared.plugins.tags.bodyStart || undefined,
      images,
    },
  });
  // After render: links into React pages are checked against the ids they rendered.
  await runner.timed('validate', () =>
    validateLinks({
      config,
      table,
      targets: {...targets, anchors: new Map([...targets.anchors, ...rendered.anchors])},
      pages: [...pageLinks, ...rendered.pageLinks],
      unknownComponents: [...parsed.values()].flatMap((page) => page.unknownComponents ?? []),
      reporter,
    }),
  );

  // What the pages load: written with them (shared assets once, at the root).
  await runner.timed('assets', () => {
    if (root) {
      // The zoom script only for sites with content images.
      const imageFiles = shared.parsedImages() ? [] : [client.zoom];
      for (const [name, content] of client.files) if (!imageFiles.some((url) => url.endsWith(`/${name}`))) options.writer.add(name, content);
      for (const [name, content] of shared.plugins.tags.files) options.writer.add(name, content);
      // What only pages with diagrams or math load, copied only when some page has them.
      const all = [...shared.parsed.values()];
      if (all.some((page) => markersOf(page).diagram)) for (const [name, from] of mermaidFiles()) options.writer.copy(name, from);
      if (all.some((page) => markersOf(page).math)) for (const [name, from] of katexFontFiles()) options.writer.copy(name, from);
    }
    for (const [name, from] of assets.copies) writer.copy(name, from);
  });
  const encoded = await runner.timed('encode', () => encoding.done(), (done) => `${done.encoded} encoded, ${done.reused} reused`);
  for (const warning of oversizedImages(images, encoded.bytes)) reporter.warn(warning);
  // The route table as data, hashed, for the keys of the extras and the search index: made once
  // for both, and only its hash is kept.
  let tableHash: string | undefined;
  const tableInput = keyed(table, () => (tableHash ??= inputKey('routes', routesKey(table, htmlKeys))));
  const parsedInput = derived(parsed as ReadonlyMap<string, ParsedMarkdown>, 'table');
  // Sitemap, feeds, redirects, llms files and host files: unchanged inputs keep them from the
  // last output without being made again (and their warnings are said again).
  const extras = () =>
    runner.run(extrasStep, {
      configModule: settings.configModule ?? '',
      locale: locale.locale,
      locales: shared.locales,
      root,
      table: tableInput,
      parsed: parsedInput,
      linksByFile: derived(linksByFile, 'table'),
      targets: derived(targets, 'config, table, fileUrls and copies'),
      publishing: derived(publishing, 'config, table and lastmod'),
      lastmod: [...publishing.lastmod],
      fileUrls: [...assets.fileUrls],
      copies: [...assets.copies.keys()],
      staticNames: derived(assets.staticNames, 'copies'),
    });
  // The index is a function of the routes and the parsed content.
  const search = () => runner.run(searchStep, {locale: locale.locale, docsVersions: table.docsVersions, table: tableInput, parsed: parsedInput});
  const cards = async () => {
    if (!publishing.cards) return;
    const result = await runner.timed('cards', () => publishing.cards!.done(), (done) => `${done.drawn} drawn, ${done.reused} reused`);
    for (const warning of result.warnings) reporter.warn(warning);
  };
  const rest = async () => {
    try {
      await extras();
      // The extras' files (a markdown copy of every doc) are written before the index is built,
      // not held meanwhile: the index step is synchronous and the queue would not move.
      await options.writer.ready();
      await search();
    } catch (error) {
      // Cards still being drawn must not reach the output of a failed build (see runPipeline).
      await publishing.cards?.cancel();
      throw error;
    }
  };
  return {config, files, table, pageCount: table.routes.length, rest, cards, startCards: () => publishing.cards?.start()};
}
