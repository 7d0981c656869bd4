// Issue #26's largest site: the 3,000-page corpus frozen four times with `sitegen docs:version`
// (versions 1.0 to 4.0 beside the current docs: 5 × 3,000 pages), built cold. Its time is given
// as a multiple of the 300-page cold build, and its peak memory, each against its budget.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {budget, medianSeconds, sitegenBuild, type BuildRun} from './run.ts';

export function versions15000Figures(args: {bin: string; corpus3000: string; work: string; coldSeconds: number; runs?: number}): Record<string, string> {
  const site = path.join(args.work, 'site-15000');
  const out = path.join(args.work, 'dist-15000');
  fs.cpSync(args.corpus3000, site, {recursive: true});
  for (const version of ['1.0', '2.0', '3.0', '4.0']) {
    const result = spawnSync(process.execPath, [args.bin, 'docs:version', version, '--site', site], {encoding: 'utf8'});
    if (result.status !== 0) throw new Error(result.stderr);
  }
  const runs: BuildRun[] = [];
  for (let n = 0; n < (args.runs ?? 1); n++) runs.push(sitegenBuild(args.bin, site, out, ['--no-cache']));
  fs.rmSync(site, {recursive: true, force: true});
  fs.rmSync(out, {recursive: true, force: true});
  const seconds = medianSeconds(runs);
  const ratio = seconds / args.coldSeconds;
  const peak = Math.max(...runs.map((run) => run.peakMb));
  const pages = /done: (\d+) pages/.exec(runs[0].line)?.[1] ?? '?';
  const of = runs.length === 1 ? 'one run' : `median of ${runs.length}`;
  return {
    [`15,000-page site (5 versions): cold build (${of})`]: `${seconds.toFixed(2)} s, ${pages} pages, ${ratio.toFixed(1)}× the 300-page time ${budget(ratio, 25, '×')}`,
    '15,000-page site: peak memory (cold)': `${peak} MB ${budget(peak, 1536, ' MB (1.5 GB)')}`,
  };
}
