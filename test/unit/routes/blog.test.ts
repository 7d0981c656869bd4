import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildBlogRoutes} from '../../../src/routes/blog.ts';
import type {BlogInstanceConfig} from '../../../src/config/schema.ts';
import type {ParsedMarkdown} from '../../../src/content/types.ts';

const config = {id: 'blog', path: 'blog', routeBasePath: '/blog', title: 'Blog', postsPerPage: 10, sidebarCount: 5, sidebarTitle: 'Recent'} as unknown as BlogInstanceConfig;
const post = (file: string, frontMatter: Record<string, unknown> = {}) => ({file, frontMatter, title: file, readingTimeMinutes: 1, html: ''}) as unknown as ParsedMarkdown;
const hrefs = (posts: ParsedMarkdown[]) => buildBlogRoutes({config, posts, authors: {}, includeDrafts: false}).routes.filter((r) => r.kind === 'blog-post').map((r) => r.path).sort();

test('blog posts named YYYY-MM-DD-name were served at /blog/name instead of Docusaurus\'s /blog/YYYY/MM/DD/name', () => {
  assert.deepEqual(hrefs([post('blog/2023-11-13-3.1.0.md'), post('blog/2024/2024-01-02-nested.md')]), ['/blog/2023/11/13/3.1.0', '/blog/2024/2024/01/02/nested']);
});

test('front matter slug sets the URL below the blog, with or without a leading slash', () => {
  assert.deepEqual(hrefs([post('blog/2021-02-11-1-1.md', {slug: '1-1'}), post('blog/2021-02-12-x.md', {slug: '/launch'})]), ['/blog/1-1', '/blog/launch']);
});

test('an undated file name keeps its name when front matter has the date', () => {
  assert.deepEqual(hrefs([post('blog/welcome.md', {date: '2020-01-01'})]), ['/blog/welcome']);
});
