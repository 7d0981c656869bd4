// Navbar, sidebars and footer repeat on every page; crawling them hundreds of times made the
// link check take minutes. The theme marks those regions with `data-chrome`; the crawler is
// served pages without them plus one extra page that lists every chrome link once.
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

const CHROME = /<(nav|footer|aside|header|div)\b[^>]*\sdata-chrome(?:="[^"]*")?[^>]*>[\s\S]*?<\/\1>/g;
export const CHROME_PAGE = '/__sitegen/crawl-start.html';

export function stripChrome(html: string): {html: string; links: string[]} {
  const links: string[] = [];
  const stripped = html.replace(CHROME, (region) => {
    for (const match of region.matchAll(/\shref="([^"]+)"/g)) links.push(match[1]);
    return '';
  });
  return {html: stripped, links};
}

/**
 * The crawl's single start page: every chrome link of the site once, plus the pages to visit.
 * (broken-link-checker crawls a whole site per start URL, so there must be exactly one.)
 */
export function chromePage(outDir: string, pages: string[]): string {
  const links = new Set<string>(pages);
  for (const file of fg.sync('**/*.html', {cwd: outDir})) {
    for (const link of stripChrome(fs.readFileSync(path.join(outDir, file), 'utf8')).links) links.add(link);
  }
  const items = [...links].sort().map((href) => `<li><a href="${href}">${href}</a></li>`).join('\n');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Navigation links</title></head><body><ul>\n${items}\n</ul></body></html>`;
}

/** The built file behind a request path, as sirv would find it. */
export function htmlFileFor(outDir: string, pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname.split('?')[0]);
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (file.startsWith(path.resolve(outDir)) && file.endsWith('.html') && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}
