// Regression tests for facts the docs once got wrong: each runs the pinned package code that proves
// the fact and checks that the page states it, so neither can drift without a failing test.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {RenderInternals, renderFrames} from '@remotion/renderer';
import {ROOT} from '../helpers/site.ts';

const page = (rel: string) => fs.readFileSync(path.join(ROOT, 'site', rel), 'utf8');
const require = createRequire(path.join(ROOT, 'package.json'));

test('render-frames quality: renderFrames() throws for quality with PNG, and the page says so', () => {
  const options = {
    composition: {id: 'c', width: 100, height: 100, fps: 30, durationInFrames: 10},
    serveUrl: 'http://localhost:1',
    outputDir: null,
    inputProps: {},
    imageFormat: 'png' as const,
    quality: 50,
    onStart: () => undefined,
    onFrameUpdate: () => undefined,
  };
  assert.throws(() => renderFrames(options), /only pass the `quality` option if `imageFormat` is 'jpeg'/);
  assert.doesNotMatch(page('docs/renderer/render-frames.md'), /Ignored for PNG/);
  assert.match(page('docs/renderer/render-frames.md'), /makes `renderFrames\(\)` throw/);
});

test('render-still negative frame: -1 of 150 frames becomes 151 in 3.2.40, and the page does not promise the last frame', () => {
  assert.equal(RenderInternals.convertToPositiveFrameIndex({frame: -1, durationInFrames: 150}), 151);
  const doc = page('docs/renderer/render-still.md');
  assert.doesNotMatch(doc, /`-1` is the last frame|`frame: -1` does the same/);
  assert.match(doc, /frame 151, past the end/);
});

test('google-fonts version truth: 3.3.2 ships no types and needs remotion 3.3.2, as the overview says', () => {
  const dir = path.dirname(require.resolve('@remotion/google-fonts/package.json'));
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string; dependencies: Record<string, string>; types?: string};
  assert.equal(pkg.version, '3.3.2');
  assert.equal(pkg.dependencies.remotion, '3.3.2');
  assert.equal(pkg.types, undefined);
  assert.ok(!fs.readdirSync(dir).some((f) => f.endsWith('.d.ts')));
  const doc = page('docs/google-fonts/index.md');
  assert.doesNotMatch(doc, /Keep it on the same version as `remotion`/);
  assert.match(doc, /first shipped with Remotion 3\.3/);
});

test('nested remotion versions: noise, motion-blur and three name the remotion version they install', () => {
  for (const [name, file] of [['noise', 'docs/noise/index.md'], ['motion-blur', 'docs/motion-blur/index.md'], ['three', 'docs/three.md']]) {
    const dir = path.dirname(require.resolve(`@remotion/${name}/package.json`));
    const nested = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/remotion/package.json'), 'utf8')) as {version: string};
    assert.match(page(file), new RegExp(`depends on exactly \`remotion\` ${nested.version.replace(/\./g, '\\.')}`), name);
  }
});

test('yarx success story: YARX is a software startup, not an agency', () => {
  const story = page('success-stories/2022-09-16-yarx.md');
  assert.doesNotMatch(story, /agency YARX|YARX[^.]*is an agency/);
  assert.match(story, /software startup YARX/);
});

test('blog 1.3 speed claim: about 2x over 1.2 (5.5x is over 1.1)', () => {
  const post = page('blog/2021-02-15-1-3.md');
  assert.doesNotMatch(post, /five times faster|About 5x|a fifth of the time/);
  assert.match(post, /about twice as fast as 1\.2, and about 5\.5 times as fast as 1\.1/);
});
