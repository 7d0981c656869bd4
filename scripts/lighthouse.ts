// `npm run lighthouse`: builds the site into a temp folder, serves it on loopback and runs
// Lighthouse (Chromium from CHROME_PATH, default /usr/bin/chromium) on the home page, a docs page
// and a blog post, printing the four category scores per page and each page's first-load JS/CSS.
// Mobile emulation by default (Lighthouse's own default); `--desktop` uses its desktop preset.
// `--site=<folder>` and `--pages=<route,...>` measure another site. Prints figures only; it never
// fails on a score.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {desktopConfig, type Flags} from 'lighthouse';
import {buildCommand} from '../src/commands/build.ts';
import {silentReporter} from '../src/log.ts';
import {createServer, listen} from '../src/serve/server.ts';
import {outputFile} from '../src/routes/paths.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--pages=/docs/a,/docs/b` measures those routes instead (a fixture site's pages).
const pagesArg = process.argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length);
const PAGES: Record<string, string> = pagesArg ? Object.fromEntries(pagesArg.split(',').map((route) => [route, route])) : {home: '/', docs: '/docs/', 'blog post': '/blog/3-2'};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const desktop = process.argv.includes('--desktop');
const site = process.argv.find((arg) => arg.startsWith('--site='))?.slice('--site='.length) ?? path.join(ROOT, 'site');

const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** JS and CSS a first visit downloads before the page is interactive: the linked stylesheet, the
 * module script and the chunks it imports statically (island chunks come later, on demand). */
function firstLoad(out: string, route: string): {js: number; css: number} {
  const html = fs.readFileSync(path.join(out, outputFile(route)), 'utf8');
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].reduce((n, m) => n + gzip(path.join(out, m[1])), 0);
  const seen = new Set<string>();
  const visit = (url: string): number => {
    if (seen.has(url)) return 0;
    seen.add(url);
    const file = path.join(out, url);
    const code = fs.readFileSync(file, 'utf8');
    const imports = [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+)["']/g)].map((m) => path.posix.join(path.posix.dirname(url), m[1]));
    return gzip(file) + imports.reduce((n, next) => n + visit(next), 0);
  };
  const js = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].reduce((n, m) => n + visit(m[1]), 0);
  return {js, css};
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-lighthouse-'));
const out = path.join(dir, 'dist');
// Created after the build: sirv indexes the output folder when it starts.
let server: ReturnType<typeof createServer> | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  process.stdout.write(`building ${path.relative(process.cwd(), site) || site} …\n`);
  await buildCommand({site, out, reporter: silentReporter()});
  server = createServer({outDir: out, host: '127.0.0.1', port: 0});
  const port = await listen(server, '127.0.0.1', 0);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const flags: Flags = {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES]};
  process.stdout.write(`Lighthouse ${desktop ? 'desktop' : 'mobile'} on http://127.0.0.1:${port}\n\n`);
  process.stdout.write(`${'page'.padEnd(26)}${CATEGORIES.map((c) => c.padStart(16)).join('')}${'JS gzip'.padStart(11)}${'CSS gzip'.padStart(11)}\n`);
  for (const [name, route] of Object.entries(PAGES)) {
    const result = await lighthouse(`http://127.0.0.1:${port}${route}`, flags, desktop ? desktopConfig : undefined);
    const categories = result?.lhr.categories ?? {};
    const scores = CATEGORIES.map((id) => {
      const score = categories[id]?.score;
      return (score === null || score === undefined ? 'n/a' : String(Math.round(score * 100))).padStart(16);
    });
    const bytes = firstLoad(out, route);
    process.stdout.write(`${`${name} (${route})`.padEnd(26)}${scores.join('')}${kb(bytes.js).padStart(11)}${kb(bytes.css).padStart(11)}\n`);
    // Audits that count towards a score and did not pass: what to look at when a score drops.
    const weighted = new Set(CATEGORIES.flatMap((id) => (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id)));
    const failing = Object.values(result?.lhr.audits ?? {}).filter((audit) => weighted.has(audit.id) && audit.score !== null && audit.score < 0.9);
    for (const audit of failing) process.stdout.write(`    below 90: ${audit.id} (${Math.round((audit.score ?? 0) * 100)})${audit.displayValue ? ` ${audit.displayValue}` : ''}\n`);
  }
} finally {
  chrome?.kill();
  server?.closeAllConnections();
  server?.close();
  fs.rmSync(dir, {recursive: true, force: true});
}
