// Small tools for proofs that run the pinned packages' own compiled code: load a module of a
// package's dist by path, render a component inside a server-side <Player>, replace a module's
// export for the length of one call (to see what a function hands to ffmpeg or to AWS without
// starting either), and expect a throw.
import {createRequire} from 'node:module';
import path from 'node:path';
import {Writable} from 'node:stream';
import {fileURLToPath} from 'node:url';
import React from 'react';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(ROOT, 'package.json'));

/** `dist('remotion', 'volume-prop')` → the exports of node_modules/remotion/dist/volume-prop.js. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dist(pkg: string, file: string): any {
  return require(`${pkg}/dist/${file}.js`);
}

export function pkgVersion(pkg: string): string {
  return (require(`${pkg}/package.json`) as {version: string}).version;
}

/** The message of what `fn` throws, or null when it returns. */
export function thrown(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

/** The message of the rejection of `fn()`, or null when it resolves. */
export async function rejected(fn: () => Promise<unknown>): Promise<string | null> {
  try {
    await fn();
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

/**
 * Replaces `name` on a compiled module's exports while `fn` runs. The packages call their imports as
 * `(0, mod.name)(...)`, reading the property at call time, so the replacement is what they call.
 */
export async function withExport<T>(mod: Record<string, unknown>, name: string, replacement: unknown, fn: () => Promise<T> | T): Promise<T> {
  const original = mod[name];
  mod[name] = replacement;
  try {
    return await fn();
  } finally {
    mod[name] = original;
  }
}

export interface PlayerRender {
  html: string;
  errors: string[];
}

/**
 * Renders `component` as the composition of a server-side <Player> (1920×1080, 30 fps, 10 frames
 * unless props say otherwise) and collects what threw while rendering: React turns a throw below the
 * Player's Suspense boundary into a client-side retry, so it reaches us only through onError.
 */
export async function renderInPlayer(component: React.ComponentType, playerProps: Record<string, unknown> = {}): Promise<PlayerRender> {
  const {renderToPipeableStream} = require('react-dom/server') as typeof import('react-dom/server');
  const {Player} = require('@remotion/player') as typeof import('@remotion/player');
  const errors: string[] = [];
  const element = React.createElement(Player, {component, durationInFrames: 10, fps: 30, compositionWidth: 1920, compositionHeight: 1080, ...playerProps} as never);
  const html = await new Promise<string>((resolve) => {
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += String(chunk);
        done();
      },
      final(done) {
        resolve(out);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onError: (err) => {
        errors.push((err as Error).message);
      },
      onAllReady: () => stream.pipe(sink),
      onShellError: (err) => {
        errors.push((err as Error).message);
        resolve(out);
      },
    });
  });
  return {html, errors};
}

/**
 * A fresh copy of a package's dist module loaded while one of its dependencies is replaced: for
 * modules that bind a CommonJS dependency once at load (`__importDefault(require('execa'))`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function distWithDependency(pkg: string, file: string, dependency: string, replacement: unknown): any {
  const modulePath = require.resolve(`${pkg}/dist/${file}.js`);
  const depPath = createRequire(modulePath).resolve(dependency);
  require(depPath);
  const depEntry = require.cache[depPath]!;
  const savedDep = depEntry.exports;
  const savedModule = require.cache[modulePath];
  depEntry.exports = replacement;
  delete require.cache[modulePath];
  try {
    return require(modulePath);
  } finally {
    depEntry.exports = savedDep;
    if (savedModule) require.cache[modulePath] = savedModule;
    else delete require.cache[modulePath];
  }
}

/**
 * A fresh copy of a package's dist module, so a proof reads the module's own initial state (the
 * CLI's config setters keep their values in module variables) whatever ran before it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function freshDist(pkg: string, file: string): any {
  const modulePath = require.resolve(`${pkg}/dist/${file}.js`);
  const saved = require.cache[modulePath];
  delete require.cache[modulePath];
  try {
    return require(modulePath);
  } finally {
    if (saved) require.cache[modulePath] = saved;
    else delete require.cache[modulePath];
  }
}

/**
 * A fresh copy of a package's dist module loaded while one of the modules it requires is a stand-in
 * that is never loaded: for a dependency whose loading alone fails in a proof (a second copy of
 * remotion nested under a package refuses to load beside the first).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function distWithStandIn(pkg: string, file: string, dependency: string, standIn: Record<string, unknown>): any {
  return withStandIn(`${pkg}/dist/${file}.js`, dependency, standIn);
}

/** distWithStandIn for any module specifier (packages without a dist folder). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withStandIn(specifier: string, dependency: string, standIn: Record<string, unknown>): any {
  const modulePath = require.resolve(specifier);
  const depPath = createRequire(modulePath).resolve(dependency);
  const saved = {dep: require.cache[depPath], module: require.cache[modulePath]};
  require.cache[depPath] = {id: depPath, filename: depPath, loaded: true, exports: standIn} as unknown as NodeJS.Module;
  delete require.cache[modulePath];
  try {
    return require(modulePath);
  } finally {
    if (saved.dep) require.cache[depPath] = saved.dep;
    else delete require.cache[depPath];
    if (saved.module) require.cache[modulePath] = saved.module;
    else delete require.cache[modulePath];
  }
}

/**
 * The copy of remotion nested under `pkg` (node_modules/<pkg>/node_modules/remotion), loaded beside
 * the site's: remotion refuses a second copy at load (its multiple-versions check), which matters for
 * a site, not for a proof that renders the package with its own copy's providers.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function nestedRemotion(pkg: string): any {
  const g = globalThis as {remotion_imported?: unknown};
  const saved = g.remotion_imported;
  delete g.remotion_imported;
  try {
    return createRequire(require.resolve(`${pkg}/package.json`))('remotion');
  } finally {
    g.remotion_imported = saved;
  }
}
