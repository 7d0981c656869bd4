// Navbar, sidebars and footer repeat on every page; crawling them hundreds of times made the
// link check take minutes. The theme marks those regions with `data-chrome`; the crawler is
// served pages without them plus one extra page that lists every chrome link once.
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import {scanHtml, withoutChrome} from '../html/scan.ts';
import {escapeHtml} from '../shared/strings.ts';

export const CHROME_PAGE = '/__sitegen/crawl-start.html';

/** The page without its chrome regions, and the links those regions held. */
export function stripChrome(html: string): {html: string; links: string[]} {
  const scan = scanHtml(html);
  const links = scan.urls.filter((url) => url.chrome && url.attribute === 'href' && url.tag === 'a').map((url) => url.value);
  return {html: withoutChrome(html, scan), links};
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
  const items = [...links].sort().map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`).join('\n');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Navigation links</title></head><body><ul>\n${items}\n</ul></body></html>`;
}

/** The built file behind a request path, as sirv would find it. */
export function htmlFileFor(outDir: string, pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname.split('?')[0]);
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}.html`, `${clean}/index.html`];
  const root = path.resolve(outDir);
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    // Inside the output folder for real: `/..%2Fsibling/` shares its name's prefix, not its folder.
    const relative = path.relative(root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
    if (file.endsWith('.html') && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}
