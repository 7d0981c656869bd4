// Never lose the user's files: the output folder is checked before anything is renamed or written.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {baseSite, BIN, makeSite, PRECOMPRESS_CONFIG, ROOT, runCli} from '../helpers/site.ts';
import {serveCommand} from '../../src/commands/serve.ts';
import {checkOutputFolder} from '../../src/write/safety.ts';

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));
function fixture() {
  const site = makeSite(baseSite());
  made.push(site.dir);
  return site;
}
const listing = (dir: string) => fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).sort();

test('--out the site folder, inside it, or holding it is refused with exit 2 and the site untouched', () => {
  const site = fixture();
  const before = listing(site.site);
  for (const out of [site.site, path.join(site.site, 'docs'), site.dir]) {
    const result = runCli(['build', '--site', site.site, '--out', out]);
    assert.equal(result.status, 2, `${out}: ${result.stderr}`);
    assert.match(result.stderr, /refusing to write the output to .*: it (is the site folder|is inside the site folder|holds the site folder)/);
  }
  assert.deepEqual(listing(site.site), before);
});

test('--out the project folder, the working folder or / is refused before anything is renamed', () => {
  const site = fixture();
  fs.writeFileSync(path.join(site.dir, 'package.json'), '{}');
  const project = runCli(['build', '--site', 'site', '--out', '.'], site.dir);
  assert.equal(project.status, 2, project.stderr);
  assert.match(project.stderr, /refusing to write the output to \.: it holds the site folder/);
  const root = runCli(['build', '--site', site.site, '--out', '/']);
  assert.equal(root.status, 2, root.stderr);
  assert.match(root.stderr, /refusing to write the output to \/: it holds the site folder/);
  // A project folder that does not hold the site (site elsewhere, output = the project):
  const elsewhere = runCli(['build', '--site', site.site, '--out', site.dir], site.dir);
  assert.equal(elsewhere.status, 2);
  const cwd = runCli(['build', '--site', site.site, '--out', path.join(site.dir, 'out')], path.join(site.dir));
  assert.equal(cwd.status, 0, 'a folder inside the working folder is fine');
  fs.mkdirSync(path.join(site.dir, 'work'));
  const working = runCli(['build', '--site', site.site, '--out', path.join(site.dir, 'work')], path.join(site.dir, 'work'));
  assert.equal(working.status, 2);
  assert.match(working.stderr, /it is the working folder/);
  assert.ok(fs.existsSync(path.join(site.dir, 'package.json')) && fs.existsSync(path.join(site.site, 'docs/intro.md')));
  assert.deepEqual(fs.readdirSync(site.dir).filter((name) => name.includes('.tmp-')), []);
});

test('--force never replaces the home folder or sitegen\'s own folder', () => {
  const site = fixture();
  const home = path.join(site.dir, 'home');
  fs.mkdirSync(home);
  fs.writeFileSync(path.join(home, '.bashrc'), 'mine');
  const homeRun = spawnSync(process.execPath, [BIN, 'build', '--site', site.site, '--out', home, '--force'], {cwd: site.dir, encoding: 'utf8', env: {...process.env, HOME: home, CI: 'true'}});
  assert.equal(homeRun.status, 2, homeRun.stderr);
  assert.match(homeRun.stderr, /it is the home folder/);
  // Asked directly, not through a build: a regression here must not be able to replace the repository.
  const cwd = process.cwd();
  process.chdir(site.dir);
  try {
    assert.throws(() => checkOutputFolder({out: ROOT, site: site.site, force: true}), /it is sitegen's own folder/);
  } finally {
    process.chdir(cwd);
  }
  assert.equal(fs.readFileSync(path.join(home, '.bashrc'), 'utf8'), 'mine');
});

test('--out a regular file is refused and the file is kept', () => {
  const site = fixture();
  const file = path.join(site.dir, 'notes.txt');
  fs.writeFileSync(file, 'keep me');
  const result = runCli(['build', '--site', site.site, '--out', file]);
  assert.equal(result.status, 2);
  assert.match(result.stderr, /it is a file, not a folder/);
  assert.equal(fs.readFileSync(file, 'utf8'), 'keep me');
});

test('a non-empty folder sitegen did not write is refused unless --force; its own output is replaced', () => {
  const site = fixture();
  const out = path.join(site.dir, 'public');
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, 'thesis.tex'), 'years of work');
  const refused = runCli(['build', '--site', site.site, '--out', out]);
  assert.equal(refused.status, 2);
  assert.match(refused.stderr, /holds files sitegen did not write .* --force/);
  assert.equal(fs.readFileSync(path.join(out, 'thesis.tex'), 'utf8'), 'years of work');
  const forced = runCli(['build', '--site', site.site, '--out', out, '--force']);
  assert.equal(forced.status, 0, forced.stderr);
  assert.ok(fs.existsSync(path.join(out, '.sitegen-output')) && !fs.existsSync(path.join(out, 'thesis.tex')));
  assert.equal(runCli(['build', '--site', site.site, '--out', out]).status, 0, 'a folder with the marker is ours to replace');
});

