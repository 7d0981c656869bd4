// The blog plugin's options (the preset's `blog`, or a `@docusaurus/plugin-content-blog`
// instance) → one of sitegen's `blogs`, feeds included.
import {noteRemarkPlugins} from './remark.ts';
import fs from 'node:fs';
import path from 'node:path';
import {editUrlFunction} from './docs.ts';
import {isObject, relativePath, routeBase, str, unusedKeys, type Notes} from './notes.ts';
import type {Json} from './load.ts';

const USED = ['id', 'path', 'routeBasePath', 'blogTitle', 'blogDescription', 'postsPerPage', 'blogSidebarTitle', 'blogSidebarCount', 'editUrl', 'feedOptions', 'authorsMapPath', 'tags'];
/** Options whose Docusaurus default is what sitegen does. */
const SAME_AS_SITEGEN = ['onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts', 'showReadingTime', 'editLocalizedFiles', 'truncateMarker', 'exclude'];

function feed(options: unknown, key: string, notes: Notes): unknown {
  if (options === undefined) return undefined;
  if (!isObject(options)) return undefined;
  const type = options.type;
  if (type === null) return false;
  const types = type === 'all' || type === undefined ? undefined : [type].flat().filter((t) => t === 'rss' || t === 'atom' || t === 'json');
  for (const extra of unusedKeys(options, ['type', 'title', 'description', 'copyright', 'limit'])) notes.skip(`${key}.${extra}`, 'no sitegen equivalent for this feed setting');
  return {
    ...(types?.length ? {types} : {}),
    ...(str(options.title) ? {title: options.title} : {}),
    ...(str(options.description) ? {description: options.description} : {}),
    ...(str(options.copyright) ? {copyright: options.copyright} : {}),
    ...(typeof options.limit === 'number' && options.limit > 0 ? {limit: options.limit} : {}),
  };
}

/** Undefined when the blog folder does not exist (Docusaurus then builds no blog either). */
export function translateBlog(blog: Json, key: string, notes: Notes, fallbackId = 'blog'): Json | undefined {
  const folder = str(blog.path) ?? 'blog';
  if (!fs.existsSync(path.resolve(notes.projectDir, folder))) return undefined;
  let editUrl: unknown = typeof blog.editUrl === 'string' ? blog.editUrl : undefined;
  if (typeof blog.editUrl === 'function') {
    editUrl = editUrlFunction(blog.editUrl as (params: Json) => unknown);
    if (!editUrl) notes.skip(`${key}.editUrl`, 'an edit URL function init could not rewrite; write it in sitegen.config.ts');
  }
  const feedOptions = feed(blog.feedOptions, `${key}.feedOptions`, notes);
  for (const extra of unusedKeys(blog, [...USED, ...SAME_AS_SITEGEN])) {
    if (/Plugins$/.test(extra)) noteRemarkPlugins(blog[extra], `${key}.${extra}`, notes);
    else notes.skip(`${key}.${extra}`, 'no sitegen equivalent');
  }
  return {
    id: str(blog.id) ?? fallbackId,
    path: relativePath(notes.projectDir, folder),
    routeBasePath: routeBase(blog.routeBasePath, 'blog'),
    title: str(blog.blogTitle) ?? 'Blog',
    description: str(blog.blogDescription) ?? '',
    ...(typeof blog.postsPerPage === 'number' ? {postsPerPage: blog.postsPerPage} : {}),
    ...(str(blog.blogSidebarTitle) ? {sidebarTitle: blog.blogSidebarTitle} : {}),
    ...(typeof blog.blogSidebarCount === 'number' || blog.blogSidebarCount === 'ALL' ? {sidebarCount: blog.blogSidebarCount} : {}),
    ...(editUrl ? {editUrl} : {}),
    ...(str(blog.authorsMapPath) ? {authorsFile: blog.authorsMapPath} : {}),
    ...(str(blog.tags) ? {tagsFile: blog.tags} : {}),
    ...(feedOptions !== undefined ? {feed: feedOptions} : {}),
  };
}
