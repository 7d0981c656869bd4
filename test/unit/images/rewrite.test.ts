import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PlacedImages} from '../../../src/images/rewrite.ts';
import type {ContentSlot, FoundLink} from '../../../src/content/types.ts';
import {slotMarker, splitSlots} from '../../../src/content/markdown/slots.ts';
import {contentHtml} from '../../../src/render/content-html.ts';
import {contentFill} from '../../../src/render/links.ts';
import type {LinkTargets} from '../../../src/check/links.ts';
import {imagesSchema} from '../../../src/images/schema.ts';
import type {SiteImages} from '../../../src/images/site.ts';
import {ENGLISH_MESSAGES} from '../../../src/shared/theme-strings.ts';

const link = (raw: string, anchor?: string): FoundLink => ({kind: 'file', element: 'image', target: `docs/${raw}`, anchor, line: 3, raw});
const plan = {info: {width: 40, height: 20, format: 'png', bytes: 1, hash: 'h'}, sources: [], variants: []};
const images = (zoom = true): SiteImages => ({config: {...imagesSchema.parse(undefined), zoom}, variants: [], firstUse: new Map(), lookup: () => plan});
const targets: LinkTargets = {baseUrl: '/', routes: new Map(), anchors: new Map(), fileToPath: new Map(), files: new Set(), fileUrls: new Map(['a', 'b', 'c', 'x'].map((name) => [`docs/${name}.png`, `/m/${name}.png`])), contentRoots: ['docs']};

/** `html(m)` as parsing hands it on (`m(n)`: link n's slot) and as a page with `site` images shows it. */
function shown(links: FoundLink[], html: (m: (n: number) => string) => string, site = images()): {html: string; placed: PlacedImages} {
  const slots: ContentSlot[] = [];
  const content = splitSlots(html((n) => slotMarker(slots, {slot: 'link', link: n})), slots, links);
  const placed = {count: 0, zoom: false};
  return {html: contentHtml(content, contentFill({route: '/docs/', source: 'docs/index.md'}, links, {messages: ENGLISH_MESSAGES, targets, images: {site, placed}})), placed};
}

test('an <img> of a site image is one slot: its attributes without those the sized markup sets, and its tag', () => {
  const slots: ContentSlot[] = [];
  const m = (n: number) => slotMarker(slots, {slot: 'link', link: n});
  const content = splitSlots(`<p><img src="${m(0)}" srcset="${m(1)} 2x" alt="a" class="wide"></p>`, slots, [link('a.png'), link('b.png')]);
  const tag = ['<img', {slot: 'link', link: 0, attribute: {name: 'src', quote: '"'}}, ' srcset="', {slot: 'link', link: 1}, ' 2x" alt="a" class="wide">'];
  assert.deepEqual(content, ['<p>', {slot: 'image', link: 0, attributes: [['alt', 'a'], ['class', 'wide']], tag}, '</p>']);
});

test('site images are sized in order: the first eager, the convention fragments dropped', () => {
  const links = [link('a.png'), link('b.png', 'gh-dark-mode-only'), link('c.png', 'no-zoom')];
  const out = shown(links, (m) => `<p><img src="${m(0)}" alt="a"> <img src="${m(1)}" alt="b"> <img src="${m(2)}" alt="c"> <img src="https://x/y.png" alt="remote"></p>`);
  assert.deepEqual(out.placed, {count: 3, zoom: true});
  assert.equal(
    out.html,
    '<p><img src="/m/a.png" alt="a" width="40" height="20" fetchpriority="high" data-zoom> ' +
      '<img src="/m/b.png" alt="b" class="themed-image themed-image--dark" width="40" height="20" loading="lazy" decoding="async" data-zoom> ' +
      '<img src="/m/c.png" alt="c" width="40" height="20" loading="lazy" decoding="async"> <img src="https://x/y.png" alt="remote"></p>',
  );
});

test('an image that leads nowhere keeps its tag and what was written; a page without images is untouched', () => {
  assert.deepEqual(shown([link('gone.png')], (m) => `<img src="${m(0)}" alt="x">`), {html: '<img src="gone.png" alt="x">', placed: {count: 0, zoom: false}});
  assert.deepEqual(shown([], () => '<p>text</p>'), {html: '<p>text</p>', placed: {count: 0, zoom: false}});
});

test('images.zoom: false marks nothing for zoom', () => {
  const out = shown([link('x.png')], (m) => `<img src="${m(0)}" alt="x">`, images(false));
  assert.equal(out.placed.zoom, false);
  assert.doesNotMatch(out.html, /data-zoom/);
});

test('an img whose src is a link, not an image, keeps its tag as written', () => {
  const asLink: FoundLink = {...link('x.png'), element: 'link'};
  const out = shown([asLink], (m) => `<a href="${m(0)}"><img src="${m(0)}" alt="x"></a>`);
  assert.deepEqual(out, {html: '<a href="/m/x.png"><img src="/m/x.png" alt="x"></a>', placed: {count: 0, zoom: false}});
});