test('output folders are 0755 and files 0644, not the temporary folder\'s 0700', () => {
  const site = fixture();
  assert.equal(runCli(['build', '--site', site.site, '--out', site.out]).status, 0);
  const mode = (file: string) => (fs.statSync(path.join(site.out, file)).mode & 0o777).toString(8);
  assert.equal(mode('.'), '755');
  assert.equal(mode('docs'), '755');
  assert.equal(mode('docs/index.html'), '644');
});

test('files copied from the site are 0644 too, under any umask, in build and serve --watch (a 0600 static file gave 403)', async () => {
  const site = fixture();
  fs.writeFileSync(path.join(site.site, 'sitegen.config.ts'), PRECOMPRESS_CONFIG);
  fs.mkdirSync(path.join(site.site, 'static/private'), {recursive: true});
  fs.writeFileSync(path.join(site.site, 'static/private/photo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.chmodSync(path.join(site.site, 'static/private/photo.svg'), 0o600);
  fs.chmodSync(path.join(site.site, 'static/private'), 0o700);
  const expected: Record<string, string> = {'.': '755', docs: '755', private: '755', 'private/photo.svg': '644', 'docs/index.html': '644', '.sitegen-output': '644'};
  const modes = (out: string, extra: Record<string, string> = {}) =>
    Object.fromEntries(Object.keys({...expected, ...extra}).map((file) => [file, (fs.statSync(path.join(out, file)).mode & 0o777).toString(8)]));
  const compressed = {'docs/index.html.br': '644', 'docs/index.html.gz': '644'};
  const strict = spawnSync('sh', ['-c', 'umask 077 && exec "$0" "$@"', process.execPath, BIN, 'build', '--site', site.site, '--out', site.out], {encoding: 'utf8', env: {...process.env, CI: 'true'}});
  assert.equal(strict.status, 0, strict.stderr);
  assert.deepEqual(modes(site.out, compressed), {...expected, ...compressed});
  // A warm build keeps (hard-links) unchanged files: still the same modes.
  assert.equal(runCli(['build', '--site', site.site, '--out', site.out]).status, 0);
  assert.deepEqual(modes(site.out, compressed), {...expected, ...compressed});

  const watchOut = path.join(site.dir, 'watch-out');
  const umask = process.umask(0o077);
  try {
    const server = await serveCommand({site: site.site, out: watchOut, port: 0, host: '127.0.0.1', watch: true});
    await server.close();
  } finally {
    process.umask(umask);
  }
  assert.deepEqual(modes(watchOut), expected);
});

test('a missing site folder is named as such; an empty one warns that it found no content', () => {
  const missing = runCli(['build', '--site', '/nonexistent/site', '--out', '/tmp/sitegen-never']);
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /the site folder \/nonexistent\/site does not exist/);
  const empty = makeSite({'sitegen.config.ts': "export default {title: 'Empty', url: 'https://e.com'};\n"});
  made.push(empty.dir);
  const result = runCli(['build', '--site', empty.site, '--out', empty.out]);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /warning: found no content in .*: no docs in docs\/, no blog posts, no pages/);
});

test('serve reports a port in use before building', async () => {
  const site = fixture();
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as net.AddressInfo).port;
  try {
    const result = runCli(['serve', '--site', site.site, '--out', site.out, '--port', String(port)]);
    assert.equal(result.status, 2);
    assert.match(result.stderr, new RegExp(`port ${port} is already in use`));
    assert.doesNotMatch(result.stdout, /building/);
  } finally {
    blocker.close();
  }
});

test('static/robots.txt: the site\'s own robots.txt, _headers, sitemap.xml and llms.txt win on every build, with one warning naming both', () => {
  const own: Record<string, string> = {
    'robots.txt': 'User-agent: *\nDisallow: /private/\n',
    '_headers': '/*\n  X-Mine: yes\n',
    'sitemap.xml': '<urlset/>\n',
    'llms.txt': '# Mine\n',
  };
  const site = makeSite(baseSite(Object.fromEntries(Object.entries(own).map(([name, text]) => [`static/${name}`, text]))));
  made.push(site.dir);
  // The second build keeps files from the first; the third keeps the extras' cached result.
  for (const run of ['cold', 'warm', 'warm again']) {
    const result = runCli(['build', '--site', site.site, '--out', site.out]);
    assert.equal(result.status, 0, `${run}: ${result.stderr}`);
    for (const [name, text] of Object.entries(own)) {
      assert.equal(fs.readFileSync(path.join(site.out, name), 'utf8'), text, `${run}: ${name} is the site's`);
      const warnings = result.stderr.split('\n').filter((line) => line.includes(`static/${name} replaces the ${name} sitegen would write`));
      assert.equal(warnings.length, 1, `${run}: one warning for ${name}\n${result.stderr}`);
    }
    assert.deepEqual(fs.readdirSync(site.dir).filter((name) => name.includes('.tmp-') && !name.endsWith('-old')), [], `${run}: no temporary folder left`);
  }
});
