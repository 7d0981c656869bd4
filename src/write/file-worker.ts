// A file-writing thread (see FileThreads): each message is one file, written with its compressed
// copies by synchronous calls, then answered.
import {parentPort} from 'node:worker_threads';
import {compressedCopies} from './compress.ts';
import {writeFileSync} from './modes.ts';
import type {FileJob, FileReply} from './file-threads.ts';

parentPort!.on('message', ({id, file, content, compress}: FileJob) => {
  let reply: FileReply;
  try {
    writeFileSync(file, content);
    // Compression takes the file in one piece: chunks are joined here, on the thread that compresses.
    if (compress) for (const [variant, bytes] of compressedCopies(content instanceof Uint8Array ? content : Buffer.concat(content))) writeFileSync(file + variant, bytes);
    reply = {id};
  } catch (error) {
    const {message, code} = error as NodeJS.ErrnoException;
    reply = {id, error: {message, code}};
  }
  parentPort!.postMessage(reply);
});
