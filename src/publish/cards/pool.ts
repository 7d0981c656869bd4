// The card step: draws the cards a build needs on worker threads while the build thread renders
// pages; the runner keeps every card drawn and reuses it while its input is the same. One worker
// starts at once; when the build waits for the cards, more join in.
import path from 'node:path';
import {createRequire} from 'node:module';
import {Worker} from 'node:worker_threads';
import {defineBlobBatchStep, keyed, type StepRunner} from '../../steps/runner.ts';
import {workerFile} from '../../threads/worker-file.ts';
import {poolSize} from '../../content/pool.ts';
import {collectLargeHeap} from '../../threads/memory.ts';
import {ENGINE_ROOT} from '../../paths.ts';
import {RenderError} from '../../errors.ts';
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

/**
 * Draws the cards it is given (those the runner has not kept): one worker at once, more when the
 * build waits for the cards. Returns the warnings the workers gave.
 */
const cardStep = defineBlobBatchStep<never, {brand: CardBrand}, {spec: CardSpec}, string[]>({
  name: 'card',
  version: 1,
  config: [],
  output: ({spec}) => spec.file,
  run(shared, items, tools) {
    const failures: string[] = [];
    const warnings = new Set<string>();
    const workers: Worker[] = [];
    const next = new SharedArrayBuffer(4);
    const claimed = () => Atomics.load(new Int32Array(next), 0);
    let finished = 0;
    const data: CardWorkerData = {brand: shared.brand, fonts: cardFonts(), texts: items.map(({spec}) => spec.text), next};
    const file = workerFile(tools.keepFile, 'card-worker', 'src/publish/cards/worker.ts');
    file.catch(() => {});
    const stop = () => Promise.all(workers.map((worker) => worker.terminate()));
    let started = 0;
    const all = new Promise<void>((resolve, reject) => {
      tools.signal.addEventListener('abort', () => resolve());
      const addWorker = async () => {
        started++;
        const worker = new Worker(await file, {workerData: data, resourceLimits: {maxYoungGenerationSizeMb: CARD_YOUNG_GENERATION_MB}});
        workers.push(worker);
        if (tools.signal.aborted) await worker.terminate();
        worker.on('message', (reply: CardReply) => {
          if (tools.signal.aborted) return;
          if ('warning' in reply) {
            warnings.add(reply.warning);
            return;
          }
          if ('error' in reply) failures.push(`${items[reply.id].spec.route}: ${reply.error}`);
          else tools.done(reply.id, reply.png);
          if (++finished === items.length) {
            resolve();
            // A worker holds a lot of memory until it stops: stopped once the last card is drawn, not when
            // the build asks for the cards, after its search index.
            void stop();
          }
        });
        worker.on('error', reject);
      };
      addWorker().catch(reject);
      void tools.awaited.then(() => {
        // The build thread has nothing else to do now: let every core draw.
        const extra = Math.min(poolSize(), Math.ceil((items.length - claimed()) / CARDS_PER_WORKER)) - started;
        // Each worker holds a lot of memory: what the build thread left (the search index's
        // garbage) is collected first, or the build's peak memory is here on a large site.
        if (extra > 0 && !tools.signal.aborted && finished < items.length) collectLargeHeap();
        for (let n = 0; n < extra && !tools.signal.aborted && finished < items.length; n++) addWorker().catch(reject);
      });
    });
    return all.finally(stop).then(() => {
      if (failures.length && !tools.signal.aborted) throw new RenderError(`${failures.length} social card${failures.length > 1 ? 's' : ''} could not be drawn:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
      return [...warnings];
    });
  },
});

/**
 * Starts drawing the cards the runner has not kept (each kept by the card's output file, whose
 * name is a hash of everything the card shows); kept cards are written at once.
 */
export function startCards(args: {specs: CardSpec[]; brand: CardBrand; runner: StepRunner}): CardRun {
  const run = args.runner.batch(cardStep, {brand: keyed(args.brand, 'in each card file name')}, args.specs.map((spec) => ({spec: keyed(spec, spec.file)})));
  return {
    start: () => {},
    async done() {
      const {made, reused, result} = await run.done();
      return {drawn: made, reused, warnings: result ?? []};
    },
    cancel: () => run.cancel(),
  };
}
