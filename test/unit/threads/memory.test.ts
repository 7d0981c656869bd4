// collectGarbage (src/threads/memory.ts) runs a full collection without --expose-gc: the card pool
// calls it before more workers start, so the build thread's garbage is gone by then.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import {collectGarbage, collectLargeHeap, collectWhenGrown} from '../../../src/threads/memory.ts';

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

const used = () => v8.getHeapStatistics().used_heap_size;
// Large strings in the heap (below the size Node makes external), as rendered pages are; a test
// holds them until its call, so that V8 cannot have collected them before it.
const pages = (count: number) => Array.from({length: count}, () => Buffer.alloc(900_000, 'p').toString());

test('rendered pages piling up as garbage: collectWhenGrown collects once the heap has grown past its allowance, not before', () => {
  collectGarbage();
  collectWhenGrown();
  const start = used();
  let held: string[] | undefined = pages(20);
  assert.equal(held.length, 20);
  held = undefined;
  collectWhenGrown();
  assert.ok(used() > start + 15e6, 'under the allowance (64 MB) nothing is collected');
  held = pages(150);
  const grown = used();
  held = undefined;
  collectWhenGrown();
  assert.ok(used() < grown - 100e6, `left ${Math.round((used() - start) / 1e6)} MB of garbage`);
});

test('after collectGarbage, collectWhenGrown measures growth from what that collection left', () => {
  // A large live heap, measured by collectWhenGrown's own collection…
  let live: string[] | undefined = pages(300);
  collectGarbage();
  collectWhenGrown();
  assert.equal(live.length, 300);
  // …then mostly freed by another collection (the search step's, before its index).
  live = undefined;
  collectGarbage();
  const start = used();
  // Past the heap size below which nothing is collected on demand (128 MB).
  let held: string[] | undefined = pages(160);
  const grown = used();
  assert.equal(held.length, 160);
  held = undefined;
  collectWhenGrown();
  assert.ok(used() < grown - 80e6, `left ${Math.round((used() - start) / 1e6)} MB of garbage`);
});

test('collectLargeHeap leaves a small heap to V8 and collects a large one', () => {
  collectGarbage();
  const start = used();
  assert.ok(start < 100e6, `the test starts from a small heap (${Math.round(start / 1e6)} MB)`);
  let held: string[] | undefined = pages(30);
  assert.equal(held.length, 30);
  held = undefined;
  collectLargeHeap();
  assert.ok(used() > start + 20e6, 'a small heap keeps its garbage');
  held = pages(150);
  const grown = used();
  assert.ok(grown > 128 * 1024 * 1024, `the heap is large (${Math.round(grown / 1e6)} MB)`);
  held = undefined;
  collectLargeHeap();
  assert.ok(used() < grown - 100e6, `left ${Math.round((used() - start) / 1e6)} MB of garbage`);
});
