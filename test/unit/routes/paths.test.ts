import {test} from 'node:test';
import assert from 'node:assert/strict';
import {applyTrailingSlash, normalizeRoute, outputFile, routeOfFile, routePath} from '../../../src/routes/paths.ts';

test('output files keep the exact trailing-slash form without redirects', () => {
  assert.equal(outputFile('/'), 'index.html');
  assert.equal(outputFile('/about/'), 'about/index.html');
  assert.equal(outputFile('/showcase/add'), 'showcase/add.html');
  assert.equal(outputFile('/docs/'), 'docs/index.html');
  assert.equal(outputFile('/404.html'), '404.html');
});

test('under a base URL, output files are relative to the base', () => {
  assert.equal(outputFile('/sub/', '/sub/'), 'index.html');
  assert.equal(outputFile('/sub/docs/intro', '/sub/'), 'docs/intro.html');
  assert.equal(outputFile('/sub/404.html', '/sub/'), '404.html');
  assert.equal(routeOfFile('docs/intro.html', '/sub/'), '/sub/docs/intro');
  assert.equal(routeOfFile('index.html', '/sub/'), '/sub');
});

test('trailingSlash: true adds, false removes, unset keeps; files and the home keep their form', () => {
  assert.equal(applyTrailingSlash('/docs/intro', true), '/docs/intro/');
  assert.equal(applyTrailingSlash('/docs/', false), '/docs');
  assert.equal(applyTrailingSlash('/docs/', undefined), '/docs/');
  assert.equal(applyTrailingSlash('/', false), '/');
  assert.equal(applyTrailingSlash('/404.html', true), '/404.html');
  assert.equal(routePath({baseUrl: '/sub/', trailingSlash: true}, '/blog/post#x'), '/sub/blog/post/#x');
  assert.equal(routePath({baseUrl: '/sub/', trailingSlash: false}, '/'), '/sub/');
});

test('normalized paths compare whatever the trailing slash or .html form', () => {
  for (const form of ['/docs/a', '/docs/a/', '/docs/a.html', '/docs/a/index.html', '/docs/a?x=1#y']) assert.equal(normalizeRoute(form), '/docs/a');
  assert.equal(normalizeRoute('/'), '/');
});

test('a page whose URL ends in a version number (/blog/2023/11/13/3.1.0) was written as a file without .html', () => {
  assert.equal(outputFile('/blog/2023/11/13/3.1.0'), 'blog/2023/11/13/3.1.0.html');
  assert.equal(outputFile('/blog/rss.xml'), 'blog/rss.xml');
});
