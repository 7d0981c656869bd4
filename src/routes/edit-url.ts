// "Edit this page" links for docs and blog posts, from the config's `editUrl`: a string is the
// URL of the site folder in its repository (the file's site-relative path is appended), a function
// gets the file and its page and returns the whole URL.
import path from 'node:path';
import type {EditUrlFunction} from '../config/publish-schema.ts';
import {SitegenError} from '../errors.ts';

export function editUrlFor(setting: string | EditUrlFunction | undefined, args: {file: string; contentDir: string; permalink: string; version?: string}): string | undefined {
  if (!setting) return undefined;
  if (typeof setting === 'string') return `${setting.replace(/\/$/, '')}/${args.file}`;
  const contentPath = path.posix.relative(args.contentDir, args.file);
  let url: unknown;
  try {
    url = setting({file: args.file, contentPath, permalink: args.permalink, ...(args.version ? {version: args.version, versionDocsDirPath: args.contentDir} : {})});
  } catch (cause) {
    throw new SitegenError(`editUrl function failed for ${args.file}: ${(cause as Error).message}`, {location: {file: args.file}, cause});
  }
  if (url === undefined || url === null || url === '') return undefined;
  if (typeof url !== 'string') throw new SitegenError(`editUrl function returned ${typeof url} for ${args.file}, not a string`, {location: {file: args.file}});
  return url;
}
