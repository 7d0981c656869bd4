import {test} from 'node:test';
import assert from 'node:assert/strict';
import {hook} from '../../../src/plugins/hook.ts';
import {PluginError} from '../../../src/errors.ts';
import type {LoadedPlugin} from '../../../src/plugins/load.ts';

const plugin = {name: 'changelog'} as LoadedPlugin;

test('a hook\'s result passes through; what it throws becomes a PluginError naming the plugin and hook', async () => {
  assert.equal(await hook(plugin, 'loadContent', async () => 42), 42);
  await assert.rejects(hook(plugin, 'postBuild', () => {
    throw new Error('disk full');
  }), (error: unknown) => error instanceof PluginError && error.message === 'plugin "changelog", postBuild: threw: disk full');
  const own = new PluginError('bad route', 'changelog', 'contentLoaded (addRoute)');
  await assert.rejects(hook(plugin, 'contentLoaded', () => {
    throw own;
  }), (error: unknown) => error === own, 'a PluginError is not wrapped twice');
});
