// Content images (src/images/): sized, responsive in modern formats, loaded in order, zoomable,
// light/dark, and checked, on the image fixture site (test/helpers/images-fixture.ts).
import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {IMAGES_CONFIG, imageSite, screenshot} from '../helpers/images-fixture.ts';
import {baseSite, makeSite, runCli} from '../helpers/site.ts';

let site: ReturnType<typeof makeSite>;
let cold: ReturnType<typeof runCli>;
let warm: ReturnType<typeof runCli>;
const read = (file: string) => fs.readFileSync(path.join(site.out, file), 'utf8');
const imgTags = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('navbar__logo'));
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

before(async () => {
  site = makeSite(await imageSite());
  cold = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.equal(cold.status, 0, cold.stderr);
  warm = runCli(['build', '--site', site.site, '--out', site.out]);
  assert.equal(warm.status, 0, warm.stderr);
});

test('every content image has the width and height of its file; an SVG its viewBox', () => {
  const tags = imgTags(read('docs/gallery.html'));
  assert.equal(tags.length, 13);
  for (const tag of tags) assert.ok(attr(tag, 'width') && attr(tag, 'height'), tag);
  const size = (alt: string) => {
    const tag = tags.find((t) => attr(t, 'alt') === alt)!;
    return `${attr(tag, 'width')}x${attr(tag, 'height')}`;
  };
  assert.equal(size('The editor'), '1920x1080');
  assert.equal(size('A photo'), '1600x1200');
  assert.equal(size('Diagram'), '640x360');
  assert.equal(size('From static'), '1440x900');
  assert.equal(size('Raw HTML'), '1200x675');
  assert.equal(size('JSX'), '1000x500');
});

test('a raster image wider than the column gets AVIF and WebP srcsets, never wider than the original', () => {
  const html = read('docs/gallery.html');
  const picture = (alt: string) => [...html.matchAll(/<picture\b.*?<\/picture>/g)].map((m) => m[0]).find((p) => p.includes(`alt="${alt}"`));
  for (const [alt, widest] of [['The editor', 1920], ['A photo', 1600], ['From static', 1440], ['Raw HTML', 1200], ['JSX', 1000]] as const) {
    const markup = picture(alt);
    assert.ok(markup, alt);
    const [avif, webp] = [...markup.matchAll(/<source type="(image\/\w+)" srcset="([^"]+)" sizes="([^"]+)">/g)];
    assert.deepEqual([avif[1], webp[1]], ['image/avif', 'image/webp']);
    assert.equal(avif[3], '(max-width: 996px) 100vw, 832px');
    const widths = avif[2].split(', ').map((candidate) => Number(candidate.split(' ')[1].slice(0, -1)));
    assert.equal(Math.max(...widths), widest, alt);
    assert.ok(widths.length >= 2, alt);
  }
  // The JPEG's own srcset is in JPEG, its largest candidate the original file.
  const photo = imgTags(html).find((tag) => attr(tag, 'alt') === 'A photo')!;
  assert.match(attr(photo, 'srcset')!, /photo-480w-\w+\.jpg 480w, .*\/assets\/media\/photo-\w+\.jpg 1600w$/);
  // Small images and SVGs are shown as they are.
  assert.doesNotMatch(html, /<picture>(?:(?!<\/picture>).)*alt="(Small icon|Diagram)"/);
});

test('variants are real AVIF and WebP files of the planned width', async () => {
  const html = read('docs/gallery.html');
  const candidates = [...html.matchAll(/(\/assets\/media\/editor-(\d+)w-\w+\.(avif|webp)) \d+w/g)];
  assert.equal(candidates.length, 10);
  for (const [, url, width, format] of candidates) {
    const meta = await sharp(path.join(site.out, url)).metadata();
    assert.equal(meta.width, Number(width));
    assert.equal(format === 'avif' ? meta.compression : meta.format, format === 'avif' ? 'av1' : 'webp');
  }
});

