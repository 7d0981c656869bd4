// sitemap.xml and robots.txt.
import {escapeHtml} from '../shared/strings.ts';
import {absoluteUrl} from '../shared/urls.ts';
import type {Route} from '../routes/types.ts';

export function sitemap(routes: Route[], siteUrl: string): string {
  const urls = routes
    // A page whose canonical URL is another (an old version's doc) is that page's duplicate.
    .filter((route) => !route.noindex && !route.canonicalPath && route.kind !== 'not-found')
    .map((route) => `<url><loc>${escapeHtml(`${siteUrl}${route.path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robots(siteUrl: string, baseUrl = '/'): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, baseUrl, '/sitemap.xml')}\n`;
}
