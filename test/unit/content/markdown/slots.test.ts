import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {getMarkdown} from '../../../../src/content/load.ts';
import {parseMarkdown} from '../../../../src/content/parse.ts';
import {slotMarker, splitSlots, type ParseSlot} from '../../../../src/content/markdown/slots.ts';
import type {ContentHtml, ContentSlot} from '../../../../src/content/types.ts';
import {parseContent} from './helpers.ts';

const markup = (html: ContentHtml) => html.filter((part) => typeof part === 'string').join('');
const slotsOf = (html: ContentHtml) => html.filter((part) => typeof part !== 'string');

test('parsed HTML carries no English theme text: code buttons and heading link names are slots', () => {
  const page = parseContent('## Install & run\n\n```bash\nnpm i x\n```\n\n### Next\n\nText.\n');
  assert.deepEqual(slotsOf(page.html), [{slot: 'heading-link', heading: 'Install & run'}, {slot: 'code-buttons'}, {slot: 'heading-link', heading: 'Next'}]);
  assert.doesNotMatch(markup(page.html), /Direct link|Wrap|Copy|code-block__buttons/);
  assert.match(markup(page.html), /<h2 id="install--run">Install &amp; run <a class="hash-link" href="#install--run" aria-label="">#<\/a><\/h2>/);
});

test('the excerpt keeps the slots before <!--truncate-->, and a result survives a structured clone', () => {
  const page = parseContent('```js\na\n```\n\n<!-- truncate -->\n\n```js\nb\n```\n');
  assert.equal(slotsOf(page.excerptHtml!).length, 1);
  assert.equal(slotsOf(page.html).length, 2);
  assert.deepEqual(structuredClone(page).html, page.html);
});

test('a partial\'s code blocks and headings are slots of the page that includes it', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-slots-'));
  fs.mkdirSync(path.join(siteDir, 'docs'));
  fs.writeFileSync(path.join(siteDir, 'docs/_part.md'), '## From the partial\n\n```sh\nls\n```\n');
  const page = parseMarkdown(await getMarkdown(), {file: 'docs/a.md', kind: 'doc', siteDir, source: "import Part from './_part.md';\n\n## Own\n\n<Part />\n"});
  assert.deepEqual(slotsOf(page.html), [{slot: 'heading-link', heading: 'Own'}, {slot: 'heading-link', heading: 'From the partial'}, {slot: 'code-buttons'}]);
});

test('only a marker made for the page is a slot: a NUL written in the source is not one', () => {
  const page = parseContent('Text \u00000\u0000 here.\n');
  assert.deepEqual(slotsOf(page.html), []);
  const slots: ContentSlot[] = [];
  const html = `<p>${slotMarker(slots, {slot: 'code-buttons'})}</p>`;
  assert.deepEqual(splitSlots(html, slots, []), ['<p>', {slot: 'code-buttons'}, '</p>']);
  assert.throws(() => splitSlots('\u00003\u0000', slots, []), /no slot 3/);
});

test('internal links are slots: an attribute with its name and quote, a URL inside a value alone, a site image whole', () => {
  const page = parseContent(`[a](./a.md) <a href='/docs/b'>b</a> <a href=/docs/c>c</a> [e](https://example.com)\n\n<img src="./x.png" srcset="./x.png 1x, ./y.png 2x" alt="x">\n`);
  const link = (n: number, quote: '"' | "'") => ({slot: 'link', link: n, attribute: {name: 'href', quote}});
  assert.deepEqual(slotsOf(page.html).slice(0, 3), [link(0, '"'), link(1, "'"), {slot: 'link', link: 2}]);
  assert.doesNotMatch(markup(page.html), /a\.md|\/docs\/|x\.png|y\.png/);
  assert.match(markup(page.html), /<a href="https:\/\/example\.com"/);
  const image = slotsOf(page.html)[3];
  assert.deepEqual(image, {
    slot: 'image',
    link: 3,
    attributes: [['alt', 'x']],
    tag: ['<img', {slot: 'link', link: 3, attribute: {name: 'src', quote: '"'}}, ' srcset="', {slot: 'link', link: 4}, ' 1x, ', {slot: 'link', link: 5}, ' 2x" alt="x">'],
  });
});

test('an island written with children holds what is up to its close slot, or to the end (an excerpt cut inside it); a close slot that ends nothing is dropped', () => {
  const slots: ParseSlot[] = [];
  const islands = [{name: 'a', props: {}, children: true}, {name: 'b', props: {}}];
  const open = slotMarker(slots, {slot: 'island', island: 0});
  const leaf = slotMarker(slots, {slot: 'island', island: 1});
  const close = slotMarker(slots, {slot: 'island-close', island: 0});
  const stray = slotMarker(slots, {slot: 'island-close', island: 1});
  assert.deepEqual(splitSlots(`<p>${open}in ${leaf}${close} out${stray}</p>`, slots, [], islands), ['<p>', {slot: 'island', island: 0, children: ['in ', {slot: 'island', island: 1}]}, ' out', '</p>']);
  assert.deepEqual(splitSlots(`<p>${open}in ${leaf}`, slots, [], islands), ['<p>', {slot: 'island', island: 0, children: ['in ', {slot: 'island', island: 1}]}]);
});

test('MDX islands nest as written: an inline one inside a block one, with the code block between them a slot of its children', () => {
  const source = "import A from '@site/src/components/A';\nimport B from '@site/src/components/B';\n\n<A>\n\nOne <B>two</B> three.\n\n```js\nx\n```\n\n</A>\n\nAfter.\n";
  const page = parseContent(source, 'docs/y.mdx');
  assert.equal(page.html.length, 2);
  const [outer, after] = page.html;
  assert.equal(after, '\n<p>After.</p>\n');
  assert.ok(typeof outer !== 'string' && outer.slot === 'island' && outer.island === 0 && outer.children);
  assert.deepEqual(slotsOf(outer.children), [{slot: 'island', island: 1, children: ['two']}, {slot: 'code-buttons'}]);
  assert.match(markup(outer.children), /^\n<p>One  three\.<\/p>\n<div class="code-block"/);
});
