// The second review of issue 27 (scripts/docs-checks/review-2026-11-29.md): per page, the sentences
// that state what the code does, run against the pinned packages. Defaults and limits of the
// reference tables are proven in the pages' .claims.ts files; this file holds the prose (the Lambda
// pages' is in docs-review-2026-11-29-rest.test.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as P from '@remotion/paths';
import {random} from 'remotion';
import React from 'react';
import {dist, nestedRemotion, renderInPlayer} from '../../scripts/docs-checks/proof-kit.ts';
import {ROOT} from '../helpers/site.ts';

const page = (rel: string) => fs.readFileSync(path.join(ROOT, 'site/docs', rel), 'utf8');
const throws = (f: () => unknown) => {
  try {
    f();
    return false;
  } catch {
    return true;
  }
};

test('paths/interpolate-path: 0 and 1 return the inputs; no clamping; only an empty path throws, other invalid input gives NaN', () => {
  const a = 'M 0 0 L 100 0';
  const b = 'M 0 50 L 100 50';
  assert.equal(P.interpolatePath(0, a, b), a);
  assert.equal(P.interpolatePath(1, a, b), b);
  assert.equal(P.interpolatePath(1.5, a, b), 'M 0 75 L 100 75');
  assert.ok(throws(() => P.interpolatePath(0.5, '', b)));
  assert.match(P.interpolatePath(0.5, 'M 0 0 L', b), /NaN/);
  assert.match(P.interpolatePath(0.5, 'hello', 'M 0 0 L 1 1'), /NaN/);
  assert.match(page('paths/interpolate-path.md'), /Only an empty path throws\. Other invalid input is not rejected/);
});

test('paths/normalize-path: absolute commands from the reduced set; S or T after no curve gets a doubled control point (3.2.22)', () => {
  assert.equal(P.normalizePath('m 10 10 l 5 5 h 5 v 5 q 1 1 2 2 t 3 3 a 5 5 0 0 1 10 10 z'), 'M 10 10 L 15 15 L 20 15 L 20 20 Q 21 21 22 22 Q 23 23 25 25 A 5 5 0 0 1 35 35 Z');
  assert.equal(P.normalizePath('M10,10L20,20'), 'M 10 10 L 20 20');
  assert.equal(P.normalizePath('M 20 20 S 21 21 22 22'), 'M 20 20 C 40 40 21 21 22 22');
  assert.equal(P.normalizePath('M 0 0 C 1 1 2 2 3 3 S 5 5 6 6'), 'M 0 0 C 1 1 2 2 3 3 C 4 4 5 5 6 6');
  assert.match(page('paths/normalize-path.md'), /becomes `M 20 20 C 40 40 21 21 22 22`/);
});

test('paths/get-tangent-at-length: unit vectors right and down, arcs reversed, NaN for a zero-length segment', () => {
  assert.deepEqual(P.getTangentAtLength('M 0 0 L 100 0', 10), {x: 1, y: 0});
  assert.deepEqual(P.getTangentAtLength('M 0 0 L 0 100', 10), {x: 0, y: 1});
  // A clockwise half circle from (0,0) to (100,0) starts upwards (negative y); the tangent points down.
  assert.ok(P.getTangentAtLength('M 0 0 A 50 50 0 0 1 100 0', 1).y > 0.99);
  const zero = P.getTangentAtLength('M 0 0 L 0 0', 0);
  assert.ok(Number.isNaN(zero.x) && Number.isNaN(zero.y));
  assert.match(page('paths/get-tangent-at-length.md'), /you get `\{x: NaN, y: NaN\}`/);
});

test('paths/get-point-at-length: a path starting with a curve gives NaN at 0 (3.2.22); distances outside the path clamp to its ends', () => {
  const start = P.getPointAtLength('M 0 0 C 10 0 20 10 20 20', 0);
  assert.ok(Number.isNaN(start.x));
  assert.deepEqual(P.getPointAtLength('M 0 0 L 100 0', 150), {x: 100, y: 0});
  assert.deepEqual(P.getPointAtLength('M 0 0 L 0 100 L 100 100', 150), {x: 50, y: 100});
});

