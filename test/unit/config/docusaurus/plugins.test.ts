import {test} from 'node:test';
import assert from 'node:assert/strict';
import {notePages, translateIdealImage, translateSitemap} from '../../../../src/config/docusaurus/plugins.ts';
import {Notes} from '../../../../src/config/docusaurus/notes.ts';

test('the sitemap plugin options become `sitemap`; `false` turns it off; createSitemapItems is listed', () => {
  const notes = new Notes('', '/site');
  assert.deepEqual(translateSitemap({changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**'], filename: 'map.xml', lastmod: 'date'}, 'presets[0].sitemap', notes), {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**'], filename: 'map.xml'});
  assert.equal(translateSitemap(false, 'presets[0].sitemap', notes), false);
  translateSitemap({createSitemapItems: () => []}, 'plugins[1]', notes);
  assert.deepEqual(notes.skipped.map((entry) => entry.key), ['plugins[1].createSitemapItems']);
});

test('ideal-image options become `images` widths and JPEG quality', () => {
  const notes = new Notes('', '/site');
  assert.deepEqual(translateIdealImage({quality: 70, max: 1030, min: 640, steps: 2}, 'plugins[0]', notes), {widths: [640, 1030], quality: {jpeg: 70}});
  assert.deepEqual(translateIdealImage({sizes: [320, 800]}, 'plugins[0]', notes), {widths: [320, 800]});
  assert.equal(translateIdealImage({disableInDev: false}, 'plugins[0]', notes), undefined);
  assert.equal(notes.skipped.length, 0);
});

test('content-pages at src/pages and / needs nothing; another folder or base path is listed', () => {
  const notes = new Notes('', '/site');
  notePages({path: 'src/pages', routeBasePath: '/'}, 'presets[0].pages', notes);
  assert.equal(notes.skipped.length, 0);
  notePages({id: 'more', path: 'more-pages', routeBasePath: '/more'}, 'plugins[2]', notes);
  assert.deepEqual(notes.skipped.map((entry) => entry.key), ['plugins[2].path', 'plugins[2].routeBasePath']);
});