test('the first image of a page is eager with fetchpriority high; the others lazy and async', () => {
  for (const page of ['docs/gallery.html', 'docs/heavy.html']) {
    const [first, ...rest] = imgTags(read(page));
    assert.equal(attr(first, 'fetchpriority'), 'high');
    assert.equal(attr(first, 'loading'), undefined);
    for (const tag of rest) {
      assert.equal(attr(tag, 'loading'), 'lazy', tag);
      assert.equal(attr(tag, 'decoding'), 'async', tag);
    }
  }
});

test('raw HTML, JSX and require()d images are checked and sized like markdown ones', () => {
  const tags = imgTags(read('docs/gallery.html'));
  const jsx = tags.find((tag) => attr(tag, 'alt') === 'JSX')!;
  assert.match(attr(jsx, 'src')!, /^\/assets\/media\/jsx-\w+\.png$/);
  assert.equal(attr(jsx, 'style'), 'border:1px solid');
  assert.match(attr(tags.find((tag) => attr(tag, 'alt') === 'Raw HTML')!, 'src')!, /^\/assets\/media\/raw-\w+\.png$/);
  assert.equal(attr(tags.find((tag) => attr(tag, 'alt') === 'From static')!, 'src'), '/img/static-shot.png');
});

test('#gh-light-mode-only and #gh-dark-mode-only images get the colour mode classes the inline images rules hide', () => {
  const html = read('docs/gallery.html');
  const tags = imgTags(html);
  const light = tags.find((tag) => attr(tag, 'alt') === 'Light mode')!;
  const dark = tags.find((tag) => attr(tag, 'alt') === 'Dark mode')!;
  assert.match(attr(light, 'class')!, /\bthemed-image--light\b/);
  assert.match(attr(dark, 'class')!, /\bthemed-image--dark\b/);
  assert.doesNotMatch(html, /gh-(light|dark)-mode-only/);
  // Inline in the head: no request stands between the page and its first paint.
  const rules = /<style>([^<]*themed-image[^<]*)<\/style>/.exec(html.slice(0, html.indexOf('</head>')))?.[1];
  assert.ok(rules, 'the head has the images rules');
  assert.match(rules, /\[data-theme=['"]?dark['"]?\] \.themed-image--light/);
  assert.match(rules, /:not\(\[data-theme=['"]?dark['"]?\]\) \.themed-image--dark/);
});

test('ThemedImage in MDX: both images, sized, each with its colour mode class', () => {
  const themed = imgTags(read('docs/gallery.html')).filter((tag) => attr(tag, 'alt') === 'Themed');
  assert.deepEqual(themed.map((tag) => attr(tag, 'class')), ['themed-image themed-image--light', 'themed-image themed-image--dark']);
  assert.equal(attr(themed[0], 'src'), '/img/static-shot.png');
  assert.match(attr(themed[1], 'src')!, /^\/assets\/media\/dark-\w+\.png$/);
  assert.deepEqual(themed.map((tag) => `${attr(tag, 'width')}x${attr(tag, 'height')}`), ['1440x900', '1280x720']);
});

test('zoom: content images carry data-zoom unless opted out; only pages with images can load the zoom script', () => {
  const html = read('docs/gallery.html');
  const tags = imgTags(html);
  assert.ok(tags.filter((tag) => attr(tag, 'alt') !== 'Not zoomable').every((tag) => / data-zoom\b/.test(tag)));
  assert.doesNotMatch(tags.find((tag) => attr(tag, 'alt') === 'Not zoomable')!, / data-zoom\b/);
  // Loaded on the first click or Enter, by inline lines: no JavaScript before a reader asks.
  assert.match(html, /<script>\(function\(\)\{[^<]*import\("\/assets\/zoom-\w+\.js"\)[^<]*<\/script>/);
  assert.doesNotMatch(html, /<script type="module" src="[^"]*zoom/);
  const plain = read('docs/guides/one.html');
  assert.doesNotMatch(plain, /zoom-|themed-image/);
});

test('an image without alt text warns with file and line', () => {
  assert.match(cold.stderr, /docs\/gallery\.mdx:22: image \.\/img\/small\.png has no alt text/);
  assert.doesNotMatch(cold.stderr, /Not zoomable|Raw HTML.*alt/);
});

test('a warm build encodes nothing and writes the same pages', () => {
  assert.match(cold.stdout, /encode\s+\d+ ms\s+\d+ encoded, 0 reused/);
  assert.match(warm.stdout, /encode\s+\d+ ms\s+0 encoded, \d+ reused/);
  assert.doesNotMatch(cold.stdout, / 0 encoded/);
});

/** A small site with one image page, built without cache. */
async function small(page: string, files: Record<string, string | Buffer> = {}, config = '') {
  const fixture = makeSite({
    ...baseSite({'sitegen.config.ts': IMAGES_CONFIG.replace("url: 'https://example.com',", `url: 'https://example.com',\n  images: {widths: [480]${config}},`)}),
    'docs/pics.md': page,
    'docs/img/shot.png': await screenshot(900, 500, 'png'),
    ...files,
  });
  const result = runCli(['build', '--site', fixture.site, '--out', fixture.out, '--no-cache']);
  return {...result, read: (file: string) => fs.readFileSync(path.join(fixture.out, file), 'utf8'), out: fixture.out};
}

test('a missing image fails the build naming file and line', async () => {
  const result = await small('---\ntitle: Pics\n---\n\nText.\n\n![Gone](./img/gone.png)\n');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /docs\/pics\.md:7: missing image \.\/img\/gone\.png/);
});

test('an image whose name differs only in letter case fails and says so', async () => {
  const result = await small('---\ntitle: Pics\n---\n\n![Shot](./img/Shot.png)\n\n![Static](/img/Logo.PNG)\n', {'static/img/logo.png': await screenshot(40, 40, 'png')});
  assert.equal(result.status, 1);
  assert.match(result.stderr, /docs\/pics\.md:5: missing image \.\/img\/Shot\.png \(differs only in case from docs\/img\/shot\.png\)/);
  assert.match(result.stderr, /docs\/pics\.md:7: missing image \/img\/Logo\.PNG \(differs only in case from \/img\/logo\.png\)/);
});

test('an image over images.maxBytes after optimisation warns with file and line', async () => {
  const result = await small('---\ntitle: Pics\n---\n\n![Shot](./img/shot.png)\n', {}, ', maxBytes: 1000');
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /docs\/pics\.md:5: image \.\/img\/shot\.png is 0\.0 MB after optimisation, over images\.maxBytes/);
});

test('images.zoom: false leaves zoom out; images.formats picks the formats', async () => {
  const result = await small('---\ntitle: Pics\n---\n\n![Shot](./img/shot.png)\n', {}, ", zoom: false, formats: ['webp']");
  assert.equal(result.status, 0, result.stderr);
  const html = result.read('docs/pics.html');
  assert.doesNotMatch(html, /zoom-\w+\.js/);
  assert.ok(imgTags(html).every((tag) => !tag.includes('data-zoom')));
  assert.match(html, /<picture><source type="image\/webp" srcset="[^"]*shot-480w-\w+\.webp 480w, [^"]*shot-900w-\w+\.webp 900w"/);
  assert.doesNotMatch(html, /image\/avif/);
});

test('a site without images writes no zoom script', () => {
  const fixture = makeSite(baseSite());
  const result = runCli(['build', '--site', fixture.site, '--out', fixture.out, '--no-cache']);
  assert.equal(result.status, 0, result.stderr);
  const assets = fs.readdirSync(path.join(fixture.out, 'assets'));
  assert.ok(assets.some((name) => name.startsWith('boot-')));
  assert.ok(!assets.some((name) => /^(zoom|images)-/.test(name)), assets.join(' '));
  assert.doesNotMatch(fs.readFileSync(path.join(fixture.out, 'docs/index.html'), 'utf8'), /themed-image/);
  assert.match(result.stdout, /images\s+\d+ ms\s+0 images, 0 variants/);
});
