// The plugins' `loadContent` as a step of the build (src/steps/runner.ts): the runner keys it by
// the plugin's code and options, the config and the files the plugin watches, and keeps the
// content between builds. A plugin that watches nothing declares nothing it reads: its step is
// not kept, and `loadContent` runs on every build.
import {CONFIG_KEYS} from '../config/keys.ts';
import {defineStep, keyed, type StepRunner} from '../steps/runner.ts';
import type {LoadedPlugin} from './load.ts';
import {hook} from './hook.ts';

/** `loadContent` may read the whole config through its context. */
const WHOLE_CONFIG = CONFIG_KEYS;

/** Content as kept: its JSON when it is plain data (a Map, a Date or a function is not). */
interface KeptContent {
  json?: string;
}

/** The content a run made, for reuse in this process when it is not plain data. */
const live = new WeakMap<KeptContent, unknown>();

function keep(content: unknown): KeptContent {
  let json: string | undefined;
  try {
    json = JSON.stringify(content);
  } catch {
    json = undefined;
  }
  const kept: KeptContent = json !== undefined && sameData(JSON.parse(json), content) ? {json} : {};
  live.set(kept, content);
  return kept;
}

/** Whether a value survives JSON unchanged (no Dates, Maps, class instances, undefined fields). */
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

const run = (plugin: LoadedPlugin) => hook(plugin, 'loadContent', () => plugin.plugin.loadContent!.call(plugin.plugin));

const watchedContentStep = defineStep({
  name: 'plugin-content',
  version: 1,
  config: WHOLE_CONFIG,
  cache: 'value',
  async run(input: {plugin: LoadedPlugin; watched: [string, string][]}) {
    return keep(await run(input.plugin));
  },
});

const contentStep = defineStep({
  name: 'plugin-content',
  version: 1,
  config: [],
  async run(input: {plugin: LoadedPlugin}) {
    return keep(await run(input.plugin));
  },
});

/** A plugin's content: kept by the runner when the plugin says what it reads (`watched`). */
export async function pluginContent(runner: StepRunner, plugin: LoadedPlugin, watched: [string, string][] | undefined): Promise<unknown> {
  // The plugin stands in the key for its code and options, not for its functions.
  const input = keyed(plugin, `${plugin.name}\0${plugin.codeHash}\0${JSON.stringify(plugin.options) ?? ''}`);
  const kept = watched ? await runner.run(watchedContentStep, {plugin: input, watched}) : await runner.run(contentStep, {plugin: input});
  if (live.has(kept)) return live.get(kept);
  // Kept by an earlier process: plain data is read back; other content is loaded again.
  return kept.json !== undefined ? JSON.parse(kept.json) : run(plugin);
}
