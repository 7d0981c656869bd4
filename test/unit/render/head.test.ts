import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageTitle} from '../../../src/render/head.ts';
import type {Route, SiteChrome} from '../../../src/routes/types.ts';

const site = (titleDelimiter: string) => ({title: 'Dino', tagline: 'Roar', titleDelimiter}) as SiteChrome;
const route = (fields: Partial<Route> & Record<string, unknown>) => ({kind: 'doc', path: '/docs/a', title: 'Intro', ...fields}) as unknown as Route;

test('a page title is the page\'s and the site\'s, joined by the titleDelimiter', () => {
  assert.equal(pageTitle(route({}), site('|')), 'Intro | Dino');
  assert.equal(pageTitle(route({}), site('·')), 'Intro · Dino');
  assert.equal(pageTitle(route({path: '/'}), site('·')), 'Dino · Roar', 'the home page: the site and its tagline');
  assert.equal(pageTitle(route({kind: 'page', page: 'src/pages/help.jsx', path: '/help'}), site('·')), 'Intro · Dino');
  assert.equal(pageTitle(route({kind: 'page', page: 'src/pages/index.jsx', path: '/', title: ''}), site('·')), 'Dino', 'a Docusaurus page without a title has the site\'s');
});
