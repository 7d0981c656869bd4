// The plugin steps the build runs: set up before discovery (load the plugins, their content,
// routes, tags and client modules), finished after every file is made (postBuild).
import path from 'node:path';
import type {SiteConfig} from '../config/schema.ts';
import type {CacheStore} from '../cache/store.ts';
import type {StepRunner} from '../steps/runner.ts';
import type {OutputWriter} from '../write/writer.ts';
import type {RouteTable} from '../routes/types.ts';
import {loadPlugins, unsupportedHooks, type LoadedPlugin} from './load.ts';
import {loadPluginContent, type PluginContent, type PluginRoute} from './run.ts';
import {pluginTags, type PluginTags} from './tags.ts';
import {runPostBuild} from './post-build.ts';
import {pluginMarkdown, type PluginMarkdown} from './markdown.ts';
import type {LoadContext} from './types.ts';

export type {PluginRoute} from './run.ts';

export interface SitePlugins {
  loaded: LoadedPlugin[];
  content: PluginContent;
  tags: PluginTags;
  routes: PluginRoute[];
  globalData: Record<string, Record<string, unknown>>;
  /** Hooks the plugins have that sitegen does not run, one warning each. */
  warnings: string[];
  /** Their `markdown(md)` hooks, for the parse step. */
  markdown: PluginMarkdown;
  /** Runs every plugin's postBuild; `written`: the names the build made, which plugins may not replace. */
  postBuild(args: {table: RouteTable; writer: OutputWriter; written: Set<string>}): Promise<void>;
}

export async function preparePlugins(args: {siteDir: string; config: SiteConfig; configFile: string; configPath?: string; configModule?: string; store: CacheStore; runner: StepRunner; outDir: string}): Promise<SitePlugins> {
  const {config} = args;
  const siteDir = path.resolve(args.siteDir);
  const context: LoadContext = {
    siteDir,
    siteConfig: config,
    siteConfigPath: args.configPath && path.resolve(args.configPath),
    outDir: args.outDir,
    baseUrl: config.baseUrl,
    generatedFilesDir: path.join(args.store.dir, 'generated'),
    i18n: {defaultLocale: config.i18n.defaultLocale, locales: config.i18n.locales ?? [config.i18n.defaultLocale], currentLocale: config.i18n.defaultLocale},
  };
  const loaded = config.plugins.length ? await loadPlugins({siteDir, config, configFile: args.configFile, configModule: args.configModule, context, runner: args.runner}) : [];
  const content = await loadPluginContent({plugins: loaded, context, runner: args.runner});
  const tags = await pluginTags({plugins: loaded, content, siteDir, baseUrl: config.baseUrl, runner: args.runner});
  return {
    loaded,
    content,
    tags,
    routes: content.routes,
    globalData: content.globalData,
    markdown: pluginMarkdown(loaded, context),
    warnings: loaded.flatMap((plugin) => unsupportedHooks(plugin, args.configFile)),
    postBuild: ({table, writer, written}) => runPostBuild({plugins: loaded, content, table, config, writer, written}),
  };
}
