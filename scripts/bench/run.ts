// What the bench modules share: one `sitegen build` in a process of its own, timed, with the peak
// memory it prints on its last line; medians; and each of issue #26's budgets printed next to
// its figure as pass or FAIL. The build's CPU time (all its threads and child processes) comes from
// GNU time when the machine has it: on a machine whose cores are all busy, wall time cannot go
// below CPU time divided by the cores, which is what the cold-build budgets run into.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {replacedOutputs} from '../../src/write/writer.ts';

export interface BuildRun {
  seconds: number;
  peakMb: number;
  /** User + system seconds of the build process and its children; NaN without /usr/bin/time. */
  cpuSeconds: number;
  line: string;
}

const GNU_TIME = '/usr/bin/time';

export function sitegenBuild(bin: string, site: string, out: string, args: string[] = []): BuildRun {
  const command = [process.execPath, bin, 'build', '--site', site, '--out', out, ...args];
  const timeFile = path.join(os.tmpdir(), `sitegen-bench-time-${process.pid}`);
  const timed = fs.existsSync(GNU_TIME) ? [GNU_TIME, '-f', '%U %S', '-o', timeFile, ...command] : command;
  const start = performance.now();
  const result = spawnSync(timed[0], timed.slice(1), {encoding: 'utf8', env: {...process.env, CI: 'true'}, maxBuffer: 256 * 1024 * 1024});
  const seconds = (performance.now() - start) / 1000;
  if (result.status !== 0) throw new Error(result.stderr);
  let cpuSeconds = NaN;
  if (timed !== command) {
    const [user, system] = fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
    cpuSeconds = user + system;
    fs.rmSync(timeFile, {force: true});
  }
  // The output it replaced is deleted after it exits (see removeLater): not during the next build.
  while (replacedOutputs(out).length) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  return {seconds, peakMb: Number(/peak memory (\d+) MB/.exec(line)?.[1] ?? 0), cpuSeconds, line};
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const medianSeconds = (runs: {seconds: number}[]) => median(runs.map((run) => run.seconds));

/** `value` against an upper bound: "(budget ≤ 1.5×: pass)". */
export function budget(value: number, max: number, unit: string): string {
  return `(budget ≤ ${max}${unit}: ${value <= max ? 'pass' : 'FAIL'})`;
}
