// A ../shared/port website switched as a team would: copied with its docs to a temporary folder,
// its npm dependencies installed (once, cached: port-deps.ts), then `sitegen init
// --from-docusaurus` and `sitegen build` with no edit, and the output measured against
// Docusaurus's rules: docs, blog and src/pages URLs, MDX components, leaks, warnings by kind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import fg from 'fast-glob';
import {expectedUrls, leaks, portDir} from './port.ts';
import {installPortDeps, type InstalledDeps} from './port-deps.ts';
import {runCli} from './site.ts';
import {siteLook, type SiteLook} from './site-look.ts';

export interface UrlFigures {
  expected: number;
  matching: number;
  missing: string[];
}

export interface SwitchFigures {
  set: string;
  deps: InstalledDeps;
  init: {status: number; output: string};
  build: {status: number; stderr: string; seconds: number};
  docs: UrlFigures;
  blog: UrlFigures;
  pages: UrlFigures;
  /** MDX component elements in the docs and blog sources, and those the build reported not rendered. */
  components: {used: number; notRendered: number};
  leakedPages: string[];
  warnings: Record<string, number>;
  /** The `--ifm-*` values the site's stylesheets set, per colour mode. */
  look: SiteLook;
  /** Where the site and its output are (kept with `keep`, else removed). */
  dir: string;
  site: string;
  out: string;
}

/** Docusaurus's route of each src/pages file: index files are their folder, `_` files and folders are left out. */
export function expectedPageUrls(site: string): {file: string; url: string}[] {
  const pagesDir = path.join(site, 'src/pages');
  if (!fs.existsSync(pagesDir)) return [];
  const files = fg.sync('**/*.{js,jsx,ts,tsx,md,mdx}', {cwd: pagesDir, ignore: ['**/_*', '**/_*/**', '**/*.test.*', '**/__tests__/**', '**/*.d.ts']});
  return files.map((file) => {
    const route = file.replace(/\.(js|jsx|ts|tsx|md|mdx)$/, '').replace(/(^|\/)index$/, '');
    return {file: `src/pages/${file}`, url: `/${route}`};
  });
}

function urlFigures(out: string, expected: {file: string; url: string}[]): UrlFigures {
  const built = (url: string) => ['.html', '/index.html'].some((suffix) => fs.existsSync(path.join(out, decodeURI(url).replace(/\/$/, '') + suffix)));
  const missing = expected.filter((page) => !built(page.url)).map((page) => `${page.file} → ${page.url}`);
  return {expected: expected.length, matching: expected.length - missing.length, missing};
}

/** Warnings of the build's output grouped by kind (the message without its file, names and numbers). */
export function warningKinds(stderr: string): Record<string, number> {
  const kinds: Record<string, number> = {};
  const lines = stderr.split('\n');
  lines.forEach((line, n) => {
    const match = /^warning: (?:\S+:\d+: )?(.*)$/.exec(line);
    if (!match) return;
    let kind = match[1]
      .replace(/`[^`]*`|'[^']*'|"[^"]*"|<[^>]+>/g, 'X')
      .replace(/\b(imports|image|link|component) \S+/g, '$1 X')
      .replace(/\d+/g, 'N')
      .replace(/\s*\(.*$/, '')
      .replace(/:$/, '');
    // A summary line ("3 MDX components not rendered:") counts its listed items.
    const items = lines.slice(n + 1).findIndex((next) => !next.startsWith('  - '));
    const count = /^N /.test(kind) ? Math.max(items < 0 ? lines.length - n - 1 : items, 1) : 1;
    kind = kind.replace(/^N /, '');
    kinds[kind] = (kinds[kind] ?? 0) + count;
  });
  return kinds;
}

/** The MDX component elements of the markdown sources (capitalised tags outside code fences). */
function componentsUsed(files: string[]): number {
  let used = 0;
  // Docusaurus 3 reads .md files as MDX too (its default `markdown.format`).
  for (const file of files) {
    let fence: string | undefined;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
        continue;
      }
      if (marker) {
        fence = marker;
        continue;
      }
      used += [...line.replace(/`[^`]*`/g, '').matchAll(/<([A-Z][\w.]*)[\s/>]/g)].length;
    }
  }
  return used;
}

/**
 * The installed packages as a real folder of the site, as after `npm install` (hard links: no
 * copying). A symbolic link would put the packages' real paths outside the site.
 */
function linkTree(from: string, to: string): void {
  const linked = spawnSync('cp', ['-al', from, to]);
  if (linked.status !== 0) fs.cpSync(from, to, {recursive: true, verbatimSymlinks: true});
}

/** Copies, installs, translates and builds one set; `keep` leaves the folder for screenshots. */
export function switchPortSite(set: string, options: {install?: boolean; keep?: boolean} = {}): SwitchFigures {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sitegen-switch-${set}-`));
  fs.cpSync(path.join(portDir(), set), dir, {recursive: true});
  const site = path.join(dir, 'website');
  const out = path.join(dir, 'out');
  const deps: InstalledDeps = options.install === false ? {installed: [], missing: ['(not installed: --no-install)']} : installPortDeps(site);
  if (deps.nodeModules) linkTree(deps.nodeModules, path.join(site, 'node_modules'));
  const init = runCli(['init', '--from-docusaurus', site], dir);
  const started = process.hrtime.bigint();
  const build = init.status === 0 ? runCli(['build', '--site', site, '--out', out], dir) : {status: -1, stdout: '', stderr: 'not run: init failed'};
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const content = expectedUrls(site);
  const isBlog = (page: {url: string}) => page.url.startsWith('/blog/');
  const html = build.status === 0 ? fg.sync('**/*.html', {cwd: out}).filter((file) => !file.startsWith('__sitegen/')) : [];
  const leakedPages = html.filter((file) => leaks(/<main[\s\S]*<\/main>/.exec(fs.readFileSync(path.join(out, file), 'utf8'))?.[0] ?? ''));
  const notRendered = [...build.stderr.matchAll(/^\s+- .*: <[A-Z][\w.]*>/gm)].length;
  const figures: SwitchFigures = {
    set,
    deps,
    init: {status: init.status, output: `${init.stdout}${init.stderr}`},
    build: {status: build.status, stderr: build.stderr, seconds},
    docs: urlFigures(out, content.filter((page) => !isBlog(page))),
    blog: urlFigures(out, content.filter(isBlog)),
    pages: urlFigures(out, expectedPageUrls(site)),
    components: {used: componentsUsed(content.map((page) => page.path)), notRendered},
    leakedPages,
    warnings: warningKinds(build.stderr),
    look: siteLook(site),
    dir,
    site,
    out,
  };
  if (!options.keep) fs.rmSync(dir, {recursive: true, force: true});
  return figures;
}
