// The site config schema: validates sitegen.config.ts, fills defaults, and rejects unknown keys.
import {z} from 'zod';
import {editUrl, feedOptions, publishKeys} from './publish-schema.ts';
import {docsInstance, docsOptions} from './docs-schema.ts';
import {imagesSchema} from '../images/schema.ts';

/** What a check's problems do (applied in src/check/severity.ts), as Docusaurus names them. */
export const SEVERITIES = ['ignore', 'log', 'warn', 'throw'] as const;
export type Severity = (typeof SEVERITIES)[number];
const severity = z.enum(SEVERITIES);

/** A markdown-it plugin: `(md, options) => void`. */
export type MarkdownPlugin = (md: never, ...options: never[]) => unknown;
const isPlugin = (value: unknown) => typeof value === 'function';
const markdownPlugin = z.custom<MarkdownPlugin | [MarkdownPlugin, unknown]>(
  (value) => isPlugin(value) || (Array.isArray(value) && value.length >= 1 && value.length <= 2 && isPlugin(value[0])),
  'expected a markdown-it plugin (a function) or [plugin, options]',
);

/** A plugin of the site: a module (a path relative to the site, or an npm package), a plugin function, or `[that, options]`; `false` turns an entry off. */
const pluginTarget = z.union([z.string().min(1), z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', 'expected a plugin function')]);
const pluginEntry = z.union([
  pluginTarget,
  z.tuple([pluginTarget, z.unknown()]),
  z.literal(false),
  z.null(),
], {error: 'expected a plugin: a module path, an npm package, a plugin function, or [plugin, options]'});
export type PluginEntryConfig = z.output<typeof pluginEntry>;

/** A tag for <head>, in Docusaurus's `headTags` shape (also front matter `head_tags`). */
export const headTag = z.strictObject({
  tagName: z.enum(['meta', 'link', 'script', 'style', 'noscript']),
  attributes: z.record(z.string().regex(/^[a-zA-Z_:][\w:.-]*$/, 'not an attribute name'), z.union([z.string(), z.boolean()])).default({}),
  innerHTML: z.string().optional(),
});
export type HeadTag = z.infer<typeof headTag>;

const link = {label: z.string(), to: z.string().optional(), href: z.string().optional()};
const position = z.enum(['left', 'right']).default('left');

const isRegExp = (source: string) => {
  try {
    return Boolean(new RegExp(source));
  } catch {
    return false;
  }
};
/** Docusaurus's keys for the pages on which a link is current: below a path, or whose path matches a regular expression. */
const activeOn = {activeBasePath: z.string().optional(), activeBaseRegex: z.string().refine(isRegExp, 'not a valid regular expression').optional()};

/** The docs instance a docs item leads into (`docsInstances[].id`; unset: `docs`). */
const docsPluginId = z.string().optional();

/**
 * A link; with `className` and `aria-label` and no `label` it is an icon link, as Docusaurus sites
 * write them (the site's CSS draws the icon on the class, the accessible name is the aria-label).
 */
const defaultItem = z
  .strictObject({type: z.literal('default'), ...link, label: z.string().optional(), position, className: z.string().optional(), 'aria-label': z.string().min(1).optional(), ...activeOn})
  .refine((item) => Boolean(item.label) || Boolean(item['aria-label']), {message: 'a navbar link needs a `label`, or an `aria-label` (an icon link drawn by its `className`)', path: ['label']});
const dropdownLink = z.strictObject({...link, type: z.literal('default').optional()});
/** A dropdown entry leading to a doc (its sidebar label unless `label` is set) or a sidebar's first doc. */
const dropdownDoc = z.strictObject({type: z.literal('doc'), docId: z.string(), label: z.string().optional(), docsPluginId});
const dropdownSidebar = z.strictObject({type: z.literal('docSidebar'), sidebarId: z.string(), label: z.string(), docsPluginId});
const dropdownChild = z.union([dropdownLink, dropdownDoc, dropdownSidebar]);
export type DropdownChildConfig = z.output<typeof dropdownChild>;
const dropdownItem = z.strictObject({type: z.literal('dropdown'), label: z.string(), position, items: z.array(dropdownChild).min(1)});
const htmlItem = z.strictObject({type: z.literal('html'), value: z.string(), position});
const searchItem = z.strictObject({type: z.literal('search'), position: position.default('right')});
/** Entries (links, docs, sidebars) a version or locale dropdown shows before and after its own (Docusaurus's keys). */
const extraEntries = {dropdownItemsBefore: z.array(dropdownChild).default([]), dropdownItemsAfter: z.array(dropdownChild).default([])};
const localeItem = z.strictObject({type: z.literal('localeDropdown'), position: position.default('right'), ...extraEntries});
const docItem = z.strictObject({type: z.literal('doc'), docId: z.string(), label: z.string().optional(), position, docsPluginId});
const docSidebarItem = z.strictObject({type: z.literal('docSidebar'), sidebarId: z.string(), label: z.string(), position, docsPluginId});
const versionItem = z.strictObject({type: z.literal('docsVersion'), label: z.string().optional(), position, docsPluginId});
const versionDropdownItem = z.strictObject({type: z.literal('docsVersionDropdown'), position: position.default('right'), ...extraEntries, docsPluginId});

const navbarItem = z.preprocess(
  (value) => (value && typeof value === 'object' && !('type' in value) ? {...value, type: 'default'} : value),
  z.discriminatedUnion('type', [
    defaultItem,
    dropdownItem,
    htmlItem,
    searchItem,
    localeItem,
    docItem,
    docSidebarItem,
    versionItem,
    versionDropdownItem,
  ]),
);

const logo = z.strictObject({
  alt: z.string(),
  src: z.string(),
  srcDark: z.string().optional(),
  /** Where the logo leads: the home page by default (the docs when the site has no home page). */
  href: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});

const blogInstance = z.strictObject({
  id: z.string(),
  path: z.string(),
  routeBasePath: z.string(),
  title: z.string(),
  description: z.string().default(''),
  postsPerPage: z.number().int().positive().default(10),
  sidebarTitle: z.string().default('Recent posts'),
  sidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(5),
  authorsFile: z.string().default('authors.yml'),
  /** Predefined tags (Docusaurus's tags.yml): key → label, permalink, description. */
  tagsFile: z.string().default('tags.yml'),
  /** "Edit this page" on posts: the site folder's URL, or a function of the file. */
  editUrl: editUrl.optional(),
  feed: feedOptions.prefault({}),
});

/** Groups of words or phrases readers use for one another ("chrome", "chromium"): both providers. */
const synonyms = z.array(z.array(z.string().trim().min(1)).min(2, 'a synonym group needs at least two entries')).default([]);

const search = z.discriminatedUnion('provider', [
  z.strictObject({provider: z.literal('local'), missingResultsUrl: z.string().optional(), synonyms}),
  z.strictObject({
    provider: z.literal('algolia'),
    appId: z.string().min(1),
    apiKey: z.string().min(1),
    indexName: z.string().min(1),
    contextualSearch: z.boolean().default(false),
    hosts: z.array(z.string()).optional(),
    missingResultsUrl: z.string().optional(),
    synonyms,
  }),
]);

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().default(''),
  /** What separates a page's title from the site's in `<title>` (Docusaurus's `titleDelimiter`). */
  titleDelimiter: z.string().default('|'),
  url: z.url(),
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'must start and end with "/"').default('/'),
  favicon: z.string().optional(),
  image: z.string().optional(),
  brandUrl: z.string().optional(),
  /** Docusaurus's rule: `true` every page URL ends in `/`, `false` none does, unset: as each route is made. */
  trailingSlash: z.boolean().optional(),
  /** Languages (Docusaurus's shape): each locale but the default is served under `/<path>/`. */
  i18n: z
    .strictObject({
      defaultLocale: z.string().min(1).default('en'),
      /** Unset: the default locale alone. */
      locales: z.array(z.string().min(1)).min(1).optional(),
      /** The folder of translated content and translation files. */
      path: z.string().default('i18n'),
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            label: z.string().optional(),
            direction: z.enum(['ltr', 'rtl']).optional(),
            htmlLang: z.string().optional(),
            calendar: z.string().optional(),
            /** The URL segment and folder name of the locale (default: the locale). */
            path: z.string().optional(),
          }),
        )
        .default({}),
    })
    .default({defaultLocale: 'en', path: 'i18n', localeConfigs: {}}),
  docs: z.strictObject(docsOptions).prefault({}),
  /** More docs instances, each with its own `id` (see docsInstance). */
  docsInstances: z
    .array(docsInstance)
    .refine((list) => new Set(list.map((d) => d.id)).size === list.length, 'each docs instance needs its own id')
    .optional(),
  blogs: z.array(blogInstance).optional(),
  navbar: z
    .strictObject({
      title: z.string().optional(),
      logo: logo.optional(),
      hideOnScroll: z.boolean().default(true),
      /** Docusaurus's navbar styles: light text on a dark bar, or on the primary colour. */
      style: z.enum(['dark', 'primary']).optional(),
      items: z.array(navbarItem).default([]),
    })
    .prefault({}),
  footer: z
    .strictObject({
      logo: logo.optional(),
      links: z
        // An item is a link, or raw HTML (a badge, a form) as Docusaurus's footer `html` items.
        .array(z.strictObject({title: z.string(), items: z.array(z.union([z.strictObject({...link}), z.strictObject({html: z.string()})]))}))
        .default([]),
      copyright: z.string().default(''),
      /** Docusaurus's footer styles: `dark` is a dark band in both colour modes. */
      style: z.enum(['dark', 'light']).optional(),
    })
    .prefault({}),
  announcementBar: z
    .strictObject({
      id: z.string().min(1),
      content: z.string().min(1),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('light'),
      respectPrefersColorScheme: z.boolean().default(true),
    })
    .prefault({}),
  search: search.default({provider: 'local', synonyms: []}),
  /** Site stylesheets (paths relative to the site folder) added after the theme's. */
  customCss: z.array(z.string()).default([]),
  /**
   * Infima compatibility, for stylesheets and pages written for Docusaurus (init sets it): the
   * theme takes its colours and fonts from the site's `--ifm-*` variables, and Infima's layout,
   * button, hero and spacing classes are styled (templates/styles/infima/).
   */
  infima: z.boolean().default(false),
  /** markdown-it plugins (a function, or `[plugin, options]`), applied after sitegen's own. */
  markdown: z
    .strictObject({
      plugins: z.array(markdownPlugin).default([]),
    })
    .prefault({}),
  /** Plugins (src/plugins/): hooks that add routes, files, tags, client modules and markdown-it plugins. */
  plugins: z.array(pluginEntry).default([]),
  /** Content images: formats, srcset widths, encoder quality, zoom, the size that warns (src/images/schema.ts). */
  images: imagesSchema,
  /** Tags added to the head of every page (analytics, verification). */
  headTags: z.array(headTag).default([]),
  /** Scripts added to the head of every page: a URL, or attributes with `src`. */
  scripts: z.array(z.union([z.string(), z.record(z.string(), z.union([z.string(), z.boolean()]))])).default([]),
  /** Island name → React component module (relative to the site folder), hydrated on demand. */
  islands: z.record(z.string(), z.string()).default({}),
  /** Any values the site's code reads (Docusaurus `siteConfig.customFields`, through `useDocusaurusContext`). */
  customFields: z.record(z.string(), z.unknown()).default({}),
  // What each check's problems do (src/check/severity.ts). Spec §2: broken links fail the build;
  // broken markdown links and duplicate routes warn.
  onBrokenLinks: severity.default('throw'),
  onBrokenAnchors: severity.default('throw'),
  onBrokenMarkdownLinks: severity.default('warn'),
  onBrokenImages: severity.default('throw'),
  onDuplicateRoutes: severity.default('warn'),
  // Docs are often ported before the site's own components: an MDX component sitegen cannot
  // render shows its children and warns, unless the site asks for an error.
  onUnknownComponents: severity.default('warn'),
  ...publishKeys,
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItemConfig = SiteConfig['navbar']['items'][number];
export type BlogInstanceConfig = z.output<typeof blogInstance>;
export type DocsInstanceConfig = z.output<typeof docsInstance>;

