// The crawl's report: broken links grouped by target (a link broken on 300 pages is one line),
// the site's own breakages first, then other sites'; links that could not be checked (offline,
// DNS) are one summary line per cause, not broken links. The crawler's helper page never shows.
export interface CrawlProblem {
  /** Path of the page the link is on. */
  page: string;
  url: string;
  /** broken-link-checker's reason code (HTTP_404, ERRNO_ENOTFOUND, …) or our own text. */
  reason: string;
  internal: boolean;
}

/** Failures of the network, not of the link: the target could not be asked. */
const UNREACHABLE = /^(ERRNO_(ENOTFOUND|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ESOCKETTIMEDOUT)|NO_RESPONSE)$/;

/**
 * broken-link-checker answers the second and later occurrences of a URL from its cache, where a
 * network error loses its code and reads as `HTTP_undefined` (offline, a link on many pages would
 * be 'broken' on all but the first): such an occurrence takes the reason of the URL's first one.
 */
const LOST_REASON = 'HTTP_undefined';

function withRealReasons(problems: CrawlProblem[]): CrawlProblem[] {
  const first = new Map<string, string>();
  for (const problem of problems) if (problem.reason !== LOST_REASON && !first.has(problem.url)) first.set(problem.url, problem.reason);
  return problems.map((problem) => (problem.reason === LOST_REASON ? {...problem, reason: first.get(problem.url) ?? 'NO_RESPONSE'} : problem));
}

const REASONS: Record<string, string> = {
  ERRNO_ENOTFOUND: 'no DNS record, or no network (ENOTFOUND)',
  ERRNO_EAI_AGAIN: 'DNS lookup failed (EAI_AGAIN)',
  ERRNO_ENETUNREACH: 'network unreachable (ENETUNREACH)',
  ERRNO_EHOSTUNREACH: 'host unreachable (EHOSTUNREACH)',
  ERRNO_ECONNREFUSED: 'connection refused (ECONNREFUSED)',
  ERRNO_ECONNRESET: 'connection reset (ECONNRESET)',
  ERRNO_ETIMEDOUT: 'timed out (ETIMEDOUT)',
  ERRNO_ESOCKETTIMEDOUT: 'timed out (ESOCKETTIMEDOUT)',
  NO_RESPONSE: 'no response',
  BLC_INVALID: 'invalid URL',
  BLC_UNKNOWN: 'unknown error',
};

function describe(reason: string): string {
  const http = /^HTTP_(\d+)$/.exec(reason);
  return http ? `HTTP ${http[1]}` : (REASONS[reason] ?? reason);
}

export interface CrawlReport {
  lines: string[];
  broken: number;
  unchecked: number;
}

export function crawlReport(found: CrawlProblem[], options: {helperPage: string; pages: number; links: number}): CrawlReport {
  const problems = withRealReasons(found);
  const pageName = (page: string) => (page === options.helperPage ? 'the navbar, sidebars or footer' : page);
  const unchecked = problems.filter((p) => !p.internal && UNREACHABLE.test(p.reason));
  const broken = problems.filter((p) => !unchecked.includes(p));
  const lines: string[] = [];
  const group = (title: string, list: CrawlProblem[]) => {
    if (!list.length) return;
    const byUrl = new Map<string, CrawlProblem[]>();
    for (const problem of list) byUrl.set(problem.url, [...(byUrl.get(problem.url) ?? []), problem]);
    lines.push(`${title} (${byUrl.size}):`);
    for (const [url, found] of [...byUrl].sort(([a], [b]) => a.localeCompare(b))) {
      const pages = [...new Set(found.map((p) => pageName(p.page)))];
      const shown = pages.slice(0, 3).join(', ') + (pages.length > 3 ? ` and ${pages.length - 3} more` : '');
      lines.push(`  ${url} (${describe(found[0].reason)}), on ${pages.length === 1 ? shown : `${pages.length} pages: ${shown}`}`);
    }
  };
  group('broken links on this site', broken.filter((p) => p.internal));
  group('broken links to other sites', broken.filter((p) => !p.internal));
  const causes = new Map<string, Set<string>>();
  for (const problem of unchecked) causes.set(problem.reason, (causes.get(problem.reason) ?? new Set()).add(problem.url));
  for (const [reason, urls] of causes) lines.push(`${describe(reason)}: ${urls.size.toLocaleString('en-US')} external link${urls.size === 1 ? '' : 's'} not checked`);
  const brokenUrls = new Set(broken.map((p) => p.url)).size;
  lines.push(`checked ${options.pages} pages, ${options.links} links: ${brokenUrls} broken`);
  return {lines, broken: brokenUrls, unchecked: new Set(unchecked.map((p) => p.url)).size};
}
