import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Entries} from '../../../src/cache/store.ts';
import {loadAuthors, loadTags} from '../../../src/content/authors.ts';
import {FrontMatterError} from '../../../src/errors.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-authors-'));
after(() => fs.rmSync(dir, {recursive: true, force: true}));

test('authors and tags files are kept by their text: the same text is not parsed again, another text is', () => {
  const cache = new Entries<ReturnType<typeof loadAuthors>>(new Map());
  fs.writeFileSync(path.join(dir, 'authors.yml'), 'ada:\n  name: Ada\n');
  const first = loadAuthors(dir, 'authors.yml', cache);
  assert.equal(first.ada.name, 'Ada');
  assert.equal(loadAuthors(dir, 'authors.yml', cache), first, 'the kept result');
  fs.writeFileSync(path.join(dir, 'authors.yml'), 'ada:\n  name: Ada Lovelace\n');
  assert.equal(loadAuthors(dir, 'authors.yml', cache).ada.name, 'Ada Lovelace');
  const tags = new Entries<ReturnType<typeof loadTags>>(new Map());
  fs.writeFileSync(path.join(dir, 'tags.yml'), 'news:\n  label: News\n');
  assert.equal(loadTags(dir, 'tags.yml', tags).news.label, 'News');
  assert.equal(loadTags(dir, 'tags.yml', tags), loadTags(dir, 'tags.yml', tags));
});

test('a broken authors file is reported with its line on every build, never kept', () => {
  const cache = new Entries<ReturnType<typeof loadAuthors>>(new Map());
  fs.writeFileSync(path.join(dir, 'broken.yml'), 'ada:\n  title: no name\n');
  for (let n = 0; n < 2; n++) assert.throws(() => loadAuthors(dir, 'broken.yml', cache), (error: Error) => error instanceof FrontMatterError && /author "ada" needs a name/.test(error.message));
});
