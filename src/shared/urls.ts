// URL rules every stage and the browser share: what counts as an external link, how a site path
// gets the base URL, and how an absolute URL is formed. Written once; imported everywhere.

/** A URL with a scheme (`https:`, `mailto:`, `pathname:`…) or protocol-relative (`//host`). */
const SCHEME = /^([a-z][a-z\d+.-]*:|\/\/)/i;
/** Links to another site: http(s) or protocol-relative. These open in a new tab. */
const WEB = /^(https?:)?\/\//i;

/** Whether `href` leaves the site (http, https or protocol-relative). */
export function isExternalUrl(href: string): boolean {
  return WEB.test(href);
}

/** Whether `href` carries a scheme of any kind (so it is not a site path or a relative file). */
export function hasScheme(href: string): boolean {
  return SCHEME.test(href);
}

/** Whether `href` is a path on this site (`/docs/x`), as opposed to relative or external. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A site path with the base URL in front (`/docs/x` → `/sub/docs/x` for base `/sub/`). A path
 * that already starts with the base is kept, as Docusaurus's `useBaseUrl` does.
 */
export function withBaseUrl(baseUrl: string, sitePath: string): string {
  if (baseUrl === '/' || !isSitePath(sitePath)) return sitePath;
  if (sitePath.startsWith(baseUrl) || sitePath === baseUrl.slice(0, -1)) return sitePath;
  return baseUrl + sitePath.slice(1);
}

/** The full URL of a site path: `https://example.com` + base + path. */
export function absoluteUrl(siteUrl: string, baseUrl: string, sitePath: string): string {
  if (hasScheme(sitePath)) return sitePath;
  return siteUrl.replace(/\/$/, '') + withBaseUrl(baseUrl, sitePath.startsWith('/') ? sitePath : `/${sitePath}`);
}

export type UrlKind =
  /** `#x`: a fragment of the same page. */
  | 'anchor'
  /** `/docs/x`: a path on this site. */
  | 'site'
  /** `./other.md`, `../a.mdx#b`: a markdown file, resolved to its page. */
  | 'markdown'
  /** `./diagram.png`, `../files/a.pdf`: a file next to the content, copied with a content hash. */
  | 'file'
  /** `other-page`, `../api`: relative to the page's own URL, as the browser resolves it. */
  | 'relative'
  /** Another site, or a scheme this site does not serve (`mailto:`, `data:`). */
  | 'external';

/** Has a file extension that is not a page's (`.html` pages are routes, not files). */
const FILE_EXTENSION = /\.(?!html?$)[a-z\d]+$/i;

/** What kind of target a URL written in content or a page points at. */
export function classifyUrl(url: string): UrlKind {
  if (url.startsWith('#')) return 'anchor';
  if (hasScheme(url)) return 'external';
  if (isSitePath(url)) return 'site';
  const pathPart = url.split(/[?#]/)[0];
  if (/\.mdx?$/i.test(pathPart)) return 'markdown';
  return FILE_EXTENSION.test(pathPart) ? 'file' : 'relative';
}

/** `path#fragment` → [path, decoded fragment]; the query stays with the path. */
export function splitFragment(url: string): [string, string | undefined] {
  const index = url.indexOf('#');
  if (index < 0) return [url, undefined];
  const fragment = url.slice(index + 1);
  try {
    return [url.slice(0, index), decodeURIComponent(fragment)];
  } catch {
    return [url.slice(0, index), fragment];
  }
}

/** A page's path (`/fr/docs/intro`, with its locale's base URL) in another locale: the same page below that locale's base URL. */
export function pathInLocale(sitePath: string, from: {baseUrl: string}, to: {baseUrl: string}): string {
  const rest = sitePath.startsWith(from.baseUrl) ? sitePath.slice(from.baseUrl.length) : sitePath.replace(/^\//, '');
  return `${to.baseUrl}${rest}`;
}
