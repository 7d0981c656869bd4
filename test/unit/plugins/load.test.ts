import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {z} from 'zod';
import {loadPlugins, unsupportedHooks} from '../../../src/plugins/load.ts';
import {CacheStore} from '../../../src/cache/store.ts';
import {StepRunner} from '../../../src/steps/runner.ts';
import {silentReporter} from '../../../src/log.ts';
import {siteConfigSchema} from '../../../src/config/schema.ts';
import {ConfigError, PluginError} from '../../../src/errors.ts';
import type {LoadContext, PluginModule} from '../../../src/plugins/types.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-plugins-unit-'));
test.after(() => fs.rmSync(dir, {recursive: true, force: true}));

function setup(plugins: unknown[]) {
  const config = siteConfigSchema.parse({title: 'T', url: 'https://example.com', plugins});
  const store = new CacheStore(path.join(dir, 'cache'), false);
  const context = {siteDir: dir, siteConfig: config, outDir: path.join(dir, 'out'), baseUrl: '/', generatedFilesDir: path.join(dir, 'gen'), i18n: {defaultLocale: 'en', locales: ['en'], currentLocale: 'en'}} satisfies LoadContext;
  return {siteDir: dir, config, configFile: 'sitegen.config.ts', context, runner: new StepRunner({store, reporter: silentReporter()})};
}

test('a function with an extendConfig schema gets its options validated and filled', async () => {
  const plugin: PluginModule<{heading: string}> = (_context, options) => ({name: `p-${options.heading}`});
  plugin.extendConfig = z.strictObject({heading: z.string().default('Changelog')});
  const [loaded] = await loadPlugins(setup([plugin]));
  assert.equal(loaded.name, 'p-Changelog');
  assert.deepEqual(loaded.options, {heading: 'Changelog'});
  await assert.rejects(loadPlugins(setup([[plugin, {heading: 1}]])), (error: ConfigError) => error instanceof ConfigError && /plugins\[0\] \(plugin\): invalid options\n {2}- options\.heading: /.test(error.message));
});

test("Docusaurus's validateOptions is honoured with a Joi-like validate", async () => {
  const plugin = Object.assign((_context: LoadContext, options: {n: number}) => ({name: `n${options.n}`}), {
    validateOptions: ({options, validate}: {options: unknown; validate: (schema: unknown, options: unknown) => unknown}) => validate({validate: (value: {n?: number}) => ({value: {n: value.n ?? 7}})}, options) as {n: number},
  });
  const [loaded] = await loadPlugins(setup([plugin]));
  assert.equal(loaded.name, 'n7');
});

test('a local module is bundled with its own __dirname; false entries are skipped; names must be unique', async () => {
  fs.mkdirSync(path.join(dir, 'plugins'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'plugins/cjs.js'), "module.exports = function cjs() { return {name: 'cjs', where: __dirname}; };\n");
  const [loaded] = await loadPlugins(setup([false, './plugins/cjs.js', null]));
  assert.equal((loaded.plugin as unknown as {where: string}).where, path.join(dir, 'plugins'));
  assert.equal(loaded.key, 'plugins[1]');
  await assert.rejects(loadPlugins(setup(['./plugins/cjs.js', './plugins/cjs.js'])), /plugins\[1\] and plugins\[0\] are both named "cjs"/);
});

test('a plugin without a name, or a module exporting no function, is a PluginError naming it', async () => {
  await assert.rejects(loadPlugins(setup([() => ({})])), (error: PluginError) => error instanceof PluginError && /the plugin object has no `name`/.test(error.message));
  fs.writeFileSync(path.join(dir, 'plugins/none.mjs'), 'export const x = 1;\n');
  await assert.rejects(loadPlugins(setup(['./plugins/none.mjs'])), /plugin "\.\/plugins\/none\.mjs", load: .*does not export a plugin function/);
});

test('hooks sitegen does not run are named, Docusaurus ones as such', async () => {
  const [loaded] = await loadPlugins(setup([() => ({name: 'w', configureWebpack: () => ({}), loadContent: () => 1, custom: () => 2, data: 3})]));
  assert.deepEqual(unsupportedHooks(loaded, 'docusaurus.config.js'), [
    'docusaurus.config.js: plugins[0] (plugin "w"): its hook configureWebpack is not run by sitegen (a Docusaurus hook with no sitegen counterpart)',
    'docusaurus.config.js: plugins[0] (plugin "w"): its hook custom is not run by sitegen',
  ]);
});
