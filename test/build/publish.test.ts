// Publishing on a fixture site in a git checkout: feeds that parse and carry each format's
// required elements, JSON-LD, a social card per page (reused by the next build), edit links,
// the sitemap's <lastmod>, llms.txt with the .md pages, _headers and the metadata page.
import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {baseSite, makeSite, runCli} from '../helpers/site.ts';
import type {SiteMetadata} from '../../src/shared/site-metadata.ts';

const CONFIG = `export default {
  title: 'Fixture',
  tagline: 'A tiny site',
  url: 'https://example.com',
  siteVersion: '1.2.3',
  announcementBar: {id: 'news-1', content: 'News'},
  navbar: {logo: {alt: 'Logo', src: '/img/logo.svg'}, items: [{type: 'doc', docId: 'intro', label: 'Docs'}, {type: 'search', position: 'right'}]},
  docs: {editUrl: 'https://github.com/acme/site/edit/main/website/'},
  blogs: [{id: 'blog', path: 'blog', routeBasePath: '/blog', title: 'Blog', description: 'News from us.',
    editUrl: ({contentPath, permalink}) => 'https://cms.example/' + contentPath + '?page=' + permalink,
    feed: {content: 'excerpt'}}],
};
`;

const fixture = makeSite(
  baseSite({
    'sitegen.config.ts': CONFIG,
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b84f3"/></svg>',
    'static/img/share.png': 'not really a png',
    'docs/guides/two.md': '---\ntitle: Guide two\nimage: /img/share.png\nllms: false\n---\n\nSecret.\n',
    'blog/authors.yml': 'ada:\n  name: Ada Lovelace\n  url: https://ada.example\n',
    'blog/2024-02-03-second.md': '---\nslug: second\ntitle: Second & last\nauthors: [ada]\ntags: [news, release]\n---\n\nSee [the intro](/docs/) and ![a chart](./chart.png).\n\n<!--truncate-->\n\nThe rest of the post.\n',
    'blog/chart.png': 'png bytes',
    'pages/index.tsx': 'export default function Home() { return <p>Home</p>; }\n',
  }),
);
after(() => fs.rmSync(fixture.dir, {recursive: true, force: true}));
const git = (...args: string[]) =>
  spawnSync('git', args, {cwd: fixture.dir, env: {...process.env, GIT_AUTHOR_DATE: '2024-03-05T10:00:00Z', GIT_COMMITTER_DATE: '2024-03-05T10:00:00Z'}});
git('init', '-q');
git('-c', 'user.email=t@example.com', '-c', 'user.name=T', 'add', '.');
git('-c', 'user.email=t@example.com', '-c', 'user.name=T', 'commit', '-qm', 'site');

const first = runCli(['build', '--site', fixture.site, '--out', fixture.out]);
assert.equal(first.status, 0, first.stdout + first.stderr);
const read = (file: string) => fs.readFileSync(path.join(fixture.out, file), 'utf8');
const exists = (file: string) => fs.existsSync(path.join(fixture.out, file));
const xml = new XMLParser({ignoreAttributes: false, attributeNamePrefix: '@'});

function parseXml(file: string) {
  const text = read(file);
  assert.equal(XMLValidator.validate(text), true, `${file} is well-formed XML`);
  return xml.parse(text);
}

const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

