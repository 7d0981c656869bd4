import {test} from 'node:test';
import assert from 'node:assert/strict';
import {editUrlFor} from '../../../src/routes/edit-url.ts';

const args = {file: 'docs/guides/one.md', contentDir: 'docs', permalink: '/docs/guides/one'};

test('a string is the site folder URL: the site-relative file is appended', () => {
  assert.equal(editUrlFor('https://github.com/o/r/edit/main/website/', args), 'https://github.com/o/r/edit/main/website/docs/guides/one.md');
  assert.equal(editUrlFor('https://github.com/o/r/edit/main/website', args), 'https://github.com/o/r/edit/main/website/docs/guides/one.md');
  assert.equal(editUrlFor(undefined, args), undefined);
});

test('a function gets the file, its path in the content folder and its page; it may return no link', () => {
  assert.equal(editUrlFor(({file, contentPath, permalink}) => `x/${file}|${contentPath}|${permalink}`, args), 'x/docs/guides/one.md|guides/one.md|/docs/guides/one');
  assert.equal(editUrlFor(() => undefined, args), undefined);
  assert.throws(() => editUrlFor(() => 42 as unknown as string, args), /editUrl function returned number for docs\/guides\/one\.md/);
  assert.throws(() => editUrlFor(() => { throw new Error('boom'); }, args), /editUrl function failed for docs\/guides\/one\.md: boom/);
});
