// `npm test`: every test file under test/, in stage order (unit → build → site → browser), one
// node:test run. Folders nest (test/unit/<src folder>/<module>.test.ts), which a shell glob in
// package.json cannot follow on Node 20. Extra arguments filter by path substring.
// The run gets its own temporary folder (TMPDIR), removed at the end: the libraries the docs
// checks run (Remotion's bundler and renderer) leave folders in the system's temporary folder.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import fg from 'fast-glob';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stages = ['unit', 'build', 'site', 'browser'];
const filters = process.argv.slice(2);
const files = stages.flatMap((stage) => fg.sync(`test/${stage}/**/*.test.ts`, {cwd: root}).sort());
const chosen = filters.length ? files.filter((file) => filters.some((f) => file.includes(f))) : files;
if (!chosen.length) {
  console.error(`no test file matches ${filters.join(', ')}`);
  process.exit(2);
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-test-run-'));
const env = {...process.env, TMPDIR: tmp, TMP: tmp, TEMP: tmp};
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...chosen], {cwd: root, stdio: 'inherit', env});
fs.rmSync(tmp, {recursive: true, force: true});
process.exit(result.status ?? 1);
