// Plugins' `markdown(md)` hooks, as markdown-it plugins after the config's own. The main thread
// applies the loaded plugins' hooks; a parse worker loads the same plugins itself from their
// code (the bundled module, or the config's) with the same options and context, as functions
// cannot be sent to it. Parse results are keyed by the plugins' code and options.
import {pathToFileURL} from 'node:url';
import type {MarkdownIt} from 'markdown-it';
import {PluginError} from '../errors.ts';
import type {LoadedPlugin} from './load.ts';
import type {LoadContext, Plugin, PluginModule} from './types.ts';

/** How a parse worker makes a plugin again: its module (or its place in the config's `plugins`), options and context. */
export interface WorkerPluginSpec {
  name: string;
  module?: string;
  configIndex?: number;
  options: unknown;
  context: LoadContext;
}

export interface PluginMarkdown {
  /** markdown-it plugins for the main thread. */
  entries: ((md: MarkdownIt) => void)[];
  /** For parse workers. */
  workers: WorkerPluginSpec[];
  /** Part of every parse result's key. */
  key: string;
}

function applying(name: string, plugin: Plugin): (md: MarkdownIt) => void {
  return (md) => {
    try {
      plugin.markdown!.call(plugin, md);
    } catch (cause) {
      throw new PluginError(`threw: ${(cause as Error).message}`, name, 'markdown', {cause});
    }
  };
}

/** Plain data of a value (functions dropped), as a worker can receive it. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value) ?? 'null') as T;

export function pluginMarkdown(plugins: LoadedPlugin[], context: LoadContext): PluginMarkdown {
  const using = plugins.filter((loaded) => typeof loaded.plugin.markdown === 'function');
  return {
    entries: using.map((loaded) => applying(loaded.name, loaded.plugin)),
    workers: using.map((loaded) => ({name: loaded.name, module: loaded.moduleFile, configIndex: loaded.moduleFile ? undefined : loaded.index, options: plain(loaded.options), context: plain(context)})),
    key: using.length ? JSON.stringify(using.map((loaded) => [loaded.name, loaded.codeHash, loaded.options ?? null])) : '',
  };
}

/** In a parse worker: the plugins' hooks, from their code. */
export async function workerPluginEntries(specs: WorkerPluginSpec[], config: {plugins?: unknown[]} | undefined): Promise<((md: MarkdownIt) => void)[]> {
  const entries: ((md: MarkdownIt) => void)[] = [];
  for (const spec of specs) {
    let factory: unknown;
    if (spec.module) {
      const exports = (await import(pathToFileURL(spec.module).href)) as {default?: unknown};
      factory = exports.default ?? exports;
      if (typeof factory !== 'function') factory = (factory as {default?: unknown})?.default;
    } else {
      const entry = config?.plugins?.[spec.configIndex ?? -1];
      factory = Array.isArray(entry) ? entry[0] : entry;
    }
    const plugin = await (factory as PluginModule)(spec.context, spec.options);
    entries.push(applying(spec.name, plugin));
  }
  return entries;
}
