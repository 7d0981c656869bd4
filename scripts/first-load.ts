// First-load bytes of built pages: the HTML, its stylesheets, and the JavaScript the browser fetches
// before any interaction (module scripts and their static imports; `import()` waits for a reason).
// Shared by `npm run bench` and the budget test (test/site/first-load.test.ts); on its own it
// measures a built folder: `tsx scripts/first-load.ts <dist> [route...]`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';

/** gzip at level 9, as a static host or CDN would serve precompressed assets. */
export const gzipSize = (buffer: Buffer): number => zlib.gzipSync(buffer, {level: 9}).length;
export const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

export interface FetchedFile {
  url: string;
  bytes: Buffer;
}

/** JS files a module script pulls in before running: itself and its static imports. */
export function moduleGraph(root: string, url: string, seen = new Set<string>()): FetchedFile[] {
  if (seen.has(url)) return [];
  seen.add(url);
  const bytes = fs.readFileSync(path.join(root, url));
  const imports = [...bytes.toString().matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?["']([^"']+)["']/g)].map((m) => (m[1].startsWith('/') ? m[1] : path.posix.join(path.posix.dirname(url), m[1])));
  return [{url, bytes}, ...imports.flatMap((next) => moduleGraph(root, next, seen))];
}

export interface FirstLoad {
  html: Buffer;
  css: FetchedFile[];
  js: FetchedFile[];
}

/** What a first visit to `route` of the site built in `root` fetches before any interaction. */
export function firstLoad(root: string, route: string): FirstLoad {
  const name = route.endsWith('/') ? `${route}index.html` : `${route}.html`;
  const html = fs.readFileSync(path.join(root, name));
  const text = html.toString();
  const css = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => ({url: m[1], bytes: fs.readFileSync(path.join(root, m[1]))}));
  const js = [...text.matchAll(/<script type="module" src="([^"]+)"/g)].flatMap((m) => moduleGraph(root, m[1]));
  return {html, css, js};
}

const sum = (files: FetchedFile[], size: (bytes: Buffer) => number) => files.reduce((n, file) => n + size(file.bytes), 0);

/** `raw / gzip` figures of one page, as the bench prints them. */
export function firstLoadFigures(root: string, route: string): {html: string; css: string; js: string} {
  const page = firstLoad(root, route);
  return {
    html: `${kb(page.html.length)} raw / ${kb(gzipSize(page.html))} gzip`,
    css: `${kb(sum(page.css, (b) => b.length))} raw / ${kb(sum(page.css, gzipSize))} gzip`,
    js: `${kb(sum(page.js, (b) => b.length))} raw / ${kb(sum(page.js, gzipSize))} gzip`,
  };
}

/** Gzipped first-load JavaScript of a page, in bytes (each file compressed on its own, as served). */
export function firstLoadJs(root: string, route: string): number {
  return sum(firstLoad(root, route).js, gzipSize);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [root, ...routes] = process.argv.slice(2);
  if (!root) {
    console.error('usage: tsx scripts/first-load.ts <dist> [route...]');
    process.exit(2);
  }
  for (const route of routes.length ? routes : ['/', '/docs/', '/docs/interpolate', '/blog/3-2']) {
    const page = firstLoad(root, route);
    console.log(`${route}  JS ${sum(page.js, gzipSize)} bytes gzip (${kb(sum(page.js, gzipSize))})`);
    for (const file of page.js) console.log(`  ${file.url}  ${file.bytes.length} raw / ${gzipSize(file.bytes)} gzip`);
  }
}
