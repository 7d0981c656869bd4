import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {MarkdownIt} from 'markdown-it';
import {getMarkdown} from '../../../../src/content/load.ts';
import {parseMarkdown} from '../../../../src/content/parse.ts';
import {englishPage} from '../../../helpers/content-html.ts';
import {parse, parseContent} from './helpers.ts';

test(':::important is a boxed admonition like the others', () => {
  const page = parse(':::important\n\nRead this.\n\n:::\n');
  assert.match(page.html, /^<div class="admonition admonition--important"><p class="admonition__title">Important<\/p>\n<p>Read this\.<\/p>\n<\/div>/);
});

test(':::details is a native <details> with its title as summary (default "Details")', () => {
  const titled = parse(':::details[Why `x`?]\n\nBecause.\n\n:::\n');
  assert.match(titled.html, /^<details class="details"><summary>Why <code>x<\/code>\?<\/summary>\n<div class="details__body">\n<p>Because\.<\/p>\n<\/div>\n<\/details>/);
  assert.match(parse(':::details\nHidden\n:::\n').html, /<summary>Details<\/summary>/);
});

test('a title of plain words comes out as markdown-it renders it, and titles with markup are still rendered', async () => {
  // A site plugin that changes nothing: every title then goes through markdown-it.
  const rendered = await getMarkdown([() => {}]);
  const titles = ['Pro tip', 'New here?', "Don't, ever!", 'Überblick 2', 'Note', 'A  gap', ' Padded', 'Run `npm ci`', 'See example.com', 'Yes :tada:', '**Bold** words', 'Tom & Jerry', 'x < y'];
  for (const title of titles) {
    const source = `:::tip[${title}]\n\nText\n\n:::\n`;
    const expected = parseMarkdown(rendered, {file: 'docs/a.md', source, kind: 'doc'}).html;
    assert.deepEqual(parseContent(source, 'docs/a.md').html, expected, title);
  }
  assert.match(parse(':::tip[Run `npm ci`]\n\nText\n\n:::\n').html, /<p class="admonition__title">Run <code>npm ci<\/code><\/p>/);
});

test('a site plugin that changes text changes plain-word titles too', async () => {
  const shout = (md: MarkdownIt) => md.core.ruler.push('shout', (state) => {
    for (const token of state.tokens) for (const child of token.children ?? []) if (child.type === 'text') child.content = child.content.toUpperCase();
  });
  const page = parseMarkdown(await getMarkdown([shout]), {file: 'docs/a.md', source: ':::tip[Pro tip]\n\nText\n\n:::\n', kind: 'doc'});
  assert.match(englishPage(page).html, /<p class="admonition__title">PRO TIP<\/p>/);
});
