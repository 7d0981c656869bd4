// What the parse stage hands to later stages: plain, serialisable data (it is cached on disk).
export type ContentKind = 'doc' | 'post';

export interface Heading {
  level: number;
  id: string;
  text: string;
}

export interface TocEntry extends Heading {
  children: TocEntry[];
}

/** A link found in markdown, before routes are known. */
export interface FoundLink {
  /** `md`: relative markdown file link; `route`: absolute site path; `anchor`: same-page fragment. */
  kind: 'md' | 'route' | 'anchor';
  /** For `md`: the target file relative to the site folder; for `route`: the path. */
  target: string;
  anchor?: string;
  line: number;
  raw: string;
}

export interface SearchSection {
  /** Heading trail below the page title (lvl2, lvl3, …). */
  headings: string[];
  anchor?: string;
  text: string;
}

export interface IslandUse {
  name: string;
  props: Record<string, string>;
}

export interface ParsedMarkdown {
  /** Path relative to the site folder, with forward slashes. */
  file: string;
  kind: ContentKind;
  frontMatter: Record<string, unknown>;
  title: string;
  description: string;
  html: string;
  excerptHtml?: string;
  headings: Heading[];
  toc: TocEntry[];
  anchors: string[];
  links: FoundLink[];
  readingTimeMinutes: number;
  wordCount: number;
  sections: SearchSection[];
  islands: IslandUse[];
  assets: string[];
  warnings: string[];
}

/** Marker a relative `.md` link carries in HTML until the route table can resolve it. */
export const MD_LINK_PREFIX = 'sitegen-md:';
