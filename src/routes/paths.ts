// Route paths and the files they are written to. A route's path is its public URL path: the base
// URL in front and the site's trailing-slash rule applied, as Docusaurus has them. Every stage
// that makes, compares or writes a route path does it through here.
import {withBaseUrl} from '../shared/urls.ts';

export interface UrlRules {
  /** `/` or `/sub/`. */
  baseUrl: string;
  /** `true`: every page path ends in `/`; `false`: none does (but the home); unset: as generated. */
  trailingSlash?: boolean;
}

/** Paths that name a file (`/404.html`, `/feed.xml`) keep their form whatever the rule. */
// A version number (`/blog/2023/11/13/3.1.0`) is a page, not a file: an extension starts with a letter.
const FILE_LIKE = /\.[a-z][a-z\d]*$/i;

export function applyTrailingSlash(sitePath: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || sitePath === '/' || FILE_LIKE.test(sitePath)) return sitePath;
  const bare = sitePath.replace(/\/+$/, '');
  return trailingSlash ? `${bare}/` : bare || '/';
}

/** A site path (`/docs/x`, as content and config write it) → the route's public path. */
export function routePath(rules: UrlRules, sitePath: string): string {
  const [pathPart, rest = ''] = splitSuffix(sitePath);
  return withBaseUrl(rules.baseUrl, applyTrailingSlash(pathPart, rules.trailingSlash)) + rest;
}

function splitSuffix(url: string): [string, string?] {
  const index = url.search(/[?#]/);
  return index < 0 ? [url] : [url.slice(0, index), url.slice(index)];
}

/** The form two paths are compared in: no query or fragment, no `index.html`/`.html`, no trailing slash. */
export function normalizeRoute(target: string): string {
  return splitSuffix(target)[0].replace(/\/index\.html$/, '/').replace(/\.html$/, '').replace(/\/+$/, '') || '/';
}

/**
 * Where a route's HTML is written, relative to the output folder: `/a/` → a/index.html,
 * `/a/b` → a/b.html, so each path is served in its exact form on any static host without redirects.
 */
export function outputFile(path: string, baseUrl = '/'): string {
  const inside = path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path.replace(/^\//, '');
  if (FILE_LIKE.test(inside)) return inside;
  // `/docs/cli/index` (front matter `slug: index`) is its own page, as in Docusaurus: written as
  // cli/index.html it would be the folder's page, /docs/cli/.
  if (inside === 'index' || inside.endsWith('/index')) return `${inside}/index.html`;
  return inside === '' || inside.endsWith('/') ? `${inside}index.html` : `${inside}.html`;
}

/** The route path an output file serves (the inverse of `outputFile`, in normalized form). */
export function routeOfFile(file: string, baseUrl = '/'): string {
  return normalizeRoute(withBaseUrl(baseUrl, `/${file}`));
}
