// The plugin API (src/plugins/) on the fixture site test/fixtures/plugin-site: a plugin adds a
// route with its own React page, injects tags, adds a client module, applies a markdown-it rule
// and writes a file after the build — cold, warm, after an edit and under `serve --watch`, with
// the same output each way. A plugin that throws fails the build naming plugin and hook, and the
// previous output stays.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawn, type ChildProcess} from 'node:child_process';
import {BIN, ROOT, runCli, tempDir} from '../helpers/site.ts';

const FIXTURE = path.join(ROOT, 'test/fixtures/plugin-site');
const children: ChildProcess[] = [];
after(() => children.forEach((child) => child.kill()));

function copyFixture() {
  const dir = tempDir('sitegen-plugins-');
  const site = path.join(dir, 'site');
  fs.cpSync(FIXTURE, site, {recursive: true});
  return {dir, site, out: path.join(dir, 'dist')};
}

function build(site: {site: string; out: string}, extra: string[] = []) {
  return runCli(['build', '--site', site.site, '--out', site.out, ...extra]);
}

/** Every output file's bytes, by name. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else files.set(path.relative(dir, file), fs.readFileSync(file).toString('base64'));
    }
  };
  walk(dir);
  return files;
}

/** What the plugin adds, checked in one output. */
function assertPluginOutput(out: string, version = '1.1.0', note = 'Faster builds'): void {
  const page = fs.readFileSync(path.join(out, 'changelog.html'), 'utf8');
  assert.match(page, new RegExp(`<main class="changelog"><h1>Changes</h1><ul><li><strong>${version.replace(/\./g, '\\.')}</strong> <!-- -->${note}</li>`), 'the route renders the plugin component with its props and created data');
  assert.match(page, /<title>Changes \| Plugin fixture<\/title>/);
  for (const file of ['changelog.html', 'docs/index.html']) {
    const html = fs.readFileSync(path.join(out, file), 'utf8');
    assert.match(html, new RegExp(`<meta name="changelog-latest" content="${version.replace(/\./g, '\\.')}">`), `${file}: the injected head tag`);
    assert.match(html, /<div id="changelog-badge"><\/div>\n<\/body>/, `${file}: the injected body tag`);
    const script = /<script type="module" src="\/(assets\/plugin-[\da-f]+\.js)"><\/script>/.exec(html);
    assert.ok(script, `${file}: the client module is loaded`);
    assert.match(fs.readFileSync(path.join(out, script[1]), 'utf8'), /changelog-badge/);
  }
  assert.match(fs.readFileSync(path.join(out, 'docs/index.html'), 'utf8'), /released in v2\.0/, 'the markdown hook ran on the docs');
  assert.match(fs.readFileSync(path.join(out, 'changelog.txt'), 'utf8'), new RegExp(`^${version.replace(/\./g, '\\.')}: ${note}\n`), 'postBuild wrote its file');
  assert.match(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), /https:\/\/example\.com\/changelog</, 'the plugin route is in the sitemap');
}

test('a plugin adds a route, tags, a client module, a markdown rule and a file; warm and edited builds equal cold ones', () => {
  const site = copyFixture();
  const cold = build(site);
  assert.equal(cold.status, 0, cold.stderr);
  assertPluginOutput(site.out);
  const coldFiles = snapshot(site.out);

  const warm = build(site);
  assert.equal(warm.status, 0, warm.stderr);
  assert.match(warm.stdout, /0 of \d+ pages rendered/);
  assert.deepEqual(snapshot(site.out), coldFiles, 'warm = cold');

  // The file the plugin watches changes: its content is loaded again, and the pages that show it change.
  fs.writeFileSync(path.join(site.site, 'data/changes.json'), '[{"version": "1.2.0", "note": "Plugins"}]\n');
  assert.equal(build(site).status, 0);
  assertPluginOutput(site.out, '1.2.0', 'Plugins');
  const edited = snapshot(site.out);
  const fresh = {...site, out: path.join(site.dir, 'fresh')};
  assert.equal(build(fresh, ['--no-cache']).status, 0);
  assert.deepEqual(edited, snapshot(fresh.out), 'edited warm = cold');

  // Its options change: validated again, and shown.
  const config = path.join(site.site, 'sitegen.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("heading: 'Changes'", "heading: 'News'"));
  assert.equal(build(site).status, 0);
  assert.match(fs.readFileSync(path.join(site.out, 'changelog.html'), 'utf8'), /<h1>News<\/h1>/);
});

test('a plugin hook that throws fails the build naming the plugin and the hook; the previous output stays', () => {
  const site = copyFixture();
  assert.equal(build(site).status, 0);
  const before = snapshot(site.out);
  const plugin = path.join(site.site, 'plugins/changelog-plugin.mjs');
  fs.writeFileSync(plugin, fs.readFileSync(plugin, 'utf8').replace('async postBuild({outDir, routesPaths, content}) {', "async postBuild({outDir, routesPaths, content}) {\n      throw new Error('disk full');"));
  const failed = build(site);
  assert.notEqual(failed.status, 0);
  assert.match(failed.stderr, /plugin "changelog", postBuild: threw: disk full/);
  assert.deepEqual(snapshot(site.out), before, 'the output is untouched');
});

test('plugin options are validated by the schema it declares, the error naming the entry and the plugin', () => {
  const site = copyFixture();
  const config = path.join(site.site, 'sitegen.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("heading: 'Changes'", 'heading: 42'));
  const result = build(site);
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /sitegen\.config\.ts: plugins\[0\] \(\.\/plugins\/changelog-plugin\.mjs\): invalid options\n\s+- options\.heading: Invalid input: expected string, received number/);
});

test('a plugin module that does not exist is named with the config file', () => {
  const site = copyFixture();
  const config = path.join(site.site, 'sitegen.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('./plugins/changelog-plugin.mjs', './plugins/missing.mjs'));
  const result = build(site);
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /sitegen\.config\.ts: plugin "\.\/plugins\/missing\.mjs", load: could not be loaded: .*missing\.mjs does not exist/);
});

test('bug: a plugin with a syntax error named only the config file and no reason; now its own file, line and error', () => {
  const site = copyFixture();
  const plugin = path.join(site.site, 'plugins/changelog-plugin.mjs');
  const lines = fs.readFileSync(plugin, 'utf8').split('\n');
  lines.splice(2, 0, 'const broken = ;');
  fs.writeFileSync(plugin, lines.join('\n'));
  const result = build(site);
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /plugins\/changelog-plugin\.mjs:3: plugin "\.\/plugins\/changelog-plugin\.mjs", load: could not be loaded: Unexpected ";"/);
});

