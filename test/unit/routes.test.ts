import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageRoutePath} from '../../src/routes/pages.ts';
import {indexSidebars} from '../../src/routes/sidebars.ts';
import {buildToc} from '../../src/content/toc.ts';
import {validateConfig} from '../../src/config/validate.ts';

test('page files map to the spec route forms', () => {
  assert.equal(pageRoutePath('pages/index.tsx'), '/');
  assert.equal(pageRoutePath('pages/about/index.tsx'), '/about/');
  assert.equal(pageRoutePath('pages/showcase/add.tsx'), '/showcase/add');
  assert.equal(pageRoutePath('pages/search.tsx'), '/search');
});

test('sidebar index gives breadcrumbs and prev/next in reading order', () => {
  const positions = indexSidebars([{id: 's', items: [
    {type: 'link', label: 'A', href: '/docs/a', docId: 'a'},
    {type: 'category', label: 'Cat', href: '/docs/cat', items: [{type: 'link', label: 'B', href: '/docs/b', docId: 'b'}]},
    {type: 'link', label: 'External', href: 'https://x.y', external: true},
  ]}]);
  const b = positions.get('/docs/b')!;
  assert.deepEqual(b.breadcrumbs, [{label: 'Cat', href: '/docs/cat'}]);
  assert.equal(b.previous?.href, '/docs/cat');
  assert.equal(positions.get('/docs/a')?.next?.href, '/docs/cat');
  assert.equal(positions.has('https://x.y'), false);
});

test('toc nests h3 under h2 within the configured levels', () => {
  const toc = buildToc([{level: 2, id: 'a', text: 'A'}, {level: 3, id: 'b', text: 'B'}, {level: 4, id: 'c', text: 'C'}, {level: 2, id: 'd', text: 'D'}]);
  assert.deepEqual(toc.map((t) => [t.id, t.children.map((c) => c.id)]), [['a', ['b']], ['d', []]]);
});

test('config validation fills defaults and resolves navbar item types', () => {
  const config = validateConfig({title: 'T', url: 'https://e.com', navbar: {items: [{label: 'X', to: '/x'}, {type: 'docsVersionDropdown'}]}}, 'f.ts');
  assert.equal(config.navbar.items[0].type, 'default');
  assert.equal(config.navbar.items[1].position, 'right');
  assert.equal(config.docs.tocMaxHeadingLevel, 3);
  assert.deepEqual(config.search, {provider: 'local', synonyms: []});
});
