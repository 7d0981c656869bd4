// The second review of issue 27, the @remotion/three pages <ThreeCanvas> and useVideoTexture()
// (scripts/docs-checks/review-2026-11-29.md).
// @remotion/three brings its own remotion copy, so its hooks run inside that copy's providers. The
// WebGL steps are recorders: a stand-in for R3F's <Canvas> that, like R3F, renders the scene in a
// separate React root and then calls onCreated.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import React from 'react';
import {renderToString} from 'react-dom/server';
import {nestedRemotion, withExport} from '../../scripts/docs-checks/proof-kit.ts';
import {renderWithEffects} from '../../scripts/docs-checks/effects-render.ts';
import {ROOT} from '../helpers/site.ts';

const page = (rel: string) => fs.readFileSync(path.join(ROOT, 'site/docs', rel), 'utf8');
const R = nestedRemotion('@remotion/three');
const threeRequire = createRequire(path.join(ROOT, 'node_modules/@remotion/three/package.json'));
const g = globalThis as Record<string, unknown>;
g.window = {};
const three = (() => {
  const saved = g.remotion_imported;
  g.remotion_imported = R.VERSION;
  try {
    return threeRequire('@remotion/three');
  } finally {
    g.remotion_imported = saved;
  }
})();
const fiber = threeRequire('@react-three/fiber');
const ready = () => (g.window as {ready?: boolean}).ready;

const COMPOSITION = {id: 'c', width: 640, height: 360, fps: 30, durationInFrames: 30, component: () => null, defaultProps: {}, nonce: 0, folderName: null, parentFolderName: null};
const manager = {registerAsset: () => undefined, unregisterAsset: () => undefined, registerSequence: () => undefined, unregisterSequence: () => undefined, compositions: [COMPOSITION], currentComposition: 'c'};
const atFrame = (frame: number, child: React.ReactElement) =>
  React.createElement(R.Internals.CanUseRemotionHooksProvider, null, React.createElement(R.Internals.CompositionManager.Provider, {value: manager}, React.createElement(R.Sequence, {from: -frame}, child)));
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

test('three-canvas: contexts reach the separate scene root; fixed size; the render held until created and while the scene suspends; onCreated still runs', async () => {
  const canvasProps: Record<string, unknown>[] = [];
  const sizes: unknown[] = [];
  let create = () => undefined as void;
  let sceneText = '';
  let suspend: Promise<void> | null = null;
  // Like R3F: the children live in a root of their own (no context flows in by itself); onCreated after.
  const Canvas = (props: {children: React.ReactNode; onCreated: (s: unknown) => void}) => {
    if (suspend) throw suspend;
    canvasProps.push(props);
    React.useEffect(() => {
      void renderWithEffects(React.createElement(React.Fragment, null, props.children)).then(({root}) => {
        sceneText = JSON.stringify(root);
        create = () => props.onCreated({gl: 'state'});
      });
    }, []);
    return null;
  };
  const useThree = () => ({set: (s: unknown) => sizes.push(['set', typeof (s as {setSize: () => unknown}).setSize, (s as {setSize: () => unknown}).setSize()]), setSize: (w: number, h: number) => sizes.push(['setSize', w, h])});
  const Scene = () => {
    const {width} = R.useVideoConfig();
    return React.createElement('mesh', {name: `frame ${R.useCurrentFrame()} width ${width}`});
  };
  const created: unknown[] = [];
  await withExport(fiber, 'Canvas', Canvas, () =>
    withExport(fiber, 'useThree', useThree, async () => {
      const el = React.createElement(three.ThreeCanvas, {width: 640, height: 360, camera: {fov: 45}, style: {opacity: 0.5}, onCreated: (s: unknown) => created.push([s, ready()])}, React.createElement(Scene));
      await renderWithEffects(atFrame(7, el));
      await tick();
      assert.equal(ready(), false, 'held until the canvas is created');
      assert.match(sceneText, /frame 7 width 640/, 'useCurrentFrame and useVideoConfig work in the separate root');
      const props = canvasProps.at(-1)!;
      assert.deepEqual(props.style, {width: 640, height: 360, opacity: 0.5});
      assert.deepEqual(props.camera, {fov: 45});
      assert.deepEqual(sizes, [['setSize', 640, 360], ['set', 'function', null]], 'the size is set once and resizing disabled');
      create();
      assert.deepEqual(created, [[{gl: 'state'}, true]], 'your onCreated runs after the render is released');
      // A scene that suspends (R3F rethrows it from <Canvas>): the render is held until it resolves.
      let resolve = () => undefined as void;
      suspend = new Promise<void>((r) => (resolve = r));
      const {unmount} = await renderWithEffects(atFrame(0, el));
      assert.equal(ready(), false, 'held while suspended');
      suspend = null;
      resolve();
      await tick();
      await tick();
      create();
      assert.equal(ready(), true);
      unmount();
    }),
  );
  // R3F 8's <Canvas> turns a suspended scene into a thrown promise in the page's tree.
  const r3fDir = path.dirname(threeRequire.resolve('@react-three/fiber'));
  const r3f = fs.readFileSync(path.join(r3fDir, 'react-three-fiber.cjs.dev.js'), 'utf8');
  assert.match(r3f, /if \(block\) throw block;/);
  const events = fs.readdirSync(r3fDir).find((f) => /^events-.*\.cjs\.dev\.js$/.test(f))!;
  assert.match(fs.readFileSync(path.join(r3fDir, events), 'utf8'), /alpha: true/, 'the WebGL canvas is transparent by default');
});

