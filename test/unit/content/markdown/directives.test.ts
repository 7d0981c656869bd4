import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from './helpers.ts';

test('an unclosed container warns with file and line and keeps its content, never raw text', () => {
  const page = parse('---\ntitle: T\n---\n\nBefore.\n\n:::tip Heads up\n\nInside.\n\n- a list\n', 'docs/guide.md');
  assert.deepEqual(page.warnings, ['docs/guide.md:7: `:::tip` is never closed (add a line with `:::` where it ends)']);
  assert.match(page.html, /<div class="admonition admonition--tip"><p class="admonition__title">Heads up<\/p>\n<p>Inside\.<\/p>\n<ul>\n<li>a list<\/li>\n<\/ul>\n<\/div>/);
  assert.doesNotMatch(page.html, /:::/);
});

test('an unclosed container nested in a closed one ends with its parent', () => {
  const page = parse(':::note\n\n:::details[More]\n\nX\n\n:::\n\nAfter.\n');
  // The only `:::` closes the inner details; the outer note is the one left open.
  assert.equal(page.warnings.length, 1);
  assert.match(page.warnings[0], /^docs\/page\.md:1: `:::note` is never closed/);
  assert.match(page.html, /<details class="details"><summary>More<\/summary>\n<div class="details__body">\n<p>X<\/p>\n<\/div>\n<\/details>\n<p>After\.<\/p>\n<\/div>/);
});

test('closed containers give no warning', () => {
  assert.deepEqual(parse(':::tip\nA\n:::\n\n:::tabs\n::tab{label="a"}\nx\n:::\n').warnings, []);
});
