// Per-file state the markdown plugins fill while one document renders.
import type {FoundLink, Heading, IslandUse} from '../types.ts';

export interface MarkdownEnv {
  /** Site-relative path of the file being rendered. */
  file: string;
  /** Lines of front matter above the body, so token lines map back to the file. */
  lineOffset: number;
  headings: Heading[];
  links: FoundLink[];
  islands: IslandUse[];
  warnings: string[];
  slugs: Map<string, number>;
  tabsCount: number;
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
}

export function createEnv(file: string, lineOffset: number, siteDir?: string): MarkdownEnv {
  return {file, lineOffset, siteDir, headings: [], links: [], islands: [], warnings: [], slugs: new Map(), tabsCount: 0};
}

/** Parses `key="value" other='x' bare=y` as written inside directive braces. */
export function parseAttributes(source: string | undefined): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (!source) return attrs;
  const pattern = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'}]+))/g;
  for (const match of source.matchAll(pattern)) attrs[match[1]] = match[2] ?? match[3] ?? match[4] ?? '';
  return attrs;
}
