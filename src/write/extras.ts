// sitemap.xml and robots.txt.
import {escapeHtml} from '../shared/strings.ts';
import {absoluteUrl} from '../shared/urls.ts';
import type {Route} from '../routes/types.ts';

/** `lastmod`: route path → ISO date (docs: the last commit touching them; posts: their date). */
export function sitemap(routes: Route[], siteUrl: string, lastmod: Map<string, string> = new Map()): string {
  const urls = routes
    // A page whose canonical URL is another (an old version's doc) is that page's duplicate.
    .filter((route) => !route.noindex && !route.canonicalPath && route.kind !== 'not-found')
    .map((route) => {
      const date = lastmod.get(route.path);
      return `<url><loc>${escapeHtml(`${siteUrl}${route.path}`)}</loc>${date ? `<lastmod>${escapeHtml(date)}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robots(siteUrl: string, baseUrl = '/'): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, baseUrl, '/sitemap.xml')}\n`;
}
