// Regression tests for facts the docs once got wrong: each runs the pinned package code that proves
// the fact and checks that the page states it, so neither can drift without a failing test.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import {RenderInternals, renderFrames} from '@remotion/renderer';
import {dist, distWithDependency, rejected, renderInPlayer, thrown, withExport} from '../../scripts/docs-checks/proof-kit.ts';
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

// Issue 27: the nine facts a review against the compiled code found wrong.

test('audio volume: only a negative number throws; a volume function is clamped to 0-1', () => {
  const {validateMediaProps} = dist('remotion', 'validate-media-props');
  const {evaluateVolume} = dist('remotion', 'volume-prop');
  assert.match(thrown(() => validateMediaProps({volume: -0.5}, 'Audio')) ?? '', /volume below 0/);
  assert.equal(thrown(() => validateMediaProps({volume: () => -3}, 'Audio')), null);
  assert.equal(evaluateVolume({frame: 0, volume: () => -3, mediaVolume: 1}), 0);
  assert.equal(evaluateVolume({frame: 0, volume: () => 7, mediaVolume: 1}), 1);
  assert.equal(evaluateVolume({frame: 0, volume: 2, mediaVolume: 1}), 1);
  assert.match(thrown(() => evaluateVolume({frame: 3, volume: () => NaN, mediaVolume: 1})) ?? '', /NaN for frame 3/);
  const doc = page('docs/audio.md');
  assert.doesNotMatch(doc, /^- A negative volume throws an error/m);
  assert.match(doc, /A volume \*\*function\*\* is never rejected for its range: whatever it returns for a frame is clamped to 0–1 silently/);
});

test('poster size: renderPoster gets the style width as written, not a measured size', async () => {
  let got: unknown;
  const poster = (size: unknown) => {
    got = size;
    return React.createElement('div', null, 'poster');
  };
  await renderInPlayer(() => null, {style: {width: '100%'}, renderPoster: poster, showPosterWhenUnplayed: true});
  assert.deepEqual(got, {width: '100%', height: 1080});
  const {calculatePlayerSize} = dist('@remotion/player', 'utils/calculate-player-size');
  assert.deepEqual(calculatePlayerSize({currentSize: {width: 960, height: 400}, width: '100%', height: undefined, compositionWidth: 1920, compositionHeight: 1080}), {height: 540});
  const doc = page('docs/player/poster-and-controls.md');
  assert.doesNotMatch(doc, /the size the Player occupies on the page/);
  assert.match(doc, /`style=\{\{width: '100%'\}\}` gives the string `'100%'`/);
});

test('gif loops on lambda: renderMediaOnLambda sends 0 for a missing value and ffmpeg gets -loop 0', async () => {
  const callLambda = dist('@remotion/lambda', 'shared/call-lambda');
  const sent: Array<Record<string, unknown>> = [];
  await withExport(callLambda, 'callLambda', async ({payload}: {payload: Record<string, unknown>}) => {
    sent.push(payload);
    return {renderId: 'r', bucketName: 'remotionlambda-x'};
  }, async () => {
    const {renderMediaOnLambda} = dist('@remotion/lambda', 'api/render-media-on-lambda');
    await renderMediaOnLambda({functionName: 'f', serveUrl: 'https://example.com/site', inputProps: {}, codec: 'gif', region: 'us-east-1', composition: 'c', privacy: 'public'});
  });
  assert.equal(sent[0].numberOfGifLoops, 0);
  const args: string[][] = [];
  const fakeFfmpeg = (_cmd: string, a: string[]) => {
    args.push(a);
    return Object.assign(Promise.resolve(), {stderr: null});
  };
  const combine = distWithDependency('@remotion/renderer', 'combine-videos', 'execa', fakeFfmpeg);
  await combine.combineVideos({files: [], filelistDir: fs.mkdtempSync(path.join(os.tmpdir(), 'gif-loops-')), output: 'x.gif', onProgress: () => undefined, numberOfFrames: 1, codec: 'gif', fps: 30, numberOfGifLoops: 0});
  assert.deepEqual(args[0].slice(args[0].indexOf('-loop'), args[0].indexOf('-loop') + 2), ['-loop', '0']);
  assert.equal(dist('@remotion/renderer', 'convert-number-of-gif-loops-to-ffmpeg').convertNumberOfGifLoopsToFfmpegSyntax(0), '-1');
  const doc = page('docs/render-as-gif.md');
  assert.doesNotMatch(doc, /`numberOfGifLoops` in the Node and Lambda APIs/);
  assert.match(doc, /So on Lambda both the default and `0` loop forever/);
});

