// RSS 2.0, Atom 1.0 and JSON Feed 1.1 for each blog instance, made with the `feed` library (as
// Docusaurus does). Items carry the post's full HTML or its excerpt, its authors and its tags as
// categories; every URL in them is absolute, with the base URL.
import type {Feed as FeedClass} from 'feed';
import type {SiteConfig} from '../config/schema.ts';
import type {FeedConfig, FeedType} from '../config/publish-schema.ts';
import type {BlogInstanceInfo, FeedLink, Route, RouteTable} from '../routes/types.ts';
import {absoluteUrl, hasScheme} from '../shared/urls.ts';
import {rewriteUrls} from '../html/scan.ts';
import {htmlUrls} from '../html/urls.ts';

let Feed: typeof FeedClass | undefined;

/**
 * Loads the `feed` library, which buildFeeds needs: awaited by the step that makes the feeds
 * before it runs (the built-in plugins write synchronously), so a build that keeps its feeds
 * from the last output does not load it.
 */
export async function loadFeedLibrary(): Promise<void> {
  Feed ??= (await import('feed')).Feed;
}

/** Each format's file name in the blog's folder (Docusaurus's names) and its media type. */
export const FEED_FILES: Record<FeedType, {file: string; mime: string; label: string}> = {
  rss: {file: 'rss.xml', mime: 'application/rss+xml', label: 'RSS Feed'},
  atom: {file: 'atom.xml', mime: 'application/atom+xml', label: 'Atom Feed'},
  json: {file: 'feed.json', mime: 'application/feed+json', label: 'JSON Feed'},
};

type PostRoute = Extract<Route, {kind: 'blog-post'}>;

function blogConfig(config: SiteConfig, id: string): FeedConfig | undefined {
  const feed = config.blogs?.find((blog) => blog.id === id)?.feed;
  return feed === false ? undefined : feed;
}

/** The feed links of a blog instance (public paths, with the base URL). */
export function feedLinks(args: {config: SiteConfig; blog: BlogInstanceInfo; toPath: (file: string) => string}): FeedLink[] {
  const feed = blogConfig(args.config, args.blog.id);
  if (!feed) return [];
  const base = args.blog.basePath.replace(/\/$/, '');
  return feed.types.map((type) => ({
    type: FEED_FILES[type].mime,
    href: args.toPath(`${base}/${FEED_FILES[type].file}`),
    title: `${args.config.title} ${args.blog.title} ${FEED_FILES[type].label}`,
  }));
}

/** Post HTML for a feed reader: every URL absolute (readers have no page to resolve against). */
export function absoluteHtml(html: string, pageUrl: string): string {
  const clean = html.replace(/<!--\s*truncate\s*-->\n?/g, '');
  return rewriteUrls(clean, htmlUrls(clean), (url) => {
    if (hasScheme(url.value) || url.attribute === 'srcset') return undefined;
    try {
      return new URL(url.value, pageUrl).href;
    } catch {
      return undefined;
    }
  });
}

export interface FeedFile {
  /** Public path (with the base URL). */
  path: string;
  content: string;
}

/**
 * The feed files of every blog instance. `postHtml` gives a post's rendered content HTML (links
 * resolved), full or excerpt.
 */
export function buildFeeds(args: {config: SiteConfig; table: RouteTable; postHtml: (route: PostRoute, part: 'full' | 'excerpt') => string}): FeedFile[] {
  const {config, table} = args;
  const site = table.chrome;
  const url = (sitePath: string) => absoluteUrl(site.url, site.baseUrl, sitePath);
  const files: FeedFile[] = [];
  const instances = new Map<string, {blog: BlogInstanceInfo; posts: PostRoute[]}>();
  for (const route of table.routes) {
    if (!('blog' in route)) continue;
    const entry = instances.get(route.blog.id) ?? {blog: route.blog, posts: []};
    if (route.kind === 'blog-post' && !route.draft) entry.posts.push(route);
    instances.set(route.blog.id, entry);
  }
  for (const {blog, posts} of instances.values()) {
    const options = blogConfig(config, blog.id);
    if (!options) continue;
    const newest = [...posts].sort((a, b) => b.post.date.localeCompare(a.post.date)).slice(0, options.limit);
    const links = feedLinks({config, blog, toPath: (file) => file});
    const linkOf = (type: FeedType) => links.find((link) => link.type === FEED_FILES[type].mime)?.href;
    if (!Feed) throw new Error('buildFeeds: the feed library was not loaded (await loadFeedLibrary() first)');
    const feed = new Feed({
      id: url(blog.basePath),
      title: options.title ?? `${config.title} ${blog.title}`,
      description: options.description ?? (blog.description || `${blog.title} of ${config.title}`),
      link: url(blog.basePath),
      language: table.locale.current.htmlLang,
      // A blog without posts: a fixed date, as the library would write the time of the build and
      // each build would differ from the last.
      updated: new Date(newest[0] ? `${newest[0].post.date}T00:00:00Z` : 0),
      generator: 'sitegen',
      favicon: config.favicon ? url(config.favicon.startsWith('/') ? config.favicon : `/${config.favicon}`) : undefined,
      // Atom needs an author on the feed or on every entry: the site stands in for posts without one.
      author: {name: config.title, link: url(site.home)},
      copyright: options.copyright ?? (config.footer.copyright.replace(/<[^>]*>/g, '') || `Copyright ${config.title}`),
      feedLinks: Object.fromEntries(options.types.map((type) => [type, url(linkOf(type)!)])),
    });
    for (const route of newest) {
      const {post} = route;
      const link = url(route.path);
      feed.addItem({
        title: post.title,
        id: link,
        link,
        date: new Date(`${post.date}T00:00:00Z`),
        published: new Date(`${post.date}T00:00:00Z`),
        description: route.description || undefined,
        content: absoluteHtml(args.postHtml(route, options.content), link),
        // `feed` expects a non-empty author list or none.
        // An author's page or picture may be on the site (`/team/ada`): absolute, as everything in a feed.
        ...(post.authors.length ? {author: post.authors.map((author) => ({name: author.name, ...(author.url ? {link: url(author.url)} : {}), ...(author.imageUrl ? {avatar: url(author.imageUrl)} : {})}))} : {}),
        category: post.tags.map((tag) => ({name: tag.label, term: tag.label, domain: url(tag.href)})),
      });
    }
    for (const type of options.types) {
      // RSS 2.0's <author> is an e-mail address; a name goes in <dc:creator> (the library declares dc).
      const content = type === 'rss' ? feed.rss2().replace(/<author>([^<]*)<\/author>/g, '<dc:creator>$1</dc:creator>') : type === 'atom' ? feed.atom1() : feed.json1();
      files.push({path: linkOf(type)!, content});
    }
  }
  return files;
}
