// The build as named, timed steps: config → plugins → discover → bundle, then each locale's steps
// (src/pipeline/locale.ts) → postBuild. Each step's output is a typed value the next one takes;
// the step runner (src/steps/runner.ts) times them and reuses a cached result when the inputs a
// step declares are unchanged.
// Files go to the writer as they are made; the command commits or aborts the output.
import path from 'node:path';
import {discover, rediscover, type SiteFiles} from '../content/discover.ts';
import {lastUpdates} from '../content/last-updated.ts';
import {startParseWorkers} from '../content/load.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import {bundleSite, loadSettings, type SiteSettings} from './site-code.ts';
import type {SiteConfig} from '../config/schema.ts';
import {siteLocales} from '../i18n/locales.ts';
import {StepRunner} from '../steps/runner.ts';
import {preparePlugins} from '../plugins/index.ts';
import {namingWriter} from '../plugins/post-build.ts';
import {localeSteps, type LocaleShared, type Started} from './locale.ts';
import type {PipelineOptions, PipelineOutput} from './types.ts';

export type {Discovery, PipelineOptions, PipelineOutput} from './types.ts';

function withPluginTags(settings: SiteSettings, headTags: SiteConfig['headTags']): SiteSettings {
  if (!headTags.length) return settings;
  return {...settings, config: {...settings.config, headTags: [...settings.config.headTags, ...headTags]}};
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

async function pipelineSteps(options: PipelineOptions, onStarted: Started, written: Set<string>): Promise<PipelineOutput> {
  const {siteDir, store, reporter} = options;
  const runner = new StepRunner({store, reporter, writer: options.writer});
  // They load markdown-it and shiki while the config loads and the files are found.
  const parseWorkers = startParseWorkers({siteDir, runner, outDir: options.writer.outDir});
  if (parseWorkers) onStarted({cancel: () => parseWorkers.close()});
  const loaded = await runner.timed('config', () => loadSettings(siteDir, runner));
  options.writer.precompress?.(loaded.config.precompress);
  const configFile = loaded.configFile ? path.relative(process.cwd(), loaded.configFile) : 'site config (defaults)';
  const locales = siteLocales(loaded.config, configFile);
  const plugins = await runner.timed(
    'plugins',
    () => preparePlugins({siteDir, config: loaded.config, configFile, configPath: loaded.configFile, configModule: loaded.configModule, store, runner: runner.with({config: loaded.config, writer: options.writer}), outDir: options.writer.outDir}),
    (p) => `${p.loaded.length} plugins, ${p.routes.length} routes`,
  );
  for (const warning of plugins.warnings) reporter.warn(warning);
  // Plugins' head tags and client modules are on every page, as the config's own head tags: the
  // steps after plugins read a config that has them, a new value beside the config step's.
  const settings = withPluginTags(loaded, plugins.tags.headTags);
  const {config} = settings;
  // Each content file is looked at once by discover and parse.
  const content = runner.snapshot();
  const found = await runner.timed(
    'discover',
    async () => {
      // Watch mode: listing every folder again is skipped when only the text of
      // markdown files changed and the config is the same; the config's JSON is the key, because
      // it is all discover reads besides the folders.
      const {discovery} = options;
      const key = discovery ? JSON.stringify([path.resolve(siteDir), config]) : '';
      if (discovery?.listsKept && discovery.last?.key === key) return Promise.all(discovery.last.found.map((files) => rediscover(files, content)));
      const found: SiteFiles[] = [];
      for (const locale of locales) found.push(await discover(siteDir, config, locale, content));
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
  const bundles = bundleSite({siteDir, config, files: {...files, siteComponents: Object.assign({}, ...found.map((f) => f.siteComponents))}, runner, plugins: {pages: plugins.routes.map((route) => route.component), globalData: plugins.globalData}});
  // Git is asked for the docs' last commits always: the sitemap's <lastmod> needs them. It answers
  // while the first locale parses.
  const lastUpdated = lastUpdates(siteDir, [...new Set(found.flatMap((f) => f.versions.flatMap(({version}) => [version.docsDir, ...(version.localizedDir ? [version.localizedDir] : [])])))], (message) => reporter.info(message));
  const parsed = new Map<string, ParsedMarkdown>();
  const parsedImages = () => [...parsed.values()].some((page) => page.links.some((link) => link.element === 'image' && (link.kind === 'file' || link.kind === 'site')));
  const shared: LocaleShared = {runner: content, settings, configFile, bundles, lastUpdated, parsed, parsedImages, parseWorkers, parseKeys: new Map(), locales, plugins};
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
    watchPaths: plugins.content.watchPaths,
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

