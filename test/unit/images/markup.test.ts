import {test} from 'node:test';
import assert from 'node:assert/strict';
import {imageMarkup, parseAttributes, themedImagesHtml} from '../../../src/images/markup.ts';
import type {ImagePlan} from '../../../src/images/plan.ts';

const small: ImagePlan = {info: {width: 300, height: 200, format: 'png', bytes: 10, hash: 'h'}, sources: [], variants: []};
const wide: ImagePlan = {
  info: {width: 1600, height: 900, format: 'jpeg', bytes: 10, hash: 'h'},
  sources: [{type: 'image/avif', srcset: '/a-800.avif 800w, /a-1600.avif 1600w'}],
  srcset: '/a-800.jpg 800w, /a.jpg 1600w',
  sizes: '(max-width: 996px) 100vw, 832px',
  variants: [],
};

test('attributes are read as written, single quotes made safe for double', () => {
  assert.deepEqual(parseAttributes(`<img src="x.png" alt='say "hi"' data-no-zoom width=20 />`), [['src', 'x.png'], ['alt', 'say &quot;hi&quot;'], ['data-no-zoom', undefined], ['width', '20']]);
});

test('an image gets its size, lazy loading and zoom; the first one is fetched first', () => {
  assert.equal(imageMarkup([['alt', 'A']], small, {src: '/s.png', first: false, zoom: true}), '<img src="/s.png" alt="A" width="300" height="200" loading="lazy" decoding="async" data-zoom>');
  assert.equal(imageMarkup([['alt', 'A']], small, {src: '/s.png', first: true, zoom: false}), '<img src="/s.png" alt="A" width="300" height="200" fetchpriority="high">');
});

test("an author's width keeps the ratio; an author's loading is kept", () => {
  assert.equal(imageMarkup([['width', '150'], ['loading', 'eager']], small, {src: '/s.png', first: false, zoom: false}), '<img src="/s.png" width="150" loading="eager" height="100" decoding="async">');
});

test('data-no-zoom and class no-zoom opt out of zoom', () => {
  assert.doesNotMatch(imageMarkup([['data-no-zoom', undefined]], small, {src: '/s.png', first: false, zoom: true}), /data-zoom/);
  assert.doesNotMatch(imageMarkup([['class', 'wide no-zoom']], small, {src: '/s.png', first: false, zoom: true}), /data-zoom/);
});

test('a wide image becomes a picture with its sources and its own srcset', () => {
  assert.equal(
    imageMarkup([['alt', 'W']], wide, {src: '/a.jpg', first: false, zoom: false, theme: 'dark'}),
    '<picture class="themed-image themed-image--dark"><source type="image/avif" srcset="/a-800.avif 800w, /a-1600.avif 1600w" sizes="(max-width: 996px) 100vw, 832px">' +
      '<img src="/a.jpg" srcset="/a-800.jpg 800w, /a.jpg 1600w" sizes="(max-width: 996px) 100vw, 832px" alt="W" class="themed-image themed-image--dark" width="1600" height="900" loading="lazy" decoding="async"></picture>',
  );
});

test('ThemedImage markup: both images, each with its colour mode class', () => {
  assert.equal(themedImagesHtml({light: './l.png', dark: './d.png'}, {alt: 'Logo', className: 'big'}), '<img src="./l.png" class="big themed-image themed-image--light" alt="Logo"><img src="./d.png" class="big themed-image themed-image--dark" alt="Logo">');
});
