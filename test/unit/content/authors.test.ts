import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadAuthors, loadTags} from '../../../src/content/authors.ts';
import {FrontMatterError} from '../../../src/errors.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-authors-'));
after(() => fs.rmSync(dir, {recursive: true, force: true}));

test('authors and tags files are read into their keys; no file gives none', () => {
  fs.writeFileSync(path.join(dir, 'authors.yml'), 'ada:\n  name: Ada\n  title: Engineer\n');
  fs.writeFileSync(path.join(dir, 'tags.yml'), 'news:\n  label: News\n');
  assert.deepEqual(loadAuthors(dir, 'authors.yml').ada, {key: 'ada', name: 'Ada', title: 'Engineer', url: undefined, imageUrl: undefined});
  assert.equal(loadTags(dir, 'tags.yml').news.label, 'News');
  assert.deepEqual(loadAuthors(dir, undefined), {});
  assert.deepEqual(loadTags(dir, undefined), {});
});

test('a broken authors file throws naming the file, the author and the line', () => {
  fs.writeFileSync(path.join(dir, 'broken.yml'), 'ada:\n  title: no name\n');
  assert.throws(() => loadAuthors(dir, 'broken.yml'), (error: Error) => error instanceof FrontMatterError && /author "ada" needs a name/.test(error.message) && error.location?.file === 'broken.yml' && error.location.line === 1);
});
