// Every key of the site config, without loading its schema (zod): steps that read the whole config
// declare these, and a build whose config is cached never loads the schema. The type check keeps
// the list complete: a key added to the schema and not here, or one here the schema lacks, does
// not compile.
import type {SiteConfig} from './schema.ts';

const KEYS = {
  title: true,
  tagline: true,
  titleDelimiter: true,
  url: true,
  baseUrl: true,
  favicon: true,
  image: true,
  brandUrl: true,
  trailingSlash: true,
  i18n: true,
  docs: true,
  docsInstances: true,
  blogs: true,
  navbar: true,
  footer: true,
  announcementBar: true,
  colorMode: true,
  search: true,
  customCss: true,
  infima: true,
  markdown: true,
  plugins: true,
  images: true,
  headTags: true,
  scripts: true,
  islands: true,
  customFields: true,
  onBrokenLinks: true,
  onBrokenAnchors: true,
  onBrokenMarkdownLinks: true,
  onBrokenImages: true,
  onDuplicateRoutes: true,
  onUnknownComponents: true,
  siteVersion: true,
  socialCards: true,
  redirects: true,
  llms: true,
  sitemap: true,
  siteMetadata: true,
  precompress: true,
} satisfies Record<keyof SiteConfig, true>;

/** The config's keys, in the schema's order. */
export const CONFIG_KEYS = Object.keys(KEYS) as (keyof SiteConfig)[];
