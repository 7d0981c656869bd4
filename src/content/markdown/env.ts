// Per-file state the markdown plugins fill while one document renders.
import fs from 'node:fs';
import path from 'node:path';
import type {FoundLink, Heading, IslandUse} from '../types.ts';
import type {ParseSlot} from './slots.ts';
import type {FrontMatterBlock} from '../front-matter-split.ts';

export interface MarkdownEnv {
  /** Site-relative path of the file being rendered. */
  file: string;
  /** Lines of front matter above the body, so token lines map back to the file. */
  lineOffset: number;
  headings: Heading[];
  links: FoundLink[];
  islands: IslandUse[];
  warnings: string[];
  /** What the HTML leaves to the page showing it (theme texts, links, islands), by the index its markers name (see slots.ts). */
  slots: ParseSlot[];
  slugs: Map<string, number>;
  tabsCount: number;
  mdx: {
    /** Local name → module, from the file's `import` lines. */
    imports: Record<string, string>;
    /** Local names of default imports. */
    defaults: string[];
    /** Names the file exports (`export const Note = …`). */
    exports: string[];
    /** Components and expressions that could not be rendered (the `onUnknownComponents` check). */
    unknown: string[];
  };
  /** Reads a site-relative file (site components MDX imports); undefined when it does not exist. */
  readFile?: (file: string) => string | undefined;
  /** Fence languages already reported as unknown on this page. */
  unknownLanguages?: Set<string>;
  /** The site folder, for reading partials (see includes.ts). */
  siteDir?: string;
  /** Partials imported by this file: component name → site-relative path. */
  partials?: Map<string, string>;
  /** Every partial included, however deep (site-relative), for cache invalidation. */
  includes?: Set<string>;
  /** The page and the partials being included, outermost first. */
  includeStack?: string[];
  /** markdown-it-footnote's state. */
  footnotes?: unknown;
  /** The front matter schema's keys, for partials' unknown-key warnings. */
  frontMatterKeys: ReadonlySet<string>;
  /** Partials' front matter, unchecked, in the order read (shared with the partials' envs). */
  frontMatterBlocks: FrontMatterBlock[];
}

export function createEnv(
  file: string,
  lineOffset: number,
  {siteDir, frontMatterKeys, frontMatterBlocks}: {siteDir?: string; frontMatterKeys: ReadonlySet<string>; frontMatterBlocks: FrontMatterBlock[]},
): MarkdownEnv {
  const readFile = siteDir === undefined ? undefined : (rel: string) => {
    try {
      return fs.readFileSync(path.join(siteDir, rel), 'utf8');
    } catch {
      return undefined;
    }
  };
  return {file, lineOffset, siteDir, headings: [], links: [], islands: [], warnings: [], slots: [], slugs: new Map(), tabsCount: 0, mdx: {imports: {}, defaults: [], exports: [], unknown: []}, readFile, frontMatterKeys, frontMatterBlocks};
}

/** Parses `key="value" other='x' bare=y` as written inside directive braces. */
export function parseAttributes(source: string | undefined): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (!source) return attrs;
  const pattern = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'}]+))/g;
  for (const match of source.matchAll(pattern)) attrs[match[1]] = match[2] ?? match[3] ?? match[4] ?? '';
  return attrs;
}
