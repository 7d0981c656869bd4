// What an output folder may be. sitegen replaces its output folder as a whole, so before anything
// is written it refuses a folder whose replacement would lose the user's files: the site itself,
// the project, a folder holding either, a file, or a folder sitegen did not create.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ENGINE_ROOT} from '../paths.ts';
import {UsageError} from '../errors.ts';

/** Written into every output folder: what lets a later build replace it. */
export const OUTPUT_MARKER = '.sitegen-output';

export function outputMarker(version: string): string {
  return `${JSON.stringify({generator: 'sitegen', version, note: 'This folder is written by sitegen; a build replaces it whole.'})}\n`;
}

/** The project holding a site: the nearest folder above it with a package.json, else its parent. */
export function projectRoot(siteDir: string): string {
  const site = path.resolve(siteDir);
  for (let dir = path.dirname(site); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.dirname(site);
  }
}

/** `a` is `b` or a folder above it. */
function isSameOrAbove(a: string, b: string): boolean {
  const relative = path.relative(a, b);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function real(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    // A folder that does not exist yet: resolve what exists above it.
    const parent = path.dirname(file);
    return parent === file ? file : path.join(real(parent), path.basename(file));
  }
}

/**
 * Refuses (usage error, nothing touched) an output folder that is, holds or sits inside the site,
 * is the project, the working folder, the home folder or sitegen's own folder or above them, is
 * not a folder, or is a non-empty folder without sitegen's marker (unless `force`).
 */
export function checkOutputFolder(args: {out: string; site: string; force?: boolean}): void {
  const out = real(path.resolve(args.out));
  const site = real(path.resolve(args.site));
  const refuse = (why: string) => {
    throw new UsageError(`refusing to write the output to ${args.out}: ${why}`);
  };
  if (isSameOrAbove(out, site)) refuse(out === site ? 'it is the site folder' : `it holds the site folder ${args.site}`);
  if (isSameOrAbove(site, out)) {
    // The usual case: the site is the working folder (a repository's root) and --out was left at ./dist.
    const beside = path.relative(process.cwd(), path.join(path.dirname(site), `${path.basename(site)}-dist`));
    refuse(`it is inside the site folder ${args.site} (choose an output folder outside it, e.g. --out ${beside})`);
  }
  // Never replaced, even with --force: what holds the user's work, and sitegen itself.
  for (const [what, folder] of [
    ['the project folder', real(projectRoot(args.site))],
    ['the working folder', real(process.cwd())],
    ['the home folder', real(os.homedir())],
    ["sitegen's own folder", real(ENGINE_ROOT)],
  ] as const) {
    if (isSameOrAbove(out, folder)) refuse(out === folder ? `it is ${what}` : `it holds ${what} ${folder}`);
  }
  if (!fs.existsSync(out)) return;
  if (!fs.statSync(out).isDirectory()) refuse('it is a file, not a folder');
  if (args.force || fs.existsSync(path.join(out, OUTPUT_MARKER)) || fs.readdirSync(out).length === 0) return;
  refuse(`it holds files sitegen did not write (no ${OUTPUT_MARKER} in it); remove them or pass --force to replace the folder`);
}
