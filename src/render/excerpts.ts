// The content a page shows, filled in before the page is laid out: its own (a doc's, a post's, a
// markdown page's), and the post excerpts on blog list and tag pages. An excerpt's links, images
// and islands are numbered in its post's file, not in the list page's, so each excerpt is resolved
// as its post's own page resolves them (relative links against the post's URL).
import type {ContentHtml} from '../content/types.ts';
import type {PostSummary, Route, RouteTable} from '../routes/types.ts';

/** The post page an excerpt comes from: its URL and its source file. */
export interface ExcerptPage {
  route: string;
  source: string;
}

const postPages = new WeakMap<RouteTable, Map<string, ExcerptPage>>();

/** The posts `route` shows excerpts of, each with its post page (list and tag pages only). */
export function excerptPages(route: Route, table: RouteTable): {post: PostSummary; page: ExcerptPage}[] {
  if (route.kind !== 'blog-list' && route.kind !== 'blog-tag') return [];
  let pages = postPages.get(table);
  if (!pages) {
    pages = new Map(table.routes.flatMap((post) => (post.kind === 'blog-post' ? [[post.path, {route: post.path, source: post.source}] as const] : [])));
    postPages.set(table, pages);
  }
  return route.posts.flatMap((post) => {
    const page = pages.get(post.href);
    return page ? [{post, page}] : [];
  });
}

/**
 * `route` with each excerpt resolved by `resolve` (given the excerpt and its post page) into the
 * HTML it shows; the route itself when it shows no excerpts.
 */
export function withResolvedExcerpts<R extends Route>(route: R, table: RouteTable, resolve: (html: ContentHtml, page: ExcerptPage) => string): R {
  const excerpts = excerptPages(route, table);
  if (!excerpts.length) return route;
  const resolved = new Map(excerpts.map(({post, page}) => [post, {...post, excerptHtml: [resolve(post.excerptHtml, page)]}] as const));
  return {...route, posts: (route as Extract<Route, {posts: PostSummary[]}>).posts.map((post) => resolved.get(post) ?? post)};
}

/** `route` with its own content (a doc's, a post's, a markdown page's) resolved by `resolve` into the HTML it shows. */
export function withResolvedContent<R extends Route>(route: R, resolve: (html: ContentHtml) => string): R {
  const page = route as Route;
  if (page.kind === 'doc') return {...page, doc: {...page.doc, html: [resolve(page.doc.html)]}} as R;
  if (page.kind === 'blog-post') return {...page, post: {...page.post, html: [resolve(page.post.html)]}} as R;
  if (page.kind === 'page' && page.markdown) return {...page, markdown: {...page.markdown, html: [resolve(page.markdown.html)]}} as R;
  return route;
}
