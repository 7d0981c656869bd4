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
  const sidebar: Sidebar = {id: 'docs', items};
  const fragment = '/assets/sidebar.json';
  const folded = foldedCategories(sidebar, renderToString);
  assert.deepEqual(Object.keys(folded).sort(), ['1', '2', '3', '3.0', '3.0.1', '4.1', '6', '6.0'], 'every category that can fold, and none that cannot');
  for (const path of paths) {
    const whole = renderToString(createElement(DocSidebar, {sidebar, path, lazy: {fragment, folded: {}}}));
    const reused = renderToString(createElement(DocSidebar, {sidebar, path, lazy: {fragment, folded}}));
    assert.equal(reused, whole, `page ${path}`);
    assert.ok(whole.includes('data-sidebar-lazy='), 'some category is folded');
  }
  // The pages write the pre-rendered HTML, where (and only where) the category is folded.
  const marked = {fragment, folded: {...folded, '1': '<i>folded Plain</i>'}};
  assert.match(renderToString(createElement(DocSidebar, {sidebar, path: '/docs/c', lazy: marked})), /<li class="sidebar__item sidebar__item--category sidebar__item--depth-0"><i>folded Plain<\/i><\/li>/);
  assert.doesNotMatch(renderToString(createElement(DocSidebar, {sidebar, path: '/docs/a', lazy: marked})), /folded Plain/);
});

test('a small sidebar (no lazy rendering) is written whole: every item in the page, nothing fetched', () => {
  const small: Sidebar = {id: 'docs', items};
  const every = (nodes: SidebarNode[]): string[] => nodes.flatMap((node) => (node.type === 'link' ? [node.href] : node.type === 'category' ? [...(node.href ? [node.href] : []), ...every(node.items)] : []));
  for (const path of paths) {
    const html = renderToString(createElement(DocSidebar, {sidebar: small, path}));
    assert.doesNotMatch(html, /data-sidebar-(lazy|source)=/, `page ${path}`);
    for (const href of every(items)) assert.ok(html.includes(`href="${href}"`), `page ${path} links ${href}`);
  }
});
