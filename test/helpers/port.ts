// The real Docusaurus doc sets in ../shared/port, built unchanged: each is copied to a temporary
// folder with a small sitegen.config.ts beside its website/ files, built through the CLI, and
// measured against Docusaurus's own rules. Used by test/build/port.test.ts and `npm run port-report`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import YAML from 'yaml';
import {spawnSync} from 'node:child_process';
import {ROOT, runCli} from './site.ts';

/**
 * ../shared/port beside the repository: from a checkout, a git worktree (beside the main
 * checkout, found with `git rev-parse --git-common-dir`), or SITEGEN_PORT_DIR. Missing, it is an
 * error naming where it looked: the port tests never pass by finding nothing.
 */
export function portDir(): string {
  const candidates = [process.env.SITEGEN_PORT_DIR, path.resolve(ROOT, '../shared/port')];
  const common = spawnSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {cwd: ROOT, encoding: 'utf8'});
  if (common.status === 0 && common.stdout.trim()) candidates.push(path.resolve(path.dirname(common.stdout.trim()), '../shared/port'));
  const found = candidates.find((dir): dir is string => !!dir && fs.existsSync(dir));
  if (!found) throw new Error(`the real Docusaurus sets are not found (looked in ${candidates.filter(Boolean).join(', ')}); set SITEGEN_PORT_DIR`);
  return found;
}

export const PORT_DIR = portDir();

/**
 * The config each set gets for its docs alone. Docs sit in ../docs as in both repositories. The
 * website's src/pages are left out of the copy (port-site.ts builds the whole site with its own
 * translated config), so links to those pages are warnings here.
 */
const CONFIGS: Record<string, string> = {
  prettier: "export default {title: 'Prettier', url: 'https://prettier.io', docs: {path: '../docs'}, onBrokenLinks: 'warn', onBrokenAnchors: 'warn', onBrokenImages: 'warn'};\n",
  metro: "export default {title: 'Metro', url: 'https://metrobundler.dev', docs: {path: '../docs'}, onBrokenLinks: 'warn', onBrokenAnchors: 'warn', onBrokenImages: 'warn'};\n",
};

/** Every set the tests expect: one missing is an error, not a skipped test. */
export const PORT_SETS = Object.keys(CONFIGS).map((name) => {
  if (!fs.existsSync(path.join(PORT_DIR, name, 'website'))) throw new Error(`the port set ${name} is missing from ${PORT_DIR}`);
  return name;
});

export interface PortFigures {
  set: string;
  status: number;
  sourcePages: number;
  builtPages: number;
  /** Source pages whose Docusaurus URL is a page of the build. */
  urlsIdentical: number;
  missingUrls: string[];
  leakedPages: string[];
  tabs: number;
  tabsLabelled: number;
  brokenLinks: number;
  seconds: number;
  stderr: string;
}

