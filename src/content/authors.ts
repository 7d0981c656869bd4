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
  email?: string;
  socials?: Record<string, unknown>;
}

/** Where a handle leads on each platform Docusaurus knows; any other platform needs a full URL. */
const PROFILE: Record<string, {label: string; url: (handle: string) => string}> = {
  x: {label: 'X', url: (h) => `https://x.com/${h}`},
  twitter: {label: 'Twitter', url: (h) => `https://twitter.com/${h}`},
  github: {label: 'GitHub', url: (h) => `https://github.com/${h}`},
  linkedin: {label: 'LinkedIn', url: (h) => `https://www.linkedin.com/in/${h}/`},
  stackoverflow: {label: 'Stack Overflow', url: (h) => `https://stackoverflow.com/users/${h}`},
  bluesky: {label: 'Bluesky', url: (h) => `https://bsky.app/profile/${h}`},
  instagram: {label: 'Instagram', url: (h) => `https://www.instagram.com/${h}`},
  threads: {label: 'Threads', url: (h) => `https://www.threads.net/@${h}`},
  youtube: {label: 'YouTube', url: (h) => `https://youtube.com/@${h}`},
  twitch: {label: 'Twitch', url: (h) => `https://twitch.tv/${h}`},
  mastodon: {label: 'Mastodon', url: (h) => h},
};

/**
 * An author's `socials` (platform → handle or URL) and `email` as links, as Docusaurus reads them;
 * a problem (a handle for a platform without a known profile URL) is returned, not thrown.
 */
export function socialLinks(input: {socials?: unknown; email?: unknown}): {links: {platform: string; url: string}[]; problems: string[]} {
  const links: {platform: string; url: string}[] = [];
  const problems: string[] = [];
  const socials = input.socials && typeof input.socials === 'object' ? (input.socials as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(socials)) {
    if (typeof value !== 'string' || !value) continue;
    const known = PROFILE[key.toLowerCase()];
    const handle = value.replace(/^@/, '');
    if (/^https?:\/\//.test(value)) links.push({platform: known?.label ?? key, url: value});
    else if (known && key.toLowerCase() !== 'mastodon') links.push({platform: known.label, url: known.url(handle)});
    else problems.push(`social "${key}" needs a full URL (no profile address is known for a bare handle)`);
  }
  if (typeof input.email === 'string' && input.email) links.push({platform: 'Email', url: `mailto:${input.email}`});
  return {links, problems};
}

function fail(file: string, problems: YamlProblem[]): never {
  const [first] = problems;
  const message = problems.length === 1 ? first.message : `${problems.length} problems:\n${problems.map((p) => `  - ${file}:${p.line}: ${p.message}`).join('\n')}`;
  throw new FrontMatterError(message, {location: {file, line: first.line}});
}

/** The file's text, parsed by `read`; a file with problems throws. */
function byText<T>(siteDir: string, file: string, read: (text: string) => T): T {
  return read(fs.readFileSync(path.join(siteDir, file), 'utf8'));
}

export function loadAuthors(siteDir: string, file: string | undefined): Record<string, Author> {
  if (!file) return {};
  return byText(siteDir, file, (text) => readAuthors(file, text));
}

function readAuthors(file: string, text: string): Record<string, Author> {
  const yaml = parseYaml(text);
  if (!yaml.ok) fail(file, yaml.problems.map((p) => ({line: p.line, message: `malformed YAML: ${p.message}`})));
  const raw = yaml.value ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) fail(file, [{line: 1, message: 'authors must be a YAML mapping of key → author'}]);
  const entries = Object.entries(raw as Record<string, AuthorInput | null>);
  const problems = entries.flatMap(([key, value]) => {
    const line = yaml.keyLine(key) ?? 1;
    return [
      ...(typeof value?.name !== 'string' || !value.name ? [{line, message: `author "${key}" needs a name`}] : []),
      ...socialLinks(value ?? {}).problems.map((problem) => ({line, message: `author "${key}": ${problem}`})),
    ];
  });
  if (problems.length) fail(file, problems);
  return Object.fromEntries(
    entries.map(([key, value]) => {
      const socials = socialLinks(value!).links;
      return [key, {key, name: value!.name as string, title: value!.title, url: value!.url, imageUrl: value!.image_url, ...(socials.length ? {socials} : {})}];
    }),
  );
}

export interface TagDefinition {
  label: string;
  permalink?: string;
  description?: string;
}

/** A blog's tags file (tags.yml, Docusaurus 3.4+): key → label, permalink, description. */
export function loadTags(siteDir: string, file: string | undefined): Record<string, TagDefinition> {
  if (!file) return {};
  return byText(siteDir, file, (text) => readTags(file, text));
}

function readTags(file: string, text: string): Record<string, TagDefinition> {
  const yaml = parseYaml(text);
  if (!yaml.ok) fail(file, yaml.problems.map((p) => ({line: p.line, message: `malformed YAML: ${p.message}`})));
  const raw = (yaml.value ?? {}) as Record<string, {label?: unknown; permalink?: unknown; description?: unknown} | null>;
  if (typeof raw !== 'object' || Array.isArray(raw)) fail(file, [{line: 1, message: 'tags must be a YAML mapping of key → tag'}]);
  const problems = Object.entries(raw)
    .filter(([, value]) => value !== null && (typeof value !== 'object' || ['label', 'permalink', 'description'].some((k) => (value as Record<string, unknown>)[k] !== undefined && typeof (value as Record<string, unknown>)[k] !== 'string')))
    .map(([key]) => ({line: yaml.keyLine(key) ?? 1, message: `tag "${key}": label, permalink and description must be text`}));
  if (problems.length) fail(file, problems);
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, {label: (value?.label as string | undefined) ?? key, permalink: value?.permalink as string | undefined, description: value?.description as string | undefined}]),
  );
}
