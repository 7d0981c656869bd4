// The parse stage over a whole site: reads every markdown file and parses it (or takes the
// cached result).
import fs from 'node:fs';
import path from 'node:path';
import type {MarkdownIt} from 'markdown-it';
import {getHighlighter} from './highlight.ts';
import {createMarkdown} from './markdown/index.ts';
import {parseMarkdown} from './parse.ts';
import {ParseCache} from './cache.ts';
import type {ContentKind, ParsedMarkdown} from './types.ts';

let markdown: Promise<MarkdownIt> | undefined;

export function getMarkdown(): Promise<MarkdownIt> {
  markdown ??= getHighlighter().then(createMarkdown);
  return markdown;
}

export async function parseFiles(args: {
  siteDir: string;
  files: {file: string; kind: ContentKind}[];
  cache: ParseCache;
  onProgress?: (done: number, total: number) => void;
}): Promise<Map<string, ParsedMarkdown>> {
  const results = new Map<string, ParsedMarkdown>();
  let md: MarkdownIt | undefined;
  let done = 0;
  for (const {file, kind} of args.files) {
    const source = fs.readFileSync(path.join(args.siteDir, file), 'utf8');
    const key = ParseCache.key(file, source);
    let parsed = args.cache.get(key);
    if (!parsed) {
      md ??= await getMarkdown();
      parsed = parseMarkdown(md, {file, source, kind});
      args.cache.set(key, parsed);
    }
    results.set(file, parsed);
    args.onProgress?.(++done, args.files.length);
  }
  return results;
}
