// Blog instances (/blog, /success-stories): posts, paginated lists, archive, tags, sidebar.
import path from 'node:path';
import type {BlogInstanceConfig} from '../config/schema.ts';
import {FrontMatterError} from '../errors.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import type {FrontMatter, FrontMatterTag} from '../content/front-matter.ts';
import {socialLinks, type TagDefinition} from '../content/authors.ts';
import {slugify} from '../shared/slug.ts';
import {formatDateIn} from '../shared/intl.ts';
import {editUrlFor} from './edit-url.ts';
import type {Author, BlogInstanceInfo, PostSummary, Route, Tag} from './types.ts';
import {ENGLISH_MESSAGES, translate, translatePlural, type ThemeMessages} from '../shared/theme-strings.ts';

const DATED = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

export interface BlogPost {
  parsed: ParsedMarkdown;
  summary: PostSummary;
  slug: string;
}

/** A day in the locale's words and calendar (English: "March 5, 2024"). */
export function formatDate(iso: string, locale: {htmlLang: string; calendar: string} = {htmlLang: 'en-US', calendar: 'gregory'}): string {
  const lang = locale.htmlLang === 'en' ? 'en-US' : locale.htmlLang;
  return formatDateIn(new Date(`${iso.slice(0, 10)}T00:00:00Z`), lang, {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC', calendar: locale.calendar});
}

function postIdentity(parsed: ParsedMarkdown, instanceDir: string): {slug: string; date: string} {
  const rel = path.posix.relative(instanceDir, parsed.file).replace(/\.mdx?$/, '').replace(/\/index$/, '');
  const name = path.posix.basename(rel);
  const dated = DATED.exec(name);
  const fm = parsed.frontMatter;
  let date = dated ? `${dated[1]}-${dated[2]}-${dated[3]}` : undefined;
  if (fm.date instanceof Date) date = fm.date.toISOString().slice(0, 10);
  else if (fm.date !== undefined) date = fm.date.slice(0, 10);
  if (!date || Number.isNaN(Date.parse(date))) {
    throw new FrontMatterError('blog post has no date: name the file YYYY-MM-DD-slug.md or set `date`', {
      location: {file: parsed.file},
    });
  }
  // Docusaurus's rule: a dated file name becomes /YYYY/MM/DD/name below its folder.
  const dir = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
  const fileSlug = dated ? path.posix.join(dir, dated[1], dated[2], dated[3], dated[4]) : path.posix.join(dir, name);
  const slug = fm.slug !== undefined ? fm.slug.replace(/^\//, '') : fileSlug;
  return {slug, date};
}

/** A post's authors: front matter `authors` (keys of the authors file, or written out), else the older single `author` keys. */
function resolveAuthors(fm: FrontMatter, known: Record<string, Author>, file: string): Author[] {
  if (fm.authors === undefined && fm.author !== undefined) {
    const url = fm.author_url ?? fm.authorURL;
    const title = fm.author_title ?? fm.authorTitle;
    const imageUrl = fm.author_image_url ?? fm.authorImageURL;
    return [{name: fm.author, ...(title !== undefined ? {title} : {}), ...(url !== undefined ? {url} : {}), ...(imageUrl !== undefined ? {imageUrl} : {})}];
  }
  const list = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
  return list.map((entry) => {
    if (typeof entry === 'string') {
      const author = known[entry];
      if (!author) throw new FrontMatterError(`unknown author "${entry}" (not in the authors file)`, {location: {file}});
      return author;
    }
    const socials = socialLinks(entry);
    if (socials.problems.length) throw new FrontMatterError(`author "${entry.name}": ${socials.problems[0]}`, {location: {file}});
    return {name: entry.name, title: entry.title, url: entry.url, imageUrl: entry.image_url, ...(socials.links.length ? {socials: socials.links} : {})};
  });
}

export function buildBlogRoutes(args: {
  config: BlogInstanceConfig;
  posts: ParsedMarkdown[];
  authors: Record<string, Author>;
  /** The blog's tags.yml: a post's tag that is a key there takes its label, permalink and description. */
  tags?: Record<string, TagDefinition>;
  includeDrafts: boolean;
  /** A site path → the route's public path (base URL, trailing slash). */
  toRoute?: (sitePath: string) => string;
  /** The building locale's texts and date format, and the folder of its translated posts. */
  locale?: {messages: ThemeMessages; htmlLang: string; calendar: string; localizedDir?: string};
}): {routes: Route[]; info: BlogInstanceInfo} {
  const messages = args.locale?.messages ?? ENGLISH_MESSAGES;
  const lang = args.locale?.htmlLang ?? 'en';
  const {config, authors} = args;
  const toRoute = args.toRoute ?? ((p: string) => p);
  const base = config.routeBasePath.replace(/\/$/, '');
  const tagHref = (label: string) => toRoute(`${base}/tags/${slugify(label)}`);
  const defined = args.tags ?? {};
  const tagOf = (written: FrontMatterTag): Tag => {
    // A key of the tags file, or a tag written out in the post (as a tags file entry is).
    const key = typeof written === 'string' ? written : written.label;
    const tag = typeof written === 'string' ? defined[written] : written;
    if (!tag) return {label: key, href: tagHref(key)};
    const permalink = tag.permalink?.replace(/^\/+|\/+$/g, '');
    return {label: tag.label, href: permalink ? toRoute(`${base}/tags/${permalink}`) : tagHref(key), ...(tag.description ? {description: tag.description} : {})};
  };
  const posts: BlogPost[] = args.posts
    .filter((parsed) => args.includeDrafts || parsed.frontMatter.draft !== true)
    .map((parsed) => {
      const localizedDir = args.locale?.localizedDir;
      const {slug, date} = postIdentity(parsed, localizedDir && parsed.file.startsWith(`${localizedDir}/`) ? localizedDir : config.path);
      const tags = (parsed.frontMatter.tags ?? []).map(tagOf);
      const summary: PostSummary = {
        title: parsed.title || slug,
        href: toRoute(`${base}/${slug}`),
        date,
        formattedDate: formatDate(date, args.locale),
        readingTimeMinutes: parsed.readingTimeMinutes,
        authors: resolveAuthors(parsed.frontMatter, authors, parsed.file),
        tags,
        description: parsed.description,
        excerptHtml: parsed.excerptHtml ?? parsed.html,
        truncated: parsed.excerptHtml !== undefined,
      };
      return {parsed, summary, slug};
    })
    .sort((a, b) => b.summary.date.localeCompare(a.summary.date) || a.summary.title.localeCompare(b.summary.title));

  const count = config.sidebarCount === 'ALL' ? posts.length : config.sidebarCount;
  const info: BlogInstanceInfo = {
    id: config.id,
    title: config.title,
    description: config.description,
    basePath: toRoute(base || '/'),
    tagsPath: toRoute(`${base}/tags`),
    sidebar: {title: config.sidebarTitle, items: posts.slice(0, count).map((p) => ({label: p.summary.title, href: p.summary.href}))},
  };
  const summaries = posts.map((p) => p.summary);
  const routes: Route[] = [];
  const pages = Math.max(1, Math.ceil(posts.length / config.postsPerPage));
  const pageHref = (n: number) => toRoute(n === 1 ? base || '/' : `${base}/page/${n}`);
  for (let page = 1; page <= pages; page++) {
    routes.push({
      kind: 'blog-list',
      path: pageHref(page),
      source: `${config.path}/ (list page ${page})`,
      title: page === 1 ? config.title : `${config.title} — page ${page}`,
      description: config.description,
      blog: info,
      posts: summaries.slice((page - 1) * config.postsPerPage, page * config.postsPerPage),
      pagination: {
        page,
        totalPages: pages,
        previous: page > 1 ? pageHref(page - 1) : undefined,
        next: page < pages ? pageHref(page + 1) : undefined,
      },
    });
  }
  posts.forEach(({parsed, summary}, n) => {
    const newer = posts[n - 1]?.summary;
    const older = posts[n + 1]?.summary;
    routes.push({
      kind: 'blog-post',
      path: summary.href,
      source: parsed.file,
      title: summary.title,
      description: summary.description,
      image: parsed.frontMatter.image,
      keywords: parsed.frontMatter.keywords,
      ...(parsed.frontMatter.head_tags ? {headTags: parsed.frontMatter.head_tags} : {}),
      ...(parsed.frontMatter.draft === true ? {draft: true, noindex: true} : parsed.frontMatter.unlisted === true ? {noindex: true} : {}),
      blog: info,
      post: {
        ...summary,
        heading: parsed.heading || summary.title,
        html: parsed.html,
        toc: parsed.toc,
        hideToc: parsed.frontMatter.hide_table_of_contents === true,
        editUrl: editUrlFor(config.editUrl, {file: parsed.file, contentDir: config.path, permalink: summary.href}),
        ...(args.locale?.localizedDir && !parsed.file.startsWith(`${args.locale.localizedDir}/`) ? {untranslated: true} : {}),
        previous: newer && {label: newer.title, href: newer.href},
        next: older && {label: older.title, href: older.href},
      },
    });
  });
  const years = new Map<string, PostSummary[]>();
  for (const summary of summaries) {
    const year = summary.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), summary]);
  }
  routes.push({
    kind: 'blog-archive',
    path: toRoute(`${base}/archive`),
    source: `${config.path}/ (archive)`,
    title: translate(messages, 'theme.blog.archive.title'),
    description: translate(messages, 'theme.blog.archive.description', {blogTitle: config.title}),
    blog: info,
    years: [...years].map(([year, list]) => ({year, posts: list})),
  });
  const tags = new Map<string, {tag: Tag; posts: PostSummary[]}>();
  for (const summary of summaries) {
    for (const tag of summary.tags) {
      const entry = tags.get(tag.href) ?? {tag, posts: []};
      entry.posts.push(summary);
      tags.set(tag.href, entry);
    }
  }
  if (tags.size) {
    const all = [...tags.values()]
      .map(({tag, posts: list}) => ({...tag, count: list.length}))
      .sort((a, b) => a.label.localeCompare(b.label));
    routes.push({kind: 'blog-tags', path: info.tagsPath, source: `${config.path}/ (tags)`, title: translate(messages, 'theme.tags.tagsPageTitle'), description: translate(messages, 'theme.tags.tagsPageDescription', {blogTitle: config.title}), blog: info, tags: all});
    for (const {tag, posts: list} of tags.values()) {
      routes.push({
        kind: 'blog-tag',
        path: tag.href,
        source: `${config.path}/ (tag ${tag.label})`,
        title: translate(messages, 'theme.blog.tagTitle', {nPosts: translatePlural(messages, 'theme.blog.post.plurals', list.length, lang), tagName: tag.label}),
        description: translate(messages, 'theme.blog.tagDescription', {blogTitle: config.title, tagName: tag.label}),
        blog: info,
        tag: {...tag, count: list.length},
        posts: list,
      });
    }
  }
  return {routes, info};
}
