import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docusaurusNavItem, sitegenNavItem, sitegenProps, SWIZZLE_PROPS} from '../../../../../src/compat/docusaurus/runtime/swizzle-props.ts';
import type {NavItem, SiteChrome} from '../../../../../src/routes/types.ts';

const chrome = {site: {baseUrl: '/base/', searchPage: '/base/search'} as SiteChrome, path: '/base/docs/a'};

test('navbar items go to Docusaurus’s shape and back', () => {
  const link: NavItem = {type: 'link', position: 'right', label: 'GitHub', href: 'https://github.com/x', external: true};
  assert.deepEqual(docusaurusNavItem(link), {type: 'default', position: 'right', label: 'GitHub', href: 'https://github.com/x'});
  assert.deepEqual(sitegenNavItem(docusaurusNavItem(link), chrome), link);
  const versions: NavItem = {type: 'dropdown', kind: 'versions', position: 'right', label: '2.0', items: [{label: '2.0', href: '/base/docs/'}]};
  assert.deepEqual(docusaurusNavItem(versions), {type: 'docsVersionDropdown', position: 'right', label: '2.0', items: [{label: '2.0', to: '/base/docs/'}]});
  // Site code writes paths without the base URL, as in Docusaurus.
  assert.deepEqual(sitegenNavItem({label: 'Blog', to: '/blog'}, chrome), {type: 'link', position: 'left', label: 'Blog', href: '/base/blog'});
  assert.deepEqual(sitegenNavItem({label: 'More', items: [{label: 'A', to: '/a'}, {label: 'no link'}]}, chrome), {type: 'dropdown', kind: 'default', position: 'left', label: 'More', items: [{label: 'A', href: '/base/a'}]});
  assert.deepEqual(sitegenNavItem({type: 'search'}, chrome), {type: 'search', position: 'left', action: '/base/search'});
  assert.equal(sitegenNavItem({type: 'custom-thing'}, chrome), undefined);
});

test('the original gets exactly what the theme gave when the swizzle passes its props on, else what the swizzle passed', () => {
  const item: NavItem = {type: 'link', position: 'left', label: 'Docs', href: '/base/docs/'};
  const sitegen = {item, path: '/base/docs/a', mobile: true};
  const docusaurus = SWIZZLE_PROPS.NavbarItem.toDocusaurus(sitegen);
  assert.deepEqual(docusaurus, {type: 'default', position: 'left', label: 'Docs', to: '/base/docs/', mobile: true});
  assert.equal(sitegenProps('NavbarItem', {...docusaurus}, {sitegen, docusaurus}, chrome), sitegen);
  assert.deepEqual(sitegenProps('NavbarItem', {...docusaurus, label: 'Guides'}, {sitegen, docusaurus}, chrome)?.item, {...item, label: 'Guides'});
  // Outside the theme (a page's `@theme/Footer`), the page's chrome.
  assert.deepEqual(sitegenProps('Footer', {}, undefined, chrome), {site: chrome.site});
  assert.equal(sitegenProps('Footer', {}, undefined, undefined), undefined, 'no chrome: nothing to draw');
});

test('TOC, sidebar and paginator props in Docusaurus’s shape', () => {
  const toc = [{id: 'a', text: 'A', level: 2, children: [{id: 'b', text: 'B', level: 3, children: []}]}];
  assert.deepEqual(SWIZZLE_PROPS.TOC.toDocusaurus({toc}), {toc: [{value: 'A', id: 'a', level: 2}, {value: 'B', id: 'b', level: 3}]});
  const sidebar = {id: 's', items: [{type: 'category', label: 'C', items: [{type: 'link', label: 'L', href: '/l', docId: 'l'}]}]};
  assert.deepEqual(SWIZZLE_PROPS.DocSidebar.toDocusaurus({sidebar, path: '/l'}).sidebar, [
    {type: 'category', label: 'C', href: undefined, items: [{type: 'link', label: 'L', href: '/l', docId: 'l', className: undefined}], collapsed: true, collapsible: true, className: undefined},
  ]);
  const pager = {kind: 'docs', previous: {label: 'P', href: '/p'}, label: 'Docs pages'};
  const docusaurus = SWIZZLE_PROPS.DocPaginator.toDocusaurus(pager);
  assert.deepEqual(docusaurus, {previous: {title: 'P', permalink: '/p'}, next: undefined});
  assert.deepEqual(sitegenProps('DocPaginator', {next: {title: 'N', permalink: '/n'}}, {sitegen: pager, docusaurus}, chrome), {kind: 'docs', label: 'Docs pages', previous: undefined, next: {label: 'N', href: '/n'}});
});
