// Crawls a served site with broken-link-checker (internal links, and external ones on request),
// then checks `#fragment` links against the ids of the built pages, which that checker skips.
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
// broken-link-checker ships no types.
// @ts-expect-error untyped CommonJS module
import blc from 'broken-link-checker';
import {normalizeRoute, routeOfFile} from '../routes/paths.ts';
import {scanHtml} from '../html/scan.ts';
import type {CrawlProblem} from './report.ts';

export type {CrawlProblem};

interface BlcResult {
  url: {original: string; resolved: string | null};
  base: {resolved: string};
  broken: boolean;
  brokenReason: string | null;
  excluded: boolean;
  internal: boolean;
}

export function crawl(args: {origin: string; external: boolean; startPaths: string[]}): Promise<{problems: CrawlProblem[]; pages: number; links: Map<string, string[]>}> {
  return new Promise((resolve, reject) => {
    const problems: CrawlProblem[] = [];
    const links = new Map<string, string[]>();
    let pages = 0;
    const checker = new blc.SiteChecker(
      {excludeExternalLinks: !args.external, filterLevel: 1, honorRobotExclusions: false, maxSocketsPerHost: 8},
      {
        link(result: BlcResult) {
          const page = new URL(result.base.resolved).pathname;
          if (result.url.resolved) links.set(page, [...(links.get(page) ?? []), result.url.resolved]);
          if (result.broken && !result.excluded) {
            problems.push({page, url: result.url.original, reason: String(result.brokenReason ?? 'broken'), internal: result.internal});
          }
        },
        page(error: Error | null, pageUrl: string) {
          pages++;
          if (error) problems.push({page: new URL(pageUrl).pathname, url: new URL(pageUrl).pathname, reason: error.message, internal: true});
        },
        end() {
          resolve({problems, pages, links});
        },
      },
    );
    try {
      for (const start of args.startPaths) checker.enqueue(`${args.origin}${start}`);
    } catch (error) {
      reject(error);
    }
  });
}

/** Every page of the sitemap (so pages no link reaches are checked too), and the home page. */
export function startPaths(outDir: string): string[] {
  const file = path.join(outDir, 'sitemap.xml');
  if (!fs.existsSync(file)) return ['/'];
  return [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Ids per built page (the same parser the build checks with), keyed by normalized route path. */
export function anchorTable(outDir: string, baseUrl = '/'): Map<string, Set<string>> {
  const table = new Map<string, Set<string>>();
  for (const file of fg.sync('**/*.html', {cwd: outDir})) {
    const html = fs.readFileSync(path.join(outDir, file), 'utf8');
    table.set(routeOfFile(file, baseUrl), new Set(scanHtml(html).ids));
  }
  return table;
}

export function brokenFragments(links: Map<string, string[]>, anchors: Map<string, Set<string>>, origin: string): CrawlProblem[] {
  const problems: CrawlProblem[] = [];
  for (const [page, targets] of links) {
    for (const target of targets) {
      if (!target.startsWith(origin) || !target.includes('#')) continue;
      const url = new URL(target);
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!fragment) continue;
      const ids = anchors.get(normalizeRoute(url.pathname));
      if (ids && !ids.has(fragment)) problems.push({page, url: url.pathname + url.hash, reason: 'missing anchor', internal: true});
    }
  }
  return problems;
}
