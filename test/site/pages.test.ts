// The non-docs part of the real website, built once: every route of the spec's table in its exact
// trailing-slash form, the blog and success-stories lists, the marketing pages with the manifest's
// facts (showcase, experts, team, Lambda figures), their titles and descriptions, the navbar and
// footer links into them, and no filler text.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {silentReporter} from '../../src/log.ts';
import {type Route} from '../../src/routes/types.ts';
import {outputFile} from '../../src/routes/paths.ts';
import {ROOT} from '../helpers/site.ts';
import {realSite} from '../helpers/real-site.ts';
import {SHOWCASE} from '../../site/data/showcase.ts';
import {EXPERTS} from '../../site/data/experts.ts';
import {TEAM} from '../../site/data/team.ts';

interface Manifest {
  blog: {slug: string; title: string; date: string; path: string}[];
  successStories: {title: string; date: string; path: string}[];
  showcase: {title: string; url?: string | null; description: string; author?: string | null; submittedOn: string}[];
  experts: {list: {name: string; github: string | null; twitter: string | null; linkedin: string | null; website: string | null}[]};
  about: {team: {name: string; role: string}[]; contact: {email: string}};
  lambdaFacts: {marketingPage: {stats: {value: string}[]}};
}

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, '../shared/content/manifest.json'), 'utf8')) as Manifest;
const {out, routes, chrome} = await realSite();
const byPath = new Map(routes.map((route) => [route.path, route]));

