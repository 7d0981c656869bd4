// A blog's authors file (authors.yml): key → author, read once per build. Every problem of the
// file is listed at once, each with its line.
import fs from 'node:fs';
import path from 'node:path';
import {FrontMatterError} from '../errors.ts';
import type {Author} from '../routes/types.ts';
import {parseYaml, type YamlProblem} from './yaml.ts';

interface AuthorInput {
  name?: unknown;
  title?: string;
  url?: string;
  image_url?: string;
}

function fail(file: string, problems: YamlProblem[]): never {
  const [first] = problems;
  const message = problems.length === 1 ? first.message : `${problems.length} problems:\n${problems.map((p) => `  - ${file}:${p.line}: ${p.message}`).join('\n')}`;
  throw new FrontMatterError(message, {location: {file, line: first.line}});
}

export function loadAuthors(siteDir: string, file: string | undefined): Record<string, Author> {
  if (!file) return {};
  const yaml = parseYaml(fs.readFileSync(path.join(siteDir, file), 'utf8'));
  if (!yaml.ok) fail(file, yaml.problems.map((p) => ({line: p.line, message: `malformed YAML: ${p.message}`})));
  const raw = yaml.value ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) fail(file, [{line: 1, message: 'authors must be a YAML mapping of key → author'}]);
  const entries = Object.entries(raw as Record<string, AuthorInput | null>);
  const problems = entries
    .filter(([, value]) => typeof value?.name !== 'string' || !value.name)
    .map(([key]) => ({line: yaml.keyLine(key) ?? 1, message: `author "${key}" needs a name`}));
  if (problems.length) fail(file, problems);
  return Object.fromEntries(
    entries.map(([key, value]) => [key, {key, name: value!.name as string, title: value!.title, url: value!.url, imageUrl: value!.image_url}]),
  );
}
