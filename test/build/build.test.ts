// Fixture mini-sites through the whole CLI: every validation rule, exit codes, messages, and
// dist/ left untouched when a build fails.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {baseSite, CONFIG, makeSite, PRECOMPRESS_CONFIG, runCli, snapshotDir} from '../helpers/site.ts';

function build(files: Record<string, string>) {
  const fixture = makeSite(files);
  const result = runCli(['build', '--site', fixture.site, '--out', fixture.out, '--no-cache']);
  return {...fixture, ...result};
}

/** Builds a good site, then a bad variant into the same dist/, and returns the second run. */
function failsKeepingDist(overrides: Record<string, string>) {
  const fixture = makeSite(baseSite());
  const first = runCli(['build', '--site', fixture.site, '--out', fixture.out, '--no-cache']);
  assert.equal(first.status, 0, first.stderr);
  const before = snapshotDir(fixture.out);
  for (const [name, content] of Object.entries(overrides)) fs.writeFileSync(path.join(fixture.site, name), content);
  const second = runCli(['build', '--site', fixture.site, '--out', fixture.out, '--no-cache']);
  assert.equal(second.status, 1, `expected a failed build\n${second.stdout}\n${second.stderr}`);
  assert.deepEqual(snapshotDir(fixture.out), before, 'dist/ must be exactly as before');
  assert.deepEqual(fs.readdirSync(fixture.dir).filter((n) => n.includes('tmp')), [], 'no temporary folder left behind');
  return second;
}

test('a valid site builds every kind of route', () => {
  const result = build(baseSite());
  assert.equal(result.status, 0, result.stderr);
  const files = fs.readdirSync(result.out, {recursive: true}).map(String);
  for (const expected of ['docs/index.html', 'docs/guides/one.html', 'blog.html', 'blog/hello.html', 'blog/archive.html', 'blog/tags/news.html', '404.html', 'sitemap.xml', 'robots.txt', 'search.html']) {
    assert.ok(files.includes(expected), `missing ${expected}`);
  }
  assert.deepEqual(files.filter((file) => /\.(gz|br)$/.test(file)), [], 'no compressed copies unless the config asks');
  const intro = fs.readFileSync(path.join(result.out, 'docs/index.html'), 'utf8');
  assert.match(intro, /<title>Intro \| Fixture<\/title>/);
  assert.match(intro, /<html lang="en" dir="ltr"/);
  assert.match(intro, /<link rel="canonical" href="https:\/\/example.com\/docs\/">/);
  assert.match(intro, /<meta property="og:title" content="Intro \| Fixture">/);
  assert.match(intro, /<meta name="twitter:card"/);
  assert.match(intro, /href="\/docs\/guides\/one#usage"/, 'relative .md link resolved to its route');
  assert.match(fs.readFileSync(path.join(result.out, 'robots.txt'), 'utf8'), /Allow: \//);
  assert.match(result.stdout, /done: \d+ pages in [\d.]+ s, 0 warnings, peak memory \d+ MB/);
});

test('a broken internal link fails the build, naming file and target', () => {
  const result = failsKeepingDist({'docs/guides/one.md': '---\ntitle: Guide one\n---\n\n## Usage\n\nSee [nowhere](/docs/missing) and [x](/docs/also-missing).\n'});
  assert.match(result.stderr, /2 broken links/);
  assert.match(result.stderr, /docs\/guides\/one\.md:/);
  assert.match(result.stderr, /docs\/guides\/one\.md:7: broken link \/docs\/missing/);
  assert.match(result.stderr, /\/docs\/also-missing/);
});

test('a link to a missing anchor fails the build', () => {
  const result = failsKeepingDist({'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nSee [one](./guides/one.md#nope).\n'});
  assert.match(result.stderr, /broken anchor \.\/guides\/one\.md#nope/);
  assert.match(result.stderr, /docs\/intro\.md/);
});

test('a markdown link to a missing file warns but builds', () => {
  const result = build(baseSite({'docs/guides/one.md': '---\ntitle: Guide one\n---\n\n## Usage\n\nSee [old](./old-page.md).\n'}));
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /warning: 1 unresolved markdown link \(onBrokenMarkdownLinks: 'warn'\)/);
  assert.match(result.stderr, /docs\/guides\/one\.md:7: markdown link to no file \.\/old-page\.md/);
});

test('duplicate route warning names both sources and the one it keeps, and that one is the page written', () => {
  const site = baseSite({'docs/other.md': '---\ntitle: Other\nslug: /guides/one\n---\n\nSame route as guide one.\n'});
  const result = build(site);
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /duplicate route \/docs\/guides\/one: docs\/guides\/one\.md and docs\/other\.md both make docs\/guides\/one\.html; docs\/guides\/one\.md is kept/);
  assert.match(fs.readFileSync(path.join(result.out, 'docs/guides/one.html'), 'utf8'), /<h1[^>]*>Guide one<\/h1>/);
  // The same every time: the order does not depend on which file was parsed first.
  assert.equal(build(site).stderr.match(/duplicate route.*/)?.[0], result.stderr.match(/duplicate route.*/)?.[0]);
});

