import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from './helpers.ts';

test(':::important is a boxed admonition like the others', () => {
  const page = parse(':::important\n\nRead this.\n\n:::\n');
  assert.match(page.html, /^<div class="admonition admonition--important"><p class="admonition__title">Important<\/p>\n<p>Read this\.<\/p>\n<\/div>/);
});

test(':::details is a native <details> with its title as summary (default "Details")', () => {
  const titled = parse(':::details[Why `x`?]\n\nBecause.\n\n:::\n');
  assert.match(titled.html, /^<details class="details"><summary>Why <code>x<\/code>\?<\/summary>\n<div class="details__body">\n<p>Because\.<\/p>\n<\/div>\n<\/details>/);
  assert.match(parse(':::details\nHidden\n:::\n').html, /<summary>Details<\/summary>/);
});
