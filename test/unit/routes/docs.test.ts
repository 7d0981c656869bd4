import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docEntry, isCategoryIndex, parseNumberPrefix} from '../../../src/routes/docs.ts';
import type {ParsedMarkdown} from '../../../src/content/types.ts';

const doc = (file: string, frontMatter: Record<string, unknown> = {}) => docEntry({file, frontMatter, title: 'T'} as unknown as ParsedMarkdown, 'docs', '/docs');

test('front matter id changes the id and the URL, as in Docusaurus (it only changed the id)', () => {
  const entry = doc('docs/faq/OrganizingState.md', {id: 'organizing-state'});
  assert.equal(entry.id, 'faq/organizing-state');
  assert.equal(entry.path, '/docs/faq/organizing-state');
});

test('number prefixes are stripped from ids and URLs and give the position', () => {
  const entry = doc('docs/02-guides/01-intro.md');
  assert.equal(entry.id, 'guides/intro');
  assert.equal(entry.path, '/docs/guides/intro');
  assert.equal(entry.position, 1);
  assert.deepEqual(parseNumberPrefix('3-0-migration'), {name: '3-0-migration'}, 'a version is not a prefix');
  assert.deepEqual(parseNumberPrefix('2021-01-31-news'), {name: '2021-01-31-news'}, 'nor a date');
  assert.deepEqual(parseNumberPrefix('010 - Setup'), {name: 'Setup', position: 10});
});

test('README.md, index.md and a file named like its folder are the folder\'s page', () => {
  assert.equal(doc('docs/guides/README.md').path, '/docs/guides');
  assert.equal(doc('docs/guides/index.md').path, '/docs/guides');
  assert.equal(doc('docs/guides/index.md').id, 'guides/index');
  assert.equal(doc('docs/guides/guides.md').path, '/docs/guides');
  assert.equal(doc('docs/index.md').path, '/docs/');
  assert.equal(doc('docs/index.md').id, 'index');
  assert.ok(isCategoryIndex('02-guides/guides.md'));
});

test('slugs: absolute from the docs root, relative to the folder; a slug overrides the folder-page rule', () => {
  assert.equal(doc('docs/a/b.md', {slug: '/c'}).path, '/docs/c');
  assert.equal(doc('docs/a/b.md', {slug: 'c'}).path, '/docs/a/c');
  assert.equal(doc('docs/a/b.md', {slug: '../c'}).path, '/docs/c');
  assert.equal(doc('docs/player/player.md', {slug: 'player'}).path, '/docs/player/player');
  assert.equal(doc('docs/intro.md', {slug: '/'}).path, '/docs/');
});