test('malformed YAML front matter errors with file and line', () => {
  const result = failsKeepingDist({'docs/guides/one.md': '---\ntitle: Guide one\ndescription: [unclosed\n---\n\nText.\n'});
  assert.match(result.stderr, /docs\/guides\/one\.md:\d+: malformed YAML front matter/);
});

test('an unknown doc id in a sidebar errors naming the sidebar', () => {
  const result = failsKeepingDist({'sidebars.ts': "export default {docs: ['intro', 'guides/onee']};\n"});
  assert.match(result.stderr, /sidebar "docs" refers to unknown doc id "guides\/onee" \(did you mean "guides\/one"\?\)/);
  assert.match(result.stderr, /sidebars\.ts/);
});

test('an unknown config key is rejected with a hint', () => {
  const result = failsKeepingDist({'sitegen.config.ts': "export default {title: 'x', url: 'https://e.com', navbr: {}, navbar: {itemz: []}};\n"});
  assert.match(result.stderr, /sitegen\.config\.ts: invalid site config \(2 problems\)/);
  assert.match(result.stderr, /navbr: unknown key \(did you mean `navbar`\?\)/);
  assert.match(result.stderr, /navbar\.itemz: unknown key \(did you mean `items`\?\)/);
});

test('precompress must be true or false', () => {
  const result = failsKeepingDist({'sitegen.config.ts': "export default {title: 'x', url: 'https://e.com', precompress: 'yes'};\n"});
  assert.match(result.stderr, /sitegen\.config\.ts: invalid site config/);
  assert.match(result.stderr, /precompress: .*boolean/i);
});

test('unknown front matter keys warn naming file and key', () => {
  const result = build(baseSite({'docs/guides/one.md': '---\ntitle: Guide one\nsidebar_lable: One\n---\n\n## Usage\n\nText.\n'}));
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stderr, /docs\/guides\/one\.md:3: unknown front matter key `sidebar_lable`/);
});

test('a site without config or sidebars builds with a generated sidebar', () => {
  const result = build({
    'docs/index.md': '---\ntitle: Home\n---\n\nHello.\n',
    'docs/alpha/index.md': '---\ntitle: Alpha\n---\n\nAlpha index.\n',
    'docs/alpha/beta.md': '---\ntitle: Beta\nsidebar_position: 1\n---\n\nBeta.\n',
  });
  assert.equal(result.status, 0, result.stderr);
  const beta = fs.readFileSync(path.join(result.out, 'docs/alpha/beta.html'), 'utf8');
  assert.match(beta, /class="sidebar__link" href="\/docs\/alpha">Alpha<\/a>|href="\/docs\/alpha"/);
  assert.match(beta, /aria-current="page"/);
});

test('a rebuild links unchanged files from the previous dist and rewrites changed ones', () => {
  const fixture = makeSite(baseSite({'sitegen.config.ts': PRECOMPRESS_CONFIG}));
  const args = ['build', '--site', fixture.site, '--out', fixture.out];
  assert.equal(runCli(args).status, 0);
  const page = path.join(fixture.out, 'docs/guides/one.html');
  fs.writeFileSync(page, 'tampered');
  fs.writeFileSync(path.join(fixture.site, 'docs/intro.md'), '---\ntitle: Intro again\nslug: /\n---\n\nWelcome back. See [one](./guides/one.md#usage).\n');
  const second = runCli(args);
  assert.equal(second.status, 0, second.stderr);
  assert.match(second.stdout, /write .* \d+ unchanged/);
  assert.match(fs.readFileSync(page, 'utf8'), /Guide one/, 'a file changed on disk is written again');
  assert.match(fs.readFileSync(path.join(fixture.out, 'docs/index.html'), 'utf8'), /Intro again/);
  assert.ok(fs.existsSync(path.join(fixture.out, 'docs/guides/one.html.br')));
});

test('front matter lists every problem of a file with its line, and of every broken file', () => {
  const result = failsKeepingDist({
    'docs/guides/one.md': '---\ntitle: Guide one\nsidebar_position: first\nhide_title: maybe\n---\n\n## Usage\n',
    'docs/intro.md': '---\ntitle: x\n  bad: indent\nslug: /\n---\n\nText.\n',
  });
  assert.match(result.stderr, /2 files could not be parsed/);
  assert.match(result.stderr, /docs\/guides\/one\.md:3: 2 front matter problems:/);
  assert.match(result.stderr, /docs\/guides\/one\.md:3: front matter `sidebar_position`: /);
  assert.match(result.stderr, /docs\/guides\/one\.md:4: front matter `hide_title`: /);
  assert.match(result.stderr, /docs\/intro\.md:3: malformed YAML front matter: Implicit keys need to be on a single line/, 'the offending line, not the one above');
});

