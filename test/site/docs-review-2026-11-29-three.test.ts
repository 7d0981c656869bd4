// The second review of issue 27, the @remotion/three <ThreeCanvas> page (scripts/docs-checks/review-2026-11-29.md).
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

// Last: each rejected size leaves the handle ThreeCanvas took before validating open.
test('three-canvas: width and height must be whole numbers above 0', () => {
  for (const bad of [0, -10, 640.5, NaN, '640']) {
    assert.throws(() => renderToString(atFrame(0, React.createElement(three.ThreeCanvas, {width: bad, height: 360}, null))), String(bad));
  }
  assert.match(page('three-canvas.md'), /must be whole numbers above 0/);
});
