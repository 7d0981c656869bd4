// The independent floor under the cold build (issue #26): the corpus's fenced code blocks through
// plain shiki — `createHighlighter` with the github-dark theme and the corpus's languages,
// `codeToTokensBase` — on one worker thread per core, blocks handed out as threads free up, and
// nothing else. Unlike highlight-floor.ts it uses none of the engine's code (no line memo), so a
// faster highlighter in the build cannot lower its own yardstick. Bundled and run like
// highlight-floor.ts; the same file is the worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {isMainThread, parentPort, Worker, workerData} from 'node:worker_threads';
import {fileURLToPath} from 'node:url';
import {bundledLanguages, createHighlighter, type BundledLanguage} from 'shiki';

interface Block {
  lang: BundledLanguage;
  code: string;
}

const THEME = 'github-dark';
const WORKER = 'plain-shiki-floor';

/** The fenced blocks in a language shiki knows, as the corpus writes them (```lang title="…"). */
function corpusBlocks(siteDir: string): Block[] {
  const blocks: Block[] = [];
  const files = fs.readdirSync(siteDir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file)).sort();
  for (const file of files) {
    for (const match of fs.readFileSync(path.join(siteDir, file), 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)\n```/gm)) {
      if (match[1] in bundledLanguages) blocks.push({lang: match[1] as BundledLanguage, code: match[2]});
    }
  }
  return blocks;
}

if (isMainThread && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const blocks = corpusBlocks(process.argv[2]);
  const langs = [...new Set(blocks.map((block) => block.lang))].sort();
  const threads = os.availableParallelism();
  let next = 0;
  let lines = 0;
  await Promise.all(
    Array.from({length: threads}, () => {
      const worker = new Worker(fileURLToPath(import.meta.url), {workerData: {kind: WORKER, langs}});
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
  console.log(JSON.stringify({blocks: blocks.length, langs, lines, threads, cpuSeconds: (cpu.user + cpu.system) / 1e6}));
} else if (!isMainThread && (workerData as {kind?: string} | undefined)?.kind === WORKER) {
  const highlighter = await createHighlighter({themes: [THEME], langs: (workerData as {langs: BundledLanguage[]}).langs});
  parentPort!.on('message', (block: Block) => parentPort!.postMessage(highlighter.codeToTokensBase(block.code, {lang: block.lang, theme: THEME}).length));
}

/** This file bundled into `dir` for `node <file> <site folder>` (shiki stays an external package). */
export async function bundlePlainShikiFloor(dir: string): Promise<string> {
  const file = path.join(dir, 'bench', 'plain-shiki-floor.mjs');
  await (await import('esbuild')).build({entryPoints: [fileURLToPath(import.meta.url)], bundle: true, format: 'esm', platform: 'node', packages: 'external', outfile: file, logLevel: 'silent'});
  return file;
}
