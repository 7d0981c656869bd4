// The HTTP server: sirv over the output folder (precompressed files, correct types, long cache
// for hashed assets), the 404 page with status 404, and the live-reload event stream.
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import {errorPage, LIVE_RELOAD_PATH, type LiveReload} from './live-reload.ts';

export interface ServerOptions {
  outDir: string;
  host: string;
  port: number;
  /** Watch mode: files change under the server, so sirv must look at the disk on each request. */
  dev?: boolean;
  liveReload?: LiveReload;
  /** The site's base URL: files are served under it, as the host will serve them. */
  baseUrl?: string;
}

const HASHED = /-[A-Za-z0-9_-]{8,}\.(js|css|json|png|jpe?g|svg|webp|woff2?)$/;

export function createServer(options: ServerOptions): http.Server {
  const serveFiles = sirv(options.outDir, {
    dev: options.dev,
    etag: true,
    gzip: !options.dev,
    brotli: !options.dev,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/') && HASHED.test(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const baseUrl = options.baseUrl ?? '/';
  const notFound = (res: http.ServerResponse, pathname = '/') => {
    // In watch mode a first build that failed leaves nothing to serve: show why, and reload
    // once the fix builds.
    const failure = options.liveReload?.currentError;
    const page = notFoundPage(options.outDir, pathname);
    if (failure && !fs.existsSync(page)) {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(errorPage(failure));
      return;
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(fs.existsSync(page) ? fs.readFileSync(page) : 'Not found');
  };
  return http.createServer((req, res) => {
    // Only the event stream belongs to the server; the rest of /__sitegen/ is the site's metadata page.
    if (options.liveReload && req.url?.split('?')[0] === LIVE_RELOAD_PATH) {
      options.liveReload.handle(req, res);
      return;
    }
    const url = req.url ?? '/';
    if (baseUrl !== '/') {
      // The site lives under its base URL, as on its host; the bare host leads there.
      if (url === '/' || url === baseUrl.slice(0, -1)) {
        res.writeHead(302, {Location: baseUrl}).end();
        return;
      }
      if (!url.startsWith(baseUrl)) return notFound(res);
      req.url = url.slice(baseUrl.length - 1);
    }
    serveFiles(req, res, () => notFound(res, req.url));
  });
}

/**
 * The 404 page nearest a missing path: a language's own (`/fr/404.html`) before the root's, as
 * Cloudflare Pages chooses. `pathname` is below the base URL; `..` never leaves the folder.
 */
export function notFoundPage(outDir: string, pathname: string): string {
  let segments: string[];
  try {
    segments = decodeURIComponent(pathname.split(/[?#]/)[0]).split('/').filter((segment) => segment && segment !== '.');
  } catch {
    segments = [];
  }
  if (segments.includes('..')) segments = [];
  for (let n = segments.length; n > 0; n--) {
    const page = path.join(outDir, ...segments.slice(0, n), '404.html');
    if (fs.existsSync(page)) return page;
  }
  return path.join(outDir, '404.html');
}

export function listen(server: net.Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
