// Limit claims proven at both edges: the value at the limit is accepted and the value just beyond it
// is rejected, by the package's own validator or, for components whose validation runs inside
// React, by rendering them in a server-side <Player> and reading what threw.
import assert from 'node:assert/strict';
import {EventEmitter} from 'node:events';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';
import React from 'react';
import type {Claim} from './claims.ts';
import {dist, renderInPlayer, ROOT, thrown} from './proof-kit.ts';

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