test('paths/get-length and get-parts: subpaths add up without the jumps; Z is a segment; part functions are relative to the part', () => {
  assert.equal(P.getLength('M 0 0 L 100 0 M 200 0 L 300 0'), 200);
  const parts = P.getParts('M 0 0 L 10 0 L 10 10 Z');
  assert.equal(parts.length, 3);
  assert.deepEqual(parts[2].end, {x: 0, y: 0});
  assert.deepEqual(parts[1].getPointAtLength(5), {x: 10, y: 5});
  assert.ok(Number.isNaN(P.getParts('M 0 0 C 10 0 20 10 20 20 L 40 20')[0].start.x), 'curve starts are inexact in 3.2.22, as the notes say');
});

test('paths/reverse-path and evolve-path: reversal normalizes and is its own inverse; the dash offset runs from the length to 0 and past it', () => {
  assert.equal(P.reversePath('M 10 10 l 80 0'), 'M 90 10 L 10 10');
  assert.equal(P.reversePath(P.reversePath('M 10 10 L 90 10 L 90 90')), 'M 10 10 L 90 10 L 90 90');
  assert.deepEqual([0, 1, 1.5].map((p) => P.evolvePath(p, 'M 0 0 L 100 0').strokeDashoffset), [100, 0, -50]);
  assert.equal(P.evolvePath(0.3, 'M 0 0 L 100 0').strokeDasharray, '100 100');
});

test('random: the same seed gives the same number in [0, 1); null gives a new one each call', () => {
  const values = Array.from({length: 1000}, (_, i) => random(i));
  assert.ok(values.every((v) => v >= 0 && v < 1));
  assert.equal(random('a'), random('a'));
  assert.notEqual(random(null), random(null));
});

test('noise/noise-2d, 3d, 4d: seeded, repeatable, between -1 and 1', () => {
  // @remotion/noise 3.3.6 brings its own remotion; loaded beside the site's for the proof.
  nestedRemotion('@remotion/noise');
  const g = globalThis as {remotion_imported?: unknown};
  const saved = g.remotion_imported;
  delete g.remotion_imported;
  const {noise2D, noise3D, noise4D} = createRequire(path.join(ROOT, 'package.json'))('@remotion/noise') as typeof import('@remotion/noise');
  g.remotion_imported = saved;
  const values: number[] = [];
  for (let i = 0; i < 2000; i++) values.push(noise2D('s', i * 0.37, i * 0.11), noise3D('s', i * 0.3, i * 0.2, i * 0.1), noise4D('s', i * 0.3, i * 0.2, i * 0.1, i * 0.05));
  assert.ok(values.every((v) => v >= -1 && v <= 1));
  assert.equal(noise2D('x', 1.5, 2.5), noise2D('x', 1.5, 2.5));
  assert.notEqual(noise2D('x', 1.5, 2.5), noise2D('y', 1.5, 2.5));
});

test('get-audio-duration-in-seconds and get-video-metadata: in Node the promise rejects (nothing throws synchronously)', async () => {
  const {getAudioDurationInSeconds, getVideoMetadata, getAudioDuration} = await import('@remotion/media-utils');
  await assert.rejects(getAudioDurationInSeconds('a.mp3'), /getAudioDuration\(\) is only available in the browser/);
  await assert.rejects(getVideoMetadata('a.mp4'), /getVideoMetadata\(\) is only available in the browser/);
  assert.equal(typeof getAudioDuration, 'function', 'the deprecated alias still exists');
  assert.match(page('get-audio-duration-in-seconds.md'), /in Node\.js the promise rejects/);
  assert.match(page('get-video-metadata.md'), /in Node\.js the promise rejects/);
});

test('get-waveform-portion: blocks averaged and scaled to the window maximum; first channel only; too short a window is empty', async () => {
  const {getWaveformPortion} = await import('@remotion/media-utils');
  const left = new Float32Array(1000).map((_, i) => (i < 500 ? 0.2 : -0.8));
  const right = new Float32Array(1000).fill(1);
  const audioData = {channelWaveforms: [left, right], sampleRate: 1000, durationInSeconds: 1, numberOfChannels: 2, resultId: 'r', isRemote: false};
  const bars = getWaveformPortion({audioData, startTimeInSeconds: 0, durationInSeconds: 1, numberOfSamples: 2});
  assert.deepEqual(bars.map((b) => b.index), [0, 1]);
  assert.ok(Math.abs(bars[0].amplitude - 0.25) < 1e-6 && bars[1].amplitude === 1);
  assert.deepEqual(getWaveformPortion({audioData, startTimeInSeconds: 0.999, durationInSeconds: 0.001, numberOfSamples: 4}), []);
});

