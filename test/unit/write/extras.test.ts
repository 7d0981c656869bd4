import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sitemap} from '../../../src/write/extras.ts';
import type {Route} from '../../../src/routes/types.ts';

test('sitemap: <lastmod> where a date is known; noindex pages and the 404 page are left out', () => {
  const routes = [
    {kind: 'doc', path: '/docs/a'},
    {kind: 'doc', path: '/docs/b'},
    {kind: 'site-metadata', path: '/__sitegen/', noindex: true},
    {kind: 'not-found', path: '/404.html'},
  ] as Route[];
  const xml = sitemap(routes, 'https://example.com', new Map([['/docs/a', '2024-03-05T10:00:00+00:00']]));
  assert.match(xml, /<url><loc>https:\/\/example\.com\/docs\/a<\/loc><lastmod>2024-03-05T10:00:00\+00:00<\/lastmod><\/url>/);
  assert.match(xml, /<url><loc>https:\/\/example\.com\/docs\/b<\/loc><\/url>/);
  assert.doesNotMatch(xml, /__sitegen|404/);
});
