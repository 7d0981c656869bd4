// The independent floor under the cold build (issue #26): the corpus's fenced code blocks through
// plain shiki — `createHighlighter` with the github-dark theme and the corpus's languages,
// `codeToTokensBase` — on one worker thread per core, blocks handed out as threads free up, and
// nothing else. Unlike highlight-floor.ts it uses none of the engine's code (no line memo), so a
// faster highlighter in the build cannot lower its own yardstick. Bundled and run like
// highlight-floor.ts; the same file is the worker.
import os from 'node:os';
import {isMainThread, parentPort, workerData} from 'node:worker_threads';
import {fileURLToPath} from 'node:url';
import {bundledLanguages, createHighlighter, type BundledLanguage} from 'shiki';
import {bundleFloor, corpusBlocks, handOut, isEntry} from './floor-pool.ts';

interface Block {
  lang: BundledLanguage;
  code: string;
}

const THEME = 'github-dark';
const WORKER = 'plain-shiki-floor';

if (isMainThread && isEntry(import.meta.url)) {
  // Only the languages shiki knows.
  const blocks = corpusBlocks(process.argv[2]).filter((block): block is Block => block.lang in bundledLanguages);
  const langs = [...new Set(blocks.map((block) => block.lang))].sort();
  const threads = os.availableParallelism();
  const lines = await handOut({file: fileURLToPath(import.meta.url), workerData: {kind: WORKER, langs}, blocks, threads});
  const cpu = process.cpuUsage();
  console.log(JSON.stringify({blocks: blocks.length, langs, lines, threads, cpuSeconds: (cpu.user + cpu.system) / 1e6}));
} else if (!isMainThread && (workerData as {kind?: string} | undefined)?.kind === WORKER) {
  const highlighter = await createHighlighter({themes: [THEME], langs: (workerData as {langs: BundledLanguage[]}).langs});
  parentPort!.on('message', (block: Block) => parentPort!.postMessage(highlighter.codeToTokensBase(block.code, {lang: block.lang, theme: THEME}).length));
}

/** This file bundled into `dir` for `node <file> <site folder>` (shiki stays an external package). */
export function bundlePlainShikiFloor(dir: string): Promise<string> {
  return bundleFloor(import.meta.url, dir, 'plain-shiki-floor');
}
