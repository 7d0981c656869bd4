// The front matter schema, and the check of a block read by front-matter-split.ts against it.
import {z} from 'zod';
import {headTag} from '../config/schema.ts';
import {failFrontMatter, splitFrontMatter, type FrontMatterBlock} from './front-matter-split.ts';

const stringList = z.union([z.array(z.string()), z.string().transform((s) => [s])]);
const author = z.union([
  z.string(),
  z.object({name: z.string(), title: z.string().optional(), url: z.string().optional(), image_url: z.string().optional(), email: z.string().optional(), socials: z.record(z.string(), z.string()).optional()}),
]);
/** A tag: a key of the tags file, or written out inline. */
const tag = z.union([z.string(), z.object({label: z.string(), permalink: z.string().optional(), description: z.string().optional()})]);
const headingLevel = z.number().int().min(2).max(6);
/** A string, or `null` to switch the thing off (a doc in no sidebar, without a next link). */
const stringOrNull = z.string().nullable();

/**
 * Every front matter key Docusaurus documents for docs, blog posts and pages, and sitegen's own,
 * in one schema: parse hands later stages its type (`FrontMatter`), so a key read anywhere is a
 * key this schema knows. Keys marked "no effect" are accepted so ported files build quietly.
 */
export const frontMatterSchema = z.object({
  // Every kind of page.
  title: z.string().optional(),
  description: z.string().optional(),
  slug: z.string().optional(),
  image: z.string().optional(),
  keywords: stringList.optional(),
  /** Left out of the build unless drafts are included. */
  draft: z.boolean().optional(),
  /** Built, but kept out of the sitemap and search engines (noindex). */
  unlisted: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  /** No effect: the date and author come from git. */
  last_update: z.object({date: z.union([z.string(), z.date()]).optional(), author: z.string().optional()}).optional(),
  /** Tags for this page's <head> (the config's `headTags` shape). */
  head_tags: z.array(headTag).optional(),
  /** `false`: left out of llms.txt, llms-full.txt and the page's `.md` copy. */
  llms: z.boolean().optional(),
  tags: z.union([z.array(tag), tag.transform((t) => [t])]).optional(),
  // Docs.
  id: z.string().optional(),
  hide_title: z.boolean().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  /** No effect (as a sidebar item's `customProps`). */
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  /** The sidebar shown on the page (`null`: none). */
  displayed_sidebar: stringOrNull.optional(),
  /** The page's label in other pages' previous and next links. */
  pagination_label: z.string().optional(),
  /** Doc ids of the previous and next links (`null`: none). */
  pagination_prev: stringOrNull.optional(),
  pagination_next: stringOrNull.optional(),
  /** The page's edit link (`null` or empty: none). */
  custom_edit_url: stringOrNull.optional(),
  /** No effect: number prefixes are always read. */
  parse_number_prefixes: z.boolean().optional(),
  // Blog posts.
  date: z.union([z.string(), z.date()]).optional(),
  authors: z.union([z.array(author), author]).optional(),
  /** The one author of older Docusaurus posts (used when `authors` is not given). */
  author: z.string().optional(),
  author_title: z.string().optional(),
  author_url: z.string().optional(),
  author_image_url: z.string().optional(),
  authorTitle: z.string().optional(),
  authorURL: z.string().optional(),
  authorImageURL: z.string().optional(),
  // Pages.
  /** Markdown pages (src/pages): a class on the page's wrapper, as Docusaurus's; docs have the theme's. */
  wrapperClassName: z.string().optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;
export type FrontMatterTag = z.infer<typeof tag>;
export type FrontMatterAuthor = z.infer<typeof author>;

/** The schema's keys: a key outside them is a warning, not an error. */
export const FRONT_MATTER_KEYS: ReadonlySet<string> = new Set(Object.keys(frontMatterSchema.shape));

/** A block's data as the schema gives it; every problem, with its key's line, is one FrontMatterError. */
export function checkFrontMatter(block: FrontMatterBlock): FrontMatter {
  const parsed = frontMatterSchema.safeParse(block.raw);
  if (!parsed.success) {
    // A key the schema wants but the file lacks points at the block's start.
    const lineOfKey = (key: string) => block.keyLines.get(key.split('.')[0]) ?? 2;
    failFrontMatter(
      block.file,
      parsed.error.issues.map((issue) => {
        const key = issue.path.join('.');
        return {line: lineOfKey(key), message: `front matter \`${key}\`: ${issue.message}`};
      }),
    );
  }
  return parsed.data;
}

export interface ParsedFrontMatter {
  data: FrontMatter;
  body: string;
  /** Lines taken by the front matter block, so body line numbers map back to the file. */
  bodyLineOffset: number;
  warnings: string[];
}

/** Splits and checks at once, on a thread that has the schema. */
export function parseFrontMatter(source: string, file: string): ParsedFrontMatter {
  const {block, body, bodyLineOffset, warnings} = splitFrontMatter(source, file, FRONT_MATTER_KEYS);
  return {data: block ? checkFrontMatter(block) : {}, body, bodyLineOffset, warnings};
}
