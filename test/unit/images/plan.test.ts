import {test} from 'node:test';
import assert from 'node:assert/strict';
import {CONTENT_COLUMN_PX, planImage, planWidths} from '../../../src/images/plan.ts';
import {imagesSchema} from '../../../src/images/schema.ts';
import type {ImageInfo} from '../../../src/images/probe.ts';

const config = imagesSchema.parse(undefined);
const info = (width: number, format = 'png'): ImageInfo => ({width, height: Math.round(width / 2), format, bytes: 1e6, hash: 'h'});
const plan = (image: ImageInfo, overrides = {}) => planImage(image, {base: 'shot', originalUrl: '/assets/media/shot-1.png', baseUrl: '/', config: {...config, ...overrides}});

test('widths are the configured ones below the original, and the original; never more', () => {
  assert.deepEqual(planWidths(1920, [480, 800, 1200, 1600]), [480, 800, 1200, 1600, 1920]);
  assert.deepEqual(planWidths(1000, [480, 800, 1200, 1600]), [480, 800, 1000]);
  assert.deepEqual(planWidths(1600, [480, 1600, 2400]), [480, 1600]);
});

test('only raster images wider than the content column get variants', () => {
  assert.deepEqual(plan(info(CONTENT_COLUMN_PX)).variants, []);
  assert.deepEqual(plan(info(2000, 'svg')).variants, []);
  assert.deepEqual(plan(info(2000, 'gif')).variants, []);
  const wide = plan(info(CONTENT_COLUMN_PX + 1));
  assert.deepEqual(wide.sources.map((s) => s.type), ['image/avif', 'image/webp']);
  assert.deepEqual(wide.variants.map((v) => `${v.format}@${v.width}`), ['avif@480', 'avif@800', 'avif@833', 'webp@480', 'webp@800', 'webp@833']);
});

test('a PNG is its own fallback; a JPEG gets a JPEG srcset ending with the original file', () => {
  assert.equal(plan(info(1920)).srcset, undefined);
  const jpeg = plan(info(1000, 'jpeg'));
  assert.match(jpeg.srcset!, /^\/assets\/media\/shot-480w-\w{8}\.jpg 480w, \/assets\/media\/shot-800w-\w{8}\.jpg 800w, \/assets\/media\/shot-1\.png 1000w$/);
});

test('variant names change with the content, the width, the format and the quality', () => {
  const names = (image: ImageInfo, overrides = {}) => plan(image, overrides).variants.map((v) => v.name);
  const base = names(info(1000));
  assert.notDeepEqual(names({...info(1000), hash: 'other'}), base);
  assert.notDeepEqual(names(info(1000), {quality: {avif: 40}}).filter((n) => n.endsWith('.avif')), base.filter((n) => n.endsWith('.avif')));
  assert.deepEqual(names(info(1000), {quality: {avif: 40}}).filter((n) => n.endsWith('.webp')), base.filter((n) => n.endsWith('.webp')));
  assert.equal(new Set(base).size, base.length);
});

test('formats: [] leaves a PNG as it is; formats pick and order the sources', () => {
  assert.deepEqual(plan(info(1920), {formats: []}).sources, []);
  assert.deepEqual(plan(info(1920), {formats: ['webp']}).sources.map((s) => s.type), ['image/webp']);
});