test('lottie/getlottiemetadata: synchronous values from the JSON, null when a field is missing', async () => {
  const {getLottieMetadata} = (await import('@remotion/lottie')) as typeof import('@remotion/lottie');
  assert.deepEqual(getLottieMetadata({w: 512, h: 256, fr: 25, op: 50} as never), {durationInFrames: 50, durationInSeconds: 2, fps: 25, height: 256, width: 512});
  assert.equal(getLottieMetadata({w: 512, h: 256, fr: 25} as never), null);
});

test('renderer/make-cancel-signal: a cancelled signal stays cancelled and fails a new call at once; cancelling twice does nothing more', async () => {
  const {makeCancelSignal} = await import('@remotion/renderer');
  const {cancelSignal, cancel} = makeCancelSignal();
  let calls = 0;
  cancelSignal(() => calls++);
  cancel();
  cancel();
  assert.equal(calls, 1);
  let late = 0;
  cancelSignal(() => late++);
  assert.equal(late, 1);
});

test('freeze: the children see exactly `frame`, also inside a shifted <Sequence>; undefined, NaN and Infinity throw', async () => {
  const {Freeze, Sequence, useCurrentFrame} = await import('remotion');
  const Shows = () => React.createElement('b', null, `frame ${useCurrentFrame()}`);
  const inSequence = () => React.createElement(Sequence, {from: 10, children: React.createElement(Freeze, {frame: 5, children: React.createElement(Shows)})} as never);
  assert.match((await renderInPlayer(inSequence, {initialFrame: 12, durationInFrames: 30})).html, /frame <!-- -->5|frame 5/);
  for (const bad of [undefined, NaN, Infinity]) {
    const r = await renderInPlayer(() => React.createElement(Freeze, {frame: bad, children: React.createElement(Shows)} as never));
    assert.ok(r.errors.some((e) => /'frame' prop of <Freeze \/>|requires a 'frame' prop/.test(e)), String(bad));
  }
});

test('delay-render and continue-render: a non-string label throws; continueRender needs a number; an unknown handle is ignored', async () => {
  const {delayRender, continueRender} = await import('remotion');
  assert.ok(throws(() => delayRender(3 as never)));
  assert.doesNotThrow(() => continueRender(12345.678));
  assert.throws(() => continueRender(undefined as never), TypeError);
  assert.throws(() => continueRender('1' as never), TypeError);
  const handle = delayRender('x');
  continueRender(handle);
  assert.doesNotThrow(() => continueRender(handle));
});

test('register-root: a non-component and a second call throw the stated errors', () => {
  const {registerRoot} = dist('remotion', 'register-root');
  assert.throws(() => registerRoot(undefined), /You must pass a React component to registerRoot\(\), but undefined was passed/);
  registerRoot(() => null);
  assert.throws(() => registerRoot(() => null), /registerRoot\(\) was called more than once\./);
});

test('composition: ids of letters, digits and -; width, height and durationInFrames positive integers', async () => {
  const {Internals} = await import('remotion');
  for (const ok of ['My-Video-2', 'a']) assert.ok(Internals.isCompositionIdValid(ok), ok);
  for (const bad of ['my_video', 'my video', 'é', '']) assert.ok(!Internals.isCompositionIdValid(bad), bad);
  for (const bad of [0, -1, 1.5, NaN]) assert.ok(throws(() => Internals.validateDimension(bad, 'width', 'x')), String(bad));
  for (const bad of [0, 2.5]) assert.ok(throws(() => Internals.validateDurationInFrames(bad, 'x')), String(bad));
  assert.doesNotThrow(() => Internals.validateDimension(1, 'width', 'x'));
});

