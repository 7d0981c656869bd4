// The image-heavy variant of the bench corpus (issue #28): the corpus with a screenshot (1920×1080
// PNG, about 1 MB, drawn with sharp) on each of its first pages, built cold (no cache: every
// variant encoded) and warm (nothing encoded), alternately.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {screenshot} from '../../test/helpers/images-fixture.ts';

export async function imagesFigures(args: {bin: string; corpus: string; work: string; images?: number; runs?: number}): Promise<Record<string, string>> {
  const site = path.join(args.work, 'images-site');
  const out = path.join(args.work, 'images-out');
  fs.cpSync(args.corpus, site, {recursive: true});
  const count = args.images ?? 24;
  const pages = fs.readdirSync(path.join(site, 'docs'), {recursive: true}).map(String).filter((file) => file.endsWith('.md')).sort().slice(0, count);
  let originals = 0;
  for (const [n, page] of pages.entries()) {
    const file = path.join(site, 'docs', page);
    const png = await screenshot(1920, 1080, 'png', (n * 37) % 256);
    originals += png.length;
    fs.writeFileSync(path.join(path.dirname(file), `shot-${n}.png`), png);
    fs.appendFileSync(file, `\n\n![Screenshot ${n + 1}](./shot-${n}.png)\n`);
  }
  const time = (extra: string[]) => {
    const start = performance.now();
    const result = spawnSync(process.execPath, [args.bin, 'build', '--site', site, '--out', out, ...extra], {encoding: 'utf8', env: {...process.env, CI: 'true'}});
    if (result.status !== 0) throw new Error(result.stderr);
    return {seconds: (performance.now() - start) / 1000, encode: /encode\s+(\d+) ms\s+(\d+) encoded/.exec(result.stdout)};
  };
  const cold: number[] = [];
  const warm: number[] = [];
  let encoded = '';
  for (let n = 0; n < (args.runs ?? 2); n++) {
    const run = time(['--no-cache']);
    cold.push(run.seconds);
    encoded = `${run.encode?.[2]} variants encoded in ${((Number(run.encode?.[1]) || 0) / 1000).toFixed(1)} s of the build`;
    time([]);
    warm.push(time([]).seconds);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    'image corpus': `the corpus + ${count} screenshots 1920×1080 (${(originals / 1e6).toFixed(1)} MB of PNG)`,
    [`image corpus: cold build (median of ${cold.length})`]: `${median(cold).toFixed(2)} s (${encoded})`,
    [`image corpus: warm build (median of ${warm.length})`]: `${median(warm).toFixed(2)} s`,
  };
}
