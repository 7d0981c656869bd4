// baseUrl and trailingSlash: a site built for a subpath works served under that subpath, and each
// trailing-slash rule gives its output layout. One fixture site per scenario.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {baseSite, makeSite, runCli} from '../helpers/site.ts';

const made: string[] = [];
after(() => made.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function built(files: Record<string, string>) {
  const fixture = makeSite(files);
  made.push(fixture.dir);
  const result = runCli(['build', '--site', fixture.site, '--out', fixture.out, '--no-cache']);
  assert.equal(result.status, 0, result.stdout + result.stderr);
  const read = (file: string) => fs.readFileSync(path.join(fixture.out, file), 'utf8');
  return {...fixture, read, result};
}

const subConfig = (extra = '') => `export default {
  title: 'Sub', url: 'https://example.com', baseUrl: '/sub/', favicon: 'img/icon.svg', ${extra}
  navbar: {logo: {alt: 'Logo', src: 'img/logo.svg'}, items: [{type: 'doc', docId: 'intro', label: 'Docs'}, {label: 'Guide', to: 'docs/guides/one'}, {label: 'About', to: '/about/'}, {type: 'search', position: 'right'}]},
  footer: {links: [{title: 'More', items: [{label: 'Blog', to: '/blog'}]}]},
  announcementBar: {id: 'a', content: 'Read <a href="/blog/hello">the post</a>.'},
};
`;
const subSite = (extra = '') =>
  baseSite({
    'sitegen.config.ts': subConfig(extra),
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'docs/guides/two.md': '---\ntitle: Two\n---\n\n![logo](/img/logo.svg) [home](/) [one](/docs/guides/one#usage) [raw](./one.md)\n\n<a href="/docs/guides/one">raw HTML link</a>\n',
    'pages/index.tsx': 'export default function Home() { return <p>Home</p>; }\n',
    'pages/about/index.tsx': 'export default function About() { return <p>See <a href="/docs/">the docs</a> and <a href="/blog">the blog</a>.</p>; }\n',
  });

test('baseUrl is carried by assets, doc links, canonical URLs, sitemap, robots, navbar, logo, favicon and React pages', () => {
  const site = built(subSite());
  const doc = site.read('docs/guides/two.html');
  assert.match(doc, /<link rel="stylesheet" href="\/sub\/assets\/theme-[^"]+\.css">/);
  assert.match(doc, /<script type="module" src="\/sub\/assets\/boot-[^"]+\.js">/);
  assert.match(doc, /<link rel="canonical" href="https:\/\/example\.com\/sub\/docs\/guides\/two">/);
  assert.match(doc, /<link rel="icon" href="\/sub\/img\/icon\.svg">/);
  assert.match(doc, /<img src="\/sub\/img\/logo\.svg" alt="logo"/);
  assert.match(doc, /href="\/sub\/docs\/guides\/one#usage"/);
  assert.match(doc, /<a href="\/sub\/docs\/guides\/one">raw HTML link<\/a>/);
  assert.match(doc, /href="\/sub\/docs\/guides\/one">Guide</, 'relative navbar `to` resolves against the base URL');
  assert.match(doc, /src="\/sub\/img\/logo\.svg"[^>]*alt="Logo"|alt="Logo"[^>]*src="\/sub\/img\/logo\.svg"/, 'relative logo src resolves against the base URL');
  assert.match(doc, /Read <a href="\/sub\/blog\/hello">the post<\/a>/);
  assert.match(doc, /"baseUrl":"\/sub\/"/);
  assert.doesNotMatch(doc, /(href|src)="\/(?!sub\/)[^"/]/, 'no site link leaves the base URL');
  const about = site.read('about/index.html');
  assert.match(about, /See <a href="\/sub\/docs\/">the docs<\/a> and <a href="\/sub\/blog">the blog<\/a>/);
  assert.match(site.read('sitemap.xml'), /<loc>https:\/\/example\.com\/sub\/docs\/guides\/two<\/loc>/);
  assert.match(site.read('robots.txt'), /Sitemap: https:\/\/example\.com\/sub\/sitemap\.xml/);
});

test('a site built with baseUrl /sub/ and served under /sub/ has zero broken links (crawled)', () => {
  const site = built(subSite());
  const crawl = runCli(['check-links', '--out', site.out]);
  assert.equal(crawl.status, 0, crawl.stdout + crawl.stderr);
  assert.match(crawl.stdout, /checked (\d+) pages, \d+ links: 0 broken/);
  assert.ok(Number(/checked (\d+) pages/.exec(crawl.stdout)![1]) >= 8, crawl.stdout);
});

test('trailingSlash: true writes every page as a folder and links to that form', () => {
  const site = built(baseSite({'sitegen.config.ts': "export default {title: 'T', url: 'https://e.com', trailingSlash: true, navbar: {items: [{label: 'One', to: '/docs/guides/one'}]}};\n"}));
  assert.ok(fs.existsSync(path.join(site.out, 'docs/guides/one/index.html')));
  assert.ok(fs.existsSync(path.join(site.out, 'blog/hello/index.html')));
  assert.ok(fs.existsSync(path.join(site.out, 'search/index.html')));
  const intro = site.read('docs/index.html');
  assert.match(intro, /href="\/docs\/guides\/one\/#usage"/);
  assert.match(intro, /href="\/docs\/guides\/one\/"[^>]*>One</);
  assert.equal(runCli(['check-links', '--out', site.out]).status, 0);
});

test('trailingSlash: false writes every page as a file, the docs home included', () => {
  const site = built(baseSite({'sitegen.config.ts': "export default {title: 'T', url: 'https://e.com', trailingSlash: false};\n", 'pages/about/index.tsx': 'export default function A() { return <a href="/docs/">docs</a>; }\n'}));
  assert.ok(fs.existsSync(path.join(site.out, 'docs.html')));
  assert.ok(fs.existsSync(path.join(site.out, 'about.html')));
  assert.ok(!fs.existsSync(path.join(site.out, 'docs/index.html')));
  assert.match(site.read('about.html'), /<a href="\/docs">docs<\/a>/);
  assert.equal(runCli(['check-links', '--out', site.out]).status, 0);
});
