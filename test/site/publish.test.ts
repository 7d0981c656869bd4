// Publishing on the Remotion site itself (built once per run): both blogs have feeds, every page
// that can be shared has its own card, docs and posts link to their file in the Remotion
// repository, the redirects, llms.txt and the site metadata with the spec's §3 values.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {XMLValidator} from 'fast-xml-parser';
import {realSite} from '../helpers/real-site.ts';
import {outputFile} from '../../src/routes/paths.ts';
import type {SiteMetadata} from '../../src/shared/site-metadata.ts';

const site = await realSite();
const read = (file: string) => fs.readFileSync(path.join(site.out, file), 'utf8');

test('both blogs have RSS, Atom and JSON feeds with every post, advertised on their pages', () => {
  for (const [blog, posts] of [['blog', 19 - 2], ['success-stories', 2]] as const) {
    for (const file of ['rss.xml', 'atom.xml']) assert.equal(XMLValidator.validate(read(`${blog}/${file}`)), true, `${blog}/${file}`);
    const json = JSON.parse(read(`${blog}/feed.json`)) as {items: {url: string}[]};
    assert.equal(json.items.length, posts);
    assert.ok(json.items.every((item) => item.url.startsWith(`https://www.remotion.dev/${blog}/`)));
    assert.match(read(`${blog}.html`), new RegExp(`<link rel="alternate" type="application/rss\\+xml" href="/${blog}/rss\\.xml"`));
  }
});

test('every page that can be shared has its own 1200×630 card', () => {
  const shared = site.routes.filter((route) => route.kind !== 'not-found' && (route.kind === 'search' || !route.noindex));
  assert.ok(shared.length > 290);
  const images = new Set<string>();
  for (const route of shared) {
    const html = read(outputFile(route.path));
    const image = /<meta property="og:image" content="https:\/\/www\.remotion\.dev\/(assets\/cards\/[^"]+\.png)">/.exec(html)?.[1];
    assert.ok(image, `${route.path} has a generated card`);
    const png = fs.readFileSync(path.join(site.out, image));
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
    images.add(image);
  }
  assert.equal(images.size, shared.length);
});

test('edit links lead to the file in the Remotion repository (packages/docs)', () => {
  assert.match(read('docs/interpolate.html'), /href="https:\/\/github\.com\/remotion-dev\/remotion\/edit\/main\/packages\/docs\/docs\/interpolate\.md"/);
  assert.match(read('blog/3-2.html'), /href="https:\/\/github\.com\/remotion-dev\/remotion\/edit\/main\/packages\/docs\/blog\/[^"]+\.md"[^>]*>Edit this page/);
});

test('redirects: a page and a _redirects rule each', () => {
  assert.match(read('docs/getting-started.html'), /<meta http-equiv="refresh" content="0; url=\/docs\/">/);
  assert.match(read('_redirects'), /^\/hacktoberfest {2}https:\/\/github\.com\/remotion-dev\/remotion\/issues\?q=/m);
});

test('llms.txt groups the docs by sidebar category; each docs page has its markdown', () => {
  const llms = read('llms.txt');
  assert.match(llms, /^# Remotion\n\n> Make videos programmatically\n/);
  for (const category of ['Getting started', 'Techniques', 'Lambda']) assert.match(llms, new RegExp(`^## ${category}$`, 'm'));
  assert.match(llms, /- \[interpolate\(\)\]\(https:\/\/www\.remotion\.dev\/docs\/interpolate\.md\)/);
  assert.match(read('docs/interpolate.md'), /^# interpolate\(\)/);
});

test('the site metadata: version 3.2.40, docs version current / Next with getting-started, both sidebars, the locale and the bar', () => {
  const metadata = JSON.parse(read('__sitegen/metadata.json')) as SiteMetadata;
  assert.equal(metadata.site.siteVersion, '3.2.40');
  assert.deepEqual([metadata.docsVersion.name, metadata.docsVersion.label, metadata.docsVersion.isLast, metadata.docsVersion.path, metadata.docsVersion.mainDocId], ['current', 'Next', true, '/docs/', 'getting-started']);
  assert.ok(metadata.docsVersion.docs.length > 250);
  assert.deepEqual(Object.keys(metadata.sidebars).sort(), ['apiSidebar', 'mainSidebar']);
  assert.deepEqual(metadata.locale, {defaultLocale: 'en', locales: ['en'], currentLocale: 'en', localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'}}});
  assert.equal(metadata.announcementBar?.id, site.chrome.announcementBar?.id);
  assert.equal(metadata.routes.length, site.routes.length);
});
