// The repository's own site, built once per test run: the first test file that needs it builds it
// into a folder named after everything the build reads (engine, theme, site, dependencies); every
// later file, in this run or the next with nothing changed, reuses that output. Never modify it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {buildCommand} from '../../src/commands/build.ts';
import {silentReporter} from '../../src/log.ts';
import type {Route, SiteChrome} from '../../src/routes/types.ts';
import {ROOT} from './site.ts';

export interface RealSite {
  out: string;
  warnings: string[];
  routes: Route[];
  chrome: SiteChrome;
}

const INPUTS = ['site', 'templates', 'src', 'bin/sitegen.ts', 'package-lock.json', '../shared/content/manifest.json'];
/** Per checkout: several checkouts on one machine must not remove each other's output mid-run. */
const PREFIX = `sitegen-real-site-${createHash('sha1').update(ROOT).digest('hex').slice(0, 8)}-`;

function inputsKey(): string {
  const hash = createHash('sha1');
  const walk = (file: string) => {
    const stat = fs.statSync(file);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file).sort()) walk(path.join(file, entry));
    } else {
      hash.update(`${path.relative(ROOT, file)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const input of INPUTS) if (fs.existsSync(path.join(ROOT, input))) walk(path.join(ROOT, input));
  return hash.digest('hex').slice(0, 16);
}

let memo: Promise<RealSite> | undefined;

export function realSite(): Promise<RealSite> {
  memo ??= (async () => {
    const dir = path.join(os.tmpdir(), `${PREFIX}${inputsKey()}`);
    const result = path.join(dir, 'result.json');
    if (fs.existsSync(result)) return JSON.parse(fs.readFileSync(result, 'utf8')) as RealSite;
    // Outputs of earlier inputs are of no use any more.
    for (const old of fs.readdirSync(os.tmpdir())) if (old.startsWith(PREFIX)) fs.rmSync(path.join(os.tmpdir(), old), {recursive: true, force: true});
    const out = path.join(dir, 'dist');
    const reporter = silentReporter();
    const summary = await buildCommand({site: path.join(ROOT, 'site'), out, reporter});
    const site: RealSite = {out, warnings: reporter.warnings, routes: summary.output.table.routes, chrome: summary.output.table.chrome};
    fs.writeFileSync(`${result}.tmp`, JSON.stringify(site));
    fs.renameSync(`${result}.tmp`, result);
    return site;
  })();
  return memo;
}
