import {test} from 'node:test';
import assert from 'node:assert/strict';
import {probe, svgSize} from '../../../src/images/probe.ts';
import {screenshot} from '../../helpers/images-fixture.ts';

test('an SVG is sized by width and height in pixels, else by its viewBox', () => {
  assert.deepEqual(svgSize('<svg width="120" height="80" viewBox="0 0 10 10">'), {width: 120, height: 80});
  assert.deepEqual(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">'), {width: 640, height: 360});
  assert.deepEqual(svgSize("<svg viewBox='0,0,200,100' width='400'>"), {width: 400, height: 200});
  assert.deepEqual(svgSize('<svg viewBox="0 0 200 100" height="50px">'), {width: 100, height: 50});
  assert.deepEqual(svgSize('<svg width="100%" height="100%" viewBox="0 0 30 20">'), {width: 30, height: 20});
  assert.equal(svgSize('<svg width="100%">'), undefined);
});

test('raster images are probed for size and format; what is not an image is undefined', async () => {
  const png = await probe(await screenshot(64, 32, 'png'), 'a.png');
  assert.deepEqual([png?.width, png?.height, png?.format], [64, 32, 'png']);
  const jpeg = await probe(await screenshot(48, 40, 'jpeg'), 'a.jpg');
  assert.deepEqual([jpeg?.width, jpeg?.height, jpeg?.format], [48, 40, 'jpeg']);
  const svg = await probe(Buffer.from('<?xml version="1.0"?>\n<svg viewBox="0 0 8 4"></svg>'), 'icon');
  assert.deepEqual([svg?.width, svg?.height, svg?.format], [8, 4, 'svg']);
  assert.equal(await probe(Buffer.from('not an image'), 'a.png'), undefined);
});
