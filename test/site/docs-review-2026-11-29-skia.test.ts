// The second review of issue 27, the @remotion/skia pages enableSkia() and <SkiaCanvas>
// (scripts/docs-checks/review-2026-11-29.md).
// @remotion/skia is not among the pinned packages and the registry here lacks 3.2.40, the pinned
// remotion's version: the nearest published one, 3.2.41, is unpacked into the docs-facts cache and
// its compiled code run. Its two modules it cannot load here are stand-ins: copy-webpack-plugin (a
// recorder of the patterns it is given) and @shopify/react-native-skia, whose <Canvas> renders its
// children in a separate React root, as React Native Skia's own reconciler does.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import Module, {createRequire} from 'node:module';
import path from 'node:path';
import React from 'react';
import * as remotion from 'remotion';
import {dist} from '../../scripts/docs-checks/proof-kit.ts';
import {renderWithEffects, type HostNode} from '../../scripts/docs-checks/effects-render.ts';
import {runBundle, tempProject} from '../../scripts/docs-checks/bundle-run.ts';
import {PackageHistory} from '../../scripts/docs-checks/version-history.ts';
import {ROOT} from '../helpers/site.ts';

const TIMEOUT = {timeout: 120_000};
const page = (rel: string) => fs.readFileSync(path.join(ROOT, 'site/docs', rel), 'utf8');
const history = new PackageHistory(ROOT);
const SKIA = history.unpacked('@remotion/skia', '3.2.41');
const skiaRequire = createRequire(path.join(SKIA, 'package.json'));

class CopyPlugin {
  constructor(public options: {patterns: {from: string}[]}) {}
}
const canvases: Record<string, unknown>[] = [];
const sceneRoots: Promise<{root: HostNode}>[] = [];
// Like React Native Skia: the drawing lives in a root of its own, so no context flows in by itself.
const Canvas = (props: {children: React.ReactNode}) => {
  canvases.push(props);
  React.useEffect(() => {
    sceneRoots.push(renderWithEffects(React.createElement(React.Fragment, null, props.children)));
  }, []);
  return null;
};
const STAND_INS: Record<string, unknown> = {'copy-webpack-plugin': CopyPlugin, '@shopify/react-native-skia': {Canvas}};

/** The package's module loaded with the stand-ins above in place of what is not installed. */
function loadSkia(specifier: string) {
  const M = Module as unknown as {_resolveFilename: (r: string, ...rest: unknown[]) => string};
  const original = M._resolveFilename;
  const req = createRequire(import.meta.url);
  for (const [name, exports] of Object.entries(STAND_INS)) {
    const id = `stand-in:${name}`;
    req.cache[id] = {id, filename: id, loaded: true, exports} as unknown as NodeJS.Module;
  }
  M._resolveFilename = (request: string, ...rest: unknown[]) => (request in STAND_INS ? `stand-in:${request}` : original.call(Module, request, ...rest));
  try {
    return skiaRequire(specifier);
  } finally {
    M._resolveFilename = original;
  }
}

const {enableSkia} = loadSkia(path.join(SKIA, 'enable.js'));
const {SkiaCanvas} = loadSkia(path.join(SKIA, 'dist/index.js'));

