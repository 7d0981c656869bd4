// "Last updated" dates from git: one `git log` for the whole docs folder, newest commit per file.
// Outside a git checkout (or without git) docs simply show no date.
import {spawnSync} from 'node:child_process';
import path from 'node:path';

export function lastUpdatedDates(siteDir: string, folder: string): Map<string, string> {
  const dates = new Map<string, string>();
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], {cwd: siteDir, encoding: 'utf8'});
  if (top.status !== 0) return dates;
  const root = top.stdout.trim();
  const log = spawnSync('git', ['log', '--format=%x00%cI', '--name-only', '--', path.join(siteDir, folder)], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (log.status !== 0) return dates;
  for (const entry of log.stdout.split('\0').slice(1)) {
    const [date, ...files] = entry.trim().split('\n');
    for (const file of files) {
      const rel = path.relative(siteDir, path.join(root, file)).split(path.sep).join('/');
      if (rel && !dates.has(rel)) dates.set(rel, formatDay(date));
    }
  }
  return dates;
}

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC'});
}