/** `serve --watch` of a fixture copy, and a wait for what its output or messages show. */
function serveWatch(site: {site: string; out: string}) {
  const child = spawn(process.execPath, [BIN, 'serve', '--watch', '--site', site.site, '--out', site.out, '--port', '0'], {env: {...process.env, CI: 'true'}});
  children.push(child);
  const seen = {stdout: '', stderr: ''};
  child.stdout!.on('data', (chunk) => (seen.stdout += chunk));
  child.stderr!.on('data', (chunk) => (seen.stderr += chunk));
  const until = async (done: () => boolean, what: string) => {
    const start = Date.now();
    while (!done()) {
      if (Date.now() - start > 30000) throw new Error(`timed out waiting for ${what}:\n${seen.stdout}\n${seen.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {child, seen, until};
}

test('serve --watch runs the plugin as a build does, and again when a file it watches changes', async () => {
  const site = copyFixture();
  const {child, seen, until} = serveWatch(site);
  await until(() => /watching for changes/.test(seen.stdout) && fs.existsSync(path.join(site.out, 'changelog.txt')), 'the first build');
  assertPluginOutput(site.out);
  fs.writeFileSync(path.join(site.site, 'data/changes.json'), '[{"version": "1.3.0", "note": "Watched"}]\n');
  await until(() => fs.existsSync(path.join(site.out, 'changelog.txt')) && fs.readFileSync(path.join(site.out, 'changelog.txt'), 'utf8').startsWith('1.3.0'), 'the rebuild');
  assertPluginOutput(site.out, '1.3.0', 'Watched');
  child.kill();
  // What watch mode wrote equals a cold build's pages and files (watch adds its live-reload client).
  const cold = {...site, out: path.join(site.dir, 'cold')};
  assert.equal(build(cold, ['--no-cache']).status, 0);
  const strip = (html: string) => html.replace(/<script>\(function\(\)\{var s=new EventSource[\s\S]*?<\/script>\n?/g, '');
  for (const file of ['changelog.html', 'changelog.txt']) assert.equal(strip(fs.readFileSync(path.join(site.out, file), 'utf8')), strip(fs.readFileSync(path.join(cold.out, file), 'utf8')), file);
});

test('bug: serve --watch did not see a file a plugin watches outside the site; now an edit there rebuilds', async () => {
  const site = copyFixture();
  const plugin = path.join(site.site, 'plugins/changelog-plugin.mjs');
  fs.writeFileSync(plugin, fs.readFileSync(plugin, 'utf8').replaceAll('data/changes.json', '../shared-data/changes.json'));
  fs.mkdirSync(path.join(site.dir, 'shared-data'));
  fs.renameSync(path.join(site.site, 'data/changes.json'), path.join(site.dir, 'shared-data/changes.json'));
  const changelog = path.join(site.out, 'changelog.txt');
  const {child, seen, until} = serveWatch(site);
  await until(() => /watching for changes/.test(seen.stdout) && fs.existsSync(changelog), 'the first build');
  fs.writeFileSync(path.join(site.dir, 'shared-data/changes.json'), '[{"version": "9.9.0", "note": "Outside"}]\n');
  await until(() => fs.readFileSync(changelog, 'utf8').startsWith('9.9.0'), 'the rebuild after an edit outside the site');
  child.kill();
});