/** Copies a set, writes its config, builds it and measures the output. */
export function buildPortSet(set: string): PortFigures {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sitegen-port-${set}-`));
  fs.cpSync(path.join(PORT_DIR, set), dir, {recursive: true});
  const site = path.join(dir, 'website');
  fs.rmSync(path.join(site, 'src/pages'), {recursive: true, force: true});
  fs.writeFileSync(path.join(site, 'sitegen.config.ts'), CONFIGS[set]);
  const out = path.join(dir, 'out');
  const started = process.hrtime.bigint();
  const result = runCli(['build', '--site', site, '--out', out]);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const figures = measure({set, site, out, status: result.status, stderr: result.stderr, seconds});
  fs.rmSync(dir, {recursive: true, force: true});
  return figures;
}

function measure(args: {set: string; site: string; out: string; status: number; stderr: string; seconds: number}): PortFigures {
  const expected = expectedUrls(args.site);
  const built = (url: string) => ['.html', '/index.html'].some((suffix) => fs.existsSync(path.join(args.out, decodeURI(url).replace(/\/$/, '') + suffix)));
  const missingUrls = expected.filter((page) => !built(page.url)).map((page) => `${page.file} → ${page.url}`);
  const html = args.status === 0 ? fg.sync('**/*.html', {cwd: args.out}).filter((file) => !file.startsWith('__sitegen/')) : [];
  const leakedPages: string[] = [];
  let tabsLabelled = 0;
  for (const file of html) {
    const page = fs.readFileSync(path.join(args.out, file), 'utf8');
    const main = /<main[\s\S]*<\/main>/.exec(page)?.[0] ?? '';
    if (leaks(main)) leakedPages.push(file);
    tabsLabelled += [...main.matchAll(/class="tabs__tab"[^>]*>([^<]+)</g)].length;
  }
  const sources = expected.map((page) => fs.readFileSync(page.path, 'utf8')).join('\n');
  return {
    set: args.set,
    status: args.status,
    sourcePages: expected.length,
    builtPages: builtContentPages(args.out),
    urlsIdentical: expected.length - missingUrls.length,
    missingUrls,
    leakedPages,
    // Each <TabItem> of a source page is one tab button in the built page.
    tabs: [...outsideFences(sources).matchAll(/<TabItem\b/g)].length,
    tabsLabelled,
    brokenLinks: Number(/(\d+) broken links?/.exec(args.stderr)?.[1] ?? 0),
    seconds: args.seconds,
    stderr: args.stderr,
  };
}

/** Docs and blog post pages in the build's route list (`__sitegen/metadata.json`). */
function builtContentPages(out: string): number {
  const file = path.join(out, '__sitegen/metadata.json');
  if (!fs.existsSync(file)) return 0;
  const {routes} = JSON.parse(fs.readFileSync(file, 'utf8')) as {routes: {component: string}[]};
  return routes.filter((route) => route.component === '@theme/DocPage' || route.component === '@theme/BlogPostPage').length;
}

/** MDX a reader must never see: ESM lines, JSX tags or expressions, outside code. */
export function leaks(html: string): boolean {
  const text = withoutCode(html).replace(/<[^>]+>/g, '\n');
  const esm = /^\s*(import\s+[\w{*][^\n]*\bfrom\s*['"]|import\s+['"]|export\s+(const|let|default|function)\b)/m;
  return esm.test(text) || /&lt;\/?[A-Z]\w*[\s>/]/.test(text) || /\{\/\*|=\{\{/.test(text) || /<\/?(Tabs|TabItem|Admonition|Details)\b/.test(withoutCode(html));
}

function withoutCode(html: string): string {
  return html.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/<code[\s\S]*?<\/code>/g, '');
}

/** Markdown source without its fenced code blocks (fences may be indented inside JSX). */
function outsideFences(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .filter((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        return false;
      }
      if (marker) fence = marker;
      return !marker;
    })
    .join('\n');
}

interface ExpectedPage {
  file: string;
  path: string;
  url: string;
}

/** Every page's URL by Docusaurus's rules, written here independently of sitegen's routes. */
export function expectedUrls(site: string): ExpectedPage[] {
  const pages: ExpectedPage[] = [];
  const versionsFile = path.join(site, 'versions.json');
  const versions: string[] = fs.existsSync(versionsFile) ? JSON.parse(fs.readFileSync(versionsFile, 'utf8')) : [];
  const docsRoots = [{dir: path.join(site, '../docs'), base: versions.length ? '/docs/next' : '/docs'}];
  versions.forEach((version, n) => docsRoots.push({dir: path.join(site, 'versioned_docs', `version-${version}`), base: n === 0 ? '/docs' : `/docs/${version}`}));
  for (const {dir, base} of docsRoots) {
    for (const file of fg.sync('**/*.{md,mdx}', {cwd: dir, ignore: ['**/_*', '**/_*/**']})) {
      const full = path.join(dir, file);
      pages.push({file: path.relative(site, full), path: full, url: docUrl(file, frontMatter(full), base)});
    }
  }
  const blog = path.join(site, 'blog');
  for (const file of fs.existsSync(blog) ? fg.sync('**/*.{md,mdx}', {cwd: blog, ignore: ['**/_*']}) : []) {
    const full = path.join(blog, file);
    const front = frontMatter(full);
    if (front.draft === true) continue;
    const name = file.replace(/\.mdx?$/, '').replace(/\/index$/, '');
    const dated = /^(.*?)(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(name);
    const slug = typeof front.slug === 'string' ? front.slug.replace(/^\//, '') : dated ? `${dated[1]}${dated[2]}/${dated[3]}/${dated[4]}/${dated[5]}` : name;
    pages.push({file: path.relative(site, full), path: full, url: `/blog/${slug}`});
  }
  return pages;
}

function frontMatter(file: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'));
  return match ? (YAML.parse(match[1]) ?? {}) : {};
}

const stripNumber = (segment: string) => segment.replace(/^\d+\s*[-_.]\s*(?=.)/, '');

function docUrl(file: string, front: Record<string, unknown>, base: string): string {
  const segments = file.replace(/\.mdx?$/, '').split('/').map(stripNumber);
  const name = segments.pop()!;
  const folder = segments.join('/');
  const join = (...parts: string[]) => `/${parts.filter(Boolean).join('/')}`.replace(/\/+/g, '/');
  if (typeof front.slug === 'string') return front.slug.startsWith('/') ? join(base, front.slug) : join(base, folder, front.slug);
  const id = typeof front.id === 'string' ? front.id : name;
  const isIndex = typeof front.id !== 'string' && (/^(index|readme)$/i.test(name) || name === segments[segments.length - 1]);
  return isIndex ? join(base, folder) || '/' : join(base, folder, id);
}
