// The HTTP server: sirv over the output folder (precompressed files, correct types, long cache
// for hashed assets), the 404 page with status 404, and the live-reload event stream.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import {errorPage, type LiveReload} from './live-reload.ts';

export interface ServerOptions {
  outDir: string;
  host: string;
  port: number;
  /** Watch mode: files change under the server, so sirv must look at the disk on each request. */
  dev?: boolean;
  liveReload?: LiveReload;
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
  return http.createServer((req, res) => {
    if (options.liveReload && req.url?.startsWith('/__sitegen/')) {
      options.liveReload.handle(req, res);
      return;
    }
    serveFiles(req, res, () => {
      // In watch mode a first build that failed leaves nothing to serve: show why, and reload
      // once the fix builds.
      const failure = options.liveReload?.currentError;
      if (failure && !fs.existsSync(path.join(options.outDir, '404.html'))) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(errorPage(failure));
        return;
      }
      const notFound = path.join(options.outDir, '404.html');
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(fs.existsSync(notFound) ? fs.readFileSync(notFound) : 'Not found');
    });
  });
}

export function listen(server: http.Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