const html = (route: string) => fs.readFileSync(path.join(out, outputFile(route)), 'utf8');
const decode = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
/** The visible text of a page's <main>, tags removed. */
const mainText = (route: string) => {
  const page = html(route);
  const main = page.slice(page.indexOf('<main'), page.lastIndexOf('</main>'));
  return decode(main.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
};
const hrefs = (route: string) => new Set([...html(route).matchAll(/href="([^"]*)"/g)].map((match) => decode(match[1])));
const of = <K extends Route['kind']>(route: string, kind: K) => {
  const found = byPath.get(route);
  assert.equal(found?.kind, kind, `${route} is a ${kind} route`);
  return found as Extract<Route, {kind: K}>;
};

const PAGES = ['/', '/about/', '/experts/', '/lambda/', '/player/', '/showcase/', '/showcase/add'];
const SPEC_ROUTES = [
  ...PAGES,
  '/search',
  '/success-stories',
  '/success-stories/archive',
  '/success-stories/makestories',
  '/success-stories/yarx',
  '/blog',
  '/blog/page/2',
  '/blog/archive',
  '/blog/company-licenses',
  '/blog/introducing-remotion',
  ...['1-1', '1-2', '1-3', '1-4', '1-5', '2-0', '2-1', '2-2', '2-3', '2-4', '2-5', '2-6', '3-0', '3-1', '3-2'].map((slug) => `/blog/${slug}`),
];
/** The other slash form of a path, which must not exist as a separate route. */
const otherForm = (route: string) => (route.endsWith('/') ? route.slice(0, -1) : `${route}/`);

test('every route of the spec table exists in its exact trailing-slash form, and only in that form', () => {
  for (const route of SPEC_ROUTES) {
    assert.ok(byPath.has(route), `route ${route}`);
    assert.ok(fs.existsSync(path.join(out, outputFile(route))), `file for ${route}`);
    if (route !== '/') assert.ok(!byPath.has(otherForm(route)), `no route ${otherForm(route)}`);
  }
  for (const page of PAGES) assert.equal(byPath.get(page)?.kind, 'page', page);
});

test('the blog lists the newest 10 posts, then the other 7, and archives all 17 by year', () => {
  const first = of('/blog', 'blog-list');
  const second = of('/blog/page/2', 'blog-list');
  assert.equal(first.posts.length, 10);
  assert.equal(second.posts.length, 7);
  const listed = [...first.posts, ...second.posts];
  const newestFirst = [...manifest.blog].sort((a, b) => b.date.localeCompare(a.date)).map((post) => post.path);
  assert.deepEqual(listed.map((post) => post.href), newestFirst);
  for (const post of first.posts) assert.ok(hrefs('/blog').has(post.href), `/blog links ${post.href}`);
  for (const post of second.posts) assert.ok(hrefs('/blog/page/2').has(post.href), `/blog/page/2 links ${post.href}`);
  const archive = of('/blog/archive', 'blog-archive');
  assert.deepEqual(archive.years.map((year) => [year.year, year.posts.length]), [['2022', 4], ['2021', 13]]);
});

test('every post has the manifest title and date, tags, an excerpt, reading time and the team as author', () => {
  for (const entry of [...manifest.blog, ...manifest.successStories]) {
    const {post} = of(entry.path, 'blog-post');
    assert.equal(post.title, entry.title, entry.path);
    assert.equal(post.date.slice(0, 10), entry.date, entry.path);
    assert.ok(post.tags.length > 0, `${entry.path} has tags`);
    assert.ok(post.truncated, `${entry.path} has a <!--truncate--> excerpt`);
    assert.ok(post.readingTimeMinutes >= 1, `${entry.path} shows a reading time`);
    assert.match(html(entry.path), /min read/);
    assert.deepEqual(post.authors.map((author) => author.name), ['The Remotion team'], entry.path);
  }
});

test('success stories: a list of 2, an archive and the sidebar titled "Success stories"', () => {
  const list = of('/success-stories', 'blog-list');
  assert.deepEqual(list.posts.map((post) => post.href).sort(), ['/success-stories/makestories', '/success-stories/yarx']);
  assert.equal(list.blog.sidebar.title, 'Success stories');
  assert.equal(of('/success-stories/archive', 'blog-archive').years.flatMap((year) => year.posts).length, 2);
  assert.match(html('/success-stories/yarx'), />Success stories</);
});

test('the showcase data is the manifest showcase, and /showcase/ shows all 50 entries with their links', () => {
  assert.equal(SHOWCASE.length, 50);
  assert.deepEqual(
    SHOWCASE.map((entry) => [entry.title, entry.description, entry.author ?? null, entry.url ?? null, entry.submittedOn.slice(0, 4)]),
    manifest.showcase.map((entry) => [entry.title, entry.description, entry.author ?? null, entry.url ?? null, entry.submittedOn.slice(0, 4)]),
  );
  const page = html('/showcase/');
  assert.equal((page.match(/data-showcase-entry/g) ?? []).length, 50);
  const links = hrefs('/showcase/');
  for (const entry of SHOWCASE) {
    if (entry.url) assert.ok(links.has(entry.url), `links ${entry.url}`);
    assert.ok(mainText('/showcase/').includes(entry.description), `describes ${entry.title}`);
  }
  assert.ok(links.has('/showcase/add'));
  assert.equal((html('/').match(/data-showcase-entry/g) ?? []).length, 3, 'the home page shows a teaser of three');
});

test('/showcase/add explains how to get listed without a form', () => {
  const page = html('/showcase/add');
  assert.doesNotMatch(page.slice(page.indexOf('<main'), page.lastIndexOf('</main>')), /<form|<input|<textarea/);
  assert.ok(hrefs('/showcase/add').has(`mailto:${manifest.about.contact.email}?subject=Showcase%20submission`));
});

test('experts: every listed person is in the manifest with the same links, and only those', () => {
  const known = new Map(manifest.experts.list.map((expert) => [expert.name, expert]));
  const text = mainText('/experts/');
  const links = hrefs('/experts/');
  assert.equal((html('/experts/').match(/data-expert=/g) ?? []).length, EXPERTS.length);
  for (const expert of EXPERTS) {
    const source = known.get(expert.name);
    assert.ok(source, `${expert.name} is in the manifest`);
    assert.ok(text.includes(expert.name));
    for (const link of expert.links) {
      const key = link.label.toLowerCase() as 'github' | 'twitter' | 'linkedin' | 'website';
      assert.equal(link.href, source[key], `${expert.name} ${link.label}`);
      assert.ok(links.has(link.href));
    }
  }
  assert.ok(links.has(`mailto:${manifest.about.contact.email}`), 'how to get listed');
});

test('about: the team exactly as the manifest names it, with roles', () => {
  assert.deepEqual(TEAM.map((person) => [person.name, person.role]), manifest.about.team.map((person) => [person.name, person.role]));
  const text = mainText('/about/');
  for (const person of TEAM) assert.ok(text.includes(person.name) && text.includes(person.role), person.name);
  assert.equal((html('/about/').match(/data-team-member=/g) ?? []).length, TEAM.length);
});

test('lambda: the manifest figures, how distributed rendering works and links to the setup', () => {
  const text = mainText('/lambda/');
  for (const stat of manifest.lambdaFacts.marketingPage.stats) {
    const value = stat.value.split(' (')[0].replace(/x$/, '');
    assert.ok(text.includes(value), `shows ${value}`);
  }
  assert.match(text, /How distributed rendering works/);
  const links = hrefs('/lambda/');
  for (const target of ['/docs/lambda/setup', '/docs/lambda', '/docs/lambda/concurrency', '/docs/license']) assert.ok(links.has(target), target);
});

test('home: the command with a copy button, code next to its frames, the four capabilities, no island', () => {
  const page = html('/');
  assert.match(page, /<div class="code-block__body"><pre[^>]*><code><span class="line">.*npm.*init.*video.*<\/span><\/code><\/pre><div class="code-block__buttons"><button type="button" class="copy-button"/);
  assert.match(page, /src\/Welcome\.tsx/);
  assert.equal((page.match(/class="mk-frame"/g) ?? []).length, 5);
  assert.doesNotMatch(page, /data-island=/, 'no React in the browser on the home page');
  const text = mainText('/');
  for (const title of ['Videos are React components', 'Render anywhere', 'Remotion Player', 'Remotion Lambda']) assert.ok(text.includes(title), title);
  const links = hrefs('/');
  for (const target of ['/docs/', '/docs/api', '/player/', '/lambda/', '/showcase/', '/docs/license', '/experts/']) assert.ok(links.has(target), target);
});

test('player: the embedded player-demo island, the install command and links to the docs', () => {
  const page = html('/player/');
  assert.match(page, /data-island="player-demo"/);
  assert.match(mainText('/player/'), /npm i remotion@3\.2\.40 @remotion\/player@3\.2\.40/);
  for (const target of ['/docs/player', '/docs/player/installation']) assert.ok(hrefs('/player/').has(target), target);
});

test('pages have their own titles and descriptions', () => {
  const titles = new Set<string>();
  for (const route of PAGES) {
    const page = html(route);
    const title = decode(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '');
    const description = decode(/<meta name="description" content="([^"]*)"/.exec(page)?.[1] ?? '');
    assert.match(title, route === '/' ? /^Remotion \| Make videos programmatically$/ : /^[^|]+ \| Remotion$/, route);
    assert.ok(!titles.has(title), `unique title ${title}`);
    titles.add(title);
    assert.ok(description.length >= 60 && description.length <= 170, `${route} description: ${description.length} characters`);
    assert.equal((page.match(/<h1[\s>]/g) ?? []).length, 1, `${route} has one h1`);
  }
});

test('the navbar and footer lead to the pages, the license and the support policy', () => {
  const {navbar, footer} = chrome;
  const products = navbar.items.find((item) => item.type === 'dropdown' && item.label === 'Products');
  assert.ok(products && products.type === 'dropdown');
  assert.deepEqual(products.items.map((item) => item.href), ['/player/', '/lambda/']);
  const footerLinks = footer.columns.flatMap((column) => column.items.map((item) => ('href' in item ? item.href : '')));
  for (const target of ['/showcase/', '/experts/', '/about/', '/docs/license', '/docs/support', '/player/', '/lambda/']) assert.ok(footerLinks.includes(target), target);
});

test('no filler text on the pages, in the blog or in the success stories', () => {
  const filler = /\b(lorem|ipsum|TODO|TBD|FIXME|placeholder)\b|coming soon|under construction/i;
  for (const route of [...PAGES, ...manifest.blog.map((post) => post.path), ...manifest.successStories.map((story) => story.path)]) {
    const match = filler.exec(mainText(route));
    assert.equal(match, null, `${route}: "${match?.[0]}"`);
  }
});
