// A build's files written and compressed on threads of their own: zlib's one-shot asynchronous
// calls and fs.promises cost the main thread more than rendering the pages. Here a file is one
// message; its thread (src/write/file-worker.ts) writes it and its compressed copies with
// synchronous calls and answers.
import os from 'node:os';
import {Worker} from 'node:worker_threads';
import {writeFileSync} from './modes.ts';
import {byteLength, type FileBytes} from './output-writer.ts';

/** A file to write (a new file), with its compressed copies when `compress`. */
export interface FileJob {
  id: number;
  file: string;
  content: FileBytes;
  compress: boolean;
}

export type FileReply = {id: number; error?: {message: string; code?: string}};

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
  worker: Worker;
}

/**
 * From this size, a file whose bytes the writer does not own (a step's buffer) is written by the
 * calling thread when it needs no compressed copies: sent to a writing thread, it would be held
 * three times while in flight (the bytes, the message, the thread's copy), and a large site's
 * search records are the build's largest file, made when its memory is at its peak.
 */
const SEND_COPY_BELOW = 1 << 20;

export class FileThreads {
  private workers: Worker[] = [];
  private pending = new Map<number, Pending>();
  private next = 0;
  private file?: Promise<string>;

  /** `script`: the thread's code (workerFile of src/write/file-worker.ts), made when first needed. */
  constructor(
    private readonly script: () => Promise<string>,
    private readonly count = Math.max(1, Math.min(2, os.availableParallelism())),
  ) {}

  /**
   * Writes `content` to `file` (a new file, FILE_MODE), with its compressed copies when `compress`.
   * `owned`: the caller gives the bytes up (it encoded them for this file), so they are moved to
   * the writing thread, not copied; other bytes stay the caller's, untouched.
   */
  async write(file: string, content: FileBytes, compress: boolean, owned = false): Promise<void> {
    const movable = owned && content instanceof Uint8Array && content.byteOffset === 0 && content.byteLength === content.buffer.byteLength && content.buffer instanceof ArrayBuffer;
    if (!movable && !compress && byteLength(content) >= SEND_COPY_BELOW) return writeFileSync(file, content);
    const worker = await this.worker();
    const id = this.next++;
    const job: FileJob = {id, file, content, compress};
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, {resolve, reject, worker});
      worker.postMessage(job, movable ? [(content as Uint8Array).buffer as ArrayBuffer] : []);
    });
  }

  /** Stops the threads once nothing is pending (the writer waits for its queue first). */
  async close(): Promise<void> {
    const workers = this.workers;
    this.workers = [];
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  /** The thread with the fewest files waiting, started when fewer than `count` run. */
  private async worker(): Promise<Worker> {
    const file = await (this.file ??= this.script());
    if (this.workers.length < this.count) return this.start(file);
    const waiting = new Map<Worker, number>(this.workers.map((worker) => [worker, 0]));
    for (const {worker} of this.pending.values()) waiting.set(worker, waiting.get(worker)! + 1);
    return this.workers.reduce((a, b) => (waiting.get(b)! < waiting.get(a)! ? b : a));
  }

  private start(file: string): Worker {
    const worker = new Worker(file);
    const fail = (error: Error) => {
      for (const [id, entry] of this.pending) {
        if (entry.worker !== worker) continue;
        this.pending.delete(id);
        entry.reject(error);
      }
    };
    worker.on('message', ({id, error}: FileReply) => {
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
