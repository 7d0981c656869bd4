// A card worker: one HarfBuzz + resvg renderer per thread. Workers take the next card from a shared
// counter rather than being sent jobs, so they keep drawing while the build thread is busy
// rendering pages and cannot answer messages.
import {parentPort, workerData} from 'node:worker_threads';
import {createCardRenderer, type CardFont} from './draw.ts';
import type {CardBrand, CardText} from './types.ts';

export interface CardWorkerData {
  brand: CardBrand;
  fonts: CardFont[];
  texts: CardText[];
  /** Int32Array[1] over a SharedArrayBuffer: the index of the next card to draw. */
  next: SharedArrayBuffer;
}

export type CardReply = {id: number; png: Uint8Array} | {id: number; error: string} | {warning: string};

const data = workerData as CardWorkerData;
const next = new Int32Array(data.next);
const renderer = await createCardRenderer(data.brand, data.fonts);
if (renderer.warning) parentPort!.postMessage({warning: renderer.warning} satisfies CardReply);
// Two cards in flight: the next card's layout (this thread) runs while resvg rasterises the last
// one (on libuv's threads). It costs no more CPU, and a free core shortens the wait.
let previous: Promise<void> = Promise.resolve();
for (let id = Atomics.add(next, 0, 1); id < data.texts.length; id = Atomics.add(next, 0, 1)) {
  const card = id;
  const drawn = renderer.draw(data.texts[card]).then(
    (png) => parentPort!.postMessage({id: card, png} satisfies CardReply),
    (error: Error) => parentPort!.postMessage({id: card, error: error.message} satisfies CardReply),
  );
  await previous;
  previous = drawn;
}
await previous;
