// The floor under a cold build that keeps its highlighting: a process that does nothing but
// highlight the corpus's fenced code blocks with the engine's own highlighter (shiki, the line
// memo), on as many threads as the build parses with. No markdown, no pages, no files written.
// The bench bundles this file with esbuild and runs it alternately with the cold builds; the
// same file is the worker.
import {isMainThread, parentPort, workerData} from 'node:worker_threads';
import {fileURLToPath} from 'node:url';
import {getHighlighter} from '../../src/content/highlight.ts';
import {poolSize} from '../../src/content/pool.ts';
import {bundleFloor, corpusBlocks, handOut, isEntry, type Block} from './floor-pool.ts';

const WORKER = 'highlight-floor';

if (isMainThread && isEntry(import.meta.url)) {
  const blocks = corpusBlocks(process.argv[2]);
  const threads = poolSize();
  const lines = await handOut({file: fileURLToPath(import.meta.url), workerData: WORKER, blocks, threads});
  const cpu = process.cpuUsage();
  console.log(JSON.stringify({blocks: blocks.length, lines, threads, cpuSeconds: (cpu.user + cpu.system) / 1e6}));
} else if (!isMainThread && workerData === WORKER) {
  const highlighter = await getHighlighter();
  parentPort!.on('message', (block: Block) => parentPort!.postMessage(highlighter.highlight(block.code, block.lang).length));
}

/**
 * This file bundled into the engine's cache folder (below the package root, where the engine
 * finds its grammars and packages), for `node <file> <site folder>`.
 */
export function bundleHighlightFloor(cacheDir: string): Promise<string> {
  return bundleFloor(import.meta.url, cacheDir, 'highlight-floor');
}
