import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CacheStore, pruneRemovedSites} from '../../../src/cache/store.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-store-'));
after(() => fs.rmSync(root, {recursive: true, force: true}));

test('a saved store keeps only what the run used, entries and files alike', () => {
  const dir = path.join(root, 'site-a');
  const first = new CacheStore(dir);
  first.entries<number>('parse').set('a', 1);
  first.entries<number>('parse').set('b', 2);
  first.file('server-1.mjs', 'one');
  first.save();
  const second = new CacheStore(dir);
  assert.equal(second.entries<number>('parse').get('a'), 1);
  second.file('server-2.mjs', 'two');
  second.save();
  const third = new CacheStore(dir);
  assert.equal(third.entries<number>('parse').get('b'), undefined, 'b was not used by the second run');
  assert.deepEqual(fs.readdirSync(path.join(dir, 'files')), ['server-2.mjs']);
});

test('without persistence nothing is read or saved, and the scratch folder goes', () => {
  const dir = path.join(root, 'site-b');
  const store = new CacheStore(dir, false);
  store.entries<number>('parse').set('a', 1);
  const file = store.file('x.mjs', 'x');
  store.save();
  assert.ok(fs.existsSync(file));
  store.dispose();
  assert.ok(!fs.existsSync(file));
  assert.equal(new CacheStore(dir).entries<number>('parse').get('a'), undefined);
});

test('caches of sites that no longer exist are removed (they piled up: 225 files, 68 MB)', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-store-site-'));
  const store = new CacheStore(path.join(root, 'gone'), true, site);
  store.entries<number>('parse').set('a', 1);
  store.save();
  pruneRemovedSites(root);
  assert.ok(fs.existsSync(path.join(root, 'gone')));
  fs.rmSync(site, {recursive: true});
  pruneRemovedSites(root);
  assert.ok(!fs.existsSync(path.join(root, 'gone')));
});

test('a --no-cache build leaves no empty folder, and bundles of a site that never built are removed with it (both piled up)', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-store-site-'));
  const scratch = new CacheStore(path.join(root, 'no-cache'), false, site);
  scratch.file('server-1.mjs', 'one');
  scratch.dispose();
  assert.ok(!fs.existsSync(path.join(root, 'no-cache')));

  // A build that failed after bundling: nothing saved, but its files are on disk.
  const failed = new CacheStore(path.join(root, 'failed'), true, site);
  failed.file('server-2.mjs', 'two');
  fs.mkdirSync(path.join(root, 'empty-leftover'));
  fs.rmSync(site, {recursive: true});
  pruneRemovedSites(root);
  assert.ok(!fs.existsSync(path.join(root, 'failed')));
  assert.ok(!fs.existsSync(path.join(root, 'empty-leftover')));
});
