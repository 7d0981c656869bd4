// Limit claims proven at both edges: the value at the limit is accepted and the value just beyond it
// is rejected, by the package's own validator or, for components whose validation runs inside
// React, by rendering them in a server-side <Player> and reading what threw. JPEG quality is
// followed past validation into the capture and through the CLIs' config store, where the limit
// the user meets is decided.
import assert from 'node:assert/strict';
import {EventEmitter} from 'node:events';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';
import React from 'react';
import type {Claim} from './claims.ts';
import {lambdaPayload} from './lambda-payload.ts';
import {dist, rejected, renderInPlayer, ROOT, thrown, withExport} from './proof-kit.ts';

const require = createRequire(path.join(ROOT, 'package.json'));

/** What rejecting `value` looks like: the error message, or null when it is accepted. */
type Check = (value: unknown) => string | null | Promise<string | null>;

export function limitEdges(row: string, quote: string, check: Check, ok: unknown[], bad: unknown[]): Claim {
  return {
    kind: 'limit',
    row,
    quote,
    prove: async () => {
      for (const v of ok) assert.equal(await check(v), null, `${row} = ${String(v)} should be accepted`);
      for (const v of bad) assert.notEqual(await check(v), null, `${row} = ${String(v)} should be rejected`);
    },
  };
}

/** A check that calls `validate(value, ...rest)` from a package's dist file. */
export function validator(pkg: string, file: string, name: string, ...rest: unknown[]): Check {
  return (value) => thrown(() => dist(pkg, file)[name](value, ...rest));
}

/** A check that renders `element(value)` as a Player's composition and returns the first error. */
export function rendered(element: (value: unknown) => React.ReactElement, playerProps: Record<string, unknown> = {}): Check {
  return async (value) => (await renderInPlayer(() => element(value), playerProps)).errors[0] ?? null;
}

/** getActualConcurrency(null) on a machine with `threads` CPU threads. */
export function defaultConcurrency(threads: number): number {
  const os_ = os as unknown as {cpus: () => unknown[]};
  const original = os_.cpus;
  os_.cpus = () => Array.from({length: threads}, () => ({}));
  try {
    return dist('@remotion/renderer', 'get-concurrency').getActualConcurrency(null);
  } finally {
    os_.cpus = original;
  }
}

/**
 * The bounds of the default concurrency: 16 threads reach the cap of 8, 17 and 64 threads do not go
 * beyond it; 1 and 2 threads reach the floor of 1, and 3 threads leave it (2).
 */
export function concurrencyBounds(row: string, quote: string): Claim {
  return {
    kind: 'limit',
    row,
    quote,
    prove: () => {
      const by = Object.fromEntries([1, 2, 3, 14, 16, 17, 64].map((t) => [t, defaultConcurrency(t)]));
      assert.deepEqual(by, {1: 1, 2: 1, 3: 2, 14: 7, 16: 8, 17: 8, 64: 8});
    },
  };
}

/**
 * The port the renderer's picker chooses when only `free` ports are free (the connection attempts
 * are answered by a stand-in socket), with the range serve-static.js passes it.
 */
export async function pickedPort(free: number[]): Promise<number | string> {
  const serveStatic = fs.readFileSync(require.resolve('@remotion/renderer/dist/serve-static.js'), 'utf8');
  assert.match(serveStatic, /getDesiredPort\)\(\(_a = options === null \|\| options === void 0 \? void 0 : options\.port\) !== null && _a !== void 0 \? _a : undefined, 3000, 3100\)/);
  const net_ = net as unknown as {Socket: unknown};
  const original = net_.Socket;
  net_.Socket = class extends EventEmitter {
    setTimeout(): void {}
    destroy(): void {
      this.emit('close');
    }
    connect(port: number): void {
      setImmediate(() => {
        if (free.includes(port)) {
          this.emit('error', new Error('ECONNREFUSED'));
          this.emit('close');
        } else this.emit('connect');
      });
    }
  };
  try {
    return await dist('@remotion/renderer', 'get-port').getDesiredPort(undefined, 3000, 3100);
  } catch (err) {
    return (err as Error).message;
  } finally {
    net_.Socket = original;
  }
}

