// The encode step: writes every planned variant, from the cache folder when it was encoded before
// (keyed by the source's content hash and the encoder options: a warm build encodes nothing), else
// encoded on worker threads while the build thread renders pages.
import fs from 'node:fs';
import {Worker} from 'node:worker_threads';
import type {CacheStore} from '../cache/store.ts';
import {workerFile} from '../threads/worker-file.ts';
import {poolSize} from '../content/pool.ts';
import {ImageError} from '../errors.ts';
import type {OutputWriter} from '../write/writer.ts';
import type {EncodeJob} from './encode.ts';
import type {VariantJob} from './plan.ts';
import type {ImageReply, ImageWorkerData} from './worker.ts';

export interface Encoding {
  /** Resolves with each variant's size in bytes once all are written. */
  done(): Promise<{encoded: number; reused: number; bytes: Map<string, number>}>;
  cancel(): Promise<void>;
}

/** The cache folder's name of a variant's file. */
const cachedName = (variant: VariantJob) => `image-${variant.key}.${variant.name.slice(variant.name.lastIndexOf('.') + 1)}`;

export function startEncoding(args: {variants: (VariantJob & {source: string})[]; store: CacheStore; writer: OutputWriter}): Encoding {
  const {store, writer} = args;
  const hashes = store.entries<string>('image-hashes');
  const bytes = new Map<string, number>();
  const pending: (VariantJob & {source: string})[] = [];
  let reused = 0;
  for (const variant of args.variants) {
    const kept = store.persist ? store.existingFile(cachedName(variant)) : undefined;
    if (!kept) {
      pending.push(variant);
      continue;
    }
    const hash = hashes.get(variant.key);
    if (hash && writer.has(variant.name, hash)) writer.keep(variant.name);
    else writer.copy(variant.name, kept);
    bytes.set(variant.name, fs.statSync(kept).size);
    reused++;
  }
  if (!pending.length) return {done: async () => ({encoded: 0, reused, bytes}), cancel: async () => {}};

  const failures: string[] = [];
  const workers: Worker[] = [];
  let cancelled = false;
  let finished = 0;
  let settle!: {resolve: () => void; reject: (error: unknown) => void};
  const all = new Promise<void>((resolve, reject) => (settle = {resolve, reject}));
  all.catch(() => {});
  const data: ImageWorkerData = {
    jobs: pending.map(({source, width, format, quality}): EncodeJob => ({source, width, format, quality})),
    next: new SharedArrayBuffer(4),
  };
  const file = workerFile(store, 'image-worker', 'src/images/worker.ts');
  file.catch(() => {});
  const start = async () => {
    const worker = new Worker(await file, {workerData: data});
    workers.push(worker);
    if (cancelled) await worker.terminate();
    worker.on('message', (reply: ImageReply) => {
      if (cancelled) return;
      const variant = pending[reply.id];
      if ('error' in reply) {
        failures.push(`${variant.source} at ${variant.width}px as ${variant.format}: ${reply.error}`);
      } else {
        const content = Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength);
        const hash = writer.add(variant.name, content);
        bytes.set(variant.name, content.length);
        if (store.persist) {
          store.file(cachedName(variant), content);
          hashes.set(variant.key, hash);
        }
      }
      if (++finished === pending.length) settle.resolve();
    });
    worker.on('error', (error) => settle.reject(error));
  };
  const count = Math.min(poolSize(), pending.length);
  for (let n = 0; n < count; n++) start().catch((error: unknown) => settle.reject(error));
  return {
    async done() {
      try {
        await all;
      } finally {
        await Promise.all(workers.map((worker) => worker.terminate()));
      }
      if (failures.length) throw new ImageError(`${failures.length} image variant${failures.length > 1 ? 's' : ''} could not be encoded:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
      return {encoded: pending.length, reused, bytes};
    },
    async cancel() {
      cancelled = true;
      settle.resolve();
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
