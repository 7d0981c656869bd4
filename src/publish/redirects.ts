// Redirects from the config: each `from` gets a small HTML page (meta refresh, canonical, a link,
// noindex) that works on any static host, and the build writes `_redirects` for hosts that answer
// with a real 301 (Netlify, Cloudflare Pages). `from: '/old/*'` with `to: '/new/*'` moves a whole
// folder: every page below `to` gets its old address. Targets must exist; a `from` that is a page
// of the site is an error (the redirect would hide it).
import type {RedirectConfig} from '../config/publish-schema.ts';
import {ProblemsError} from '../errors.ts';
import type {RouteTable} from '../routes/types.ts';
import {normalizeRoute, outputFile, routeOfFile} from '../routes/paths.ts';
import {escapeHtml} from '../shared/strings.ts';
import {absoluteUrl, hasScheme, isSitePath, splitFragment, withBaseUrl} from '../shared/urls.ts';

export interface Redirect {
  /** Public path of the old address (with the base URL). */
  from: string;
  /** Public path or external URL of the new one. */
  to: string;
}

export interface RedirectPlan {
  /** One per old address, for the HTML pages. */
  pages: Redirect[];
  /** The `_redirects` lines (folders stay one wildcard rule). */
  rules: string[];
}

const WILDCARD = /\/\*$/;
/** A path that names a file other than a page. */
const FILE_LIKE = /\.(?!html?$)[a-z\d]+$/i;

/**
 * Expands the config's redirects against the route table. `files`: output names of other files
 * (static files, assets), which a redirect may also lead to but not replace.
 */
export function planRedirects(args: {redirects: RedirectConfig[]; table: RouteTable; files: Set<string>; configFile: string}): RedirectPlan {
  const {table} = args;
  const baseUrl = table.urls.baseUrl;
  const routes = new Map(table.routes.map((route) => [normalizeRoute(route.path), route.path]));
  const fileRoutes = new Set([...args.files].map((file) => routeOfFile(file, baseUrl)));
  const publicPath = (sitePath: string) => withBaseUrl(baseUrl, sitePath);
  const problems: string[] = [];
  const pages: Redirect[] = [];
  const rules: string[] = [];
  const seen = new Map<string, string>();

  const addPage = (from: string, to: string) => {
    const key = normalizeRoute(from);
    if (routes.has(key)) return problems.push(`redirect from ${from}: ${routes.get(key)} is a page of the site; remove the page or the redirect`);
    if (fileRoutes.has(key)) return problems.push(`redirect from ${from}: a file of the site has this path`);
    const earlier = seen.get(key);
    if (earlier !== undefined && earlier !== to) return problems.push(`redirect from ${from}: also redirected to ${earlier}`);
    // An old file address (`/guide.pdf`) cannot be answered with an HTML page: hosts serve it
    // with the file's type. Only the `_redirects` rule moves it.
    if (earlier === undefined && !FILE_LIKE.test(from)) pages.push({from, to});
    seen.set(key, to);
  };
  /** The exact public form of a target on this site, or undefined when nothing is there. */
  const target = (to: string): string | undefined => {
    const [pathPart, fragment] = splitFragment(to);
    const [bare, query = ''] = pathPart.split(/(?=\?)/);
    const found = routes.get(normalizeRoute(publicPath(bare)));
    if (found) return found + query + (fragment !== undefined ? `#${fragment}` : '');
    return fileRoutes.has(normalizeRoute(publicPath(bare))) ? publicPath(bare) + query : undefined;
  };

  for (const redirect of args.redirects) {
    const froms = Array.isArray(redirect.from) ? redirect.from : [redirect.from];
    for (const from of froms) {
      if (!isSitePath(from)) {
        problems.push(`redirect from ${from}: must be a path of this site starting with "/"`);
        continue;
      }
      if (WILDCARD.test(from)) {
        if (!WILDCARD.test(redirect.to) || hasScheme(redirect.to)) {
          problems.push(`redirect from ${from}: a folder redirect needs a folder target ending in "/*" on this site, not ${redirect.to}`);
          continue;
        }
        const fromBase = publicPath(from.slice(0, -1));
        const toBase = publicPath(redirect.to.slice(0, -1));
        const below = [...routes.values()].filter((route) => route.startsWith(toBase) && route.length > toBase.length);
        if (!below.length) {
          problems.push(`redirect from ${from} to ${redirect.to}: no page of the site is below ${redirect.to.slice(0, -1)}`);
          continue;
        }
        for (const route of below) addPage(fromBase + route.slice(toBase.length), route);
        rules.push(`${fromBase}*  ${toBase}:splat  301`);
        continue;
      }
      let to: string | undefined = redirect.to;
      if (!hasScheme(redirect.to)) {
        to = isSitePath(redirect.to) ? target(redirect.to) : undefined;
        if (!to) {
          problems.push(`redirect from ${from} to ${redirect.to}: no page or file of the site has that path`);
          continue;
        }
      }
      const fromPath = publicPath(from);
      addPage(fromPath, to);
      rules.push(`${fromPath}  ${to}  301`);
    }
  }
  if (problems.length) throw new ProblemsError(`${args.configFile}: ${problems.length} broken redirect${problems.length > 1 ? 's' : ''}`, problems);
  return {pages, rules};
}

/** The output file of a redirect page: `/old/page` → old/page.html, `/old/` → old/index.html. */
export function redirectFile(from: string, baseUrl: string): string {
  return outputFile(from, baseUrl);
}

export function redirectPage(redirect: Redirect, site: {url: string; baseUrl: string}): string {
  const to = hasScheme(redirect.to) ? redirect.to : absoluteUrl(site.url, site.baseUrl, redirect.to);
  const href = escapeHtml(redirect.to);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${href}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(to)}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<p>This page has moved to <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}

/** `_redirects` for Netlify and Cloudflare Pages: `from  to  301`, one per line. */
export function redirectsFile(rules: string[]): string {
  return `# Written by sitegen from the config's \`redirects\`.\n${rules.join('\n')}\n`;
}
