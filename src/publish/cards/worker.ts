// A card worker: one satori + resvg renderer per thread. Workers take the next card from a shared
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
// The next card's layout (this thread) runs while the last one rasterises (resvg's threads).
let previous: Promise<void> = Promise.resolve();
for (let id = Atomics.add(next, 0, 1); id < data.texts.length; id = Atomics.add(next, 0, 1)) {
  const card = id;
  let finished: Promise<Buffer>;
  try {
    finished = renderer.finish(await renderer.layout(data.texts[card]));
  } catch (error) {
    finished = Promise.reject(error);
  }
  await previous;
  previous = finished.then(
    (png) => parentPort!.postMessage({id: card, png} satisfies CardReply),
    (error: Error) => parentPort!.postMessage({id: card, error: error.message} satisfies CardReply),
  );
}
await previous;
