import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {lastUpdatedDates} from '../../src/content/last-updated.ts';

test('last-updated dates come from the newest commit touching each doc', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-git-'));
  const git = (...args: string[]) => spawnSync('git', args, {cwd: dir, env: {...process.env, GIT_AUTHOR_DATE: '2024-03-05T10:00:00Z', GIT_COMMITTER_DATE: '2024-03-05T10:00:00Z'}});
  git('init', '-q');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  fs.mkdirSync(path.join(dir, 'site/docs'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'site/docs/a.md'), 'a');
  git('add', '.');
  git('commit', '-qm', 'add a');
  const dates = lastUpdatedDates(path.join(dir, 'site'), 'docs');
  assert.equal(dates.get('docs/a.md'), 'Mar 5, 2024');
  assert.equal(lastUpdatedDates(os.tmpdir(), 'docs').size, 0, 'outside git: no dates');
});
