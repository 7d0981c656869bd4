// Doc identity and URL, by Docusaurus's rules (so ported docs keep their ids and URLs):
// - number prefixes (`01-intro.md`, `02-guides/`) are stripped from ids and URLs and give the
//   position in generated sidebars;
// - the id is the folder (prefixes stripped) and front matter `id` or the file name;
// - `index.md`, `README.md` and a file named like its folder are the folder's page;
// - front matter `slug` sets the URL: absolute (`/x`) from the docs root, relative to the folder.
import path from 'node:path';
import type {ParsedMarkdown} from '../content/types.ts';

export interface DocEntry {
  id: string;
  file: string;
  path: string;
  title: string;
  sidebarLabel: string;
  /** Front matter `sidebar_position`, else the file's number prefix. */
  position?: number;
  /** Front matter `sidebar_class_name`. */
  className?: string;
  /** Folder of the doc below the docs root, number prefixes stripped ('' at the root). */
  dir: string;
  /** The same folder as written on disk, for generated sidebars and `_category_` files. */
  sourceDir: string;
  /** The folder's own page (index.md, README.md, or named like the folder). */
  isIndex: boolean;
  parsed: ParsedMarkdown;
}

/** Dates (`2021-01-31-x`) and versions (`7.0-x`, `3-0-migration`) are not number prefixes. */
const DATE_OR_VERSION = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;

/** `01-intro` → {name: 'intro', position: 1}; a name without a number prefix stays as it is. */
export function parseNumberPrefix(name: string): {name: string; position?: number} {
  if (DATE_OR_VERSION.test(name)) return {name};
  const match = NUMBER_PREFIX.exec(name);
  if (!match || match[0].length === name.length) return {name};
  return {name: name.slice(match[0].length), position: Number(match[1])};
}

export function stripNumberPrefixes(folder: string): string {
  return folder
    .split('/')
    .map((part) => parseNumberPrefix(part).name)
    .join('/');
}

export function isCategoryIndex(file: string): boolean {
  const base = path.posix.basename(file).replace(/\.mdx?$/, '').toLowerCase();
  const folder = path.posix.basename(path.posix.dirname(file)).toLowerCase();
  return base === 'index' || base === 'readme' || (folder !== '.' && base === parseNumberPrefix(folder).name.toLowerCase());
}

/** `toRoute` turns a site path into the route's public path (base URL, trailing slash). */
export function docEntry(parsed: ParsedMarkdown, docsDir: string, routeBasePath: string, toRoute: (sitePath: string) => string = (p) => p): DocEntry {
  const rel = path.posix.relative(docsDir, parsed.file);
  const rawDir = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
  const dir = stripNumberPrefixes(rawDir);
  const file = parseNumberPrefix(path.posix.basename(rel).replace(/\.mdx?$/, ''));
  const fm = parsed.frontMatter;
  const baseId = fm.id ?? file.name;
  const id = dir ? `${dir}/${baseId}` : baseId;
  const isIndex = isCategoryIndex(rel);
  const slug = fm.slug;
  const dirSlug = dir ? `/${dir}` : '/';
  let sub: string;
  if (slug?.startsWith('/')) sub = slug;
  else if (slug === undefined && isIndex) sub = dirSlug;
  else sub = path.posix.join(dirSlug, slug ?? baseId);
  const base = routeBasePath.replace(/\/$/, '');
  const routePath = toRoute(sub === '/' ? `${base}/` : `${base}${sub.replace(/\/$/, '')}`);
  const title = parsed.title || titleFromName(isIndex && dir ? path.posix.basename(dir) : file.name);
  return {
    id,
    file: parsed.file,
    path: routePath,
    title,
    sidebarLabel: fm.sidebar_label ?? title,
    position: fm.sidebar_position ?? file.position,
    className: fm.sidebar_class_name,
    dir,
    sourceDir: rawDir,
    isIndex,
    parsed,
  };
}

export function titleFromName(name: string): string {
  const words = parseNumberPrefix(name).name.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : name;
}
