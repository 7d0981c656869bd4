import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pluginTags} from '../../../src/plugins/tags.ts';
import type {LoadedPlugin} from '../../../src/plugins/load.ts';
import type {Plugin} from '../../../src/plugins/types.ts';

const loaded = (plugin: Plugin): LoadedPlugin => ({name: plugin.name, key: 'plugins[0]', plugin, options: {}, codeHash: 'x', index: 0});
const content = {contents: new Map(), routes: [], globalData: {}, watchPaths: []};
const args = (plugin: Plugin) => ({plugins: [loaded(plugin)], content, siteDir: '/site', baseUrl: '/', runner: undefined as never});

test('head tags as HTML strings or data join the head tags; body tags go to the start and end of <body>', async () => {
  const tags = await pluginTags(args({name: 't', injectHtmlTags: () => ({headTags: ['<meta name="a" content="1"><script>go()</script>', {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://cdn'}}], preBodyTags: '<noscript>no</noscript>', postBodyTags: [{tagName: 'div', attributes: {id: 'x', hidden: true}}]})}));
  assert.deepEqual(tags.headTags, [
    {tagName: 'meta', attributes: {name: 'a', content: '1'}},
    {tagName: 'script', attributes: {}, innerHTML: 'go()'},
    {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://cdn'}},
  ]);
  assert.equal(tags.bodyStart, '<noscript>no</noscript>\n');
  assert.equal(tags.bodyEnd, '\n<div id="x" hidden></div>');
});

test('a head tag sitegen does not write in <head> is an error naming the plugin and hook', async () => {
  await assert.rejects(pluginTags(args({name: 'bad', injectHtmlTags: () => ({headTags: ['<div>x</div>']})})), /plugin "bad", injectHtmlTags: a head tag <div> is not one sitegen writes/);
});
