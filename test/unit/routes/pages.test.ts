import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isMarkdownPage, pageRoutePath} from '../../../src/routes/pages.ts';

test('site/pages and Docusaurus src/pages route alike: index files are folders', () => {
  assert.equal(pageRoutePath('pages/index.tsx'), '/');
  assert.equal(pageRoutePath('pages/about/index.tsx'), '/about/');
  assert.equal(pageRoutePath('pages/showcase/add.tsx'), '/showcase/add');
  assert.equal(pageRoutePath('src/pages/index.jsx'), '/');
  assert.equal(pageRoutePath('src/pages/help/index.js'), '/help/');
  assert.equal(pageRoutePath('src/pages/users.ts'), '/users');
  assert.equal(pageRoutePath('src/pages/docs/deep/page.mdx'), '/docs/deep/page');
  assert.equal(pageRoutePath('src/pages/markdown.md'), '/markdown');
  assert.equal(isMarkdownPage('src/pages/a.mdx'), true);
  assert.equal(isMarkdownPage('src/pages/a.jsx'), false);
});
