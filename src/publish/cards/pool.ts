// The card step: draws the cards a build needs on worker threads while the build thread renders
// pages, reusing every card drawn before (kept in the cache folder under a key of its complete
// input). One worker starts at once; when the build waits for the cards, more join in.
import path from 'node:path';
import {createRequire} from 'node:module';
import {Worker} from 'node:worker_threads';
import type {CacheStore} from '../../cache/store.ts';
import {inputKey} from '../../cache/fingerprint.ts';
import {workerFile} from '../../threads/worker-file.ts';
import {poolSize} from '../../content/pool.ts';
import {collectGarbage} from '../../threads/memory.ts';
import {ENGINE_ROOT} from '../../paths.ts';
import {RenderError} from '../../errors.ts';
import type {OutputWriter} from '../../write/writer.ts';
import type {CardFont} from './draw.ts';
import type {CardSpec} from './spec.ts';
import type {CardBrand} from './types.ts';
import type {CardReply, CardWorkerData} from './worker.ts';

/** Inter from @fontsource (OFL), Latin and Latin Extended, regular and bold: shipped in npm, never fetched. */
export function cardFonts(): CardFont[] {
  const require = createRequire(path.join(ENGINE_ROOT, 'package.json'));
  const font = (subset: string, weight: 400 | 700): CardFont => ({file: require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`), weight, subset});
  // Titles are bold, so only the bold weight is needed for Greek and Cyrillic (see cardCanDraw).
  return [
    ...([400, 700] as const).flatMap((weight) => [font('latin', weight), font('latin-ext', weight)]),
    font('greek', 700),
    font('greek-ext', 700),
    font('cyrillic', 700),
    font('cyrillic-ext', 700),
  ];
}

/**
 * Each card's pixels live in native memory that resvg frees only when the JavaScript object
 * holding them is collected. A card leaves little JavaScript garbage, so with V8's default young
 * generation a worker would collect rarely and hold many cards' pixels; a small one collects
 * every few cards, at no more CPU time.
 */
const CARD_YOUNG_GENERATION_MB = 12;

/**
 * A worker's start (modules, fonts, the shared frame) costs as much CPU as drawing some 100 cards
 * (each on its thread, resvg on libuv's, V8 collecting in the background): one more worker at the
 * end pays for its start only when it has that many cards to draw; below that it takes CPU from
 * the rest of the build (or from other processes) for little or no time saved.
 */
const CARDS_PER_WORKER = 100;

export interface CardRun {
  /** Starts the run if it has not started (see preparePublishing's `cardsLater`). */
  start(): void;
  /** Resolves when every card is written; rejects naming the pages whose card failed. */
  done(): Promise<{drawn: number; reused: number; warnings: string[]}>;
  /** The build failed: stop drawing, and hand nothing more to the writer. */
  cancel(): Promise<void>;
}

export function startCards(args: {specs: CardSpec[]; brand: CardBrand; store: CacheStore; writer: OutputWriter}): CardRun {
  const {store, writer} = args;
  const pending: {spec: CardSpec; name: string}[] = [];
  // A card's content hash: an output that still holds it is kept as it is, not copied again
  // (the first warm build after a cold one copied every card).
  const hashes = store.entries<string>('card-hashes');
  let reused = 0;
  for (const spec of args.specs) {
    const name = `card-${inputKey('card', spec.file)}.png`;
    const kept = store.persist ? store.existingFile(name) : undefined;
    if (kept) {
      const hash = hashes.get(name);
      if (hash && writer.has(spec.file, hash)) writer.keep(spec.file);
      else writer.copy(spec.file, kept);
      reused++;
    } else {
      pending.push({spec, name});
    }
  }
  if (!pending.length) return {start: () => {}, done: async () => ({drawn: 0, reused, warnings: []}), cancel: async () => {}};

  const failures: string[] = [];
  const warnings = new Set<string>();
  const workers: Worker[] = [];
  let cancelled = false;
  const next = new SharedArrayBuffer(4);
  const claimed = () => Atomics.load(new Int32Array(next), 0);
  let finished = 0;
  let settle!: {resolve: () => void; reject: (error: unknown) => void};
  const all = new Promise<void>((resolve, reject) => (settle = {resolve, reject}));
  all.catch(() => {});
  const file = workerFile((name, content) => store.file(name, content), 'card-worker', 'src/publish/cards/worker.ts');
  file.catch(() => {});
  const data: CardWorkerData = {brand: args.brand, fonts: cardFonts(), texts: pending.map((job) => job.spec.text), next};

  let started = 0;
  const addWorker = async () => {
    started++;
    const worker = new Worker(await file, {workerData: data, resourceLimits: {maxYoungGenerationSizeMb: CARD_YOUNG_GENERATION_MB}});
    workers.push(worker);
    if (cancelled) await worker.terminate();
    worker.on('message', (reply: CardReply) => {
      if (cancelled) return;
      if ('warning' in reply) {
        warnings.add(reply.warning);
        return;
      }
      const {spec, name} = pending[reply.id];
      if ('error' in reply) {
        failures.push(`${spec.route}: ${reply.error}`);
      } else {
        const hash = writer.add(spec.file, reply.png);
        if (store.persist) {
          store.file(name, reply.png);
          hashes.set(name, hash);
        }
      }
      if (++finished === pending.length) {
        settle.resolve();
        // A worker holds a lot of memory until it stops: stopped once the last card is drawn, not when
        // the build asks for the cards, after its search index.
        void Promise.all(workers.map((worker) => worker.terminate()));
      }
    });
    worker.on('error', (error) => settle.reject(error));
  };
  addWorker().catch((error: unknown) => settle.reject(error));

  return {
    start: () => {},
    async done() {
      // The build thread has nothing else to do now: let every core draw.
      const extra = Math.min(poolSize(), Math.ceil((pending.length - claimed()) / CARDS_PER_WORKER)) - started;
      // Each worker holds a lot of memory: what the build thread left (the search index's
      // garbage) is collected first, or the build's peak memory is here on a large site.
      if (extra > 0) collectGarbage();
      for (let n = 0; n < extra; n++) addWorker().catch((error: unknown) => settle.reject(error));
      try {
        await all;
      } finally {
        await Promise.all(workers.map((worker) => worker.terminate()));
      }
      if (failures.length) throw new RenderError(`${failures.length} social card${failures.length > 1 ? 's' : ''} could not be drawn:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
      return {drawn: pending.length, reused, warnings: [...warnings]};
    },
    async cancel() {
      cancelled = true;
      settle.resolve();
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
