import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from './helpers.ts';

test('GitHub alerts become admonitions of the matching kind, with their text', () => {
  const kinds: [string, string, string][] = [
    ['NOTE', 'note', 'Note'],
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'important', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'danger', 'Caution'],
  ];
  for (const [marker, name, title] of kinds) {
    const page = parse(`> [!${marker}]\n> Some **text**.\n`);
    assert.match(page.html, new RegExp(`^<div class="admonition admonition--${name}"><p class="admonition__title">${title}</p>\\n<p>Some <strong>text</strong>\\.</p>\\n</div>`), marker);
    assert.doesNotMatch(page.html, /blockquote|\[!/);
  }
});

test('an alert marker alone on its line, nested content, and ordinary quotes', () => {
  const page = parse('> [!tip]\n>\n> First.\n>\n> - item\n\n> Just a quote [!NOTE]\n');
  assert.match(page.html, /admonition--tip"><p class="admonition__title">Tip<\/p>\n<p>First\.<\/p>\n<ul>/);
  assert.match(page.html, /<blockquote>\n<p>Just a quote \[!NOTE\]<\/p>\n<\/blockquote>/);
});