test('front matter keywords go into the page head', () => {
  const result = build(baseSite({'docs/guides/one.md': '---\ntitle: Guide one\nkeywords: [render, "lambda & cloud"]\n---\n\n## Usage\n'}));
  assert.equal(result.status, 0, result.stderr);
  assert.match(fs.readFileSync(path.join(result.out, 'docs/guides/one.html'), 'utf8'), /<meta name="keywords" content="render, lambda &amp; cloud">/);
});

test("editors' swap and backup files in static/ are not published (they were copied into the output)", () => {
  const result = build(baseSite({
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'static/img/logo.svg~': 'backup',
    'static/img/.logo.svg.swp': 'swap',
    'static/img/4913': 'vim probe',
    'static/.DS_Store': 'finder',
    'static/.well-known/security.txt': 'Contact: mailto:security@example.com',
  }));
  assert.equal(result.status, 0, result.stderr);
  assert.ok(fs.existsSync(path.join(result.out, 'img/logo.svg')));
  assert.ok(fs.existsSync(path.join(result.out, '.well-known/security.txt')), 'dot folders are published as before');
  for (const name of ['img/logo.svg~', 'img/.logo.svg.swp', 'img/4913', '.DS_Store']) assert.ok(!fs.existsSync(path.join(result.out, name)), name);
});

test('"Last updated" shows with the default relative --site, and the author when asked (the real site showed no dates)', () => {
  const fixture = makeSite(baseSite({'sitegen.config.ts': CONFIG.replace("url: 'https://example.com',", "url: 'https://example.com',\n  docs: {showLastUpdateAuthor: true},")}));
  const git = (...args: string[]) => spawnSync('git', args, {cwd: fixture.dir, env: {...process.env, GIT_AUTHOR_DATE: '2024-03-05T10:00:00Z', GIT_COMMITTER_DATE: '2024-03-05T10:00:00Z'}});
  git('init', '-q');
  git('config', 'user.email', 'ada@example.com');
  git('config', 'user.name', 'Ada Writer');
  git('add', '.');
  git('commit', '-qm', 'docs');
  // Run from the project folder with the defaults, as `npm run build` does.
  const result = runCli(['build', '--no-cache'], fixture.dir);
  assert.equal(result.status, 0, result.stderr);
  assert.match(fs.readFileSync(path.join(fixture.dir, 'dist/docs/guides/one.html'), 'utf8'), /Last updated on Mar 5, 2024 by Ada Writer/);
});

test('a failed build keeps its parse results: after a broken-link build, the fixed build parses only the new page and then swaps the output in', () => {
  const fixture = makeSite(baseSite({'docs/guides/one.md': '---\ntitle: Guide one\n---\n\n## Usage\n\nSee [nowhere](/docs/missing).\n'}));
  const broken = runCli(['build', '--site', fixture.site, '--out', fixture.out]);
  assert.equal(broken.status, 1, broken.stderr);
  assert.match(broken.stdout, /parse .* 0 cached, 3 parsed/);
  assert.ok(!fs.existsSync(fixture.out), 'a failed build writes no output');
  fs.writeFileSync(path.join(fixture.site, 'docs/missing.md'), '---\ntitle: Missing no more\n---\n\nHere now.\n');
  const fixed = runCli(['build', '--site', fixture.site, '--out', fixture.out]);
  assert.equal(fixed.status, 0, fixed.stderr);
  assert.match(fixed.stdout, /parse .* 3 cached, 1 parsed/);
  assert.ok(fs.existsSync(path.join(fixture.out, 'docs/missing.html')));
});

test('Docusaurus front matter keys the routes honour build without "unknown front matter key" (displayed_sidebar, pagination_*, unlisted, sidebar_class_name, author)', () => {
  const result = build(baseSite({
    'docs/intro.md': '---\ntitle: Intro\nslug: /\npagination_label: Start here\nsidebar_class_name: green\nsidebar_custom_props: {badge: new}\n---\n\nWelcome.\n',
    'docs/guides/one.md': '---\ntitle: Guide one\ndisplayed_sidebar: docs\npagination_prev: null\npagination_next: intro\nunlisted: true\ncustom_edit_url: null\n---\n\n## Usage\n\nText.\n',
    'blog/2024-01-02-hello.md': '---\nslug: hello\ntitle: Hello\nauthor: Ada Lovelace\nauthor_title: Engineer\nunlisted: true\n---\n\nFirst post.\n',
  }));
  assert.equal(result.status, 0, result.stderr);
  assert.doesNotMatch(result.stderr, /unknown front matter key/);
  const one = fs.readFileSync(path.join(result.out, 'docs/guides/one.html'), 'utf8');
  assert.match(one, /Start here/, "the next link shows the target's pagination_label");
  assert.match(one, /<meta name="robots" content="noindex, follow">/, 'an unlisted doc is noindex');
  const post = fs.readFileSync(path.join(result.out, 'blog/hello.html'), 'utf8');
  assert.match(post, /Ada Lovelace/, 'the older single author key names the author');
  assert.match(post, /<meta name="robots" content="noindex, follow">/, 'an unlisted post is noindex');
  assert.doesNotMatch(fs.readFileSync(path.join(result.out, 'sitemap.xml'), 'utf8'), /blog\/hello/);
});
