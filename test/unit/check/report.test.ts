import {test} from 'node:test';
import assert from 'node:assert/strict';
import {crawlReport, type CrawlProblem} from '../../../src/check/report.ts';

const HELPER = '/__sitegen/crawl-start.html';

test('check-links --external offline: one line per cause instead of one per link (it printed 2,950 lines)', () => {
  const problems: CrawlProblem[] = [];
  for (let n = 0; n < 2642; n++) problems.push({page: `/docs/p${n % 300}`, url: `https://site${n}.example/`, reason: 'ERRNO_ENOTFOUND', internal: false});
  for (let n = 0; n < 300; n++) problems.push({page: `/docs/p${n}`, url: 'https://down.example/', reason: 'ERRNO_EAI_AGAIN', internal: false});
  problems.push({page: '/docs/a', url: '/docs/gone', reason: 'HTTP_404', internal: true});
  problems.push({page: HELPER, url: '/docs/gone', reason: 'HTTP_404', internal: true});
  problems.push({page: '/docs/b', url: 'https://example.com/moved', reason: 'HTTP_404', internal: false});
  const report = crawlReport(problems, {helperPage: HELPER, pages: 300, links: 9000});
  assert.deepEqual(report.lines, [
    'broken links on this site (1):',
    '  /docs/gone (HTTP 404), on 2 pages: /docs/a, the navbar, sidebars or footer',
    'broken links to other sites (1):',
    '  https://example.com/moved (HTTP 404), on /docs/b',
    'no DNS record, or no network (ENOTFOUND): 2,642 external links not checked',
    'DNS lookup failed (EAI_AGAIN): 1 external link not checked',
    'checked 300 pages, 9000 links: 2 broken',
  ]);
  assert.equal(report.broken, 2);
  assert.equal(report.unchecked, 2643);
});

test('a link broken on many pages is one line naming a few of them', () => {
  const problems = Array.from({length: 40}, (_, n): CrawlProblem => ({page: `/docs/p${n}`, url: '/old', reason: 'HTTP_404', internal: true}));
  const {lines} = crawlReport(problems, {helperPage: HELPER, pages: 40, links: 40});
  assert.equal(lines[1], '  /old (HTTP 404), on 40 pages: /docs/p0, /docs/p1, /docs/p2 and 37 more');
});

test('offline, a link repeated on many pages is not checked rather than broken (the checker\'s cache turned ENOTFOUND into HTTP_undefined)', () => {
  const problems: CrawlProblem[] = [
    {page: '/about/', url: 'https://github.com/x/y', reason: 'ERRNO_ENOTFOUND', internal: false},
    ...Array.from({length: 38}, (_, n): CrawlProblem => ({page: `/blog/p${n}`, url: 'https://github.com/x/y', reason: 'HTTP_undefined', internal: false})),
    {page: '/showcase/', url: 'https://twitter.com/z', reason: 'HTTP_undefined', internal: false},
  ];
  const report = crawlReport(problems, {helperPage: HELPER, pages: 40, links: 80});
  assert.deepEqual(report.lines, [
    'no DNS record, or no network (ENOTFOUND): 1 external link not checked',
    'no response: 1 external link not checked',
    'checked 40 pages, 80 links: 0 broken',
  ]);
  assert.equal(report.broken, 0);
});
