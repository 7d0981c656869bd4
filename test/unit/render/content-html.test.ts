import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentHtml} from '../../../src/render/content-html.ts';
import {ENGLISH_MESSAGES, type ThemeMessages} from '../../../src/shared/theme-strings.ts';
import {parseContent} from '../content/markdown/helpers.ts';
import {writtenFill} from '../../helpers/content-html.ts';

const FRENCH: ThemeMessages = {
  ...ENGLISH_MESSAGES,
  'theme.CodeBlock.copy': 'Copier',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copier le code',
  'theme.CodeBlock.wrap': 'Retour',
  'theme.CodeBlock.wordWrapToggle': 'Retour à la ligne',
  'theme.common.headingLinkTitle': 'Lien direct vers « {heading} »',
};

test('an English page shows the theme\'s English buttons and heading link names', () => {
  const html = contentHtml(parseContent('## Install & "run"\n\n```js\nx\n```\n').html, writtenFill());
  assert.match(html, /<a class="hash-link" href="#install--run" aria-label="Direct link to Install &amp; &quot;run&quot;">#<\/a>/);
  assert.match(html, /<div class="code-block__buttons"><button type="button" class="wrap-button" aria-pressed="false" aria-label="Wrap long lines">Wrap<\/button><button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy<\/button><\/div>/);
});

test('a French page\'s code buttons are French without rewriting parsed HTML', () => {
  const parsed = parseContent('## Étapes\n\n```js\nx\n```\n');
  const before = structuredClone(parsed.html);
  const html = contentHtml(parsed.html, writtenFill(FRENCH));
  assert.match(html, /<button type="button" class="wrap-button" aria-pressed="false" aria-label="Retour à la ligne">Retour<\/button><button type="button" class="copy-button" aria-label="Copier le code">Copier<\/button>/);
  assert.match(html, /aria-label="Lien direct vers « Étapes »">#<\/a>/);
  assert.doesNotMatch(html, /Wrap|Copy code|Direct link/);
  assert.deepEqual(parsed.html, before, 'the parse result, shared by every locale, is left as it was');
  assert.match(contentHtml(parsed.html, writtenFill()), /Direct link to Étapes[\s\S]*>Copy</, 'the same result then renders in English');
});

test('bug: a heading with `$&` in a translated page got a NUL byte in its link name; now it keeps its text', () => {
  const html = contentHtml(parseContent('## Costs in $& and $$\n').html, writtenFill(FRENCH));
  assert.match(html, /aria-label="Lien direct vers « Costs in \$&amp; and \$\$ »">#<\/a>/);
  assert.doesNotMatch(html, /\u0000/);
});

const ISLANDS = "import A from '@site/src/components/A';\nimport B from '@site/src/components/B';\n\n<A>\n\nOne <B>two</B> three.\n\n```js\nx\n```\n\n</A>\n\nAfter.\n";

test('a page renders each island given its children filled in, inner islands first', () => {
  const calls: [number, string | undefined][] = [];
  const fill = {...writtenFill(), island: (index: number, children: string | undefined) => (calls.push([index, children]), `[${index}:${children ?? ''}]`)};
  const html = contentHtml(parseContent(ISLANDS, 'docs/y.mdx').html, fill);
  assert.deepEqual(calls.map(([index]) => index), [1, 0]);
  assert.equal(calls[0][1], 'two');
  assert.match(calls[1][1]!, /^\n<p>One \[1:two\] three\.<\/p>\n<div class="code-block".*<button type="button" class="copy-button"/s);
  assert.equal(html, `[0:${calls[1][1]}]\n<p>After.</p>\n`);
});

test('feeds showed an MDX island\'s close marker (<!--/sitegen-island:0-->) after its children; a fill without islands leaves the island out and keeps its children', () => {
  const html = contentHtml(parseContent(ISLANDS, 'docs/y.mdx').html, writtenFill());
  assert.match(html, /^\n<p>One two three\.<\/p>\n<div class="code-block"/);
  assert.match(html, /<\/div><\/div>\n\n<p>After\.<\/p>\n$/);
  assert.doesNotMatch(html, /sitegen-island|\u0000/);
});
