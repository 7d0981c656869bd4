// A parse worker: one markdown-it + shiki instance per thread, parsing the files it is sent. It
// may start before the site's config is loaded: markdown-it and shiki load at once, and the
// site's markdown plugins come with the setup message, before the first job.
import {parentPort} from 'node:worker_threads';
import {pathToFileURL} from 'node:url';
import type {MarkdownIt} from 'markdown-it';
import {getMarkdown, warmUp, type MarkdownPluginEntry} from './markdown-instance.ts';
import {parseMarkdown} from './parse.ts';
import {SitegenError} from '../errors.ts';
import {workerPluginEntries} from '../plugins/markdown.ts';
import type {ParseJob, ParseReply, ParseSetup} from './pool.ts';

// A failure to load shows in the jobs' replies (getMarkdown loads the same modules).
warmUp().catch(() => {});
let markdown: Promise<MarkdownIt> | undefined;

// The site's markdown plugins are functions: each worker takes them from the bundled config itself,
// and makes the plugins with markdown hooks again from their code.
async function setUp({configModule, configFile, sitePlugins}: ParseSetup): Promise<MarkdownIt> {
  const mod = (configModule ? await import(pathToFileURL(configModule).href) : undefined) as {default?: {markdown?: {plugins?: MarkdownPluginEntry[]}; plugins?: unknown[]}} | undefined;
  const hooks = sitePlugins?.length ? await workerPluginEntries(sitePlugins, mod?.default) : [];
  return getMarkdown([...(mod?.default?.markdown?.plugins ?? []), ...(hooks as MarkdownPluginEntry[])], configFile);
}

parentPort!.on('message', async (message: ParseJob | ParseSetup) => {
  if ('type' in message) {
    markdown = setUp(message);
    // A broken plugin is reported with each job's reply, not as an unhandled rejection of the thread.
    markdown.catch(() => {});
    return;
  }
  const job = message;
  let reply: ParseReply;
  try {
    reply = {id: job.id, parsed: parseMarkdown(await markdown!, job)};
  } catch (error) {
    const e = error as Error;
    reply = {id: job.id, error: {name: e.name, message: e.message, location: error instanceof SitegenError ? error.location : {file: job.file}}};
  }
  parentPort!.postMessage(reply);
});
