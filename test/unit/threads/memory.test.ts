// collectGarbage (src/threads/memory.ts) runs a full collection without --expose-gc: the card pool
// calls it before more workers start, so the build thread's garbage is gone by then.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {collectGarbage} from '../../../src/threads/memory.ts';

test('collectGarbage frees unreachable values without --expose-gc', () => {
  assert.equal(typeof (globalThis as {gc?: unknown}).gc, 'undefined');
  let garbage: string[][] | undefined = Array.from({length: 200}, (_, i) => Array.from({length: 2000}, (_, j) => `value ${i} ${j}`));
  const held = process.memoryUsage().heapUsed;
  assert.ok(garbage.length);
  garbage = undefined;
  collectGarbage();
  const after = process.memoryUsage().heapUsed;
  assert.ok(held - after > 10e6, `freed ${Math.round((held - after) / 1e6)} MB`);
  // A second call reuses the collector it found.
  collectGarbage();
});
