import {test} from 'node:test';
import assert from 'node:assert/strict';
import {resolveSidebars} from '../../../src/routes/sidebars.ts';
import type {DocEntry} from '../../../src/routes/docs.ts';
import type {SidebarsInput} from '../../../src/routes/sidebar-config.ts';

const doc = {id: 'a', file: 'docs/a.md', path: '/docs/a', title: 'A', sidebarLabel: 'A', dir: '', sourceDir: '', isIndex: false} as DocEntry;
const input: SidebarsInput = {
  docs: [
    {type: 'category', label: 'Unset', items: [{type: 'doc', id: 'a'}]},
    {type: 'category', label: 'Folded', collapsed: true, items: [{type: 'doc', id: 'a'}]},
  ],
};
const categories = (defaults?: {collapsed: boolean; collapsible: boolean}) =>
  resolveSidebars({input, docs: new Map([['a', doc]]), file: 'sidebars.js', categoryPath: (slug) => `/docs/${slug}`, defaults}).sidebars[0].items.map((node) => {
    const category = node as {collapsed?: boolean; collapsible?: boolean};
    return [category.collapsed, category.collapsible];
  });

test('sidebarCollapsed and sidebarCollapsible give what a category that sets nothing does; its own keys win', () => {
  assert.deepEqual(categories(), [[undefined, undefined], [true, undefined]], 'no defaults: as written');
  assert.deepEqual(categories({collapsed: true, collapsible: true}), [[undefined, undefined], [true, undefined]], "Docusaurus's defaults change nothing");
  assert.deepEqual(categories({collapsed: false, collapsible: true}), [[false, undefined], [true, undefined]], 'sidebarCollapsed: false opens the unset one');
  assert.deepEqual(categories({collapsed: true, collapsible: false}), [[false, false], [true, false]], 'sidebarCollapsible: false: nothing folds unless it says so');
});
