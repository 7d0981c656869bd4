// The blog's part of the route table contract (src/routes/types.ts): posts, their authors and
// tags, an instance's sidebar and feeds, list pagination.
import type {ContentHtml, TocEntry} from '../content/types.ts';
import type {Link} from './link.ts';

export interface Author {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Profiles elsewhere (authors.yml `socials`, `email`), as links. */
  socials?: {platform: string; url: string}[];
}

export interface Tag {
  label: string;
  href: string;
  count?: number;
  /** From the blog's tags.yml. */
  description?: string;
}

export interface PostSummary {
  title: string;
  href: string;
  date: string;
  formattedDate: string;
  readingTimeMinutes: number;
  authors: Author[];
  tags: Tag[];
  description: string;
  /** HTML before `<!--truncate-->`, or the whole post when there is no marker. */
  excerptHtml: ContentHtml;
  truncated: boolean;
}

export interface BlogSidebarData {title: string; items: Link[]}

export interface BlogInstanceInfo {
  id: string;
  title: string;
  description: string;
  basePath: string;
  /** The route listing every tag. */
  tagsPath: string;
  sidebar: BlogSidebarData;
  /** The instance's feeds, advertised on its pages (set by the publish step). */
  feeds?: FeedLink[];
}

export interface FeedLink {
  /** `application/rss+xml`, `application/atom+xml` or `application/feed+json`. */
  type: string;
  /** Public path of the feed file. */
  href: string;
  title: string;
}

export interface BlogPostData extends PostSummary {
  /** What the post's h1 shows: the body's leading h1 when it has one, else `title`. */
  heading: string;
  html: ContentHtml;
  /** "Edit this page" (the blog's `editUrl`). */
  editUrl?: string;
  toc: TocEntry[];
  /** Shown in the default locale's words: the building locale has no translation of it. */
  untranslated?: boolean;
  hideToc: boolean;
  previous?: Link;
  next?: Link;
}

export interface Pagination {
  page: number;
  totalPages: number;
  previous?: string;
  next?: string;
}