/** A stand-in <video>: `fire('loadeddata')` runs the listeners the code added, as a browser would. */
function standInVideo(readyState: number, frameCallbacks: boolean) {
  const listeners: Record<string, (() => void)[]> = {};
  const requested: (() => void)[] = [];
  const video: Record<string, unknown> = {
    readyState,
    videoWidth: 320,
    videoHeight: 180,
    addEventListener: (type: string, fn: () => void) => (listeners[type] ??= []).push(fn),
    removeEventListener: () => undefined,
  };
  if (frameCallbacks) video.requestVideoFrameCallback = (cb: () => void) => requested.push(cb);
  const fire = (type: string) => {
    video.readyState = 4;
    for (const fn of listeners[type]?.splice(0) ?? []) fn();
  };
  return {video, requested, fire, listening: () => Object.keys(listeners).filter((k) => listeners[k].length)};
}

/** Runs `fn` with delayRender/continueRender of @remotion/three's remotion noting which handles are open. */
async function withHandles<T>(fn: (open: () => number[]) => Promise<T>): Promise<T> {
  const delay = nestedRequire('remotion/dist/delay-render');
  const open = new Set<number>();
  const {delayRender, continueRender} = delay;
  return withExport(delay, 'delayRender', (label?: string) => {
    const h = delayRender(label);
    open.add(h);
    return h;
  }, () =>
    withExport(delay, 'continueRender', (h: number) => {
      open.delete(h);
      continueRender(h);
    }, () => fn(() => [...open])),
  );
}
const nestedRequire = createRequire(threeRequire.resolve('remotion'));

/** Renders a component calling useVideoTexture(ref-to-video) at `frame`; returns what it returned, render by render. */
async function textureHook(video: unknown, frame = 0) {
  const seen: unknown[] = [];
  let rerender = (_f: number) => undefined as void;
  const ref = {current: video};
  const User = () => {
    seen.push(three.useVideoTexture(ref));
    return null;
  };
  const Frames = () => {
    const [f, setF] = React.useState(frame);
    rerender = setF;
    return atFrame(f, React.createElement(User));
  };
  const {unmount} = await renderWithEffects(React.createElement(Frames));
  return {seen, unmount, rerender: async (f: number) => (rerender(f), await tick())};
}

test('use-video-texture: null until the video has data, then a VideoTexture of that element; the render held until then', {timeout: 20_000}, async () => {
  const THREE = threeRequire('three');
  g.HTMLVideoElement = class {
    requestVideoFrameCallback() {}
  };
  try {
    await withHandles(async (open) => {
      const {video, requested, fire, listening} = standInVideo(0, true);
      const hook = await textureHook(video);
      assert.equal(hook.seen.at(-1), null, 'null before the first data');
      assert.equal(open().length, 1, 'the render is held');
      assert.equal(ready(), false);
      assert.deepEqual(listening(), ['loadeddata'], 'it waits for loadeddata');
      fire('loadeddata');
      await tick();
      const texture = hook.seen.at(-1) as {image: unknown; version: number};
      assert.ok(texture instanceof THREE.VideoTexture);
      assert.equal(texture.image, video, 'the texture reads from the <video> the ref points to');
      assert.deepEqual([video.width, video.height], [320, 180]);
      assert.deepEqual(open(), [], 'released once the texture exists');
      assert.equal(ready(), true);
      // The texture is uploaded again for every frame the video presents (three's VideoTexture).
      const before = texture.version;
      const presented = requested.filter((cb) => cb.name === 'updateVideo');
      assert.equal(presented.length, 1);
      presented[0]();
      assert.equal(texture.version, before + 1);
      hook.unmount();
      // A video that already has its current frame (readyState >= 2) gives the texture at once.
      const loaded = standInVideo(2, true);
      const again = await textureHook(loaded.video);
      assert.ok(again.seen.at(-1) instanceof THREE.VideoTexture);
      assert.deepEqual(open(), []);
      again.unmount();
    });
  } finally {
    delete g.HTMLVideoElement;
  }
  assert.match(page('use-video-texture.md'), /A `THREE\.VideoTexture` once the video has loaded its first data, otherwise `null`\./);
});