test('enable-skia: imported from the /enable subpath; the main entry loads no webpack code', TIMEOUT, () => {
  assert.equal(typeof enableSkia, 'function');
  assert.equal(fs.readFileSync(path.join(SKIA, 'enable.js'), 'utf8').trim(), "module.exports = require('./dist/enable-skia');");
  const requires = (file: string) => [...fs.readFileSync(path.join(SKIA, 'dist', file), 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
  assert.deepEqual(requires('index.js'), ['./SkiaCanvas']);
  assert.deepEqual(requires('SkiaCanvas.js'), ['react/jsx-runtime', '@shopify/react-native-skia', 'react', 'remotion']);
  assert.deepEqual(requires('enable-skia.js'), ['copy-webpack-plugin']);
  // One parameter, the configuration, and a configuration back: Remotion's override type.
  assert.match(fs.readFileSync(path.join(SKIA, 'dist/enable-skia.d.ts'), 'utf8'), /export declare const enableSkia: WebpackOverrideFn;/);
  assert.match(fs.readFileSync(path.join(ROOT, 'node_modules/remotion/dist/config.d.ts'), 'utf8'), /WebpackOverrideFn = \(currentConfiguration: WebpackConfiguration\) => WebpackConfiguration/);
  assert.match(page('skia/enable-skia.md'), /imported from the `@remotion\/skia\/enable` subpath, which keeps Webpack-related code out/);
});

test('enable-skia: a new configuration; the wasm copied, fs/path without fallback, web extensions first, reanimated external', TIMEOUT, async () => {
  const {config: plain} = await runBundle(() => ({}));
  const {config} = await runBundle(() => ({webpackOverride: (c: Record<string, unknown>) => enableSkia(c)}));
  const before = plain as Record<string, {[k: string]: unknown}>;
  const after = config as Record<string, {[k: string]: unknown}>;
  assert.deepEqual(before.resolve.extensions, ['.ts', '.tsx', '.js', '.jsx'], "Remotion's own list");
  assert.deepEqual(after.resolve.fallback, {fs: false, path: false});
  assert.deepEqual(after.resolve.extensions, ['.web.js', '.web.ts', '.web.tsx', '.js', '.ts', '.tsx', '...']);
  assert.deepEqual(after.resolve.alias, before.resolve.alias, 'the rest of resolve is kept');
  const copies = (after.plugins as unknown as unknown[]).filter((p) => p instanceof CopyPlugin) as CopyPlugin[];
  assert.deepEqual(copies.map((p) => p.options.patterns), [[{from: 'node_modules/canvaskit-wasm/bin/full/canvaskit.wasm'}]]);
  assert.equal((after.plugins as unknown as unknown[]).length, (before.plugins as unknown as unknown[]).length + 1, "Remotion's plugins kept");
  assert.deepEqual(Object.keys(after.externals ?? {}), ['react-native-reanimated', 'react-native-reanimated/lib/reanimated2/core']);
  assert.deepEqual(after.module, before.module, 'module rules untouched');
  const input = {resolve: {extensions: ['.ts']}, plugins: []};
  const out = enableSkia(input);
  assert.notEqual(out, input);
  assert.deepEqual(input, {resolve: {extensions: ['.ts']}, plugins: []}, 'the configuration handed in is not changed');
});

test('enable-skia: regression — resolve.fallback and resolve.extensions set before enableSkia() are replaced, not merged', TIMEOUT, () => {
  const yours = {resolve: {fallback: {crypto: false}, extensions: ['.mjs', '.jsx'], alias: {a: 'b'}}, externals: {x: 'x'}};
  const out = enableSkia(yours);
  assert.deepEqual(out.resolve.fallback, {fs: false, path: false}, 'your fallback is dropped');
  assert.ok(!out.resolve.extensions.includes('.mjs') && !out.resolve.extensions.includes('.jsx'), 'your extensions and .jsx are dropped');
  assert.deepEqual(out.resolve.alias, {a: 'b'}, 'other resolve keys survive');
  assert.equal(out.externals.x, 'x', 'externals are merged');
  // Applied after enableSkia(), with the objects spread, your additions and Skia's both stay.
  const after = (c: typeof out) => ({...c, resolve: {...c.resolve, fallback: {...c.resolve.fallback, crypto: false}}});
  assert.deepEqual(after(enableSkia({})).resolve.fallback, {fs: false, path: false, crypto: false});
  const md = page('skia/enable-skia.md');
  assert.doesNotMatch(md, /or the other way round/);
  assert.match(md, /replaces `resolve\.fallback` and `resolve\.extensions`/);
  assert.match(md, /`\.jsx`/);
});

test('enable-skia: the config file reaches preview and render; bundle() reads only its webpackOverride option', TIMEOUT, async () => {
  const cli = dist('@remotion/cli', 'config/index');
  cli.overrideRemotion();
  const fn = (c: unknown) => enableSkia(c);
  (remotion as unknown as {Config: {Bundling: {overrideWebpackConfig: (f: unknown) => void}}}).Config.Bundling.overrideWebpackConfig(fn);
  assert.equal(cli.ConfigInternals.getWebpackOverrideFn(), fn);
  const cliDist = path.join(ROOT, 'node_modules/@remotion/cli/dist');
  // The preview server and the bundling step of render/still both take that function.
  assert.match(fs.readFileSync(path.join(cliDist, 'preview.js'), 'utf8'), /webpackOverride: config_1\.ConfigInternals\.getWebpackOverrideFn\(\)/);
  assert.match(fs.readFileSync(path.join(cliDist, 'setup-cache.js'), 'utf8'), /webpackOverride: \(_a = config_1\.ConfigInternals\.getWebpackOverrideFn\(\)\)/);
  // A remotion.config.ts in the project has no effect on bundle().
  const project = tempProject();
  fs.writeFileSync(path.join(project, 'remotion.config.ts'), "import {Config} from 'remotion';\nConfig.Bundling.overrideWebpackConfig((c) => ({...c, name: 'from-config-file'}));\n");
  const {config} = await runBundle(() => ({}), project);
  assert.notEqual((config as {name?: string}).name, 'from-config-file');
  assert.equal((config as {resolve: {fallback?: unknown}}).resolve.fallback, undefined, 'the override set in this process is not used either');
});

const COMPOSITION = {id: 'c', width: 640, height: 360, fps: 30, durationInFrames: 90, component: () => null, defaultProps: {}, nonce: 0, folderName: null, parentFolderName: null};
const manager = {registerAsset: () => undefined, unregisterAsset: () => undefined, registerSequence: () => undefined, unregisterSequence: () => undefined, compositions: [COMPOSITION], currentComposition: 'c'};
const R = remotion as unknown as {Internals: Record<string, React.ComponentType<{value?: unknown; children?: React.ReactNode}> & {Provider: React.ComponentType<{value: unknown; children?: React.ReactNode}>}>; Sequence: React.ComponentType<{from: number; children?: React.ReactNode}>};
const atFrame = (frame: number, child: React.ReactElement) =>
  React.createElement(R.Internals.CanUseRemotionHooksProvider, null, React.createElement(R.Internals.CompositionManager.Provider, {value: manager}, React.createElement(R.Sequence, {from: -frame}, child)));

test('skia-canvas: Remotion hooks work in the separate drawing root; width/height become the style, yours over it, other props passed on', TIMEOUT, async () => {
  canvases.length = 0;
  sceneRoots.length = 0;
  const Drawing = () => React.createElement('circle', {name: `frame ${remotion.useCurrentFrame()} width ${remotion.useVideoConfig().width}`});
  const style = {opacity: 0.5};
  const {unmount} = await renderWithEffects(atFrame(12, React.createElement(SkiaCanvas, {width: 640, height: 360, style, mode: 'continuous'}, React.createElement(Drawing))));
  const {root} = await sceneRoots[0];
  assert.match(JSON.stringify(root), /frame 12 width 640/);
  const props = canvases[0];
  assert.deepEqual(props.style, [{width: 640, height: 360}, style], 'React Native style array: later entries win');
  assert.equal(props.mode, 'continuous');
  assert.equal(props.width, undefined, 'the size goes only through the style');
  unmount();
  // Without the bridge: the same drawing rendered in a root of its own fails.
  const log = console.error;
  console.error = () => undefined; // React's notice about the expected error
  try {
    await assert.rejects(renderWithEffects(React.createElement(Drawing)), /can only be called inside a component that was registered as a composition/);
  } finally {
    console.error = log;
  }
  const typings = fs.readFileSync(path.join(SKIA, 'dist/SkiaCanvas.d.ts'), 'utf8');
  assert.match(typings, /width: number;\s+height: number;/, 'both required');
});

test("skia-canvas: the page's rings example draws the same picture for a frame every time", TIMEOUT, async () => {
  const md = page('skia/skia-canvas.md');
  assert.match(md, /const r = interpolate\(frame - start, \[0, fps \* 2\], \[0, height \/ 2\]/);
  const draw = async (frame: number) => {
    sceneRoots.length = 0;
    const Rings = () => {
      const f = remotion.useCurrentFrame();
      const {height, fps} = remotion.useVideoConfig();
      return React.createElement(SkiaCanvas, {width: 640, height}, ...new Array(6).fill(true).map((_, i) => {
        const r = remotion.interpolate(f - i * (fps / 3), [0, fps * 2], [0, height / 2], {extrapolateLeft: 'clamp', extrapolateRight: 'clamp'});
        return React.createElement('circle', {key: i, r, opacity: remotion.interpolate(r, [0, height / 2], [1, 0])});
      }));
    };
    const {unmount} = await renderWithEffects(atFrame(frame, React.createElement(Rings)));
    const {root} = await sceneRoots[0];
    unmount();
    return JSON.stringify(root);
  };
  const first = await draw(30);
  assert.equal(await draw(70), await draw(70));
  assert.equal(await draw(30), first, 'frame 30 again after another frame');
  assert.notEqual(first, await draw(70));
});
