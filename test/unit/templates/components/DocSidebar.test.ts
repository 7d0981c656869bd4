import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {DocSidebar, foldedCategories} from '../../../../templates/components/DocSidebar.tsx';
import type {Sidebar, SidebarNode} from '../../../../src/routes/types.ts';

const link = (href: string, label = href): SidebarNode => ({type: 'link', href, label});

// Every kind of category: plain, linked (with its aria-label message), nested, one that never
// folds, one that starts open, one holding only a category, with a class and an external link.
const items: SidebarNode[] = [
  link('/docs/'),
  {type: 'category', label: 'Plain', items: [link('/docs/a'), link('/docs/b')]},
  {type: 'category', label: 'Linked', href: '/docs/linked', className: 'extra', items: [link('/docs/c'), {type: 'link', href: 'https://example.com', label: 'Out', external: true}]},
  {
    type: 'category',
    label: 'Outer',
    items: [
      {type: 'category', label: 'Inner', items: [link('/docs/d'), {type: 'category', label: 'Deepest', href: '/docs/deepest', items: [link('/docs/e')]}]},
      link('/docs/f'),
    ],
  },
  {type: 'category', label: 'Static', collapsible: false, items: [link('/docs/g'), {type: 'category', label: 'Under static', items: [link('/docs/h')]}]},
  {type: 'category', label: 'Open', collapsed: false, items: [link('/docs/i')]},
  {type: 'category', label: 'Only categories', items: [{type: 'category', label: 'Nested', items: [link('/docs/j')]}]},
];

const paths = ['/docs/', '/docs/a', '/docs/linked', '/docs/c', '/docs/d', '/docs/deepest', '/docs/e', '/docs/f', '/docs/g', '/docs/h', '/docs/i', '/docs/j', '/elsewhere'];

test('a large sidebar written with its categories rendered once as folded is the same HTML on every page as rendered whole', () => {
  const lazy: Sidebar = {id: 'docs', items, fragment: '/assets/sidebar.json'};
  const folded = foldedCategories(lazy, renderToString);
  assert.deepEqual(Object.keys(folded).sort(), ['1', '2', '3', '3.0', '3.0.1', '4.1', '6', '6.0'], 'every category that can fold, and none that cannot');
  for (const path of paths) {
    const whole = renderToString(createElement(DocSidebar, {sidebar: lazy, path}));
    const reused = renderToString(createElement(DocSidebar, {sidebar: {...lazy, folded}, path}));
    assert.equal(reused, whole, `page ${path}`);
    assert.ok(whole.includes('data-sidebar-lazy='), 'some category is folded');
  }
  // The pages write the pre-rendered HTML, where (and only where) the category is folded.
  const marked = {...lazy, folded: {...folded, '1': '<i>folded Plain</i>'}};
  assert.match(renderToString(createElement(DocSidebar, {sidebar: marked, path: '/docs/c'})), /<li class="sidebar__item sidebar__item--category sidebar__item--depth-0"><i>folded Plain<\/i><\/li>/);
  assert.doesNotMatch(renderToString(createElement(DocSidebar, {sidebar: marked, path: '/docs/a'})), /folded Plain/);
});

test('a small sidebar folds nothing away, so pre-rendered categories are not used', () => {
  const small: Sidebar = {id: 'docs', items};
  const folded = Object.fromEntries(Object.keys(foldedCategories(small, renderToString)).map((at) => [at, 'not used']));
  for (const path of paths) assert.equal(renderToString(createElement(DocSidebar, {sidebar: {...small, folded}, path})), renderToString(createElement(DocSidebar, {sidebar: small, path})));
});
