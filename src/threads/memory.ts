// A full garbage collection on demand. V8 collects its old generation only under pressure, so a
// step that builds large short-lived values (the search index) leaves them in memory long after
// it ends; where the build thread waits anyway, collecting them costs no time and lowers the peak.
import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | undefined;
/** The heap's size after the last full collection. */
let live = 0;

export function collectGarbage(): void {
  if (!gc) {
    // `gc` exists only in contexts made after the flag is set: a new one is made to fetch it.
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
  live = v8.getHeapStatistics().used_heap_size;
}

/**
 * A heap below this is left to V8. Collecting it on demand is a full mark-compact with the build
 * thread stopped for all of it, and frees too little to matter to the build's peak memory.
 */
const SMALL_HEAP = 128 * 1024 * 1024;

/** collectGarbage where the heap is large enough for it to pay (see SMALL_HEAP). */
export function collectLargeHeap(): void {
  if (v8.getHeapStatistics().used_heap_size >= SMALL_HEAP) collectGarbage();
}

/** What a collection may leave to garbage before the next: a quarter of the live heap, at least this. */
const MIN_GROWTH = 64 * 1024 * 1024;

/**
 * A full collection once the heap has grown by a quarter of what was live after the last one.
 * For a thread making many large, short-lived values in a row (each page's HTML goes straight to
 * V8's large-object space, freed only by a full collection): V8 would let them pile up to many
 * times the live heap before collecting, later still while a loaded machine starves its
 * background marking; this keeps that garbage in proportion. A small heap is left to V8 (SMALL_HEAP).
 */
export function collectWhenGrown(): void {
  const used = v8.getHeapStatistics().used_heap_size;
  if (used < SMALL_HEAP || used < live + Math.max(MIN_GROWTH, live / 4)) return;
  collectGarbage();
}