test('RSS 2.0: channel title, link and description; items with title, link, guid, RFC 822 dates, creators and categories', () => {
  const rss = parseXml('blog/rss.xml').rss;
  assert.equal(rss['@version'], '2.0');
  const channel = rss.channel;
  for (const key of ['title', 'link', 'description']) assert.ok(channel[key], `channel ${key}`);
  assert.equal(channel.link, 'https://example.com/blog');
  const items = list(channel.item);
  assert.equal(items.length, 2);
  const [second] = items;
  assert.equal(second.title, 'Second & last');
  assert.equal(second.link, 'https://example.com/blog/second');
  assert.ok(second.guid['#text'] ?? second.guid);
  assert.match(second.pubDate, /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  assert.equal(second['dc:creator'], 'Ada Lovelace');
  assert.deepEqual(list(second.category).map((c: {'#text': string}) => c['#text']), ['news', 'release']);
  // Excerpt content, every URL absolute.
  const content = second['content:encoded'] as string;
  assert.match(content, /href="https:\/\/example\.com\/docs\/"/);
  assert.match(content, /src="https:\/\/example\.com\/assets\/media\/chart-[0-9a-f]+\.png"/);
  assert.doesNotMatch(content, /The rest of the post|truncate/);
});

test('Atom 1.0: id, title, updated, self link and an author on the feed; entries with id, title, updated, link', () => {
  const feed = parseXml('blog/atom.xml').feed;
  assert.equal(feed['@xmlns'], 'http://www.w3.org/2005/Atom');
  for (const key of ['id', 'title', 'updated', 'author']) assert.ok(feed[key], `feed ${key}`);
  assert.ok(list(feed.link).some((link: Record<string, string>) => link['@rel'] === 'self' && link['@href'] === 'https://example.com/blog/atom.xml'));
  for (const entry of list(feed.entry)) {
    for (const key of ['id', 'title', 'updated', 'link']) assert.ok(entry[key], `entry ${key}`);
    assert.ok(!Number.isNaN(Date.parse(entry.updated)));
  }
});

test('JSON Feed: version, title and items with id, url and content_html; feeds are advertised on the blog pages only', () => {
  const feed = JSON.parse(read('blog/feed.json')) as {version: string; title: string; items: {id: string; url: string; content_html: string; tags?: string[]}[]};
  assert.match(feed.version, /^https:\/\/jsonfeed\.org\/version\/1/);
  assert.ok(feed.title);
  assert.equal(feed.items.length, 2);
  for (const item of feed.items) assert.ok(item.id && item.url.startsWith('https://example.com/blog/') && item.content_html);
  for (const page of ['blog.html', 'blog/second.html', 'blog/archive.html']) {
    const html = read(page);
    assert.match(html, /<link rel="alternate" type="application\/rss\+xml" href="\/blog\/rss\.xml" title="Fixture Blog RSS Feed">/);
    assert.match(html, /<link rel="alternate" type="application\/atom\+xml" href="\/blog\/atom\.xml"/);
    assert.match(html, /<link rel="alternate" type="application\/feed\+json" href="\/blog\/feed\.json"/);
  }
  assert.doesNotMatch(read('docs/index.html'), /rel="alternate"/);
});

function jsonLd(page: string): Record<string, unknown>[] {
  return [...read(page).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
}

test('JSON-LD: BreadcrumbList on docs, BlogPosting on posts, WebSite with a SearchAction on the home page', () => {
  const [crumbs] = jsonLd('docs/guides/one.html');
  assert.equal(crumbs['@context'], 'https://schema.org');
  assert.equal(crumbs['@type'], 'BreadcrumbList');
  const items = crumbs.itemListElement as {position: number; name: string; item: string}[];
  assert.deepEqual(items.map((i) => i.position), [1, 2]);
  assert.deepEqual(items.map((i) => [i.name, i.item]), [['Docs', 'https://example.com/docs/'], ['Guide one', 'https://example.com/docs/guides/one']]);

  const [post] = jsonLd('blog/second.html');
  assert.equal(post['@type'], 'BlogPosting');
  assert.equal(post.headline, 'Second & last');
  assert.equal(post.datePublished, '2024-02-03');
  assert.deepEqual(post.author, [{'@type': 'Person', name: 'Ada Lovelace', url: 'https://ada.example'}]);
  assert.match((post.image as {url: string}).url, /^https:\/\/example\.com\/assets\/cards\/blog-second-[\w-]+\.png$/);

  const [site] = jsonLd('index.html');
  assert.equal(site['@type'], 'WebSite');
  const action = site.potentialAction as {'@type': string; target: {urlTemplate: string}; 'query-input': string};
  assert.equal(action['@type'], 'SearchAction');
  assert.equal(action.target.urlTemplate, 'https://example.com/search?q={query}');
  assert.equal(action['query-input'], 'required name=query');
  assert.deepEqual(jsonLd('blog/archive.html'), []);
});

function pngSize(file: string): [number, number] {
  const png = fs.readFileSync(path.join(fixture.out, file));
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

const ogImage = (page: string) => /<meta property="og:image" content="https:\/\/example\.com\/([^"]+)">/.exec(read(page))?.[1];

test('every page has its own 1200×630 card with summary_large_image; front matter image overrides; the 404 page has none', () => {
  const pages = ['index.html', 'docs/index.html', 'docs/guides/one.html', 'blog.html', 'blog/second.html', 'blog/hello.html', 'blog/archive.html', 'blog/tags.html', 'blog/tags/news.html', 'search.html'];
  const images = pages.map((page) => {
    const image = ogImage(page);
    assert.ok(image, `${page} has an og:image`);
    assert.match(read(page), /<meta name="twitter:card" content="summary_large_image">/);
    assert.deepEqual(pngSize(image), [1200, 630], image);
    return image;
  });
  assert.equal(new Set(images).size, pages.length, 'one card per page');
  assert.equal(ogImage('docs/guides/two.html'), 'img/share.png');
  assert.equal(ogImage('404.html'), undefined);
});

test('a warm build draws no card again', () => {
  const second = runCli(['build', '--site', fixture.site, '--out', fixture.out]);
  assert.equal(second.status, 0, second.stderr);
  assert.match(second.stdout, /cards\s+\d+ ms\s+0 drawn, 11 reused/);
  assert.deepEqual(pngSize(ogImage('docs/guides/one.html')!), [1200, 630]);
});

test('edit links: a string is the site folder URL, a function gets the file and page', () => {
  assert.match(read('docs/guides/one.html'), /href="https:\/\/github\.com\/acme\/site\/edit\/main\/website\/docs\/guides\/one\.md"[^>]*>Edit this page/);
  assert.match(read('blog/second.html'), /href="https:\/\/cms\.example\/2024-02-03-second\.md\?page=\/blog\/second"[^>]*>Edit this page/);
});

test('sitemap: <lastmod> from git for docs and the date for posts; the metadata page is left out', () => {
  const urls = list(parseXml('sitemap.xml').urlset.url) as {loc: string; lastmod?: string}[];
  const lastmod = Object.fromEntries(urls.map((u) => [u.loc, u.lastmod]));
  assert.equal(lastmod['https://example.com/docs/guides/one'], '2024-03-05T10:00:00+00:00');
  assert.equal(lastmod['https://example.com/blog/second'], '2024-02-03');
  assert.ok(!urls.some((u) => u.loc.includes('__sitegen')));
});

test('llms.txt lists the docs by sidebar category with their .md URLs; llms-full.txt holds them; llms: false leaves a page out', () => {
  const index = read('llms.txt');
  assert.match(index, /^# Fixture\n\n> A tiny site\n/);
  assert.match(index, /## Docs\n\n- \[Intro\]\(https:\/\/example\.com\/docs\.md\): The start\./);
  assert.match(index, /## Guides\n\n- \[Guide one\]\(https:\/\/example\.com\/docs\/guides\/one\.md\)/);
  assert.doesNotMatch(index, /Guide two/);
  assert.match(read('docs/guides/one.md'), /^# Guide one\n\n## Usage\n\nBack to \[intro\]\(\.\.\/intro\.md\)\.\n$/);
  assert.match(read('llms-full.txt'), /Source: https:\/\/example\.com\/docs\/guides\/one\n\n# Guide one/);
  assert.doesNotMatch(read('llms-full.txt'), /Secret/);
  assert.ok(!exists('docs/guides/two.md'));
});

test('_headers: immutable hashed assets and security headers; .nojekyll for GitHub Pages', () => {
  const headers = read('_headers');
  assert.match(headers, /^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  assert.match(headers, /^\/\*\n {2}X-Content-Type-Options: nosniff$/m);
  assert.ok(exists('.nojekyll'));
  assert.ok(!exists('_redirects'), 'no redirects, no _redirects');
});

test('the metadata page and JSON show every §3 shape; noindex, linked from no page', () => {
  const metadata = JSON.parse(read('__sitegen/metadata.json')) as SiteMetadata;
  assert.deepEqual(metadata.site.generator.name, 'sitegen');
  assert.equal(metadata.site.siteVersion, '1.2.3');
  assert.ok(metadata.site.plugins.some((p) => p.name === 'feed' && /^\d+\.\d+/.test(p.version)));
  assert.ok(metadata.site.plugins.some((p) => p.name === 'sitegen-markdown-admonitions' && p.type === 'builtin'));
  const version = metadata.docsVersion;
  assert.deepEqual([version.name, version.label, version.isLast, version.path, version.mainDocId], ['current', 'Next', true, '/docs/', 'intro']);
  assert.deepEqual(version.docs.find((d) => d.id === 'guides/one'), {id: 'guides/one', path: '/docs/guides/one', sidebar: 'docs'});
  assert.deepEqual(version.draftIds, []);
  assert.deepEqual(metadata.sidebars.docs[1], {type: 'category', label: 'Guides', items: [{type: 'link', label: 'Guide one', href: '/docs/guides/one', docId: 'guides/one'}]});
  assert.deepEqual(metadata.toc.find((t) => t.path === '/docs/')?.toc, [{value: 'Setup', id: 'setup', level: 2, children: []}]);
  assert.deepEqual(metadata.routes.find((r) => r.path === '/docs/guides/one'), {path: '/docs/guides/one', component: '@theme/DocPage', plugin: {name: 'docs', id: 'default'}, contentIds: ['guides/one']});
  assert.ok(metadata.routes.some((r) => r.path === '/__sitegen/'));
  assert.deepEqual(metadata.locale.localeConfigs.en, {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'});
  assert.deepEqual([metadata.locale.defaultLocale, metadata.locale.locales], ['en', ['en']]);
  assert.deepEqual(metadata.announcementBar, {id: 'news-1'});
  assert.deepEqual(metadata.searchHit.fields.map((f) => f.name), ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url']);

  const page = read('__sitegen/index.html');
  assert.match(page, /<meta name="robots" content="noindex, follow">/);
  for (const text of ['Site metadata', 'sitegen 0.1.0', '1.2.3', 'Docs version', 'mainDocId', 'Sidebars', 'Tables of contents', 'Route map', '@theme/DocPage', 'gregory', 'news-1', 'hierarchy.lvl6']) {
    assert.ok(page.includes(text), `the page shows ${text}`);
  }
  for (const file of ['index.html', 'docs/index.html', 'blog.html', '404.html']) assert.doesNotMatch(read(file), /__sitegen\//);
  const records = fs.readFileSync(path.join(fixture.out, 'search/records.json'), 'utf8');
  assert.doesNotMatch(records, /__sitegen/);
});
