// sitegen's own outputs as plugins of its API: the sitemap, the blogs' feeds, the files for AI
// tools and the redirects. The publishing step runs their postBuild hooks after the pages
// (src/publish/); what they write goes to the locale's writer, in name order per plugin.
import path from 'node:path';
import type {SiteConfig} from '../../config/schema.ts';
import {outputFile} from '../../routes/paths.ts';
import type {FileContent, OutputWriter} from '../../write/writer.ts';
import type {LoadContext} from '../types.ts';
import feedsPlugin from './feeds.ts';
import llmsPlugin from './llms.ts';
import redirectsPlugin from './redirects.ts';
import sitemapPlugin from './sitemap.ts';
import type {BuildData, BuiltinPlugin} from './types.ts';

export type {BuildData} from './types.ts';

/** The built-in plugins a config turns on. */
export function builtinPlugins(context: LoadContext): BuiltinPlugin[] {
  const {siteConfig} = context;
  return [...(siteConfig.sitemap === false ? [] : [sitemapPlugin(context, siteConfig.sitemap)]), feedsPlugin(context), redirectsPlugin(context), ...(siteConfig.llms === false ? [] : [llmsPlugin(context)])];
}

/** Runs the built-in plugins' postBuild for one locale; their files go to `writer` (the locale's). */
export function runBuiltins(args: {build: BuildData; writer: OutputWriter}): void {
  const {build} = args;
  const config: SiteConfig = build.config;
  const context: LoadContext = {
    siteDir: build.siteDir,
    siteConfig: config,
    outDir: args.writer.outDir,
    baseUrl: build.table.urls.baseUrl,
    generatedFilesDir: '',
    i18n: {defaultLocale: config.i18n.defaultLocale, locales: build.table.locale.all.map((locale) => locale.locale), currentLocale: build.table.locale.current.locale},
  };
  const routes = build.table.routes.map((route) => ({path: route.path, kind: route.kind, title: route.title, file: outputFile(route.path, build.table.urls.baseUrl)}));
  for (const plugin of builtinPlugins(context)) {
    // Named as a folder would name them (`a//b` is `a/b`); the last write of a name wins.
    const files = new Map<string, Exclude<FileContent, string>>();
    // Kept as the UTF-8 the writer would make of it: a big site's markdown pages, held as strings
    // until the plugin is done, would take two bytes a character.
    const write = (name: string, content: FileContent) => files.set(path.posix.join('/', name).slice(1), typeof content === 'string' ? Buffer.from(content) : content);
    const done = plugin.postBuild({outDir: context.outDir, routes, routesPaths: routes.map((route) => route.path), siteConfig: config, content: undefined, build, write});
    if (done instanceof Promise) throw new Error(`the built-in plugin ${plugin.name} must write its files synchronously`);
    for (const name of [...files.keys()].sort()) args.writer.add(name, files.get(name)!);
  }
}
