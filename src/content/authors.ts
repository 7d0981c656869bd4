// A blog's authors file (authors.yml): key → author, read once per build.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {FrontMatterError} from '../errors.ts';
import type {Author} from '../routes/types.ts';

export function loadAuthors(siteDir: string, file: string | undefined): Record<string, Author> {
  if (!file) return {};
  const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const doc = YAML.parseDocument(source);
  if (doc.errors.length) {
    throw new FrontMatterError(`malformed YAML: ${doc.errors[0].message.split('\n')[0]}`, {
      location: {file, line: source.slice(0, doc.errors[0].pos[0]).split('\n').length},
    });
  }
  const raw = (doc.toJS() ?? {}) as Record<string, {name?: string; title?: string; url?: string; image_url?: string}>;
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => {
      if (!value?.name) throw new FrontMatterError(`author "${key}" needs a name`, {location: {file}});
      return [key, {key, name: value.name, title: value.title, url: value.url, imageUrl: value.image_url}];
    }),
  );
}
