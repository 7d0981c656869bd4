// A build's files written and compressed on threads of their own. zlib's one-shot asynchronous
// calls and fs.promises cost the main thread about 0.4 s of a cold build of the bench corpus
// (887 files and 1,700 compressed copies): more than rendering its pages took. Here a file is
// one message; its thread writes it and its compressed copies with synchronous calls and answers.
import os from 'node:os';
import {Worker} from 'node:worker_threads';
import {FILE_MODE} from './modes.ts';

/** The compressed copies' settings: gzip level 6, brotli quality 5 told the file's size. */
const SOURCE = `
const fs = require('node:fs');
const zlib = require('node:zlib');
const {parentPort} = require('node:worker_threads');
const write = (file, bytes, chmod) => {
  fs.writeFileSync(file, bytes, {mode: ${FILE_MODE}});
  if (chmod) fs.chmodSync(file, ${FILE_MODE});
};
parentPort.on('message', ({id, file, content, compress, chmod}) => {
  try {
    write(file, content, chmod);
    if (compress) {
      write(file + '.gz', zlib.gzipSync(content, {level: 6}), chmod);
      write(file + '.br', zlib.brotliCompressSync(content, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length}}), chmod);
    }
    parentPort.postMessage({id});
  } catch (error) {
    parentPort.postMessage({id, error: {message: error.message, code: error.code}});
  }
});
`;

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
  worker: Worker;
}

export class FileThreads {
  private workers: Worker[] = [];
  private pending = new Map<number, Pending>();
  private next = 0;

  constructor(private readonly count = Math.max(1, Math.min(2, os.availableParallelism()))) {}

  /** Writes `content` to `file` (a new file, FILE_MODE), with `.gz` and `.br` copies when `compress`. */
  write(file: string, content: Uint8Array, compress: boolean, chmod: boolean): Promise<void> {
    const worker = this.worker();
    const id = this.next++;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, {resolve, reject, worker});
      worker.postMessage({id, file, content, compress, chmod});
    });
  }

  /** Stops the threads once nothing is pending (the writer waits for its queue first). */
  async close(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  /** The thread with the fewest files waiting, started when fewer than `count` run. */
  private worker(): Worker {
    if (this.workers.length < this.count) return this.start();
    const waiting = new Map<Worker, number>(this.workers.map((worker) => [worker, 0]));
    for (const {worker} of this.pending.values()) waiting.set(worker, waiting.get(worker)! + 1);
    return this.workers.reduce((a, b) => (waiting.get(b)! < waiting.get(a)! ? b : a));
  }

  private start(): Worker {
    const worker = new Worker(SOURCE, {eval: true});
    const fail = (error: Error) => {
      for (const [id, entry] of this.pending) {
        if (entry.worker !== worker) continue;
        this.pending.delete(id);
        entry.reject(error);
      }
    };
    worker.on('message', ({id, error}: {id: number; error?: {message: string; code?: string}}) => {
      const entry = this.pending.get(id);
      if (!entry) return;
      this.pending.delete(id);
      if (error) entry.reject(Object.assign(new Error(error.message), {code: error.code}));
      else entry.resolve();
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a file-writing thread stopped (exit code ${code}) with files still to write`)));
    this.workers.push(worker);
    return worker;
  }
}
