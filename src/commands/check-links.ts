// `sitegen check-links [--external]`: crawls the built site on loopback and reports broken links
// and anchors grouped by page. Returns false when anything is broken.
import fs from 'node:fs';
import {anchorTable, brokenFragments, crawl, type CrawlProblem} from '../check/crawl.ts';
import {UsageError} from '../errors.ts';
import {createReporter, type Reporter} from '../log.ts';
import {createServer, listen} from '../serve/server.ts';

export async function checkLinksCommand(options: {out: string; external: boolean; reporter?: Reporter}): Promise<boolean> {
  const reporter = options.reporter ?? createReporter();
  if (!fs.existsSync(options.out)) throw new UsageError(`${options.out} does not exist: run \`sitegen build\` first`);
  const server = createServer({outDir: options.out, host: '127.0.0.1', port: 0});
  const port = await listen(server, '127.0.0.1', 0);
  const origin = `http://127.0.0.1:${port}`;
  try {
    const result = await crawl({origin, external: options.external});
    const problems: CrawlProblem[] = [...result.problems, ...brokenFragments(result.links, anchorTable(options.out), origin)];
    const byPage = new Map<string, CrawlProblem[]>();
    for (const problem of problems) byPage.set(problem.page, [...(byPage.get(problem.page) ?? []), problem]);
    for (const [page, list] of byPage) {
      reporter.info(page);
      for (const problem of list) reporter.info(`  - ${problem.url} (${problem.reason})`);
    }
    const linkCount = [...result.links.values()].reduce((n, l) => n + l.length, 0);
    reporter.info(`checked ${result.pages} pages, ${linkCount} links: ${problems.length} broken`);
    return problems.length === 0;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
