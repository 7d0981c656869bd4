// Finds the site's inputs: docs, blog instances, React pages, static files, sidebars and authors.
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import micromatch from 'micromatch';
import type {SiteConfig} from '../config/schema.ts';
import {docsVersions, type DocsVersion} from './versions.ts';
import {findSiteComponents, type ImportsCache, type SiteComponent} from './mdx-components.ts';

export interface BlogInstanceFiles {
  id: string;
  posts: string[];
  authorsFile?: string;
  /** The blog's tags.yml, when it has one (site-relative). */
  tagsFile?: string;
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
  sidebarsFile?: string;
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

/** `imports`: where what each content file imports is kept between builds (see findSiteComponents). */
export function discover(siteDir: string, config: SiteConfig, imports?: ImportsCache): SiteFiles {
  const blogs = resolveBlogInstances(siteDir, config).map((blog) => {
    const authors = path.posix.join(blog.path, blog.authorsFile);
    const tags = path.posix.join(blog.path, blog.tagsFile);
    return {
      id: blog.id,
      posts: list(siteDir, blog.path, CONTENT),
      authorsFile: fs.existsSync(path.join(siteDir, authors)) ? authors : undefined,
      tagsFile: fs.existsSync(path.join(siteDir, tags)) ? tags : undefined,
    };
  });
  const sidebarPath = config.docs.sidebarPath;
  const sidebarsFile = sidebarPath === false ? undefined : (sidebarPath ? [sidebarPath] : SIDEBARS_FILES).find((file) => fs.existsSync(path.join(siteDir, file)));
  const versions = docsVersions(siteDir, config).map((version) => {
    const docsDir = path.join(siteDir, version.docsDir);
    return {
      version,
      docs: list(siteDir, version.docsDir, CONTENT),
      categoryFiles: fs.existsSync(docsDir)
        ? fg.sync(['**/_category_.{json,yml,yaml}'], {cwd: docsDir}).map((file) => path.posix.join(version.docsDir, file)).sort()
        : [],
    };
  });
  const docs = versions.flatMap((v) => v.docs);
  return {
    siteDir,
    docs,
    versions,
    blogs,
    pages: list(siteDir, 'pages', ['**/*.tsx']),
    staticFiles: fs.existsSync(path.join(siteDir, 'static'))
      ? fg.sync(['**/*'], {cwd: path.join(siteDir, 'static'), dot: true}).filter((file) => !EDITOR_FILES.test(file)).sort()
      : [],
    sidebarsFile,
    siteComponents: findSiteComponents(siteDir, [...docs, ...blogs.flatMap((blog) => blog.posts)], imports),
  };
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
