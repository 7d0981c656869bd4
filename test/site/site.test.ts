// The real website: builds cleanly, has every route of the manifest and the spec, and its
// content passes the quality gates (length, no filler, descriptions). The examples and the
// reference tables are checked against the packages in docs-checks.test.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {outputFile} from '../../src/routes/paths.ts';
import {countWords} from '../../src/content/reading-time.ts';
import {parseFrontMatter} from '../../src/content/front-matter.ts';
import {ROOT} from '../helpers/site.ts';
import {realSite} from '../helpers/real-site.ts';

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, '../shared/content/manifest.json'), 'utf8')) as {
  docs: {path: string; title: string; sidebar: string | null}[];
  sidebars: Record<string, ({type: string; label: string} | string)[]>;
  blog: {path: string}[];
  successStories: {path: string}[];
};
const {out, warnings, routes} = await realSite();
const html = (route: string) => fs.readFileSync(path.join(out, outputFile(route)), 'utf8');
const docsFiles = fs.readdirSync(path.join(ROOT, 'site/docs'), {recursive: true}).map(String).filter((f) => f.endsWith('.md'));

test('the site builds without warnings', () => {
  assert.deepEqual(warnings, []);
  assert.ok(routes.length > 250);
});

test('every docs path of the manifest exists with its title', () => {
  const missing = manifest.docs.filter((doc) => !fs.existsSync(path.join(out, outputFile(doc.path)))).map((d) => d.path);
  assert.deepEqual(missing, []);
  for (const doc of manifest.docs) {
    const page = html(doc.path);
    const h1 = /<h1 class="doc__title">([^<]*)<\/h1>/.exec(page)?.[1];
    assert.equal(h1?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"'), doc.title, doc.path);
  }
});

test('the docs section holds at least 250 pages', () => {
  assert.ok(docsFiles.length >= 250, `${docsFiles.length} docs pages`);
});

test('sidebars keep the manifest categories in order', () => {
  for (const [id, items] of Object.entries(manifest.sidebars)) {
    const expected = items.filter((i): i is {type: string; label: string} => typeof i !== 'string' && i.type === 'category').map((i) => i.label);
    const first = manifest.docs.find((d) => d.sidebar === id)!;
    const page = html(first.path);
    const sidebar = page.slice(page.indexOf('<nav class="sidebar"'), page.indexOf('</nav>', page.indexOf('<nav class="sidebar"')));
    // Top-level categories only: their first label is the category's.
    // Top-level categories: a plain label, or a link when the category has its own page.
    const labels = [...sidebar.matchAll(/sidebar__item--category sidebar__item--depth-0[^>]*>(?:<a [^>]*>([^<]*)<\/a>|[\s\S]*?class="sidebar__label">([^<]*)<)/g)].map((m) => (m[1] ?? m[2]).replace(/&amp;/g, '&'));
    const topLevel = labels.filter((label) => expected.includes(label));
    assert.deepEqual(topLevel.slice(0, expected.length), expected, id);
  }
});

test('spec routes exist with their exact trailing-slash form', () => {
  for (const route of ['/', '/docs/', '/blog', '/blog/page/2', '/blog/archive', '/search', '/success-stories', '/success-stories/archive', '/404.html']) {
    assert.ok(fs.existsSync(path.join(out, outputFile(route))), route);
  }
  for (const post of [...manifest.blog, ...manifest.successStories]) assert.ok(fs.existsSync(path.join(out, outputFile(post.path))), post.path);
});

test('blog lists 10 then 7 posts; success stories list 2 with their sidebar', () => {
  const count = (route: string) => (html(route).match(/<article class="post-card">/g) ?? []).length;
  assert.equal(count('/blog'), 10);
  assert.equal(count('/blog/page/2'), 7);
  assert.equal(count('/success-stories'), 2);
  assert.match(html('/success-stories'), /<h2 class="blog-sidebar__title"[^>]*>Success stories<\/h2>/);
  assert.match(html('/blog/3-2'), /min read/);
});

test('content gates: every docs page has a description, 150+ words and no filler', () => {
  const problems: string[] = [];
  for (const file of docsFiles) {
    const source = fs.readFileSync(path.join(ROOT, 'site/docs', file), 'utf8');
    const {data, body} = parseFrontMatter(source, file);
    if (typeof data.description !== 'string' || data.description.length < 20) problems.push(`${file}: no description`);
    const words = countWords(body.replace(/```[\s\S]*?```/g, ' '));
    if (words < 150) problems.push(`${file}: only ${words} words`);
    const filler = /\b(lorem|ipsum|TODO|TBD)\b|coming soon/i.exec(body);
    if (filler) problems.push(`${file}: filler "${filler[0]}"`);
  }
  assert.deepEqual(problems, []);
});

test('the navbar marks the docs item of the sidebar the page belongs to', () => {
  const active = (route: string) => [...html(route).matchAll(/<a class="navbar__link is-active" href="[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
  assert.deepEqual(active('/docs/interpolate'), ['API']);
  assert.deepEqual(active('/docs/lambda/setup'), ['Docs']);
});