/** Every key the schema knows, with where it belongs, for "did you mean" hints. */
export const KNOWN_KEYS: Record<string, string> = {
  ...Object.fromEntries(Object.keys(siteConfigSchema.shape).map((k) => [k, '(top level)'])),
  items: 'navbar', logo: 'navbar or footer', hideOnScroll: 'navbar', style: 'navbar or footer', links: 'footer', copyright: 'footer',
  sidebarPath: 'docs or docsInstances[]', routeBasePath: 'docs, docsInstances[] or blogs[]', postsPerPage: 'blogs[]', sidebarTitle: 'blogs[]',
  defaultMode: 'colorMode', respectPrefersColorScheme: 'colorMode', appId: 'search', apiKey: 'search',
  indexName: 'search', content: 'announcementBar', isCloseable: 'announcementBar', locales: 'i18n',
  defaultLocale: 'i18n', breadcrumbs: 'docs', versionLabel: 'docs', editUrl: 'docs or blogs[]', feed: 'blogs[]',
  from: 'redirects[]', to: 'redirects[]', changefreq: 'sitemap', priority: 'sitemap', ignorePatterns: 'sitemap', filename: 'sitemap', summary: 'llms', markdownPages: 'llms', siteName: 'socialCards',
  formats: 'images', widths: 'images', quality: 'images', zoom: 'images', maxBytes: 'images',
};
