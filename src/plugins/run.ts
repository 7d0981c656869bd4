// The plugins' hooks as steps of the build. Before discovery: `loadContent` (reused while the
// plugin's code, options, the config and the files it watches are unchanged; a plugin that
// watches nothing loads on every build), `contentLoaded` (routes, data, global data),
// `injectHtmlTags` and `getClientModules`. After every file is made: `postBuild`. A hook that
// throws fails the build with a PluginError naming the plugin and the hook.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import fg from 'fast-glob';
import {PluginError} from '../errors.ts';
import type {CacheStore} from '../cache/store.ts';
import {inputKey} from '../cache/fingerprint.ts';
import type {LoadedPlugin} from './load.ts';
import type {LoadContext, RouteConfig} from './types.ts';
import {localModulePath} from './module.ts';

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
}

/** Runs a hook, turning what it throws into a PluginError naming the plugin and the hook. */
export async function hook<T>(plugin: LoadedPlugin, name: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    if (cause instanceof PluginError) throw cause;
    throw new PluginError(`threw: ${(cause as Error)?.message ?? String(cause)}`, plugin.name, name, {cause});
  }
}

/** The config as JSON (functions left out): what a plugin's hooks can read of it besides its options. */
function configJson(context: LoadContext): string {
  return JSON.stringify(context.siteConfig, (_key, value: unknown) => (typeof value === 'function' ? String(value) : value)) ?? '';
}

/** The files a plugin watches (its `getPathsToWatch`), with their contents' hashes. */
async function watchedFiles(plugin: LoadedPlugin, siteDir: string): Promise<[string, string][] | undefined> {
  const getPaths = plugin.plugin.getPathsToWatch;
  if (!getPaths) return undefined;
  const patterns = await hook(plugin, 'getPathsToWatch', () => getPaths.call(plugin.plugin));
  const files = await fg(patterns.map((pattern) => (path.isAbsolute(pattern) ? path.relative(siteDir, pattern) : pattern).replace(/\\/g, '/')), {cwd: siteDir, dot: true, onlyFiles: true});
  return files.sort().map((file) => [file, createHash('sha1').update(fs.readFileSync(path.join(siteDir, file))).digest('hex')]);
}

/** `loadContent` of each plugin, then `contentLoaded` with its actions. */
export async function loadPluginContent(args: {plugins: LoadedPlugin[]; context: LoadContext; store: CacheStore}): Promise<PluginContent> {
  const {plugins, context, store} = args;
  const entries = store.entries<{json: string}>('plugin-content');
  const contents = new Map<LoadedPlugin, unknown>();
  for (const plugin of plugins) {
    const load = plugin.plugin.loadContent;
    if (!load) continue;
    const watched = await watchedFiles(plugin, context.siteDir);
    const key = watched ? inputKey('plugin-content', plugin.codeHash, plugin.name, JSON.stringify(plugin.options) ?? '', configJson(context), watched) : undefined;
    const hit = key ? entries.get(key) : undefined;
    if (hit) {
      contents.set(plugin, hit.json === undefined ? undefined : JSON.parse(hit.json));
      continue;
    }
    const content = await hook(plugin, 'loadContent', () => load.call(plugin.plugin));
    contents.set(plugin, content);
    // Content that is not plain data (a Map, a function) is loaded again next time.
    if (key) {
      const json = JSON.stringify(content);
      if (json !== undefined && JSON.stringify(JSON.parse(json)) === json && sameData(JSON.parse(json), content)) entries.set(key, {json});
    }
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
  return {contents, routes, globalData};
}

/** Whether a value survives JSON unchanged (no Dates, Maps, undefined fields). */
function sameData(parsed: unknown, original: unknown): boolean {
  if (parsed === original) return true;
  if (Array.isArray(parsed)) return Array.isArray(original) && parsed.length === original.length && parsed.every((item, n) => sameData(item, original[n]));
  if (parsed && typeof parsed === 'object') {
    if (!original || typeof original !== 'object' || Object.getPrototypeOf(original) !== Object.prototype) return false;
    const keys = Object.keys(original);
    return keys.length === Object.keys(parsed).length && keys.every((key) => sameData((parsed as Record<string, unknown>)[key], (original as Record<string, unknown>)[key]));
  }
  return false;
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
