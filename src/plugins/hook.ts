// Running one hook of a plugin: whatever it throws fails the build as a PluginError naming the
// plugin and the hook.
import {PluginError} from '../errors.ts';
import type {LoadedPlugin} from './load.ts';

/** Runs a hook, turning what it throws into a PluginError naming the plugin and the hook. */
export async function hook<T>(plugin: LoadedPlugin, name: string, run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (cause) {
    if (cause instanceof PluginError) throw cause;
    throw new PluginError(`threw: ${(cause as Error)?.message ?? String(cause)}`, plugin.name, name, {cause});
  }
}
