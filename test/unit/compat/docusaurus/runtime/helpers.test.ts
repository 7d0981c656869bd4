// The layer's plain functions, as Docusaurus defines them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {addBaseUrl} from '../../../../../src/compat/docusaurus/runtime/useBaseUrl.ts';
import isInternalUrl from '../../../../../src/compat/docusaurus/runtime/isInternalUrl.ts';
import {translate} from '../../../../../src/compat/docusaurus/runtime/Translate.tsx';
import clsx from '../../../../../src/compat/docusaurus/runtime/class-names.ts';
import {interpolate} from '../../../../../src/compat/docusaurus/runtime/Interpolate.tsx';

test('useBaseUrl adds the base URL to site paths only', () => {
  assert.equal(addBaseUrl('/docs-site/', 'https://x.org', '/img/a.png'), '/docs-site/img/a.png');
  assert.equal(addBaseUrl('/docs-site/', 'https://x.org', '/docs-site/img/a.png'), '/docs-site/img/a.png');
  assert.equal(addBaseUrl('/docs-site/', 'https://x.org', '/docs-site'), '/docs-site/');
  assert.equal(addBaseUrl('/docs-site/', 'https://x.org', 'https://cdn.org/a.png'), 'https://cdn.org/a.png');
  assert.equal(addBaseUrl('/docs-site/', 'https://x.org', '#top'), '#top');
  assert.equal(addBaseUrl('/', 'https://x.org/', '/a', {absolute: true}), 'https://x.org/a');
  assert.equal(addBaseUrl('/b/', 'https://x.org', '/b/a', {forcePrependBaseUrl: true}), '/b/b/a');
});

test('isInternalUrl: no scheme', () => {
  assert.equal(isInternalUrl('/docs'), true);
  assert.equal(isInternalUrl('docs/intro'), true);
  assert.equal(isInternalUrl('https://x.org'), false);
  assert.equal(isInternalUrl('mailto:a@b.c'), false);
  assert.equal(isInternalUrl(undefined), false);
});

test('translate fills placeholders of the default message', () => {
  assert.equal(translate({message: 'Hello {name}, {n} new', id: 'x'}, {name: 'Ada', n: 3}), 'Hello Ada, 3 new');
  assert.equal(translate({message: 'Plain'}), 'Plain');
});

test('clsx joins what is set', () => {
  assert.equal(clsx('a', false, null, {b: true, c: false}, ['d', ['e']], 0, 1), 'a b d e 1');
});

test('interpolate: text values give text', () => {
  assert.equal(interpolate('{a} and {b}', {a: 'x', b: 2}), 'x and 2');
  assert.equal(interpolate('{missing} stays'), '{missing} stays');
});