test('absolute-fill: a column flex container whose style you pass is merged last; className passes through', async () => {
  const {AbsoluteFill} = await import('remotion');
  const {renderToString} = await import('react-dom/server');
  const html = (style?: React.CSSProperties) => renderToString(React.createElement(AbsoluteFill, {style, className: 'mine'}));
  assert.match(html(), /position:absolute;top:0;left:0;right:0;bottom:0;width:100%;height:100%;display:flex;flex-direction:column/);
  assert.match(html({flexDirection: 'row'}), /flex-direction:row/);
  assert.match(html(), /class="mine"/);
});

test('use-video-config: outside a composition the hook throws', async () => {
  const {useVideoConfig} = await import('remotion');
  const {renderToString} = await import('react-dom/server');
  const Reads = () => React.createElement('i', null, useVideoConfig().width);
  assert.throws(() => renderToString(React.createElement(Reads)), /No video config found/);
});

test('img and iframe: without onError the failure is logged with console.error, with it only the handler runs', () => {
  for (const file of ['Img', 'IFrame']) {
    const source = fs.readFileSync(path.join(ROOT, `node_modules/remotion/dist/${file}.js`), 'utf8');
    assert.match(source, /if \(onError\) \{\s*onError\(e\);\s*\}\s*else \{\s*console\.error\(/, file);
  }
});

test('preload/preload-video: outside a browser it warns and returns a no-op', async () => {
  const {preloadVideo} = await import('@remotion/preload');
  const warned: unknown[] = [];
  const saved = console.warn;
  console.warn = (...args: unknown[]) => warned.push(args.join(' '));
  try {
    const undo = preloadVideo('https://example.com/a.mp4');
    assert.equal(undo(), undefined);
  } finally {
    console.warn = saved;
  }
  assert.deepEqual(warned, ['preloadVideo() was called outside the browser. Doing nothing.']);
});

test('preload/resolve-redirect: the URL that finally answered, normalized; a failed request rejects', async () => {
  const {resolveRedirect} = await import('@remotion/preload');
  const http = await import('node:http');
  const server = http.createServer((req, res) => {
    if (req.url === '/short') res.writeHead(302, {location: '/media/final.mp4'}).end();
    else res.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
  try {
    assert.equal(await resolveRedirect(`${base}/short`), `${base}/media/final.mp4`);
    assert.equal(await resolveRedirect(`${base}/media/../media/x.mp4`), `${base}/media/x.mp4`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  await assert.rejects(resolveRedirect(`${base}/gone`));
});

test('motion-blur/trail and motion-blur: copies frozen lagInFrames apart, opacity rising to near trailOpacity; layers a non-negative integer; blurOpacity must be a number', async () => {
  const {renderWithOwnRemotion} = await import('../../scripts/docs-checks/nested-run.ts');
  // The package's own remotion copy first, so the package loads beside the site's.
  nestedRemotion('@remotion/motion-blur');
  const {Trail, MotionBlur} = dist('@remotion/motion-blur', 'index');
  const html = (extra: Record<string, unknown>, C = Trail) =>
    renderWithOwnRemotion('@remotion/motion-blur', (R) => {
      const Shows = () => React.createElement('b', null, `f${R.useCurrentFrame()}`);
      return React.createElement(C, {layers: 3, lagInFrames: 2, trailOpacity: 0.9, ...extra}, React.createElement(Shows));
    }, 20);
  const out = html({});
  assert.deepEqual([...out.matchAll(/f(\d+)/g)].map((m) => Number(m[1])), [14, 16, 18, 20]);
  assert.deepEqual([...out.matchAll(/opacity:([\d.e-]+)/g)].map((m) => Number(Number(m[1]).toFixed(6))), [0, 0.3, 0.6]);
  for (const bad of [-1, 1.5]) assert.ok(throws(() => html({layers: bad})), String(bad));
  assert.ok(throws(() => html({blurOpacity: '0.5', trailOpacity: undefined}, MotionBlur)));
});

test('preload/preload-audio: outside a browser it warns and returns a no-op', async () => {
  const {preloadAudio} = await import('@remotion/preload');
  const warned: unknown[] = [];
  const saved = console.warn;
  console.warn = (...args: unknown[]) => warned.push(args.join(' '));
  try {
    assert.equal(preloadAudio('https://example.com/a.mp3')(), undefined);
  } finally {
    console.warn = saved;
  }
  assert.deepEqual(warned, ['preloadAudio() was called outside the browser. Doing nothing.']);
});
