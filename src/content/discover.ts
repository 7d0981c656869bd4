// Finds the site's inputs: docs, blog instances, React pages, static files, sidebars and authors.
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import micromatch from 'micromatch';
import type {SiteConfig} from '../config/schema.ts';
import {allDocsVersions, DEFAULT_DOCS, docsInstances, type DocsInstance, type DocsVersion} from './versions.ts';
import {findSiteComponents, siteFileExists, usesOf, type SiteComponent, type Use} from './mdx-components.ts';
import {defineBatchStep, keyed, sourceFile, type SourceFile, type StepRunner} from '../steps/runner.ts';
import {localizedBlogDir, localizedDocsDir, type LocaleInfo} from '../i18n/locales.ts';

export interface BlogInstanceFiles {
  id: string;
  posts: string[];
  authorsFile?: string;
  /** The blog's tags.yml, when it has one (site-relative). */
  tagsFile?: string;
  /** The folder of the locale's translated posts (they replace the posts of the same name). */
  localizedDir?: string;
}

/** One docs version's files. */
export interface VersionFiles {
  version: DocsVersion;
  docs: string[];
  /** `_category_.json` / `.yml` files of its folders (site-relative). */
  categoryFiles: string[];
}

export interface SiteFiles {
  siteDir: string;
  /** The docs of every version. */
  docs: string[];
  /** Per version, the last version first. */
  versions: VersionFiles[];
  blogs: BlogInstanceFiles[];
  pages: string[];
  staticFiles: string[];
  /** The default docs instance's sidebars file. */
  sidebarsFile?: string;
  /** Each docs instance's sidebars file, by instance id (instances with none are left out). */
  sidebarsFiles: Record<string, string>;
  /** The site's own React components that MDX content imports, by island name. */
  siteComponents: Record<string, SiteComponent>;
}

/**
 * Editors' swap, backup and lock files (vim, emacs, JetBrains, macOS): never content, never
 * published from static/, and saving one is not an edit of the site (serve --watch).
 */
