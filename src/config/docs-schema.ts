// Config keys of docs instances: `docs` (the default instance) and each entry of
// `docsInstances`. Kept apart from schema.ts, which imports them.
import {z} from 'zod';
import {editUrl} from './publish-schema.ts';

/** One docs instance's options: its folder, URLs, sidebars, versions and page settings. */
export const docsOptions = {
  path: z.string().default('docs'),
  routeBasePath: z.string().default('/docs'),
  /** The sidebars file; unset: for `docs` sidebars.ts/.js/.mjs/.cjs/.json if there is one, for another instance none; false: none (a generated sidebar). */
  sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
  /** The label of the current version (docs/); `versions.current.label` overrides it. */
  versionLabel: z.string().default('Next'),
  /** Versioned docs (Docusaurus layout: versions.json, versioned_docs/, versioned_sidebars/). */
  lastVersion: z.string().optional(),
  onlyIncludeVersions: z.array(z.string()).optional(),
  includeCurrentVersion: z.boolean().default(true),
  versions: z
    .record(
      z.string(),
      z.strictObject({
        label: z.string().optional(),
        /** The URL segment below the docs base ('' for the root). */
        path: z.string().optional(),
        banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
        /** Keeps the version's pages out of search engines. */
        noIndex: z.boolean().optional(),
      }),
    )
    .default({}),
  breadcrumbs: z.boolean().default(true),
  /** Docusaurus's defaults for categories that set none: folded until opened, and foldable at all. */
  sidebarCollapsed: z.boolean().default(true),
  sidebarCollapsible: z.boolean().default(true),
  tocMinHeadingLevel: z.number().int().min(2).max(6).default(2),
  tocMaxHeadingLevel: z.number().int().min(2).max(6).default(3),
  editUrl: editUrl.optional(),
  /** "Last updated on …" from git, and "… by <author>" (Docusaurus's keys). */
  showLastUpdateTime: z.boolean().default(true),
  showLastUpdateAuthor: z.boolean().default(false),
};

/**
 * A docs instance besides `docs` (Docusaurus's `plugin-content-docs` with an `id`): its own folder,
 * URLs, sidebars file and versions (`<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`).
 */
export const docsInstance = z.strictObject({
  ...docsOptions,
  id: z.string().regex(/^[\w-]+$/, 'letters, digits, "_" and "-" only (it names folders)').refine((id) => id !== 'default', '"default" is the instance of `docs`'),
  path: z.string(),
  routeBasePath: z.string(),
});
