// One locale's build: parse → routes (finished by publishing's additions) → publish → images →
// render → validate → assets → encode, then what no page shows (extras, search) and the cards.
// Each step takes the typed values the ones before it made; the runner (src/steps/runner.ts)
// times them and keeps what is cached.
import path from 'node:path';
import {type SiteFiles} from '../content/discover.ts';
import {parseFiles} from '../content/load.ts';
import type {ParseWorkers} from '../content/pool.ts';
import {blogFiles} from './blog-files.ts';
import {lastUpdates} from '../content/last-updated.ts';
import type {FoundLink, IslandUse, ParsedMarkdown} from '../content/types.ts';
import type {SiteConfig} from '../config/schema.ts';
import {buildRouteTable} from '../routes/table.ts';
import type {RouteTable} from '../routes/types.ts';
import {searchClientConfig} from '../search/build.ts';
import {inputKey} from '../cache/fingerprint.ts';
import {assetOutputs} from './assets.ts';
import {bundleSite, loadCategories, versionSidebars, type SiteSettings} from './site-code.ts';
import {type LocaleInfo} from '../i18n/locales.ts';
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
import {type SitePlugins} from '../plugins/index.ts';
import type {PipelineOptions, PipelineOutput} from './types.ts';

/** Work a step started on other threads, stopped when the build fails. */
export type Started = (run: {cancel(): Promise<void>}) => void;

/** A page in another language carries its translations of the browser's texts. */
function messagesData(table: RouteTable): {messages?: Record<string, string>} {
  const messages = clientMessages(table.chrome.messages);
  return messages ? {messages} : {};
}

/** What every locale's build shares: the settings, the bundles, git's dates and what was parsed. */
export interface LocaleShared {
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
  plugins: SitePlugins;
  /** Parse workers started with the build, taken by the first parse. */
  parseWorkers?: ParseWorkers;
}

export async function localeSteps(
  options: PipelineOptions,
  shared: LocaleShared,
  locale: LocaleInfo,
  files: SiteFiles,
  onStarted: Started,
): Promise<PipelineOutput & {rest: () => Promise<void>; cards: () => Promise<void>; startCards: () => void}> {
  const {siteDir, reporter} = options;
  const {settings, configFile} = shared;
  const config: SiteConfig = {...settings.config, baseUrl: locale.baseUrl};
  // The locale's files go below its folder; what all locales share is written once, at the root.
  const writer = prefixedWriter(options.writer, locale.path ? `${locale.path}/` : '');
  const runner = shared.runner.with({config, writer});
  const root = locale.isDefault;
  const toParse = markdownFiles(files).filter(({file}) => !shared.parsed.has(file));
  const fresh = await runner.timed(
    'parse',
    () => parseFiles({siteDir, files: toParse, runner, markdown: {plugins: config.markdown.plugins, module: settings.configModule, configFile, sitePlugins: shared.plugins.markdown}, progress: 'parsing', workers: shared.parseWorkers}),
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

  const blogData = await blogFiles(runner, siteDir, files.blogs);

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
          blogs: files.blogs.map((blog, n) => ({id: blog.id, posts: blog.posts.map((file) => parsed.get(file)!), ...blogData[n], localizedDir: blog.localizedDir})),
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
    preparePublishing({siteDir, config, configFile, table, published, runner, writer, files: new Set(assets.copies.keys()), lastUpdated, hostFiles: root, cardsLater: options.cardsLater}),
  );
  onStarted({cancel: async () => publishing.cards?.cancel()});
  // Images are sized before rendering (their pages show the sizes); their variants are encoded
  // on worker threads while the pages render.
  const images = await runner.timed(
    'images',
    () => planSiteImages({siteDir, parsed: parsed.values(), assets, config: config.images, baseUrl: config.baseUrl, runner}),
    (found) => `${found.firstUse.size} images, ${found.variants.length} variants`,
  );
  const encoding = startEncoding({variants: images.variants, runner});
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
  // After render: links into React pages are checked against the ids they rendered. The targets
  // are those render resolved every link against: the check takes its resolutions.
  await runner.timed('validate', () =>
    validateLinks({
      config,
      table,
      targets,
      anchors: new Map([...targets.anchors, ...rendered.anchors]),
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
      messages: table.chrome.messages,
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
