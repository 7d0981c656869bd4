// "Last updated" from git: one `git log` for the whole docs folder, the newest commit per file
// (its date, and its author for sites that show it). Paths are absolute, so the answer does not
// depend on the working folder (`--site ./site`, the default, once asked git about ./site/site).
// Outside a git checkout (or without git) docs simply show no date. Git runs while the build
// parses, so a build does not wait for it.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {formatDateIn} from '../shared/intl.ts';

export interface LastUpdate {
  /** "Mar 5, 2024". */
  date: string;
  /** The commit's ISO 8601 date and time (sitemap `<lastmod>`). */
  iso: string;
  author: string;
}

/** A git command's output, or undefined when it fails (no checkout, no git). */
function git(args: string[], cwd: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, {cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024}, (error, stdout) => resolve(error ? undefined : stdout));
  });
}

/**
 * Whether git could find a checkout for `dir`: a `.git` folder or file (worktrees, submodules) in
 * it or a folder above, or a repository named by GIT_DIR.
 */
export function insideCheckout(dir: string): boolean {
  if (process.env.GIT_DIR) return true;
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (fs.existsSync(path.join(at, '.git'))) return true;
    if (at === path.dirname(at)) return false;
  }
}

/**
 * `folders`: site-relative, one or several (each docs version has its own). In a shallow clone
 * (CI's default checkout) every file's newest commit is the clone's one commit: no dates are given
 * rather than that one date on every page, and `note` says how to get the history (a note, not a
 * warning: the site is not at fault, and a build that must have no warnings still passes).
 */
export async function lastUpdates(siteDir: string, folders: string | string[], note?: (message: string) => void): Promise<Map<string, LastUpdate>> {
  const updates = new Map<string, LastUpdate>();
  const site = path.resolve(siteDir);
  // Starting git costs the main thread time (on every watch rebuild): not done where it
  // could only say "not a git repository".
  if (!insideCheckout(site)) return updates;
  const top = await git(['rev-parse', '--show-toplevel', '--is-shallow-repository'], site);
  if (top === undefined) return updates;
  const [root, shallow] = top.trim().split('\n');
  if (shallow === 'true') {
    note?.(`the git checkout of ${root} is shallow, so pages show no "Last updated" date: fetch the whole history (actions/checkout with fetch-depth: 0)`);
    return updates;
  }
  const log = await git(['log', '--format=%x00%cI%x00%an', '--name-only', '--', ...[folders].flat().map((folder) => path.join(site, folder))], root);
  if (log === undefined) return updates;
  const entries = log.split('\0').slice(1);
  for (let n = 0; n + 1 < entries.length; n += 2) {
    const date = entries[n];
    const [author, ...files] = entries[n + 1].trim().split('\n');
    for (const file of files) {
      const rel = path.relative(site, path.join(root, file)).split(path.sep).join('/');
      if (rel && !rel.startsWith('..') && !updates.has(rel)) updates.set(rel, {date: formatDay(date), iso: date, author});
    }
  }
  return updates;
}

function formatDay(iso: string): string {
  return formatDateIn(new Date(iso), 'en-US', {year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC'});
}
