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
