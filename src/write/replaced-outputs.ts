// The folders beside an output that builds make: a build's new output (`.<name>.tmp-<pid>-XXXXXX`)
// and the output it replaced (`…-old`), deleted by a detached process once the new one is in place.
// Only folders of this naming, and only sitegen's, are ever deleted.
import fs from 'node:fs';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {OUTPUT_MARKER} from './safety.ts';

/** The name an output folder replaced by a build has until it is deleted (see removeLater). */
export function replacedName(tempDir: string): string {
  return `${tempDir}-old`;
}

/** The prefix of a build's new output folder: `.<name>.tmp-<pid>-`, then mkdtemp's six characters. */
export function tempPrefix(outDir: string): string {
  return `.${path.basename(outDir)}.tmp-`;
}

/** Siblings of `outDir` whose name after its temp prefix matches `pattern`. */
function siblings(outDir: string, pattern: RegExp): string[] {
  const prefix = tempPrefix(outDir);
  const parent = path.dirname(outDir);
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return [];
  }
  return names.filter((name) => name.startsWith(prefix) && pattern.test(name.slice(prefix.length))).map((name) => path.join(parent, name));
}

/** Siblings of `outDir` that are outputs it replaced (`.<name>.tmp-[<pid>-]XXXXXX-old`). */
export function replacedOutputs(outDir: string): string[] {
  return siblings(outDir, /^(\d+-)?[A-Za-z0-9]{6}-old$/);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * New output folders of builds that were killed before they finished (`.<name>.tmp-<pid>-XXXXXX`
 * holding sitegen's marker, their process gone); folders of an older sitegen without the pid
 * count once they are `abandonedMs` old. Another folder is never touched.
 */
export function abandonedTemps(outDir: string, abandonedMs: number): string[] {
  return siblings(outDir, /^(\d+-)?[A-Za-z0-9]{6}$/).filter((folder) => {
    if (!fs.existsSync(path.join(folder, OUTPUT_MARKER))) return false;
    const pid = /\.tmp-(\d+)-[A-Za-z0-9]{6}$/.exec(folder)?.[1];
    return pid ? Number(pid) !== process.pid && !alive(Number(pid)) : ageMs(folder) >= abandonedMs;
  });
}

const REMOVE = "require('node:fs').rmSync(process.argv[1], {recursive: true, force: true})";
/** A replaced output older than this is no longer being deleted by its own build's process. */
export const ABANDONED_MS = 60_000;

/**
 * Deletes a replaced output from a detached process, once the new output is in place: nothing
 * waits for the deletion but the exit, and it grows with the site. A deletion cut short (the
 * machine stopped) is taken up by a later build.
 */
export function removeLater(folder: string): void {
  try {
    spawn(process.execPath, ['-e', REMOVE, folder], {detached: true, stdio: 'ignore'}).unref();
  } catch {
    fs.rmSync(folder, {recursive: true, force: true});
  }
}

/** Time since a folder was renamed (its inode last changed); 0 when it is gone. */
export function ageMs(folder: string): number {
  try {
    return Date.now() - fs.statSync(folder).ctimeMs;
  } catch {
    return 0;
  }
}
