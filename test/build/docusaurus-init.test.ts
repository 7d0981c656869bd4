// `sitegen init --from-docusaurus` on one mini project per config pattern, then `sitegen build`:
// what init writes validates and builds, what it left out is listed by key and line, and the
// project gains sitegen.config.ts and nothing else.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {makeSite, runCli, tempDir} from '../helpers/site.ts';
import {PORT_DIR, PORT_SETS} from '../helpers/port.ts';
import {CJS_SITE, ESM_SITE, FAILING_SITE, TS_SITE} from '../helpers/docusaurus-init-fixtures.ts';

function files(dir: string): string[] {
  return fs.readdirSync(dir, {recursive: true}).map(String).sort();
}

/** Init then build; the project must gain only sitegen.config.ts. */
function switchSite(content: Record<string, string>) {
  const fixture = makeSite(content);
  const before = files(fixture.site);
  const init = runCli(['init', '--from-docusaurus', fixture.site]);
  assert.equal(init.status, 0, init.stderr);
  assert.deepEqual(files(fixture.site), [...before, 'sitegen.config.ts'].sort(), 'init adds sitegen.config.ts and leaves nothing else');
  const written = fs.readFileSync(path.join(fixture.site, 'sitegen.config.ts'), 'utf8');
  const build = runCli(['build', '--site', fixture.site, '--out', fixture.out]);
  const read = (file: string) => fs.readFileSync(path.join(fixture.out, file), 'utf8');
  return {...fixture, init, written, build, read};
}

test('an ESM config with absent namespace/named/default imports, import.meta.url and path.resolve switches and builds', () => {
  const site = switchSite(ESM_SITE);
  assert.equal(site.build.status, 0, site.build.stderr);
  const home = site.read('docs/intro.html');
  // headTags, scripts, stylesheets, themeConfig.metadata, gtag.
  assert.match(home, /<link rel="preconnect" href="https:\/\/cdn.example.com"/);
  assert.match(home, /<script src="https:\/\/cdn.example.com\/b.js" async[^>]* data-n="3"/);
  assert.match(home, /<link rel="stylesheet" href="https:\/\/cdn.example.com\/a.css"/);
  assert.match(home, /<meta name="keywords" content="patterns"/);
  assert.match(home, /googletagmanager.com\/gtag\/js\?id=G-TEST/);
  assert.match(home, /sitegen:navigated[^<]*page_view/, 'client-side navigations are page views too');
  // Dropdowns: typed with doc and sidebar entries, untyped; the version dropdown's extra entry.
  assert.match(home, /href="\/docs\/guide"[^>]*>Guide</);
  assert.match(home, />All docs</);
  assert.match(home, />Untyped</);
  assert.match(home, /href="\/app\/"/, 'pathname:// kept as a plain path');
  // The footer's HTML entry, the site stylesheet found through path.resolve, the edit URL function.
  assert.match(home, /<a href="https:\/\/example.com\/badge" class="badge">Badge<\/a>/);
  assert.match(site.written, /"src\/css\/custom.css"/);
  assert.match(site.read('docs/guide.html'), /https:\/\/git.example.com\/edit\/docs\/guide.md/);
  assert.ok(fs.existsSync(path.join(site.out, 'old-intro.html')) || fs.existsSync(path.join(site.out, 'old-intro/index.html')), 'client redirect');
  assert.match(site.written, /"answer": 42/);
  // What has no equivalent is listed by key and line, in the file and once in init's output.
  for (const key of ['clientModules', 'presets[0].docs.include', 'presets[0].docs.remarkPlugins[0]', 'themeConfig.prism', 'customFields.fromAbsent', 'presets[0].blog.feedOptions.xslt']) {
    assert.match(site.written, new RegExp(`^//   - ${key.replace(/[.[\]]/g, '\\$&')} \\(docusaurus\\.config\\.mjs:\\d+\\)`, 'm'), key);
    assert.equal(site.init.stdout.split(`    ${key} (`).length, 2, `${key} printed once`);
  }
  assert.match(site.written, /sitegen-absent-yaml \(docusaurus\.config\.mjs:3\)/, 'absent packages named with their line');
});

