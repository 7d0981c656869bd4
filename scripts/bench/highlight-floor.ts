// The floor under a cold build that keeps its highlighting: a process that does nothing but
// highlight the corpus's fenced code blocks with the engine's own highlighter (shiki, the line
// memo), on as many threads as the build parses with. No markdown, no pages, no files written.
// The bench bundles this file with esbuild and runs it alternately with the cold builds; the
// same file is the worker.
import fs from 'node:fs';
import path from 'node:path';
import {isMainThread, parentPort, Worker, workerData} from 'node:worker_threads';
import {fileURLToPath} from 'node:url';
import {getHighlighter} from '../../src/content/highlight.ts';
import {poolSize} from '../../src/content/pool.ts';

interface Block {
  lang: string;
  code: string;
}

/** The fenced blocks with a language, as the corpus writes them (```lang title="…"). */
function corpusBlocks(siteDir: string): Block[] {
  const blocks: Block[] = [];
  const files = fs.readdirSync(siteDir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file)).sort();
  for (const file of files) {
    for (const match of fs.readFileSync(path.join(siteDir, file), 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)\n```/gm)) blocks.push({lang: match[1], code: match[2]});
  }
  return blocks;
}

const WORKER = 'highlight-floor';

if (isMainThread && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const blocks = corpusBlocks(process.argv[2]);
  const threads = poolSize();
  // Blocks are handed out one at a time to whichever thread is free, as the build hands out pages.
  let next = 0;
  let lines = 0;
  await Promise.all(
    Array.from({length: threads}, () => {
      const worker = new Worker(fileURLToPath(import.meta.url), {workerData: WORKER});
      return new Promise<void>((resolve, reject) => {
        const send = () => (next < blocks.length ? worker.postMessage(blocks[next++]) : worker.terminate().then(() => resolve()));
        worker.on('message', (count: number) => {
          lines += count;
          send();
        });
        worker.on('error', reject);
        send();
      });
    }),
  );
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
export async function bundleHighlightFloor(cacheDir: string): Promise<string> {
  const file = path.join(cacheDir, 'bench', 'highlight-floor.mjs');
  await (await import('esbuild')).build({entryPoints: [fileURLToPath(import.meta.url)], bundle: true, format: 'esm', platform: 'node', packages: 'external', outfile: file, logLevel: 'silent'});
  return file;
}
