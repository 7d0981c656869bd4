import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pluginContent} from '../../../src/plugins/steps.ts';
import {StepRunner} from '../../../src/steps/runner.ts';
import {CacheStore} from '../../../src/cache/store.ts';
import {siteConfigSchema} from '../../../src/config/schema.ts';
import {silentReporter} from '../../../src/log.ts';
import type {LoadedPlugin} from '../../../src/plugins/load.ts';
import type {OutputWriter} from '../../../src/write/writer.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-plugin-steps-'));
test.after(() => fs.rmSync(dir, {recursive: true, force: true}));
const config = siteConfigSchema.parse({title: 'T', url: 'https://example.com'});

/** A runner over a store kept on disk, as a new build process sees it. */
function runner(): {runner: StepRunner; store: CacheStore} {
  const store = new CacheStore(path.join(dir, 'cache'), true);
  return {runner: new StepRunner({store, reporter: silentReporter(), config, writer: {outDir: dir} as OutputWriter}), store};
}

function counted(content: () => unknown): {plugin: LoadedPlugin; calls: () => number} {
  let calls = 0;
  const plugin = {name: 'p', loadContent: () => (calls++, content())};
  return {plugin: {name: 'p', key: 'plugins[0]', plugin, options: {a: 1}, codeHash: 'code-1', index: 0}, calls: () => calls};
}

test('content of a plugin that watches files is kept by the runner while they are unchanged, across processes', async () => {
  const {plugin, calls} = counted(() => ({items: [1, 2]}));
  const first = runner();
  assert.deepEqual(await pluginContent(first.runner, plugin, [['data.json', 'h1']]), {items: [1, 2]});
  first.store.save();
  const second = runner();
  assert.deepEqual(await pluginContent(second.runner, plugin, [['data.json', 'h1']]), {items: [1, 2]});
  assert.equal(calls(), 1, 'kept');
  await pluginContent(second.runner, plugin, [['data.json', 'h2']]);
  assert.equal(calls(), 2, 'a watched file changed');
  await pluginContent(second.runner, {...plugin, codeHash: 'code-2'}, [['data.json', 'h2']]);
  assert.equal(calls(), 3, 'the code changed');
});

test('a plugin that watches nothing loads on every build; content that is not plain data is loaded again, not read back changed', async () => {
  const plain = counted(() => 'x');
  const {runner: run} = runner();
  await pluginContent(run, plain.plugin, undefined);
  await pluginContent(run, plain.plugin, undefined);
  assert.equal(plain.calls(), 2);
  const dated = counted(() => ({when: new Date(0)}));
  const first = runner();
  await pluginContent(first.runner, dated.plugin, [['f', 'h']]);
  first.store.save();
  const content = (await pluginContent(runner().runner, dated.plugin, [['f', 'h']])) as {when: Date};
  assert.ok(content.when instanceof Date, 'a Date stays a Date');
  assert.equal(dated.calls(), 2);
});
