// A parse worker: one markdown-it + shiki instance per thread, parsing the files it is sent.
import {parentPort, workerData} from 'node:worker_threads';
import {pathToFileURL} from 'node:url';
import {getMarkdown, type MarkdownPluginEntry} from './load.ts';
import {parseMarkdown} from './parse.ts';
import {SitegenError} from '../errors.ts';
import {workerPluginEntries, type WorkerPluginSpec} from '../plugins/markdown.ts';
import type {ParseJob, ParseReply} from './pool.ts';

const {configModule, configFile, sitePlugins} = (workerData ?? {}) as {configModule?: string; configFile?: string; sitePlugins?: WorkerPluginSpec[]};
// The site's markdown plugins are functions: each worker takes them from the bundled config itself,
// and makes the plugins with markdown hooks again from their code.
const markdown = (configModule ? import(pathToFileURL(configModule).href) : Promise.resolve(undefined)).then(async (mod: {default?: {markdown?: {plugins?: MarkdownPluginEntry[]}; plugins?: unknown[]}} | undefined) => {
  const hooks = sitePlugins?.length ? await workerPluginEntries(sitePlugins, mod?.default) : [];
  return getMarkdown([...(mod?.default?.markdown?.plugins ?? []), ...(hooks as MarkdownPluginEntry[])], configFile);
});
// A broken plugin is reported with each job's reply, not as an unhandled rejection of the thread.
markdown.catch(() => {});

parentPort!.on('message', async (job: ParseJob) => {
  let reply: ParseReply;
  try {
    const md = await markdown;
    reply = {id: job.id, parsed: parseMarkdown(md, job)};
  } catch (error) {
    const e = error as Error;
    reply = {id: job.id, error: {name: e.name, message: e.message, location: error instanceof SitegenError ? error.location : {file: job.file}}};
  }
  parentPort!.postMessage(reply);
});
