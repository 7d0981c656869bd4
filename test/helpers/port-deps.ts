// The npm dependencies of a ../shared/port website, installed once into a cache outside the
// repository (~/.cache/sitegen-port-deps/<hash>, or SITEGEN_PORT_DEPS) and linked into each copy
// of the website. Not below sitegen's node_modules: packages there count as sitegen's own. The registry a test machine reaches may lack versions: a dependency npm
// cannot install is left out and recorded, never hidden.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {spawnSync} from 'node:child_process';

export const DEPS_CACHE = process.env.SITEGEN_PORT_DEPS ?? path.join(os.homedir(), '.cache/sitegen-port-deps');

export interface InstalledDeps {
  /** The cache folder's node_modules, or undefined when nothing could be installed. */
  nodeModules?: string;
  installed: string[];
  /** `name@range: why` for each dependency left out. */
  missing: string[];
}

/** Why npm failed, naming the dependency when it says which (a version or package the registry lacks). */
function culprit(output: string, deps: Record<string, string>): string | undefined {
  const named = /No matching version found for (@?[^@\s]+)@|'(@?[^@\s']+)@[^']*' is not in (?:this|the npm) registry|404 Not Found - GET \S+\/(@?[^/\s]+(?:%2f[^/\s]+)?)(?:\/|\s|$)/i.exec(output);
  const name = named && decodeURIComponent(named[1] ?? named[2] ?? named[3]);
  return name && name in deps ? name : undefined;
}

/**
 * Installs `dependencies` of the website's package.json (with --ignore-scripts, as the website's
 * own build steps are not sitegen's). The result is kept: a second call with the same
 * dependencies reuses it.
 */
export function installPortDeps(websiteDir: string): InstalledDeps {
  const pkg = JSON.parse(fs.readFileSync(path.join(websiteDir, 'package.json'), 'utf8')) as {dependencies?: Record<string, string>};
  const wanted = pkg.dependencies ?? {};
  const hash = createHash('sha1').update(JSON.stringify(wanted)).digest('hex').slice(0, 16);
  const dir = path.join(DEPS_CACHE, hash);
  const record = path.join(dir, 'sitegen-install.json');
  const nodeModules = path.join(dir, 'node_modules');
  // The record holds no path: the cache may be reached through another checkout's link.
  const withPath = (done: Omit<InstalledDeps, 'nodeModules'>): InstalledDeps => ({...done, nodeModules: fs.existsSync(nodeModules) ? nodeModules : undefined});
  if (fs.existsSync(record)) return withPath(JSON.parse(fs.readFileSync(record, 'utf8')));
  fs.mkdirSync(dir, {recursive: true});
  const deps = {...wanted};
  const missing: string[] = [];
  for (let attempt = 0; attempt <= Object.keys(wanted).length; attempt++) {
    fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({private: true, dependencies: deps}, null, 2)}\n`);
    if (!Object.keys(deps).length) break;
    const result = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'], {cwd: dir, encoding: 'utf8', timeout: 20 * 60_000});
    if (result.status === 0) break;
    const output = `${result.stdout}\n${result.stderr}`;
    const name = culprit(output, deps);
    if (!name) {
      // npm did not say which: the whole set is recorded as not installed.
      for (const [dep, range] of Object.entries(deps)) missing.push(`${dep}@${range}: npm install failed (${output.trim().split('\n').slice(-1)[0] ?? `exit ${result.status}`})`);
      for (const dep of Object.keys(deps)) delete deps[dep];
      break;
    }
    missing.push(`${name}@${deps[name]}: ${/No matching version/.test(output) ? 'no such version in the registry' : 'not in the registry'}`);
    delete deps[name];
  }
  const done = {installed: Object.keys(deps), missing};
  fs.writeFileSync(record, `${JSON.stringify(done, null, 2)}\n`);
  return withPath(done);
}
