import {test} from 'node:test';
import assert from 'node:assert/strict';
import {rewriteImages} from '../../../src/images/rewrite.ts';
import {linkMarker, type FoundLink} from '../../../src/content/types.ts';
import {imagesSchema} from '../../../src/images/schema.ts';
import type {SiteImages} from '../../../src/images/site.ts';

const link = (raw: string, anchor?: string): FoundLink => ({kind: 'file', element: 'image', target: `docs/${raw}`, anchor, line: 3, raw});
const plan = {info: {width: 40, height: 20, format: 'png', bytes: 1, hash: 'h'}, sources: [], variants: []};
const images = (zoom = true): SiteImages => ({config: {...imagesSchema.parse(undefined), zoom}, variants: [], firstUse: new Map(), lookup: () => plan});
const resolve = (l: FoundLink) => `/m/${l.raw}${l.anchor ? `#${l.anchor}` : ''}`;

test('marked images are rewritten in order: the first eager, the convention fragments dropped', () => {
  const links = [link('a.png'), link('b.png', 'gh-dark-mode-only'), link('c.png', 'no-zoom')];
  const html = `<p><img src="${linkMarker(0)}" alt="a"> <img src="${linkMarker(1)}" alt="b"> <img src="${linkMarker(2)}" alt="c"> <img src="https://x/y.png" alt="remote"></p>`;
  const out = rewriteImages(html, links, images(), resolve);
  assert.equal(out.count, 3);
  assert.equal(out.zoom, true);
  assert.equal(
    out.html,
    '<p><img src="/m/a.png" alt="a" width="40" height="20" fetchpriority="high" data-zoom> ' +
      '<img src="/m/b.png" alt="b" class="themed-image themed-image--dark" width="40" height="20" loading="lazy" decoding="async" data-zoom> ' +
      '<img src="/m/c.png" alt="c" width="40" height="20" loading="lazy" decoding="async"> <img src="https://x/y.png" alt="remote"></p>',
  );
});

test('an image that leads nowhere is left for the link check; a page without images is untouched', () => {
  const html = `<img src="${linkMarker(0)}" alt="x">`;
  assert.equal(rewriteImages(html, [link('x.png')], images(), () => undefined).html, html);
  assert.deepEqual(rewriteImages('<p>text</p>', [], images(), resolve), {html: '<p>text</p>', count: 0, zoom: false});
});

test('images.zoom: false marks nothing for zoom', () => {
  const out = rewriteImages(`<img src="${linkMarker(0)}" alt="x">`, [link('x.png')], images(false), resolve);
  assert.equal(out.zoom, false);
  assert.doesNotMatch(out.html, /data-zoom/);
});

test('a page whose markers are all links keeps its img tags as written', () => {
  const html = `<a href="${linkMarker(0)}"><img src="${linkMarker(0)}" alt="x"></a>`;
  const asLink: FoundLink = {...link('x.png'), element: 'link'};
  assert.deepEqual(rewriteImages(html, [asLink], images(), resolve), {html, count: 0, zoom: false});
});
