import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {insideCheckout, lastUpdates} from '../../../src/content/last-updated.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-git-'));
after(() => fs.rmSync(dir, {recursive: true, force: true}));
const git = (...args: string[]) => spawnSync('git', args, {cwd: dir, env: {...process.env, GIT_AUTHOR_DATE: '2024-03-05T10:00:00Z', GIT_COMMITTER_DATE: '2024-03-05T10:00:00Z'}});
git('init', '-q');
git('config', 'user.email', 'test@example.com');
git('config', 'user.name', 'Ada Writer');
fs.mkdirSync(path.join(dir, 'site/docs'), {recursive: true});
fs.writeFileSync(path.join(dir, 'site/docs/a.md'), 'a');
git('add', '.');
git('commit', '-qm', 'add a');

test('last-updated dates and authors come from the newest commit touching each doc', async () => {
  assert.deepEqual((await lastUpdates(path.join(dir, 'site'), 'docs')).get('docs/a.md'), {date: 'Mar 5, 2024', iso: '2024-03-05T10:00:00+00:00', author: 'Ada Writer'});
  assert.equal((await lastUpdates(os.tmpdir(), 'docs')).size, 0, 'outside git: no dates');
});

test('last-updated dates show with a relative --site (the default "./site" asked git about site/site)', async () => {
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    assert.equal((await lastUpdates('./site', 'docs')).get('docs/a.md')?.date, 'Mar 5, 2024');
  } finally {
    process.chdir(cwd);
  }
});

test('a shallow clone gives no dates and says why (every page showed the clone\'s one commit date)', async () => {
  fs.writeFileSync(path.join(dir, 'site/docs/b.md'), 'b');
  git('add', '.');
  git('commit', '-qm', 'add b');
  const clone = path.join(dir, 'shallow');
  spawnSync('git', ['clone', '-q', '--depth', '1', `file://${dir}`, clone]);
  const warnings: string[] = [];
  const dates = await lastUpdates(path.join(clone, 'site'), 'docs', (message) => warnings.push(message));
  assert.equal(dates.size, 0);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /is shallow, so pages show no "Last updated" date: fetch the whole history/);
  assert.equal((await lastUpdates(path.join(dir, 'site'), 'docs', (message) => warnings.push(message))).size, 2, 'a full clone has its dates');
  assert.equal(warnings.length, 1);
});

test('git is not started outside a checkout (it cost 10 ms of every watch rebuild), and is inside one, found by a .git folder or file above', async () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-nogit-'));
  try {
    if (!insideCheckout(os.tmpdir())) assert.equal(insideCheckout(path.join(outside, 'site')), false);
    assert.equal(insideCheckout(path.join(dir, 'site/docs')), true, 'a .git folder two levels up');
    // A linked worktree or a submodule has a .git file naming its repository.
    fs.mkdirSync(path.join(outside, 'worktree/site'), {recursive: true});
    fs.writeFileSync(path.join(outside, 'worktree/.git'), `gitdir: ${path.join(dir, '.git')}\n`);
    assert.equal(insideCheckout(path.join(outside, 'worktree/site')), true);
  } finally {
    fs.rmSync(outside, {recursive: true, force: true});
  }
});
