// sitemap.xml and robots.txt.
import {escapeHtml} from '../shared/strings.ts';
import {absoluteUrl} from '../shared/urls.ts';
import type {Route, RouteTable} from '../routes/types.ts';
import {pathInLocale} from '../shared/urls.ts';

/** `lastmod`: route path → ISO date (docs: the last commit touching them; posts: their date). */
/** One locale's sitemap; on a site of several languages each URL lists its translations (hreflang). */
export function sitemap(routes: Route[], siteUrl: string, lastmod: Map<string, string> = new Map(), locale?: RouteTable['locale']): string {
  const others = locale && locale.all.length > 1 ? locale.all : [];
  const alternates = (route: Route) =>
    others.map((to) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(to.htmlLang)}" href="${escapeHtml(`${siteUrl}${pathInLocale(route.path, locale!.current, to)}`)}"/>`).join('');
  const urls = routes
    // A page whose canonical URL is another (an old version's doc) is that page's duplicate.
    .filter((route) => !route.noindex && !route.canonicalPath && route.kind !== 'not-found')
    .map((route) => {
      const date = lastmod.get(route.path);
      return `<url><loc>${escapeHtml(`${siteUrl}${route.path}`)}</loc>${date ? `<lastmod>${escapeHtml(date)}</lastmod>` : ''}${alternates(route)}</url>`;
    })
    .join('\n');
  const xhtml = others.length ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls}\n</urlset>\n`;
}

/** robots.txt at the root, naming the sitemap of each locale (each base URL has its own). */
export function robots(siteUrl: string, baseUrls: string | string[] = '/'): string {
  return `User-agent: *\nAllow: /\n\n${[baseUrls].flat().map((baseUrl) => `Sitemap: ${absoluteUrl(siteUrl, baseUrl, '/sitemap.xml')}\n`).join('')}`;
}
