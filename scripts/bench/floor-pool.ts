// What both highlighting floors share: the corpus's fenced blocks, handing them out one at a time
// to whichever worker thread is free (as the build hands out pages), and bundling a floor script
// into the engine's cache folder for `node <file> <site folder>`.
import fs from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {fileURLToPath} from 'node:url';

export interface Block {
  lang: string;
  code: string;
}

/** The fenced blocks with a language, as the corpus writes them (```lang title="…"). */
export function corpusBlocks(siteDir: string): Block[] {
  const blocks: Block[] = [];
  const files = fs.readdirSync(siteDir, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file)).sort();
  for (const file of files) {
    for (const match of fs.readFileSync(path.join(siteDir, file), 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)\n```/gm)) blocks.push({lang: match[1], code: match[2]});
  }
  return blocks;
}

/** Runs `threads` workers of `file` over the blocks; each answers a block with its line count. Resolves to the total. */
export async function handOut(args: {file: string; workerData: unknown; blocks: Block[]; threads: number}): Promise<number> {
  let next = 0;
  let lines = 0;
  await Promise.all(
    Array.from({length: args.threads}, () => {
      const worker = new Worker(args.file, {workerData: args.workerData});
      return new Promise<void>((resolve, reject) => {
        const send = () => (next < args.blocks.length ? worker.postMessage(args.blocks[next++]) : worker.terminate().then(() => resolve()));
        worker.on('message', (count: number) => {
          lines += count;
          send();
        });
        worker.on('error', reject);
        send();
      });
    }),
  );
  return lines;
}

/** Whether this module is the script node was started with (also through a symlinked node_modules). */
export function isEntry(moduleUrl: string): boolean {
  return fs.realpathSync(process.argv[1]) === fileURLToPath(moduleUrl);
}

/** The floor script at `moduleUrl` bundled into `<dir>/bench/<name>.mjs` (packages stay external). */
export async function bundleFloor(moduleUrl: string, dir: string, name: string): Promise<string> {
  const file = path.join(dir, 'bench', `${name}.mjs`);
  await (await import('esbuild')).build({entryPoints: [fileURLToPath(moduleUrl)], bundle: true, format: 'esm', platform: 'node', packages: 'external', outfile: file, logLevel: 'silent'});
  return file;
}
