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

test('sitemap options: changefreq and priority on every URL, ignorePatterns leave routes out; robots.txt names the file', async () => {
  const {robots} = await import('../../../src/write/extras.ts');
  const routes = [{kind: 'doc', path: '/docs/a'}, {kind: 'blog-tag', path: '/blog/tags/x'}] as Route[];
  const xml = sitemap(routes, 'https://example.com', new Map(), undefined, {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/blog/tags/**']});
  assert.match(xml, /<url><loc>https:\/\/example\.com\/docs\/a<\/loc><changefreq>weekly<\/changefreq><priority>0\.5<\/priority><\/url>/);
  assert.doesNotMatch(xml, /tags/);
  assert.match(robots('https://example.com', '/', 'map.xml'), /Sitemap: https:\/\/example\.com\/map\.xml/);
  assert.equal(robots('https://example.com', '/', false), 'User-agent: *\nAllow: /\n');
});
