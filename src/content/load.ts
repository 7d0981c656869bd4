// The parse stage over a whole site: reads every markdown file and parses it (or takes the
// cached result).
import fs from 'node:fs';
import path from 'node:path';
import type {MarkdownIt} from 'markdown-it';
import {getHighlighter} from './highlight.ts';
import {createMarkdown} from './markdown/index.ts';
import {parseMarkdown} from './parse.ts';
import {ParseCache} from './cache.ts';
import {parseOnWorkers, poolSize} from './pool.ts';
import type {ContentKind, ParsedMarkdown} from './types.ts';

let markdown: Promise<MarkdownIt> | undefined;

export function getMarkdown(): Promise<MarkdownIt> {
  markdown ??= getHighlighter().then(createMarkdown);
  return markdown;
}

/** Below this many files to parse, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 40;

export async function parseFiles(args: {
  siteDir: string;
  files: {file: string; kind: ContentKind}[];
  cache: ParseCache;
  cacheDir: string;
  onProgress?: (done: number, total: number) => void;
}): Promise<Map<string, ParsedMarkdown>> {
  const results = new Map<string, ParsedMarkdown>();
  const pending: {file: string; kind: ContentKind; source: string; key: string}[] = [];
  let done = 0;
  const total = args.files.length;
  for (const {file, kind} of args.files) {
    const source = fs.readFileSync(path.join(args.siteDir, file), 'utf8');
    const key = ParseCache.key(file, source);
    const cached = args.cache.get(key);
    if (cached) {
      results.set(file, cached);
      args.onProgress?.(++done, total);
    } else {
      pending.push({file, kind, source, key});
    }
  }
  const keep = (job: {file: string; key: string}, parsed: ParsedMarkdown) => {
    args.cache.set(job.key, parsed);
    results.set(job.file, parsed);
    args.onProgress?.(++done, total);
  };
  if (pending.length >= WORKER_THRESHOLD && poolSize() > 1) {
    const byFile = new Map(pending.map((job) => [job.file, job]));
    await parseOnWorkers({jobs: pending, cacheDir: args.cacheDir, onResult: (job, parsed) => keep(byFile.get(job.file)!, parsed)});
  } else if (pending.length) {
    const md = await getMarkdown();
    for (const job of pending) keep(job, parseMarkdown(md, job));
  }
  // Keep the site's order regardless of which worker finished first.
  return new Map(args.files.map(({file}) => [file, results.get(file)!]));
}
