import {test} from 'node:test';
import assert from 'node:assert/strict';
import {breadcrumbList, jsonLdScript, structuredData, webSite} from '../../../src/render/structured-data.ts';
import type {Route, SiteChrome} from '../../../src/routes/types.ts';

const site = {title: 'Site', tagline: 'Videos', url: 'https://example.com', baseUrl: '/sub/', home: '/sub/', searchPage: '/sub/search', docsHome: '/sub/docs/'} as SiteChrome;

const doc = (breadcrumbs: {label: string; href: string}[]): Route =>
  ({kind: 'doc', path: '/sub/docs/a/b', title: 'B page', source: 'docs/a/b.md', description: '', doc: {breadcrumbs}}) as unknown as Route;

test('BreadcrumbList: Docs, the crumbs that lead somewhere, then the page; absolute URLs with the base URL', () => {
  const data = breadcrumbList(doc([{label: 'A', href: '/sub/docs/a'}, {label: 'No page', href: ''}]) as Extract<Route, {kind: 'doc'}>, site);
  assert.deepEqual(data.itemListElement, [
    {'@type': 'ListItem', position: 1, name: 'Docs', item: 'https://example.com/sub/docs/'},
    {'@type': 'ListItem', position: 2, name: 'A', item: 'https://example.com/sub/docs/a'},
    {'@type': 'ListItem', position: 3, name: 'B page', item: 'https://example.com/sub/docs/a/b'},
  ]);
});

test('WebSite: a SearchAction to the search page with the q parameter', () => {
  const data = webSite(site);
  assert.deepEqual(data.potentialAction, {
    '@type': 'SearchAction',
    target: {'@type': 'EntryPoint', urlTemplate: 'https://example.com/sub/search?q={query}'},
    'query-input': 'required name=query',
  });
  const home = {kind: 'page', path: '/sub/', title: 'Home', source: 'pages/index.tsx', description: '', page: 'pages/index.tsx'} as Route;
  assert.equal(structuredData(home, site)[0]['@type'], 'WebSite');
  assert.deepEqual(structuredData({...home, path: '/sub/about/'} as Route, site), []);
  assert.deepEqual(structuredData({...doc([]), draft: true} as Route, site), [], 'drafts have none');
});

test('the script cannot be closed by text in the data', () => {
  const script = jsonLdScript({'@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>'});
  assert.equal(script.match(/<\/script>/g)?.length, 1);
  assert.match(script, /\\u003c\/script>/);
});
