import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cardSpecs, themeColors} from '../../../../src/publish/cards/spec.ts';
import type {CardBrand} from '../../../../src/publish/cards/types.ts';
import type {Route, RouteTable} from '../../../../src/routes/types.ts';

test("the cards' colours are the theme's light tokens", () => {
  assert.deepEqual(themeColors(':root {\n  --c-bg: #fff;\n  --c-fg: #111;\n  --c-muted: #555;\n  --c-accent: #06c;\n  --c-brand: #08f;\n  --c-violet: #60f;\n}\n[data-theme="dark"] { --c-bg: #000; }'), {
    bg: '#fff', fg: '#111', muted: '#555', accent: '#06c', brand: '#08f', violet: '#60f',
  });
  assert.equal(themeColors().bg, '#ffffff', 'from templates/styles/theme/tokens.css');
});

const brand: CardBrand = {siteName: 'Site', host: 'example.com', colors: themeColors()};
const route = (over: Record<string, unknown>) => ({title: 'T', description: '', source: 's', ...over}) as unknown as Route;
const table = (routes: Route[]) => ({routes, urls: {baseUrl: '/sub/'}, chrome: {title: 'Site', tagline: 'Make videos', home: '/sub/'}}) as unknown as RouteTable;

test('one card per shareable page, named after the page and a hash of what it shows', () => {
  const specs = cardSpecs(
    table([
      route({kind: 'page', path: '/sub/', page: 'pages/index.tsx'}),
      route({kind: 'doc', path: '/sub/docs/lambda/setup', title: 'Setup', doc: {breadcrumbs: [{label: 'Lambda', href: ''}]}}),
      route({kind: 'doc', path: '/sub/docs/own', title: 'Own', image: '/img/own.png', doc: {breadcrumbs: []}}),
      route({kind: 'blog-post', path: '/sub/blog/x', title: 'X', blog: {title: 'Blog'}, post: {formattedDate: 'March 5, 2024'}}),
      route({kind: 'search', path: '/sub/search', noindex: true}),
      route({kind: 'not-found', path: '/sub/404.html', noindex: true}),
      route({kind: 'doc', path: '/sub/docs/hidden', noindex: true, doc: {breadcrumbs: []}}),
    ]),
    brand,
  );
  assert.deepEqual(specs.map((s) => [s.route, s.text.title, s.text.section]), [
    ['/sub/', 'Make videos', ''],
    ['/sub/docs/lambda/setup', 'Setup', 'Docs · Lambda'],
    ['/sub/blog/x', 'X', 'Blog · March 5, 2024'],
    ['/sub/search', 'T', 'Search'],
  ]);
  assert.match(specs[1].file, /^assets\/cards\/docs-lambda-setup-[\w-]{10}\.png$/);
  assert.equal(specs[1].url, `/sub/${specs[1].file}`);
  assert.match(specs[0].file, /^assets\/cards\/home-/);
  const again = cardSpecs(table([route({kind: 'doc', path: '/sub/docs/lambda/setup', title: 'Setup 2', doc: {breadcrumbs: [{label: 'Lambda', href: ''}]}})]), brand);
  assert.notEqual(again[0].file, specs[1].file, 'a new title, a new file');
});

test('the brand is the same object (its hash kept) while the logo file is unchanged, and a new one when the logo is edited', async () => {
  const {cardBrand} = await import('../../../../src/publish/cards/spec.ts');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const {tempDir} = await import('../../../helpers/site.ts');
  const site = tempDir();
  fs.mkdirSync(path.join(site, 'static/img'), {recursive: true});
  fs.writeFileSync(path.join(site, 'static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const config = {title: 'Site', url: 'https://example.com', baseUrl: '/', socialCards: {}, navbar: {logo: {src: '/img/logo.svg'}}} as unknown as Parameters<typeof cardBrand>[0];
  const first = cardBrand(config, site, 'sitegen.config.ts');
  assert.equal(cardBrand(config, site, 'sitegen.config.ts'), first);
  const cards = (brand: CardBrand) => cardSpecs(table([route({kind: 'doc', path: '/sub/docs/a', title: 'A', doc: {breadcrumbs: []}})]), brand)[0].file;
  assert.equal(cards(first), cards(cardBrand(config, site, 'sitegen.config.ts')));
  fs.writeFileSync(path.join(site, 'static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="2"/>');
  const edited = cardBrand(config, site, 'sitegen.config.ts');
  assert.notEqual(edited, first);
  assert.notEqual(edited.logo, first.logo);
  assert.notEqual(cards(edited), cards(first), 'a new logo, new card files');
  assert.notEqual(cardBrand({...config, title: 'Other'}, site, 'sitegen.config.ts').siteName, edited.siteName);
});
