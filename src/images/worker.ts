// An image worker: takes the next variant from a shared counter and encodes it with sharp, one
// variant at a time (libvips gets one thread per worker; the pool has one worker per core).
import {parentPort, workerData} from 'node:worker_threads';
import {encodeVariant, type EncodeJob} from './encode.ts';
import {loadSharp} from './probe.ts';

export interface ImageWorkerData {
  jobs: EncodeJob[];
  /** Int32Array[1] over a SharedArrayBuffer: the index of the next job. */
  next: SharedArrayBuffer;
}

export type ImageReply = {id: number; data: Uint8Array} | {id: number; error: string};

const data = workerData as ImageWorkerData;
const next = new Int32Array(data.next);
const sharp = await loadSharp();
sharp.concurrency(1);
sharp.cache(false);
for (let id = Atomics.add(next, 0, 1); id < data.jobs.length; id = Atomics.add(next, 0, 1)) {
  try {
    const out = await encodeVariant(sharp, data.jobs[id]);
    parentPort!.postMessage({id, data: out} satisfies ImageReply);
  } catch (error) {
    parentPort!.postMessage({id, error: (error as Error).message} satisfies ImageReply);
  }
}