test('a CommonJS config: require.resolve of a .ts sidebars file and absent packages, a local plugin, docs and blog instances', () => {
  const site = switchSite(CJS_SITE);
  assert.equal(site.build.status, 0, site.build.stderr);
  assert.match(site.written, /"sidebarPath": "sidebars.ts"/);
  assert.match(site.written, /"path": "docs"/, '__dirname and path.join resolved against the site');
  assert.ok(fs.existsSync(path.join(site.out, 'changelog/2024/02/03/release.html')), 'a second blog instance');
  // The site's own plugin is carried over as it is, and runs in the build.
  assert.match(site.written, /"plugins": \[\n\s+"\.\/plugins\/local-plugin\.js"\n\s+\]/);
  assert.match(site.build.stdout, /plugins +\d+ ms +1 plugins/);
  for (const key of ['presets[1]', 'presets[0].theme.customCss[1]']) {
    assert.match(site.written, new RegExp(`//   - ${key.replace(/[.[\]]/g, '\\$&')} \\(docusaurus\\.config\\.js:\\d+\\)`), key);
  }
  // The community docs instance and the navbar item into it are translated, not listed.
  assert.doesNotMatch(site.written, /\/\/ {3}- (plugins\[1\]|themeConfig\.navbar\.items\[1\]) /);
  assert.match(site.read('community/index.html'), /<h1[^>]*>Community<\/h1>/);
  assert.match(site.read('docs/intro.html'), /class="navbar__link" href="\/community\/">Community</);
  assert.doesNotMatch(site.written, /plugins\[3\]/, 'docusaurus-plugin-sass needs nothing: not listed as lost');
});

test('a TypeScript config exporting a config function, with type imports and satisfies', () => {
  const site = switchSite(TS_SITE);
  assert.equal(site.build.status, 0, site.build.stderr);
  assert.match(site.written, /"tocMaxHeadingLevel": 4/);
  assert.ok(fs.existsSync(path.join(site.out, 'blog/2024/01/02/hello.html')));
});

test('a config that throws names the site file and line; nothing is left in the site', () => {
  const fixture = makeSite(FAILING_SITE);
  const before = files(fixture.site);
  const init = runCli(['init', '--from-docusaurus', fixture.site]);
  assert.equal(init.status, 1);
  assert.match(init.stderr, /helpers\.js:2: the Docusaurus config failed when run: no title today/);
  assert.deepEqual(files(fixture.site), before);
});

test('regression: for a site at the working folder, the build command init suggests works', () => {
  const fixture = makeSite(TS_SITE);
  const init = runCli(['init', '--from-docusaurus', '.'], fixture.site);
  assert.equal(init.status, 0, init.stderr);
  const suggested = /npx sitegen (build .*)$/m.exec(init.stdout)?.[1];
  assert.ok(suggested, init.stdout);
  const build = runCli(suggested.split(' '), fixture.site);
  assert.equal(build.status, 0, build.stderr);
  const refused = runCli(['build', '--site', '.'], fixture.site);
  assert.equal(refused.status, 2);
  assert.match(refused.stderr, /inside the site folder \. \(choose an output folder outside it, e\.g\. --out \.\.\/site-dist\)/, 'the refusal says what to do');
});

test("Prettier's local llms-txt plugin runs unchanged from its docusaurus.config.js through init and build", () => {
  const dir = tempDir();
  fs.cpSync(path.join(PORT_DIR, 'prettier'), dir, {recursive: true});
  const website = path.join(dir, 'website');
  const plugin = fs.readFileSync(path.join(website, 'plugins/llms-txt-plugin.mjs'), 'utf8');
  const init = runCli(['init', '--from-docusaurus', website]);
  assert.equal(init.status, 0, init.stderr);
  const written = fs.readFileSync(path.join(website, 'sitegen.config.ts'), 'utf8');
  assert.match(written, /"plugins": \[\n\s+"\.\/plugins\/llms-txt-plugin\.mjs"\n\s+\]/);
  assert.match(written, /"llms": false/, "sitegen's own llms.txt gives way to the site's plugin");
  assert.doesNotMatch(init.stdout, /plugins\[0\]/, 'not listed as lost');
  const out = path.join(dir, 'out');
  const build = runCli(['build', '--site', website, '--out', out]);
  assert.equal(build.status, 0, build.stderr);
  // What the plugin writes: its own format, from versioned_docs/version-stable.
  const llms = fs.readFileSync(path.join(out, 'llms.txt'), 'utf8');
  assert.match(llms, /^# Prettier\n\n## Documentation\n\n- \[API\]\(https:\/\/prettier\.io\/docs\/api\): \n/);
  assert.match(fs.readFileSync(path.join(out, 'llms-full.txt'), 'utf8'), /^\n### API\n\n---\nid: api\n/);
  assert.equal(fs.readFileSync(path.join(website, 'plugins/llms-txt-plugin.mjs'), 'utf8'), plugin, 'the plugin is unchanged');
});

for (const set of PORT_SETS) {
  test(`the ${set} website of ../shared/port gets through init with no edit, its packages not installed`, () => {
    const dir = tempDir();
    fs.cpSync(path.join(PORT_DIR, set), dir, {recursive: true});
    const website = path.join(dir, 'website');
    const before = files(website);
    const init = runCli(['init', '--from-docusaurus', website]);
    assert.equal(init.status, 0, init.stderr);
    assert.deepEqual(files(website), [...before, 'sitegen.config.ts'].sort());
    assert.match(init.stdout, /not installed \(inert while translating\)/);
  });
}