test('use-video-texture: without requestVideoFrameCallback the render is released, not held (regression: the page said null holds it)', {timeout: 20_000}, async () => {
  const warnings: unknown[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    for (const VideoClass of [undefined, class {}]) {
      if (VideoClass) g.HTMLVideoElement = VideoClass;
      await withHandles(async (open) => {
        const {video, fire} = standInVideo(0, false);
        const hook = await textureHook(video);
        assert.deepEqual(open(), [], 'the handle taken on mount is released in the same render');
        assert.equal(ready(), true);
        fire('loadeddata');
        await tick();
        await hook.rerender(3);
        assert.deepEqual([...new Set(hook.seen)], [null], 'null on every render, also after the data came');
        hook.unmount();
      });
      delete g.HTMLVideoElement;
    }
  } finally {
    console.warn = warn;
    delete g.HTMLVideoElement;
  }
  assert.deepEqual(warnings, ['Browser does not support requestVideoFrameCallback. Cannot display video.'], 'one warning per page');
  const text = page('use-video-texture.md');
  assert.doesNotMatch(text, /While it is `null`, the hook holds the render/);
  assert.match(text, /releases the render at once instead of holding it/);
});

test('use-video-texture: the ref reaches a <video> of <Video>; <OffthreadVideo> renders an image; a Sequence ending unmounts the video; toneMapped and plane sizes', {timeout: 20_000}, async () => {
  const {renderInComposition, findAll} = await import('../../scripts/docs-checks/media-run.ts');
  const {Video, OffthreadVideo, Sequence} = await import('remotion');
  const refs: unknown[] = [];
  const video = (extra = {}) => React.createElement(Video, {src: 'http://localhost/a.mp4', ref: (n: unknown) => n && refs.push(n), style: {opacity: 0}, ...extra});
  const rendered = await renderInComposition(video());
  assert.deepEqual(refs.map((n) => (n as {type: string}).type), ['video'], 'the ref is the <video> element');
  assert.equal((findAll(rendered.root, 'video')[0].props.style as {opacity: number}).opacity, 0, 'with opacity 0 it is still mounted');
  const offthread = await renderInComposition(React.createElement(OffthreadVideo, {src: 'http://localhost/a.mp4'}));
  assert.deepEqual([findAll(offthread.root, 'video').length, findAll(offthread.root, 'img').length], [0, 1], 'an image while rendering, no video element');
  const inSequence = (frame: number) => renderInComposition(React.createElement(Sequence, {from: 0, durationInFrames: 10, children: video()}), frame);
  assert.equal(findAll((await inSequence(5)).root, 'video').length, 1);
  assert.equal(findAll((await inSequence(15)).root, 'video').length, 0, 'after the Sequence ends the <video> is gone');
  // Inside <ThreeCanvas> host elements are THREE classes: R3F's <Canvas> registers the THREE namespace,
  // which has no Video, and throws for a name it does not know. So the <Video> goes outside.
  const r3fDir = path.dirname(threeRequire.resolve('@react-three/fiber'));
  const events = fs.readFileSync(path.join(r3fDir, fs.readdirSync(r3fDir).find((f) => /^events-.*\.cjs\.dev\.js$/.test(f))!), 'utf8');
  assert.match(fs.readFileSync(path.join(r3fDir, 'react-three-fiber.cjs.dev.js'), 'utf8'), /events\.extend\(THREE__namespace\)/);
  assert.match(events, /const target = catalogue\[name\];\s+if \(!target\) \{\s+throw new Error\(`R3F: \$\{name\} is not part of the THREE namespace!/);
  assert.equal('Video' in threeRequire('three'), false);
  // R3F turns on ACES tone mapping unless `flat`; three applies it only to materials with toneMapped.
  assert.match(events, /toneMapping: flat \? THREE__namespace\.NoToneMapping : THREE__namespace\.ACESFilmicToneMapping/);
  const threeModule = fs.readFileSync(path.join(path.dirname(threeRequire.resolve('three')), 'three.module.js'), 'utf8');
  assert.match(threeModule, /let toneMapping = NoToneMapping;\s+if \( material\.toneMapped \) \{/);
  // A plane maps the whole texture (UV 0..1) whatever its size, so a size off the video's ratio stretches it.
  const {PlaneGeometry} = threeRequire('three');
  for (const [w, h] of [[4.8, 2.7], [4, 4]]) {
    const uv = [...new PlaneGeometry(w, h).attributes.uv.array] as number[];
    assert.deepEqual([Math.min(...uv), Math.max(...uv)], [0, 1]);
  }
  const text = page('use-video-texture.md');
  assert.match(text, /Setting `toneMapped=\{false\}` on the material shows the video colors as they are/);
  assert.match(text, /<OffthreadVideo>`\]\(\.\/offthreadvideo\.md\) displays an image while rendering/);
  assert.match(text, /Render a `<Video>` outside of the `<ThreeCanvas>` and attach a ref to it\. It has to be mounted for the texture to update, but you can make it invisible\./);
});

// Last: each rejected size leaves the handle ThreeCanvas took before validating open.
test('three-canvas: width and height must be whole numbers above 0', () => {
  for (const bad of [0, -10, 640.5, NaN, '640']) {
    assert.throws(() => renderToString(atFrame(0, React.createElement(three.ThreeCanvas, {width: bad, height: 360}, null))), String(bad));
  }
  assert.match(page('three-canvas.md'), /must be whole numbers above 0/);
});