export const EDITOR_FILES = /(^|[/\\])(\.[^/\\]*\.sw[a-p]|[^/\\]*~|\.#[^/\\]*|#[^/\\]*#|4913|[^/\\]*\.(tmp|bak|orig)|[^/\\]*___jb_(tmp|old)___|\.DS_Store)$/;

/** Sidebars files looked for when the config names none, in Docusaurus's order of preference. */
const SIDEBARS_FILES = ['sidebars.ts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];
const CONTENT = ['**/*.md', '**/*.mdx'];

/** Files whose name starts with `_` are partials and drafts of layout, never pages (as Docusaurus). */
const IGNORED = ['**/_*', '**/_*/**', '**/node_modules/**', '**/.*'];

function list(siteDir: string, folder: string, patterns: string[]): string[] {
  const cwd = path.join(siteDir, folder);
  if (!fs.existsSync(cwd)) return [];
  const found = fg.sync(patterns, {cwd, onlyFiles: true, dot: false});
  return micromatch
    .not(found, IGNORED)
    .map((file) => path.posix.join(folder, file))
    .sort();
}

/**
 * A folder's content files, each replaced by the file of the same relative path in the locale's
 * folder when there is one (a translation); files only the locale has are included too.
 */
function localized(siteDir: string, folder: string, localizedDir: string | undefined): string[] {
  const own = list(siteDir, folder, CONTENT);
  if (!localizedDir) return own;
  const byRel = new Map(own.map((file) => [path.posix.relative(folder, file), file]));
  for (const file of list(siteDir, localizedDir, CONTENT)) byRel.set(path.posix.relative(localizedDir, file), file);
  return [...byRel.values()].sort();
}

/** The first of `names` that exists, looked for in the locale's folder before the original one. */
function firstExisting(siteDir: string, folders: (string | undefined)[], name: string): string | undefined {
  return folders.flatMap((folder) => (folder ? [path.posix.join(folder, name)] : [])).find((file) => fs.existsSync(path.join(siteDir, file)));
}

/**
 * A docs instance's sidebars file: the one its `sidebarPath` names, or for the default instance the
 * first default name that exists (another instance without one has a generated sidebar: the
 * default names belong to the default instance).
 */
export function findSidebarsFile(siteDir: string, config: SiteConfig, instance: DocsInstance = {...config.docs, id: DEFAULT_DOCS}): string | undefined {
  const sidebarPath = instance.sidebarPath;
  if (sidebarPath === false || (!sidebarPath && instance.id !== DEFAULT_DOCS)) return undefined;
  return (sidebarPath ? [sidebarPath] : SIDEBARS_FILES).find((file) => fs.existsSync(path.join(siteDir, file)));
}

/** A Docusaurus site's pages folder; its files route as Docusaurus routes them (src/routes/pages.ts). */
export const DOCUSAURUS_PAGES_DIR = 'src/pages';
/** What Docusaurus leaves out of `src/pages` besides `_` files: tests and type declarations. */
const DOCUSAURUS_PAGES_IGNORED = ['**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', '**/*.d.ts'];

/** `src/pages/**` React (`.js/.jsx/.ts/.tsx`) and markdown (`.md/.mdx`) pages. */
export function docusaurusPages(siteDir: string): string[] {
  return micromatch.not(list(siteDir, DOCUSAURUS_PAGES_DIR, ['**/*.{js,jsx,ts,tsx,md,mdx}']), DOCUSAURUS_PAGES_IGNORED);
}

/**
 * What each content file renders of the site's components, found by reading it. A batch step, so
 * that the runner keeps each file's uses under its content hash: a warm build does not read every
 * page again to find none.
 */
const importsStep = defineBatchStep<never, {siteDir: string}, {file: string; source: SourceFile}, Use[]>({
  name: 'content-imports',
  version: 1,
  config: [],
  run({siteDir}, items, tools) {
    const exists = siteFileExists(siteDir);
    for (const [n, {file, source}] of items.entries()) tools.done(n, usesOf(file, tools.read(n, source.path).toString('utf8'), exists));
  },
});

/** The content files' components; with a runner, each file's uses are the step's (kept between builds). */
async function siteComponents(siteDir: string, contentFiles: string[], runner?: StepRunner): Promise<Record<string, SiteComponent>> {
  if (!runner) return findSiteComponents(siteDir, contentFiles);
  // The site folder is not part of the key: the cache belongs to one site, and a moved site keeps it.
  const run = runner.batch(importsStep, {siteDir: keyed(siteDir, '')}, contentFiles.map((file) => ({file, source: sourceFile(path.join(siteDir, file))})));
  const {outputs} = await run.done();
  return findSiteComponents(siteDir, contentFiles, new Map(contentFiles.map((file, n) => [file, outputs[n]])));
}

const contentFiles = (files: Pick<SiteFiles, 'docs' | 'blogs' | 'pages'>) => [...files.docs, ...files.blogs.flatMap((blog) => blog.posts), ...files.pages.filter((file) => /\.mdx?$/.test(file))];

/**
 * The site's inputs for one locale (the default locale when none is given). `runner`: runs the
 * step that finds what each content file imports, so that it is kept between builds.
 */
export async function discover(siteDir: string, config: SiteConfig, locale?: LocaleInfo, runner?: StepRunner): Promise<SiteFiles> {
  const translated = locale && !locale.isDefault ? locale : undefined;
  const blogs = resolveBlogInstances(siteDir, config).map((blog, index) => {
    const localizedDir = translated ? localizedBlogDir(translated, blog.id, index === 0) : undefined;
    return {
      id: blog.id,
      posts: localized(siteDir, blog.path, localizedDir),
      authorsFile: firstExisting(siteDir, [localizedDir, blog.path], blog.authorsFile),
      tagsFile: firstExisting(siteDir, [localizedDir, blog.path], blog.tagsFile),
      localizedDir,
    };
  });
  const versions = allDocsVersions(siteDir, config).map((found) => {
    const version = translated ? {...found, localizedDir: localizedDocsDir(translated, found.name, found.pluginId)} : found;
    const docsDir = path.join(siteDir, version.docsDir);
    return {
      version,
      docs: localized(siteDir, version.docsDir, version.localizedDir),
      categoryFiles: fs.existsSync(docsDir)
        ? fg.sync(['**/_category_.{json,yml,yaml}'], {cwd: docsDir}).map((file) => path.posix.join(version.docsDir, file)).sort()
        : [],
    };
  });
  const docs = versions.flatMap((v) => v.docs);
  const pages = [...list(siteDir, 'pages', ['**/*.tsx']), ...docusaurusPages(siteDir)];
  return {
    siteDir,
    docs,
    versions,
    blogs,
    pages,
    staticFiles: fs.existsSync(path.join(siteDir, 'static'))
      ? fg.sync(['**/*'], {cwd: path.join(siteDir, 'static'), dot: true}).filter((file) => !EDITOR_FILES.test(file)).sort()
      : [],
    sidebarsFile: findSidebarsFile(siteDir, config),
    sidebarsFiles: Object.fromEntries(docsInstances(config).flatMap((instance) => {
      const file = findSidebarsFile(siteDir, config, instance);
      return file ? [[instance.id, file]] : [];
    })),
    siteComponents: await siteComponents(siteDir, contentFiles({docs, blogs, pages}), runner),
  };
}

/**
 * The files of an earlier `discover` of the same site and config, when since then only the text
 * of existing content files changed: the same lists, with the components their text imports
 * looked for again.
 */
export async function rediscover(files: SiteFiles, runner?: StepRunner): Promise<SiteFiles> {
  return {...files, siteComponents: await siteComponents(files.siteDir, contentFiles(files), runner)};
}

/** Whether an edit cannot change what `discover` lists: new text in a markdown file that was there before (chokidar's `change`). */
export function keepsFileLists(event: string, file: string): boolean {
  return event === 'change' && /\.mdx?$/i.test(file);
}

/** Without a `blogs` entry, a `blog/` folder is one blog at /blog (the Docusaurus default). */
export function resolveBlogInstances(siteDir: string, config: SiteConfig): SiteConfig['blogs'] & object {
  if (config.blogs) return config.blogs;
  if (!fs.existsSync(path.join(siteDir, 'blog'))) return [];
  return [
    {
      id: 'blog', path: 'blog', routeBasePath: '/blog', title: 'Blog', description: '', postsPerPage: 10,
      sidebarTitle: 'Recent posts', sidebarCount: 5, authorsFile: 'authors.yml', tagsFile: 'tags.yml',
      feed: {types: ['rss', 'atom', 'json'], content: 'full', limit: 20},
    },
  ];
}
