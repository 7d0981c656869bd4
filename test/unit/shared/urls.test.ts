import {test} from 'node:test';
import assert from 'node:assert/strict';
import {absoluteUrl, classifyUrl, isExternalUrl, withBaseUrl} from '../../../src/shared/urls.ts';

test('one external-link rule: http(s) and protocol-relative leave the site, paths and other schemes do not', () => {
  assert.equal(isExternalUrl('https://x.dev'), true);
  assert.equal(isExternalUrl('//cdn.x.dev/a.js'), true);
  assert.equal(isExternalUrl('/docs'), false);
  assert.equal(isExternalUrl('mailto:a@b.c'), false);
});

test('the base URL is added once, as Docusaurus useBaseUrl does', () => {
  assert.equal(withBaseUrl('/', '/docs/x'), '/docs/x');
  assert.equal(withBaseUrl('/sub/', '/docs/x'), '/sub/docs/x');
  assert.equal(withBaseUrl('/sub/', '/sub/docs/x'), '/sub/docs/x');
  assert.equal(withBaseUrl('/sub/', '/sub'), '/sub');
  assert.equal(withBaseUrl('/sub/', 'https://x.dev/a'), 'https://x.dev/a');
  assert.equal(absoluteUrl('https://e.com/', '/sub/', '/docs/'), 'https://e.com/sub/docs/');
  assert.equal(absoluteUrl('https://e.com', '/sub/', 'img/a.png'), 'https://e.com/sub/img/a.png');
});

test('URLs are classified the same way for content and pages', () => {
  assert.equal(classifyUrl('#x'), 'anchor');
  assert.equal(classifyUrl('/docs/a'), 'site');
  assert.equal(classifyUrl('../b.md#c'), 'markdown');
  assert.equal(classifyUrl('./img/a.PNG'), 'file');
  assert.equal(classifyUrl('other-page'), 'relative');
  assert.equal(classifyUrl('other.html'), 'relative');
  assert.equal(classifyUrl('pathname:///raw.html'), 'external');
  assert.equal(classifyUrl('mailto:a@b.c'), 'external');
});
