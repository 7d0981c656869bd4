import {test} from 'node:test';
import assert from 'node:assert/strict';
import {resolveMarkers} from '../../../src/render/links.ts';
import {linkMarker, type FoundLink} from '../../../src/content/types.ts';
import type {LinkTargets} from '../../../src/check/links.ts';

const targets: LinkTargets = {
  baseUrl: '/',
  routes: new Map(),
  anchors: new Map(),
  fileToPath: new Map(),
  files: new Set(),
  fileUrls: new Map([
    ['docs/a.png', '/assets/a.png'],
    ['docs/q.pdf', '/files/q.pdf?a=1&b=2'],
    ['docs/odd.pdf', `/files/${linkMarker(0)}.pdf`],
  ]),
  contentRoots: ['docs'],
};
const file = (raw: string, element: FoundLink['element'] = 'link'): FoundLink => ({kind: 'file', element, target: `docs/${raw}`, line: 1, raw});
const page = {route: '/docs/', source: 'docs/index.md'};
const m = linkMarker;

test('a marker that is an attribute value becomes the resolved URL, escaped, in either quote, after one space', () => {
  const links = [file('a.png', 'image'), file('q.pdf')];
  const html = `<p><img src="${m(0)}" alt="a"> <a href='${m(1)}'>q</a>\n<a\thref="${m(1)}">again</a></p>`;
  assert.equal(resolveMarkers(html, links, page, targets), `<p><img src="/assets/a.png" alt="a"> <a href='/files/q.pdf?a=1&amp;b=2'>q</a>\n<a href="/files/q.pdf?a=1&amp;b=2">again</a></p>`);
});

test('a link that leads nowhere loses its href; an image that leads nowhere keeps what was written', () => {
  const links = [file('gone.md'), file('gone <1>.png', 'image')];
  const html = `<a class="x" href="${m(0)}">gone</a><img src="${m(1)}" alt=""><video poster="${m(1)}"></video>`;
  assert.equal(resolveMarkers(html, links, page, targets), `<a class="x">gone</a><img src="gone &lt;1&gt;.png" alt=""><video poster="gone &lt;1&gt;.png"></video>`);
});

test('a marker that is not a whole attribute value is replaced by its URL alone', () => {
  const links = [file('q.pdf'), file('gone.md')];
  const html = [
    `<p>${m(0)}</p>`,
    `<a data-x="${m(0)}">other attribute</a>`,
    `<a href="${m(0)}#top">with more</a>`,
    `<a href="${m(0)}'>mismatched quotes</a>`,
    `<a href=${m(0)}>unquoted</a>`,
    `<a xhref="${m(0)}">no space before</a>`,
    `<p>${m(1)} and ${m(7)} and sitegen-link:x</p>`,
  ].join('');
  assert.equal(
    resolveMarkers(html, links, page, targets),
    [
      '<p>/files/q.pdf?a=1&amp;b=2</p>',
      '<a data-x="/files/q.pdf?a=1&amp;b=2">other attribute</a>',
      '<a href="/files/q.pdf?a=1&amp;b=2#top">with more</a>',
      `<a href="/files/q.pdf?a=1&amp;b=2'>mismatched quotes</a>`,
      '<a href=/files/q.pdf?a=1&amp;b=2>unquoted</a>',
      '<a xhref="/files/q.pdf?a=1&amp;b=2">no space before</a>',
      '<p>gone.md and  and sitegen-link:x</p>',
    ].join(''),
  );
});

test('HTML without markers is returned as it is', () => {
  const html = '<p><a href="/docs/">docs</a></p>';
  assert.equal(resolveMarkers(html, [], page, targets), html);
});

test('a resolved URL that holds a marker is resolved again, as text', () => {
  const links = [file('q.pdf'), file('odd.pdf')];
  assert.equal(resolveMarkers(`<a href="${m(1)}">odd</a>`, links, page, targets), '<a href="/files//files/q.pdf?a=1&amp;b=2.pdf">odd</a>');
});

test('text either side of a removed link that makes a marker is resolved as text', () => {
  const links = [file('q.pdf'), file('gone.md')];
  assert.equal(resolveMarkers(`sitegen-li<a href="${m(1)}">nk:0</a>`, links, page, targets), 'sitegen-li<a>nk:0</a>');
  assert.equal(resolveMarkers(`sitegen-li href="${m(1)}"nk:0`, links, page, targets), '/files/q.pdf?a=1&amp;b=2');
});
