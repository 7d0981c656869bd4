import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CacheStore} from '../../../src/cache/store.ts';
import {FrontMatterError} from '../../../src/errors.ts';
import {silentReporter} from '../../../src/log.ts';
import {blogFiles} from '../../../src/pipeline/blog-files.ts';
import {StepRunner} from '../../../src/steps/runner.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-blog-files-'));
after(() => fs.rmSync(dir, {recursive: true, force: true}));
const runner = new StepRunner({store: new CacheStore(path.join(dir, '.cache'), true, dir), reporter: silentReporter()});
const blog = {authorsFile: 'authors.yml', tagsFile: 'tags.yml'};

test('authors and tags files are kept by the runner: unchanged files give the kept result, a changed one is read again', async () => {
  fs.writeFileSync(path.join(dir, 'authors.yml'), 'ada:\n  name: Ada\n');
  fs.writeFileSync(path.join(dir, 'tags.yml'), 'news:\n  label: News\n');
  const [first] = await blogFiles(runner, dir, [blog]);
  assert.equal(first.authors.ada.name, 'Ada');
  const [again] = await blogFiles(runner, dir, [blog]);
  assert.equal(again.authors, first.authors, 'the kept result');
  assert.equal(again.tags, first.tags, 'the kept result');
  fs.writeFileSync(path.join(dir, 'authors.yml'), 'ada:\n  name: Ada Lovelace\n');
  const [changed] = await blogFiles(runner, dir, [blog]);
  assert.equal(changed.authors.ada.name, 'Ada Lovelace');
  assert.equal(changed.tags, first.tags, 'the unchanged tags file is still kept');
});

test('a broken authors file is reported with its line on every build, never kept', async () => {
  fs.writeFileSync(path.join(dir, 'broken.yml'), 'ada:\n  title: no name\n');
  for (let n = 0; n < 2; n++) {
    await assert.rejects(blogFiles(runner, dir, [{authorsFile: 'broken.yml'}]), (error: Error) => error instanceof FrontMatterError && /author "ada" needs a name/.test(error.message));
  }
});
