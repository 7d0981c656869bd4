// Config keys of the publishing features: edit links, blog feeds, social cards, redirects, the
// files for AI tools and the site metadata page. Kept apart from schema.ts, which imports them.
import {z} from 'zod';

/** What an `editUrl` function is given: the file, where it sits in its content folder, its page. */
export interface EditUrlParams {
  /** Site-relative source file: `docs/guides/one.md`. */
  file: string;
  /** The file relative to its content folder (`guides/one.md`), as Docusaurus's `docPath` / `blogPath`. */
  contentPath: string;
  /** The page's public path. */
  permalink: string;
  /** Docs: the version's name (`current`, `2.0`) and its folder (`versioned_docs/version-2.0`), as Docusaurus passes them. */
  version?: string;
  versionDocsDirPath?: string;
}

export type EditUrlFunction = (params: EditUrlParams) => string | undefined;

/**
 * A string is the URL of the site folder (the file's site-relative path is appended, as
 * Docusaurus appends it to the folder URL); a function returns the whole URL, or nothing for no link.
 */
export const editUrl = z.union([
  z.string().min(1),
  z.custom<EditUrlFunction>((value) => typeof value === 'function', 'must be a URL string or a function ({file, contentPath, permalink}) => string'),
]);

export const FEED_TYPES = ['rss', 'atom', 'json'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** A blog instance's feeds (`feed: false` for none). */
export const feedOptions = z.union([
  z.literal(false),
  z
    .strictObject({
      types: z.array(z.enum(FEED_TYPES)).min(1).default([...FEED_TYPES]),
      /** `full`: each post's whole HTML; `excerpt`: the part before `<!--truncate-->`. */
      content: z.enum(['full', 'excerpt']).default('full'),
      /** Newest posts per feed. */
      limit: z.number().int().positive().default(20),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
    })
    .prefault({}),
]);
export type FeedConfig = Exclude<z.output<typeof feedOptions>, false>;

export const socialCards = z.union([
  z.literal(false),
  z
    .strictObject({
      /** The logo drawn on every card (a file in static/, SVG or PNG); the navbar logo by default. */
      logo: z.string().optional(),
      /** The site name on every card; the site title by default. */
      siteName: z.string().optional(),
    })
    .prefault({}),
]);

/** `from` (one path or several; `/*` at the end: a whole folder) → `to`. */
export const redirect = z.strictObject({
  from: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  to: z.string().min(1),
});
export type RedirectConfig = z.output<typeof redirect>;

export const llms = z.union([
  z.literal(false),
  z
    .strictObject({
      /** The summary under the title of llms.txt; the site tagline by default. */
      summary: z.string().optional(),
      /** `.md` copies of docs pages next to their URLs. */
      markdownPages: z.boolean().default(true),
    })
    .prefault({}),
]);

/** sitemap.xml (Docusaurus's sitemap plugin options); `false`: none. */
export const sitemapOptions = z.union([
  z.literal(false),
  z
    .strictObject({
      /** `<changefreq>` of every URL; unset: none. */
      changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).optional(),
      /** `<priority>` of every URL (0 to 1); unset: none. */
      priority: z.number().min(0).max(1).optional(),
      /** Route paths left out (globs, with the base URL: `/tags/**`). */
      ignorePatterns: z.array(z.string().min(1)).default([]),
      /** The file's name in each locale's folder. */
      filename: z.string().regex(/^[\w.-]+\.xml$/, 'a file name ending in .xml').default('sitemap.xml'),
    })
    .prefault({}),
]);
export type SitemapConfig = z.output<typeof sitemapOptions>;

/** The top-level keys this module adds to the site config. */
export const publishKeys = {
  /** The site's own version, shown in its metadata (Docusaurus reads it from package.json). */
  siteVersion: z.string().optional(),
  socialCards: socialCards.prefault({}),
  redirects: z.array(redirect).default([]),
  llms: llms.prefault({}),
  sitemap: sitemapOptions.prefault({}),
  /** `/__sitegen/metadata.json` and the page `/__sitegen/` showing it. */
  siteMetadata: z.boolean().default(true),
  /**
   * `.gz` and `.br` copies beside every text file of 512 bytes or more, for servers that send
   * precompressed files (sitegen serve, nginx `gzip_static`, a CloudFront Function picking them).
   * Off by default, as in Docusaurus, Hugo and VitePress: hosts such as GitHub Pages, Netlify and
   * Cloudflare compress on their own, and the copies are two more files to compress and write
   * for each text file, in every build.
   */
  precompress: z.boolean().default(false),
};
