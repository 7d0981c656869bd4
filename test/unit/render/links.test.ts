import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentFill} from '../../../src/render/links.ts';
import {contentHtml} from '../../../src/render/content-html.ts';
import {slotMarker, splitSlots} from '../../../src/content/markdown/slots.ts';
import type {ContentSlot, FoundLink} from '../../../src/content/types.ts';
import type {LinkTargets} from '../../../src/check/links.ts';
import {ENGLISH_MESSAGES} from '../../../src/shared/theme-strings.ts';

const targets: LinkTargets = {
  baseUrl: '/',
  routes: new Map(),
  anchors: new Map(),
  fileToPath: new Map(),
  files: new Set(),
  fileUrls: new Map([
    ['docs/a.png', '/assets/a.png'],
    ['docs/q.pdf', '/files/q.pdf?a=1&b=2'],
    ['docs/odd.pdf', '/files/\u00000\u0000sitegen-link:0.pdf'],
  ]),
  contentRoots: ['docs'],
};
const file = (raw: string, element: FoundLink['element'] = 'link'): FoundLink => ({kind: 'file', element, target: `docs/${raw}`, line: 1, raw});
const page = {route: '/docs/', source: 'docs/index.md'};

/** `html(m)` as parsing hands it on, `m(n)` standing where link n's URL is, shown on `page`. */
function shown(links: FoundLink[], html: (m: (n: number) => string) => string): string {
  const slots: ContentSlot[] = [];
  const content = splitSlots(html((n) => slotMarker(slots, {slot: 'link', link: n})), slots, links);
  return contentHtml(content, contentFill(page, links, {messages: ENGLISH_MESSAGES, targets}));
}

test('a link slot that is an attribute value becomes the resolved URL, escaped, in either quote, after one space', () => {
  const links = [file('a.png', 'image'), file('q.pdf')];
  const html = shown(links, (m) => `<p><img src="${m(0)}" alt="a"> <a href='${m(1)}'>q</a>\n<a\thref="${m(1)}">again</a></p>`);
  assert.equal(html, `<p><img src="/assets/a.png" alt="a"> <a href='/files/q.pdf?a=1&amp;b=2'>q</a>\n<a href="/files/q.pdf?a=1&amp;b=2">again</a></p>`);
});

test('a link that leads nowhere loses its href; an image that leads nowhere keeps what was written', () => {
  const links = [file('gone.md'), file('gone <1>.png', 'image')];
  const html = shown(links, (m) => `<a class="x" href="${m(0)}">gone</a><img src="${m(1)}" alt=""><video poster="${m(1)}"></video>`);
  assert.equal(html, `<a class="x">gone</a><img src="gone &lt;1&gt;.png" alt=""><video poster="gone &lt;1&gt;.png"></video>`);
});

test('a link slot that is not a whole attribute value is replaced by its URL alone', () => {
  const links = [file('q.pdf'), file('gone.md')];
  const html = shown(links, (m) =>
    [
      `<p>${m(0)}</p>`,
      `<a data-x="${m(0)}">other attribute</a>`,
      `<a href="${m(0)}#top">with more</a>`,
      `<a href="${m(0)}'>mismatched quotes</a>`,
      `<a href=${m(0)}>unquoted</a>`,
      `<a xhref="${m(0)}">no space before</a>`,
      `<img srcset="${m(0)} 1x, ${m(1)} 2x">`,
      `<p>${m(1)} and ${m(7)}</p>`,
    ].join(''),
  );
  assert.equal(
    html,
    [
      '<p>/files/q.pdf?a=1&amp;b=2</p>',
      '<a data-x="/files/q.pdf?a=1&amp;b=2">other attribute</a>',
      '<a href="/files/q.pdf?a=1&amp;b=2#top">with more</a>',
      `<a href="/files/q.pdf?a=1&amp;b=2'>mismatched quotes</a>`,
      '<a href=/files/q.pdf?a=1&amp;b=2>unquoted</a>',
      '<a xhref="/files/q.pdf?a=1&amp;b=2">no space before</a>',
      '<img srcset="/files/q.pdf?a=1&amp;b=2 1x, gone.md 2x">',
      '<p>gone.md and </p>',
    ].join(''),
  );
});

test('HTML without slots is returned as it is', () => {
  const html = '<p><a href="/docs/">docs</a></p>';
  assert.equal(shown([], () => html), html);
});

test('a resolved URL is written as it is: what it holds is never read again', () => {
  const links = [file('q.pdf'), file('odd.pdf')];
  assert.equal(shown(links, (m) => `<a href="${m(1)}">odd</a>`), '<a href="/files/\u00000\u0000sitegen-link:0.pdf">odd</a>');
});

test('text that reads like a link marker is the author\'s text', () => {
  const links = [file('q.pdf'), file('gone.md')];
  assert.equal(shown(links, (m) => `sitegen-li<a href="${m(1)}">nk:0</a> sitegen-link:0`), 'sitegen-li<a>nk:0</a> sitegen-link:0');
});