/**
 * What the renderer's JPEG capture does with `quality`: the value it hands to Chromium's
 * Page.captureScreenshot (the capture task is replaced), or the assertion it fails first.
 */
export async function capturedQuality(quality: unknown): Promise<{handed?: unknown; error?: string}> {
  let handed: unknown = 'not captured';
  const page = {screenshotTaskQueue: {postTask: (task: () => unknown) => task()}};
  try {
    await withExport(dist('@remotion/renderer', 'screenshot-task'), '_screenshotTask', async (_p: unknown, _type: unknown, o: {quality: unknown}) => {
      handed = o.quality;
    }, () => dist('@remotion/renderer', 'puppeteer-screenshot').screenshot(page, {type: 'jpeg', quality}));
    return {handed};
  } catch (err) {
    return {error: (err as Error).message};
  }
}

/**
 * The Node APIs' JPEG quality: validateQuality() takes 0 to 100, the capture then requires a whole
 * number, and 0 reaches Chromium as 0.
 */
export function nodeQualityLimit(row: string, quote: string): Claim {
  return {
    kind: 'limit',
    row,
    quote,
    prove: async () => {
      const validate = (q: unknown) => thrown(() => dist('@remotion/renderer', 'quality').validateQuality(q));
      for (const q of [0, 100]) {
        assert.equal(validate(q), null, `quality ${q}`);
        assert.deepEqual(await capturedQuality(q), {handed: q});
      }
      for (const q of [-1, 100.01]) assert.notEqual(validate(q), null, `quality ${q}`);
      assert.equal(validate(50.5), null);
      assert.deepEqual(await capturedQuality(50.5), {error: 'Expected options.quality to be an integer'});
    },
  };
}

/**
 * A CLI's --quality: 1 and 100 reach the render as given, 101 is rejected, and 0 (accepted by the
 * validator) is reset to "not set" by the CLI's config store, so no quality reaches the render.
 * `handed` runs the command with `--image-format=jpeg --quality=<q>` and returns the quality the
 * render function or Lambda payload got; fractions fail at capture (nodeQualityLimit).
 */
export function cliQualityLimit(row: string, quote: string, handed: (q: number) => Promise<unknown>): Claim {
  return {
    kind: 'limit',
    row,
    quote,
    prove: async () => {
      for (const q of [1, 100]) assert.equal(await handed(q), q, `--quality=${q}`);
      assert.equal(await handed(0), undefined, '--quality=0');
      assert.match((await rejected(() => handed(101))) ?? 'accepted', /Quality option must be between 0 and 100/);
      assert.deepEqual(await capturedQuality(50.5), {error: 'Expected options.quality to be an integer'});
    },
  };
}

/**
 * The Lambda APIs' JPEG quality: the payload carries it unchanged, the function hands it to the
 * renderer as it came (`files`, read as text), and the renderer limits it as nodeQualityLimit proves.
 */
export function lambdaQualityLimit(row: string, quote: string, api: 'render-media-on-lambda' | 'render-still-on-lambda', files: Record<string, string>): Claim {
  const renderer = nodeQualityLimit(row, quote);
  return {
    ...renderer,
    prove: async () => {
      for (const q of [0, 100, 50.5]) assert.equal((await lambdaPayload(api, {...(api === 'render-media-on-lambda' ? {codec: 'h264'} : {privacy: 'public'}), quality: q})).quality, q);
      for (const [file, text] of Object.entries(files)) {
        assert.ok(fs.readFileSync(require.resolve(`@remotion/lambda/dist/${file}.js`), 'utf8').includes(text), `${file}: ${text}`);
      }
      await renderer.prove();
    },
  };
}
