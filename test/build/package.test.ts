// sitegen as other projects use it: `npm pack`, installed from the tarball into an empty folder,
// `sitegen init` builds a starter site, and `sitegen init --from-docusaurus` turns a Docusaurus
// project (Prettier's real content with a docusaurus.config in CommonJS, then ESM) into a site
// that builds, its content left where it was. No TypeScript loader is involved after packing.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {ROOT} from '../helpers/site.ts';
import {PORT_DIR} from '../helpers/port.ts';
import {CJS_CONFIG, ESM_CONFIG} from '../helpers/docusaurus-fixture.ts';
import {snapshotDir} from '../helpers/site.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-package-'));
const app = path.join(work, 'app');

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', env: {...process.env, NODE_OPTIONS: ''}, timeout: 600_000});
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result;
}

test('npm pack gives a package with the compiled CLI, the engine and the theme, and no site or tests', () => {
  const packed = run('npm', ['pack', '--pack-destination', work, '--json'], ROOT);
  const [info] = JSON.parse(packed.stdout) as [{filename: string; files: {path: string}[]}];
  const files = info.files.map((f) => f.path);
  for (const needed of ['bin/sitegen.js', 'bin/lib/sitegen.mjs', 'bin/lib/parse-worker.mjs', 'templates/layouts/DocPage.tsx', 'templates/starter/sitegen.config.ts', 'src/client/boot.ts', 'package.json']) {
    assert.ok(files.includes(needed), `${needed} is in the package`);
  }
  assert.ok(!files.some((f) => f.startsWith('site/') || f.startsWith('test/')), 'the Remotion site and the tests stay out');
  fs.mkdirSync(app);
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({name: 'my-docs', private: true}));
  run('npm', ['install', path.join(work, info.filename), '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  assert.ok(fs.existsSync(path.join(app, 'node_modules/.bin/sitegen')));
  assert.ok(!fs.existsSync(path.join(app, 'node_modules/tsx')), 'no TypeScript loader is installed');
});

test('npx sitegen init writes a starter site that builds, and refuses a folder that is not empty', () => {
  run('npx', ['sitegen', 'init'], app);
  for (const file of ['site/sitegen.config.ts', 'site/sidebars.ts', 'site/docs/intro.md', 'site/blog/2026-01-01-welcome.md', 'site/pages/index.tsx']) assert.ok(fs.existsSync(path.join(app, file)), file);
  run('npx', ['sitegen', 'build'], app);
  for (const page of ['index.html', 'docs/intro.html', 'docs/guides/write-a-page.html', 'blog.html', 'blog/2026/01/01/welcome.html', 'search.html']) assert.ok(fs.existsSync(path.join(app, 'dist', page)), page);
  const before = snapshotDir(path.join(app, 'site'));
  const again = spawnSync('npx', ['sitegen', 'init'], {cwd: app, encoding: 'utf8'});
  assert.equal(again.status, 2);
  assert.match(again.stderr, /already exists and is not an empty folder/);
  assert.deepEqual(snapshotDir(path.join(app, 'site')), before);
});

for (const [kind, file, config] of [['CommonJS', 'docusaurus.config.js', CJS_CONFIG], ['ESM', 'docusaurus.config.mjs', ESM_CONFIG]] as const) {
  test(`npx sitegen init --from-docusaurus translates a ${kind} config of Prettier's real docs, which then build unchanged`, () => {
    const project = path.join(work, `prettier-${kind}`);
    fs.cpSync(path.join(PORT_DIR, 'prettier'), project, {recursive: true});
    const website = path.join(project, 'website');
    fs.writeFileSync(path.join(website, file), config);
    const before = snapshotDir(project);
    run('npx', ['sitegen', 'init', '--from-docusaurus', website], app);
    const after = snapshotDir(project);
    assert.deepEqual(Object.keys(after).filter((f) => !(f in before)), ['website/sitegen.config.ts'], 'only the config is added');
    for (const [f, text] of Object.entries(before)) assert.equal(after[f], text, `${f} is unchanged`);
    const out = path.join(work, `out-${kind}`);
    run('npx', ['sitegen', 'build', '--site', website, '--out', out], app);
    for (const page of ['docs/index.html', 'docs/install.html', 'docs/next/install.html', 'blog/2023/11/13/3.1.0.html']) assert.ok(fs.existsSync(path.join(out, page)), page);
    const install = fs.readFileSync(path.join(out, 'docs/install.html'), 'utf8');
    assert.match(install, /class="tabs__tab"[^>]*>npm<\/button>/);
    assert.doesNotMatch(install, /import Tabs|&lt;TabItem/);
    const again = spawnSync('npx', ['sitegen', 'init', '--from-docusaurus', website], {cwd: app, encoding: 'utf8'});
    assert.equal(again.status, 2, 'an existing sitegen.config.ts is never replaced');
  });
}

test.after(() => fs.rmSync(work, {recursive: true, force: true}));
