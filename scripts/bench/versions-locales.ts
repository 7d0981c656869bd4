// Issue #16's budget: a site with N versions × M locales builds in at most 1.2 × N × M × the time
// of one. The bench corpus (one version, one locale, cards off) is compared with the same corpus
// frozen as version 1.0 and built in two locales (2 × 2, no translations: every locale's pages
// come from the default language's files), by alternating cold builds.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';

export function versionsLocalesFigures(args: {bin: string; corpus: string; work: string; runs?: number}): Record<string, string> {
  const one = path.join(args.work, 'nm-1x1');
  const four = path.join(args.work, 'nm-2x2');
  for (const dir of [one, four]) fs.cpSync(args.corpus, dir, {recursive: true});
  const config = (extra: string) => `export default {title: 'site', url: 'http://localhost', socialCards: false${extra}};\n`;
  fs.writeFileSync(path.join(one, 'sitegen.config.ts'), config(''));
  fs.writeFileSync(path.join(four, 'sitegen.config.ts'), config(''));
  const version = spawnSync(process.execPath, [args.bin, 'docs:version', '1.0', '--site', four], {encoding: 'utf8'});
  if (version.status !== 0) throw new Error(version.stderr);
  fs.writeFileSync(path.join(four, 'sitegen.config.ts'), config(", i18n: {defaultLocale: 'en', locales: ['en', 'fr']}"));
  const time = (site: string) => {
    const start = performance.now();
    const result = spawnSync(process.execPath, [args.bin, 'build', '--site', site, '--out', `${site}-out`, '--no-cache'], {encoding: 'utf8', env: {...process.env, CI: 'true'}});
    if (result.status !== 0) throw new Error(result.stderr);
    return (performance.now() - start) / 1000;
  };
  const ones: number[] = [];
  const fours: number[] = [];
  for (let n = 0; n < (args.runs ?? 3); n++) {
    ones.push(time(one));
    fours.push(time(four));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ratio = median(fours) / median(ones);
  return {
    '1 version × 1 locale, cold (median of 3)': `${median(ones).toFixed(2)} s`,
    '2 versions × 2 locales, cold (median of 3)': `${median(fours).toFixed(2)} s (${ratio.toFixed(2)}× one, ${(ratio / 4).toFixed(2)} × N × M; budget ≤ 1.2 × N × M)`,
  };
}
