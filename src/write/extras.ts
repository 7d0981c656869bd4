// sitemap.xml and robots.txt.
import {escapeHtml} from '../shared/strings.ts';
import {absoluteUrl} from '../shared/urls.ts';
import type {Route, RouteTable} from '../routes/types.ts';
import {pathInLocale} from '../shared/urls.ts';
import micromatch from 'micromatch';

/** What the config's `sitemap` adds to or takes from the URLs. */
export interface SitemapOptions {
  changefreq?: string;
  priority?: number;
  ignorePatterns?: string[];
}

/** `lastmod`: route path → ISO date (docs: the last commit touching them; posts: their date). */
/** One locale's sitemap; on a site of several languages each URL lists its translations (hreflang). */
export function sitemap(routes: Route[], siteUrl: string, lastmod: Map<string, string> = new Map(), locale?: RouteTable['locale'], options: SitemapOptions = {}): string {
  const others = locale && locale.all.length > 1 ? locale.all : [];
  const alternates = (route: Route) =>
    others.map((to) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(to.htmlLang)}" href="${escapeHtml(`${siteUrl}${pathInLocale(route.path, locale!.current, to)}`)}"/>`).join('');
  const urls = routes
    // A page whose canonical URL is another (an old version's doc) is that page's duplicate.
    .filter((route) => !route.noindex && !route.canonicalPath && route.kind !== 'not-found')
    .filter((route) => !options.ignorePatterns?.length || !micromatch.isMatch(route.path, options.ignorePatterns))
    .map((route) => {
      const date = lastmod.get(route.path);
      const tuning = `${options.changefreq ? `<changefreq>${options.changefreq}</changefreq>` : ''}${options.priority !== undefined ? `<priority>${options.priority}</priority>` : ''}`;
      return `<url><loc>${escapeHtml(`${siteUrl}${route.path}`)}</loc>${date ? `<lastmod>${escapeHtml(date)}</lastmod>` : ''}${tuning}${alternates(route)}</url>`;
    })
    .join('\n');
  const xhtml = others.length ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls}\n</urlset>\n`;
}

/** robots.txt at the root, naming the sitemap of each locale (each base URL has its own); `file: false`: the site has none. */
export function robots(siteUrl: string, baseUrls: string | string[] = '/', file: string | false = 'sitemap.xml'): string {
  if (file === false) return 'User-agent: *\nAllow: /\n';
  return `User-agent: *\nAllow: /\n\n${[baseUrls].flat().map((baseUrl) => `Sitemap: ${absoluteUrl(siteUrl, baseUrl, `/${file}`)}\n`).join('')}`;
}
