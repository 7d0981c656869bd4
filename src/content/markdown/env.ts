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
  mdx: {
    /** Local name → module, from the file's `import` lines. */
    imports: Record<string, string>;
    /** Components and expressions that could not be rendered (the `onUnknownComponents` check). */
    unknown: string[];
    /** Markdown partials included (site-relative), so the page is parsed again when one changes. */
    includes: string[];
    /** The files being included above this one, to stop a cycle. */
    including: string[];
  };
  /** Reads a site-relative file (markdown partials); undefined when it does not exist. */
  readFile?: (file: string) => string | undefined;
}

export function createEnv(file: string, lineOffset: number, readFile?: (file: string) => string | undefined): MarkdownEnv {
  return {file, lineOffset, headings: [], links: [], islands: [], warnings: [], slugs: new Map(), tabsCount: 0, mdx: {imports: {}, unknown: [], includes: [], including: []}, readFile};
}

/** Parses `key="value" other='x' bare=y` as written inside directive braces. */
export function parseAttributes(source: string | undefined): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (!source) return attrs;
  const pattern = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'}]+))/g;
  for (const match of source.matchAll(pattern)) attrs[match[1]] = match[2] ?? match[3] ?? match[4] ?? '';
  return attrs;
}
