// A parse worker: one markdown-it + shiki instance per thread, parsing the files it is sent.
import {parentPort} from 'node:worker_threads';
import {getMarkdown} from './load.ts';
import {parseMarkdown} from './parse.ts';
import {SitegenError} from '../errors.ts';
import type {ParseJob, ParseReply} from './pool.ts';

const markdown = getMarkdown();

parentPort!.on('message', async (job: ParseJob) => {
  const md = await markdown;
  let reply: ParseReply;
  try {
    reply = {id: job.id, parsed: parseMarkdown(md, job)};
  } catch (error) {
    const e = error as Error;
    reply = {id: job.id, error: {name: e.name, message: e.message, location: error instanceof SitegenError ? error.location : {file: job.file}}};
  }
  parentPort!.postMessage(reply);
});