test('folder order and duplicates: folders are listed before compositions; a duplicate name at one level throws', () => {
  const {createFolderTree} = dist('@remotion/cli', 'editor/helpers/create-folder-tree');
  const comp = (id: string, folderName: string | null = null, parentFolderName: string | null = null) => ({id, folderName, parentFolderName});
  const tree = createFolderTree([comp('trailer'), comp('story', 'social')], [{name: 'social', parent: null}], {});
  assert.deepEqual(tree.map((i: {key: string}) => i.key), ['social', 'trailer']);
  assert.match(thrown(() => createFolderTree([], [{name: 'a', parent: null}, {name: 'a', parent: null}], {})) ?? '', /Multiple folders with the name a exist/);
  assert.equal(thrown(() => createFolderTree([], [{name: 'clients', parent: null}, {name: 'acme', parent: 'clients'}, {name: 'acme', parent: null}], {})), null);
  const doc = page('docs/folder.md');
  assert.doesNotMatch(doc, /Order is preserved/);
  assert.match(doc, /At every level the sidebar lists the folders before the loose compositions/);
  assert.match(doc, /Multiple folders with the name … exist/);
});

test('renderStillOnLambda privacy: no default, a missing value throws "Privacy must be a string"', () => {
  const {validatePrivacy} = dist('@remotion/lambda', 'shared/validate-privacy');
  assert.equal(thrown(() => validatePrivacy(undefined)), 'Privacy must be a string');
  const src = fs.readFileSync(require.resolve('@remotion/lambda/dist/api/render-still-on-lambda.js'), 'utf8');
  assert.match(src, /\n\s+privacy,\n/, 'the API passes privacy on without a default');
  assert.match(page('docs/lambda/renderstillonlambda.md'), /\| `privacy` \| [^|]+\\\| [^|]+\\\| [^|]+ \| – \| Yes \| [^|]*"Privacy must be a string"/);
});

test('presignUrl expiresInSeconds: an integer from 1 to 604800', () => {
  const {validatePresignExpiration} = dist('@remotion/lambda', 'shared/validate-presign-expiration');
  for (const ok of [1, 604800]) assert.equal(thrown(() => validatePresignExpiration(ok)), null);
  for (const bad of [0, 604801, 1.5, -1]) assert.notEqual(thrown(() => validatePresignExpiration(bad)), null, String(bad));
  assert.match(page('docs/lambda/presignurl.md'), /a whole number from 1 to 604800/);
});

test('sequence ref: <Sequence> forwards a ref, and a ref with layout="none" throws', async () => {
  const {Sequence} = require('remotion') as typeof import('remotion');
  const ref = React.createRef<HTMLDivElement>();
  const withNone = await renderInPlayer(() => React.createElement(Sequence, {ref, layout: 'none', children: 'x'} as never));
  assert.ok(withNone.errors.some((e) => e.includes('pass both a `ref` and `layout="none"`')), withNone.errors.join('\n'));
  const withFill = await renderInPlayer(() => React.createElement(Sequence, {ref, children: 'x'} as never));
  assert.deepEqual(withFill.errors, []);
  assert.match(page('docs/sequence.md'), /## Ref\n\n`<Sequence>` forwards a `ref` to its wrapper `<div>`/);
});

test('getCompositions port: the option exists and a taken port throws', async () => {
  const {getDesiredPort} = dist('@remotion/renderer', 'get-port');
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const taken = (server.address() as net.AddressInfo).port;
  try {
    assert.match((await rejected(() => getDesiredPort(taken, 3000, 3100))) ?? '', /You specified port \d+ to be used for the HTTP server, but it is not available/);
  } finally {
    server.close();
  }
  const src = fs.readFileSync(require.resolve('@remotion/renderer/dist/get-compositions.d.ts'), 'utf8');
  assert.match(src, /port\?: number \| null/);
  assert.match(page('docs/renderer/get-compositions.md'), /^\| `port` \| `number \\\| null` \| `null` \| No \|/m);
});

test('blog 3.1 credits: OffthreadVideo, Buffer returns and spring durations are 3.0.x features', () => {
  const post = page('blog/2022-07-14-3-1.md');
  assert.match(post, /## Recap: `<OffthreadVideo>` \(3\.0\.11\)/);
  assert.match(post, /## Recap: `renderMedia\(\)` can return a Buffer \(3\.0\.26\)/);
  assert.match(post, /## Recap: springs with a duration \(3\.0\.27\)/);
  assert.doesNotMatch(post, /adds duration-based springs, the OffthreadVideo component/);
});
