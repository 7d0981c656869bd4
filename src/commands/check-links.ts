// `sitegen check-links [--external]`: crawls the built site on loopback and reports broken links
// and anchors grouped by page. Returns false when anything is broken.
import fs from 'node:fs';
import path from 'node:path';
import {readPageData} from '../html/scan.ts';
import {anchorTable, brokenFragments, crawl, startPaths} from '../check/crawl.ts';
import {crawlReport, type CrawlProblem} from '../check/report.ts';
import {UsageError} from '../errors.ts';
import {createReporter, type Reporter} from '../log.ts';
import http from 'node:http';
import {createServer, listen} from '../serve/server.ts';
import {CHROME_PAGE, chromePage, htmlFileFor, stripChrome} from '../check/chrome.ts';

export async function checkLinksCommand(options: {out: string; external: boolean; reporter?: Reporter}): Promise<boolean> {
  const reporter = options.reporter ?? createReporter();
  if (!fs.existsSync(options.out)) throw new UsageError(`${options.out} does not exist: run \`sitegen build\` first`);
  const baseUrl = builtBaseUrl(options.out);
  const files = createServer({outDir: options.out, host: '127.0.0.1', port: 0, baseUrl});
  const chrome = chromePage(options.out, startPaths(options.out));
  // Pages go to the crawler without their navbar, sidebars and footer (see src/check/chrome.ts).
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const inside = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length - 1) : undefined;
    const file = pathname === CHROME_PAGE || inside === undefined ? undefined : htmlFileFor(options.out, inside);
    if (pathname === CHROME_PAGE || file) {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(pathname === CHROME_PAGE ? chrome : stripChrome(fs.readFileSync(file!, 'utf8')).html);
      return;
    }
    files.emit('request', req, res);
  });
  const port = await listen(server, '127.0.0.1', 0);
  const origin = `http://127.0.0.1:${port}`;
  try {
    const result = await crawl({origin, external: options.external, startPaths: [CHROME_PAGE]});
    const problems: CrawlProblem[] = [...result.problems, ...brokenFragments(result.links, anchorTable(options.out, baseUrl), origin)];
    const linkCount = [...result.links.values()].reduce((n, l) => n + l.length, 0);
    const report = crawlReport(problems, {helperPage: CHROME_PAGE, pages: result.pages, links: linkCount});
    for (const line of report.lines) reporter.info(line);
    return report.broken === 0;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The base URL the site was built with, as its pages record it (`/` for older builds). */
function builtBaseUrl(outDir: string): string {
  for (const name of ['404.html', 'index.html']) {
    const file = path.join(outDir, name);
    if (!fs.existsSync(file)) continue;
    const base = readPageData(fs.readFileSync(file, 'utf8'))?.baseUrl;
    if (typeof base === 'string') return base;
  }
  return '/';
}
