// The config's `plugins`: each entry (a module path, an npm package, a function, or `[that,
// options]`) is loaded, its options validated by the schema it declares (`extendConfig`, or
// Docusaurus's `validateOptions`), and called with the site's context. Every failure is a
// PluginError naming the entry, the plugin and what went wrong.
import path from 'node:path';
import {createHash} from 'node:crypto';
import type {ZodType} from 'zod';
import {ConfigError, PluginError, SitegenError} from '../errors.ts';
import type {SiteConfig} from '../config/schema.ts';
import type {StepRunner} from '../steps/runner.ts';
import {loadPluginCode} from './module.ts';
import type {LoadContext, Plugin, PluginModule} from './types.ts';

export interface LoadedPlugin {
  /** The plugin's name (its `name`). */
  name: string;
  /** Where the config lists it: `plugins[2]`. */
  key: string;
  plugin: Plugin;
  /** The validated options, as the plugin got them. */
  options: unknown;
  /** Identifies the plugin's code (see module.ts). */
  codeHash: string;
  /** The module file that exports it (a bundle of a local module, or a package's file); unset for a function of the config. */
  moduleFile?: string;
  /** Its place in the config's `plugins`. */
  index: number;
}

export interface PluginSetup {
  siteDir: string;
  config: SiteConfig;
  /** The config file as shown in messages. */
  configFile: string;
  /** The bundled config module: plugin functions written in the config are its code. */
  configModule?: string;
  context: LoadContext;
  /** Runs the bundling of local plugin modules. */
  runner: StepRunner;
}

/** Hooks sitegen knows (its own and Docusaurus's it runs). */
const HOOKS = new Set(['name', 'loadContent', 'contentLoaded', 'postBuild', 'injectHtmlTags', 'getClientModules', 'getPathsToWatch', 'markdown']);
/** Docusaurus hooks that have no sitegen counterpart (webpack, PostCSS, theme folders, translations). */
const DOCUSAURUS_ONLY = ['configureWebpack', 'configurePostCss', 'getThemePath', 'getTypeScriptThemePath', 'getSwizzleComponentList', 'getSwizzleConfig', 'getTranslationFiles', 'translateContent', 'translateThemeConfig', 'getDefaultCodeTranslationMessages', 'allContentLoaded', 'postStart', 'extendCli'];

/** What a plugin has that sitegen does not run, said once per build. */
export function unsupportedHooks(plugin: LoadedPlugin, configFile: string): string[] {
  return Object.entries(plugin.plugin)
    .filter(([key, value]) => !HOOKS.has(key) && (DOCUSAURUS_ONLY.includes(key) || typeof value === 'function'))
    .map(([key]) => `${configFile}: ${plugin.key} (plugin "${plugin.name}"): its hook ${key} is not run by sitegen${DOCUSAURUS_ONLY.includes(key) ? ' (a Docusaurus hook with no sitegen counterpart)' : ''}`);
}

export async function loadPlugins(setup: PluginSetup): Promise<LoadedPlugin[]> {
  const loaded: LoadedPlugin[] = [];
  for (const [n, entry] of setup.config.plugins.entries()) {
    if (entry === false || entry === null) continue;
    const plugin = await loadPlugin(setup, entry, n);
    const clash = loaded.find((other) => other.name === plugin.name);
    if (clash) throw new ConfigError(`${plugin.key} and ${clash.key} are both named "${plugin.name}": plugin names must be unique`, {location: {file: setup.configFile}});
    loaded.push(plugin);
  }
  return loaded;
}

async function loadPlugin(setup: PluginSetup, entry: Exclude<SiteConfig['plugins'][number], false | null>, index: number): Promise<LoadedPlugin> {
  const key = `plugins[${index}]`;
  const [target, rawOptions] = Array.isArray(entry) ? entry : [entry, undefined];
  const where = {location: {file: setup.configFile}};
  let factory: PluginModule;
  let codeHash: string;
  let shown: string;
  let moduleFile: string | undefined;
  if (typeof target === 'string') {
    shown = target;
    let code;
    try {
      code = await loadPluginCode(setup.siteDir, target, setup.runner);
    } catch (cause) {
      const location = cause instanceof SitegenError && cause.location ? {location: cause.location} : where;
      throw new PluginError(`could not be loaded: ${(cause as Error).message.split('\n')[0]}`, target, 'load', {...location, cause});
    }
    const exported = code.exports.default ?? code.exports;
    // A CommonJS module bundled as ESM, or `export default {default: fn}` from a transpiler.
    const fn = typeof exported === 'function' ? exported : (exported as {default?: unknown})?.default;
    if (typeof fn !== 'function') throw new PluginError(`${path.relative(process.cwd(), code.file)} does not export a plugin function (context, options) => plugin`, target, 'load', where);
    factory = fn as PluginModule;
    codeHash = code.codeHash;
    moduleFile = code.moduleFile;
  } else {
    factory = target as PluginModule;
    shown = factory.name || key;
    // A function written in (or imported by) the config is part of the config's bundle.
    codeHash = `${setup.configModule ? path.basename(setup.configModule) : ''}:${createHash('sha1').update(String(factory)).digest('hex')}`;
  }
  const options = validateOptions(factory, rawOptions, `${key} (${shown})`, setup.configFile);
  let plugin: Plugin;
  try {
    plugin = await factory(setup.context, options);
  } catch (cause) {
    throw new PluginError(`the plugin function threw: ${(cause as Error).message}`, shown, 'plugin function', {...where, cause});
  }
  if (!plugin || typeof plugin !== 'object') throw new PluginError('the plugin function must return a plugin object ({name, …hooks})', shown, 'plugin function', where);
  if (typeof plugin.name !== 'string' || !plugin.name) throw new PluginError('the plugin object has no `name`', shown, 'plugin function', where);
  return {name: plugin.name, key, plugin, options, codeHash, moduleFile, index};
}

/** The options the plugin gets: validated and filled by its schema, `{}` when the config gives none (as Docusaurus). */
function validateOptions(factory: PluginModule, raw: unknown, shown: string, configFile: string): unknown {
  const options = raw === undefined ? {} : raw;
  const schema = factory.extendConfig as ZodType | undefined;
  if (schema) {
    const result = schema.safeParse(options);
    if (result.success) return result.data;
    const problems = result.error.issues.map((issue) => `  - options${issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('')}: ${issue.message}`);
    throw new ConfigError(`${shown}: invalid options\n${problems.join('\n')}`, {location: {file: configFile}});
  }
  if (typeof factory.validateOptions === 'function') {
    try {
      return factory.validateOptions({options, validate: validateWith});
    } catch (cause) {
      throw new ConfigError(`${shown}: invalid options: ${(cause as Error).message}`, {location: {file: configFile}, cause});
    }
  }
  return options;
}

/** Docusaurus's `validate(schema, options)`: a Joi schema (`validate`) or a zod one (`safeParse`). */
function validateWith(schema: unknown, options: unknown): unknown {
  const candidate = schema as {validate?: (value: unknown) => {error?: Error; value: unknown}; safeParse?: (value: unknown) => {success: boolean; data?: unknown; error?: Error}};
  if (typeof candidate?.safeParse === 'function') {
    const result = candidate.safeParse(options);
    if (!result.success) throw result.error ?? new Error('invalid options');
    return result.data;
  }
  if (typeof candidate?.validate === 'function') {
    const result = candidate.validate(options);
    if (result.error) throw result.error;
    return result.value;
  }
  return options;
}
