// The plugins' hooks in the build. Before discovery: `loadContent` (a step of the runner:
// steps.ts), `contentLoaded` (routes, data, global data),
// `injectHtmlTags` and `getClientModules`. After every file is made: `postBuild`. A hook that
// throws fails the build with a PluginError naming the plugin and the hook.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import fg from 'fast-glob';
import {PluginError} from '../errors.ts';
import type {StepRunner} from '../steps/runner.ts';
import {pluginContent} from './steps.ts';
import type {LoadedPlugin} from './load.ts';
import type {LoadContext, RouteConfig} from './types.ts';
import {localModulePath} from './module.ts';
import {hook} from './hook.ts';

/** A route a plugin added, ready for the route table. */
export interface PluginRoute {
  plugin: string;
  path: string;
  /** The component's module, relative to the site folder (POSIX), as the server bundle takes pages. */
  component: string;
  props: Record<string, unknown>;
  title?: string;
  description?: string;
}

export interface PluginContent {
  contents: Map<LoadedPlugin, unknown>;
  routes: PluginRoute[];
  /** Plugin name → instance id → data (Docusaurus's `useGlobalData()` shape). */
  globalData: Record<string, Record<string, unknown>>;
  /** What the plugins' `getPathsToWatch` named, as absolute paths or globs: `serve --watch` watches them too. */
  watchPaths: string[];
}

/** What a plugin watches (its `getPathsToWatch`): the paths as written, made absolute, and the files they match with their contents' hashes. */
async function watchedFiles(plugin: LoadedPlugin, siteDir: string): Promise<{paths: string[]; files: [string, string][]} | undefined> {
  const getPaths = plugin.plugin.getPathsToWatch;
  if (!getPaths) return undefined;
  const patterns = await hook(plugin, 'getPathsToWatch', () => getPaths.call(plugin.plugin));
  const files = await fg(patterns.map((pattern) => (path.isAbsolute(pattern) ? path.relative(siteDir, pattern) : pattern).replace(/\\/g, '/')), {cwd: siteDir, dot: true, onlyFiles: true});
  return {
    paths: patterns.map((pattern) => path.resolve(siteDir, pattern)),
    files: files.sort().map((file) => [file, createHash('sha1').update(fs.readFileSync(path.join(siteDir, file))).digest('hex')]),
  };
}

/** `loadContent` of each plugin, then `contentLoaded` with its actions. */
export async function loadPluginContent(args: {plugins: LoadedPlugin[]; context: LoadContext; runner: StepRunner}): Promise<PluginContent> {
  const {plugins, context} = args;
  const contents = new Map<LoadedPlugin, unknown>();
  const watchPaths: string[] = [];
  for (const plugin of plugins) {
    const watched = await watchedFiles(plugin, context.siteDir);
    watchPaths.push(...(watched?.paths ?? []));
    if (!plugin.plugin.loadContent) continue;
    contents.set(plugin, await pluginContent(args.runner, plugin, watched?.files));
  }
  const routes: PluginRoute[] = [];
  const globalData: PluginContent['globalData'] = {};
  for (const plugin of plugins) {
    const loaded = plugin.plugin.contentLoaded;
    if (!loaded) continue;
    const actions = {
      addRoute: (route: RouteConfig) => routes.push(pluginRoute(plugin, route, context.siteDir)),
      createData: async (name: string, data: string) => {
        const file = path.join(context.generatedFilesDir, plugin.name, name);
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, data);
        return file;
      },
      setGlobalData: (data: unknown) => {
        globalData[plugin.name] = {default: data};
      },
    };
    await hook(plugin, 'contentLoaded', () => loaded.call(plugin.plugin, {content: contents.get(plugin), actions}));
  }
  return {contents, routes, globalData, watchPaths};
}

function pluginRoute(plugin: LoadedPlugin, route: RouteConfig, siteDir: string): PluginRoute {
  const fail = (message: string) => {
    throw new PluginError(message, plugin.name, 'contentLoaded (addRoute)');
  };
  if (!route || typeof route.path !== 'string' || !route.path.startsWith('/')) fail(`a route needs a \`path\` starting with "/" (got ${JSON.stringify(route?.path)})`);
  if (typeof route.component !== 'string') fail(`the route ${route.path} needs a \`component\`: the module of a React component`);
  const file = localModulePath(siteDir, route.component);
  const found = ['', '.tsx', '.ts', '.jsx', '.js', '.mjs'].map((ext) => file + ext).find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) fail(`the route ${route.path}: its component ${route.component} does not exist`);
  const props: Record<string, unknown> = {...(route.props ?? {})};
  for (const [name, module] of Object.entries(route.modules ?? {})) {
    try {
      props[name] = JSON.parse(fs.readFileSync(path.resolve(siteDir, module), 'utf8'));
    } catch (cause) {
      fail(`the route ${route.path}: module "${name}" (${module}) is not a JSON file: ${(cause as Error).message}`);
    }
  }
  return {
    plugin: plugin.name,
    path: route.path,
    component: path.relative(siteDir, found!).split(path.sep).join('/'),
    props,
    title: route.title,
    description: route.description,
  };
}
