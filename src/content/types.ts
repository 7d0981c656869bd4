// What the parse stage hands to later stages: plain, serialisable data (it is cached on disk).
import type {FrontMatter} from './front-matter.ts';

export type ContentKind = 'doc' | 'post';

export interface Heading {
  level: number;
  id: string;
  text: string;
}

export interface TocEntry extends Heading {
  children: TocEntry[];
}

/** A link or image found in content, before routes are known. */
export interface FoundLink {
  /** What it points at (see `classifyUrl`); `markdown` and `file` are resolved against files. */
  kind: 'anchor' | 'site' | 'markdown' | 'file' | 'relative' | 'pathname';
  /** Images and media are checked as images; everything else as links. */
  element: 'link' | 'image';
  /**
   * `markdown` / `file`: the target file relative to the site folder, resolved from the page's
   * folder; `site` / `relative`: the path as written, without its fragment; `pathname`: the path
   * of a `pathname:///` link, never checked.
   */
  target: string;
  anchor?: string;
  /** 1-based line in the source file (0 when unknown, e.g. React pages). */
  line: number;
  /** As the author wrote it. */
  raw: string;
  /** The markdown partial it was written in, when not the page's own file. */
  file?: string;
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
  /** MDX: props written as expressions of the file's imports and exports (`values={constants.values}`), evaluated when the page renders. */
  expressions?: Record<string, string>;
  /** MDX: the markdown between its tags, rendered, is its children (its slot's `children`, see IslandSlot). */
  children?: boolean;
  /** MDX: where it is written, for errors (`docs/page.mdx:12`), and as what (`Chart`). */
  at?: string;
  element?: string;
}

/**
 * What parsed content leaves to the page that shows it: a theme text (parsed once for all locales,
 * the page's language writes the words) or an internal link or image (the page's routes and
 * images resolve it). The page's renderer fills each slot in (src/render/content-html.ts).
 */
export type ContentSlot =
  /** A code block's wrap and copy buttons. */
  | {slot: 'code-buttons'}
  /** The accessible name of a heading's `#` link (the value of its `aria-label`). */
  | {slot: 'heading-link'; heading: string}
  | LinkSlot
  | ImageSlot
  | IslandSlot;

/**
 * Where an internal link's URL goes, known only once the route table exists; `link` is its index
 * in `ParsedMarkdown.links`. `attribute`: the link is an attribute's whole value, the slot the
 * whole attribute (` href="…"`, written after one space), left out for a link that leads nowhere.
 * Without it, the URL alone (part of a value, as in a `srcset`).
 */
export interface LinkSlot {
  slot: 'link';
  link: number;
  attribute?: {name: string; quote: '"' | "'"};
}

/**
 * An `<img>` of a site image, sized where the page is rendered (src/images/rewrite.ts): its
 * attributes as written, without those the sized markup sets itself (src, srcset, sizes), and
 * the tag as written, for a page without sized images or an image that leads nowhere.
 */
export interface ImageSlot {
  slot: 'image';
  link: number;
  attributes: [name: string, value: string | undefined][];
  tag: ContentHtml;
}

/**
 * A component the page renders with React (an `::island`, or an MDX element of one of the file's
 * own components); `island` is its index in `ParsedMarkdown.islands`. `children`: the content
 * written between its tags (an element with children), filled in before the component renders.
 */
export interface IslandSlot {
  slot: 'island';
  island: number;
  children?: ContentHtml;
}

/** Parsed HTML: markup, with a slot where a theme text or an internal URL goes. */
export type ContentHtml = (string | ContentSlot)[];

export interface ParsedMarkdown {
  /** Path relative to the site folder, with forward slashes. */
  file: string;
  kind: ContentKind;
  /** Front matter as the schema types it (unknown keys are left out, with a warning). */
  frontMatter: FrontMatter;
  /** The title for the head, the sidebar and search: front matter `title`, else the body's leading h1. */
  title: string;
  /**
   * The heading the page shows: the body's leading h1 when there is one (Docusaurus), else the
   * title. It differs from `title` when both are written; neither is dropped.
   */
  heading: string;
  description: string;
  /** The markdown below the front matter, as written (the files for AI tools copy it). */
  markdown: string;
  html: ContentHtml;
  /** The HTML before `<!--truncate-->`, when there is one. */
  excerptHtml?: ContentHtml;
  headings: Heading[];
  toc: TocEntry[];
  anchors: string[];
  links: FoundLink[];
  readingTimeMinutes: number;
  wordCount: number;
  sections: SearchSection[];
  islands: IslandUse[];
  /** Markdown partials the page includes (site-relative), whose changes re-parse it. */
  includes?: string[];
  warnings: string[];
  /** MDX components and expressions that could not be rendered, as `file:line: why` (check `onUnknownComponents`). */
  unknownComponents: string[];
}
