// Loads the site config and sidebars (TypeScript files) by bundling them with esbuild and
// importing the result; a missing file means defaults, as the bench corpus relies on.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {ConfigError} from '../errors.ts';
import type {SiteConfig} from './schema.ts';
import {defineReadingStep, type StepRunner} from '../steps/runner.ts';
import {bundleNodeModule} from './node-module.ts';

export const CONFIG_FILE = 'sitegen.config.ts';

/** A TypeScript module of the site (the config, a sidebars file), bundled; reused while the files it was made from are unchanged. */
const moduleStep = defineReadingStep({
  name: 'modules',
  version: 1,
  config: [],
  /** `file` as messages show it; `absolute`: the same relative name in another folder is another module. */
  run: (input: {file: string; absolute: string}, tools) => bundleNodeModule(input.file, tools, {options: {packages: 'external'}, failure: (text, options) => new ConfigError(text, options)}),
});

/**
 * The config as the module exports it, validated. Kept under the exported value (validating costs
 * more than a warm build's whole render); a config holding functions cannot be a key, so it is
 * validated every time. It is `copied`: each run gets a config of its own, so that nothing one build
 * does with it reaches the next (watch mode).
 */
const configStep = defineReadingStep({
  name: 'config',
  version: 1,
  config: [],
  copied: true,
  async run(input: {file: string; raw: unknown}): Promise<SiteConfig> {
    const {validateConfig} = await import('./validate.ts');
    return validateConfig(input.raw, input.file);
  },
});

/** Bundles a TypeScript module (and what it imports from the site) and imports its exports. */
export async function importTypeScript(file: string, runner: StepRunner): Promise<Record<string, unknown>> {
  return import(pathToFileURL(await bundleTypeScript(file, runner)).href);
}

/** The bundled module's path (an ES module other threads can import too). */
export function bundleTypeScript(file: string, runner: StepRunner): Promise<string> {
  return runner.reading(moduleStep, {file, absolute: path.resolve(file)});
}

/** The site's config (defaults when it has no config file), with its file and bundled module. */
export async function loadConfig(siteDir: string, runner: StepRunner): Promise<{config: SiteConfig; file?: string; module?: string}> {
  const file = path.join(siteDir, CONFIG_FILE);
  if (!fs.existsSync(file)) {
    return {config: await runner.reading(configStep, {file, raw: {title: path.basename(path.resolve(siteDir)), url: 'http://localhost'}})};
  }
  const module = await bundleTypeScript(file, runner);
  const mod = (await import(pathToFileURL(module).href)) as Record<string, unknown>;
  return {config: await runner.reading(configStep, {file: path.relative(process.cwd(), file), raw: mod.default}), file, module};
}
