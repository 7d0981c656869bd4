// Redirects from the config: a page per old address (meta refresh, canonical, link, noindex),
// folder wildcards, `_redirects` for Netlify / Cloudflare Pages; broken targets and redirects
// that would hide a page fail the build naming every problem. One fixture per scenario.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {baseSite, makeSite, runCli} from '../helpers/site.ts';

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function build(redirects: string, extra = '') {
  const fixture = makeSite(
    baseSite({
      'sitegen.config.ts': `export default {title: 'Fixture', url: 'https://example.com', ${extra} socialCards: false, redirects: ${redirects},
        navbar: {items: [{type: 'doc', docId: 'intro', label: 'Docs'}]}};\n`,
      'static/files/guide.pdf': 'pdf',
    }),
  );
  made.push(fixture.dir);
  const result = runCli(['build', '--site', fixture.site, '--out', fixture.out, '--no-cache']);
  return {...fixture, result, read: (file: string) => fs.readFileSync(path.join(fixture.out, file), 'utf8'), exists: (file: string) => fs.existsSync(path.join(fixture.out, file))};
}

test('each old address gets a redirect page and a _redirects rule; a folder moves with a wildcard', () => {
  const site = build(`[
    {from: ['/old-intro', '/start/'], to: '/docs/'},
    {from: '/handbook/*', to: '/docs/guides/*'},
    {from: '/chat', to: 'https://discord.example/invite'},
    {from: '/guide.pdf', to: '/files/guide.pdf'},
  ]`);
  assert.equal(site.result.status, 0, site.result.stdout + site.result.stderr);
  const page = site.read('old-intro.html');
  assert.match(page, /<meta name="robots" content="noindex">/);
  assert.match(page, /<link rel="canonical" href="https:\/\/example\.com\/docs\/">/);
  assert.match(page, /<meta http-equiv="refresh" content="0; url=\/docs\/">/);
  assert.match(page, /<a href="\/docs\/">\/docs\/<\/a>/);
  assert.match(site.read('start/index.html'), /url=\/docs\//);
  assert.match(site.read('handbook/one.html'), /url=\/docs\/guides\/one"/);
  assert.match(site.read('chat.html'), /url=https:\/\/discord\.example\/invite"/);
  assert.ok(!site.exists('guide.pdf') && !site.exists('guide.pdf.html'), 'an old file address has only its _redirects rule');
  assert.equal(
    site.read('_redirects'),
    '# Written by sitegen from the config\'s `redirects`.\n/old-intro  /docs/  301\n/start/  /docs/  301\n/handbook/*  /docs/guides/:splat  301\n/chat  https://discord.example/invite  301\n/guide.pdf  /files/guide.pdf  301\n',
  );
  // Redirect pages are no pages of the site: not in the sitemap.
  assert.doesNotMatch(site.read('sitemap.xml'), /old-intro|handbook/);
});

test('under a base URL, redirects and their targets carry it', () => {
  const site = build(`[{from: '/old-intro', to: '/docs/guides/one'}]`, "baseUrl: '/sub/',");
  assert.equal(site.result.status, 0, site.result.stdout + site.result.stderr);
  assert.match(site.read('old-intro.html'), /url=\/sub\/docs\/guides\/one"/);
  assert.match(site.read('old-intro.html'), /href="https:\/\/example\.com\/sub\/docs\/guides\/one"/);
  assert.match(site.read('_redirects'), /^\/sub\/old-intro {2}\/sub\/docs\/guides\/one {2}301$/m);
});

test('a redirect to nothing, or from a real page, fails the build listing every problem and the config file', () => {
  const site = build(`[
    {from: '/gone', to: '/docs/missing'},
    {from: '/docs/guides/one', to: '/docs/'},
    {from: '/archive/*', to: '/nothing/*'},
    {from: 'relative', to: '/docs/'},
  ]`);
  assert.equal(site.result.status, 1);
  const output = site.result.stderr + site.result.stdout;
  assert.match(output, /sitegen\.config\.ts: 4 broken redirects/);
  assert.match(output, /redirect from \/gone to \/docs\/missing: no page or file of the site has that path/);
  assert.match(output, /redirect from \/docs\/guides\/one: \/docs\/guides\/one is a page of the site/);
  assert.match(output, /redirect from \/archive\/\* to \/nothing\/\*: no page of the site is below \/nothing/);
  assert.match(output, /redirect from relative: must be a path of this site starting with "\/"/);
  assert.ok(!site.exists('index.html'), 'nothing was written');
});
