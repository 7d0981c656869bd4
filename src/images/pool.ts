// The encode step: writes every planned variant, kept by the runner when it was encoded before
// (keyed by the source's content hash and the encoder options: a warm build encodes nothing), else
// encoded on worker threads while the build thread renders pages.
import {Worker} from 'node:worker_threads';
import {workerFile} from '../threads/worker-file.ts';
import {poolSize} from '../content/pool.ts';
import {ImageError} from '../errors.ts';
import {defineBlobBatchStep, keyed, type StepRunner} from '../steps/runner.ts';
import type {EncodeJob} from './encode.ts';
import type {VariantJob} from './plan.ts';
import type {ImageReply, ImageWorkerData} from './worker.ts';

export interface Encoding {
  /** Resolves with each variant's size in bytes once all are written. */
  done(): Promise<{encoded: number; reused: number; bytes: Map<string, number>}>;
  cancel(): Promise<void>;
}

type Variant = VariantJob & {source: string};

/**
 * Encodes the variants it is given (those the runner has not kept) on worker threads, one per
 * core; every variant that fails is reported at once.
 */
const encodeStep = defineBlobBatchStep<never, object, {variant: Variant}>({
  name: 'image',
  version: 1,
  config: [],
  output: ({variant}) => variant.name,
  run(_shared, items, tools) {
    const failures: string[] = [];
    const workers: Worker[] = [];
    let finished = 0;
    const data: ImageWorkerData = {
      jobs: items.map(({variant: {source, width, format, quality}}): EncodeJob => ({source, width, format, quality})),
      next: new SharedArrayBuffer(4),
    };
    const stop = () => Promise.all(workers.map((worker) => worker.terminate()));
    const all = new Promise<void>((resolve, reject) => {
      tools.signal.addEventListener('abort', () => resolve());
      const start = async () => {
        const worker = new Worker(await workerFile(tools.keepFile, 'image-worker', 'src/images/worker.ts'), {workerData: data});
        workers.push(worker);
        if (tools.signal.aborted) await worker.terminate();
        worker.on('message', (reply: ImageReply) => {
          if (tools.signal.aborted) return;
          if ('error' in reply) {
            const {variant} = items[reply.id];
            failures.push(`${variant.source} at ${variant.width}px as ${variant.format}: ${reply.error}`);
          } else {
            tools.done(reply.id, Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength));
          }
          if (++finished === items.length) resolve();
        });
        worker.on('error', reject);
      };
      for (let n = 0; n < Math.min(poolSize(), items.length); n++) start().catch(reject);
    });
    return all.finally(stop).then(() => {
      if (failures.length && !tools.signal.aborted) throw new ImageError(`${failures.length} image variant${failures.length > 1 ? 's' : ''} could not be encoded:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    });
  },
});

/** Starts writing every planned variant: kept ones at once, the others as the workers encode them. */
export function startEncoding(args: {variants: Variant[]; runner: StepRunner}): Encoding {
  const run = args.runner.batch(encodeStep, {}, args.variants.map((variant) => ({variant: keyed(variant, variant.key)})));
  return {
    async done() {
      const {outputs, made, reused} = await run.done();
      return {encoded: made, reused, bytes: new Map(outputs.map(({file, size}) => [file, size]))};
    },
    cancel: () => run.cancel(),
  };
}
