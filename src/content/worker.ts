// A parse worker: one markdown-it + shiki instance per thread, parsing the files it is sent. It
// may start before the site's config is loaded: markdown-it and shiki load at once, and the
// site's markdown plugins come with the setup message, before the first job. Front matter is read
// but not checked here: the main thread, which has the schema, checks it (see pool.ts).
import {parentPort} from 'node:worker_threads';
import {pathToFileURL} from 'node:url';
import type {MarkdownIt} from 'markdown-it';
import * as Yaml from 'yaml';
import {getMarkdown, warmUp, type MarkdownPluginEntry} from './markdown-instance.ts';
import {parseUnchecked} from './parse-unchecked.ts';
import {provideYamlLibrary} from './yaml.ts';
import {SitegenError} from '../errors.ts';
import {workerPluginEntries} from '../plugins/markdown.ts';
import type {ParseJob, ParseReply, ParseSetup} from './pool.ts';

provideYamlLibrary(Yaml);
// A failure to load shows in the jobs' replies (getMarkdown loads the same modules).
warmUp().catch(() => {});
let markdown: Promise<MarkdownIt> | undefined;
let frontMatterKeys: ReadonlySet<string> = new Set();

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
    frontMatterKeys = new Set(message.frontMatterKeys);
    // A broken plugin is reported with each job's reply, not as an unhandled rejection of the thread.
    markdown.catch(() => {});
    return;
  }
  const job = message;
  let reply: ParseReply;
  try {
    const result = parseUnchecked(await markdown!, job, frontMatterKeys);
    reply = 'error' in result ? {...result, id: job.id, error: sendable(result.error, job.file)} : {...result, id: job.id};
  } catch (error) {
    reply = {id: job.id, partials: [], error: sendable(error, job.file)};
  }
  parentPort!.postMessage(reply);
});

function sendable(error: unknown, file: string) {
  const e = error as Error;
  return {name: e.name, message: e.message, location: error instanceof SitegenError ? error.location : {file}};
}
