import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {CacheStore} from '../../../src/cache/store.ts';
import {contentHash, FileHashes} from '../../../src/cache/files.ts';
import {tempDir} from '../../helpers/site.ts';

test("a snapshot of file hashes looks at each file once (a build's discover and parse stat-ed every page twice); plain hashes look every time", () => {
  const dir = tempDir();
  const file = path.join(dir, 'a.md');
  fs.writeFileSync(file, 'one');
  const store = new CacheStore(path.join(dir, 'cache'), false);
  const snapshot = FileHashes.snapshot(store.entries('file-hashes'));
  const plain = new FileHashes(store.entries('file-hashes'));
  assert.equal(snapshot.hash(file), contentHash(Buffer.from('one')));
  fs.writeFileSync(file, 'two, longer');
  assert.equal(snapshot.hash(file), contentHash(Buffer.from('one')), 'its first answer');
  assert.equal(plain.hash(file), contentHash(Buffer.from('two, longer')));
  assert.equal(FileHashes.snapshot(store.entries('file-hashes')).hash(file), contentHash(Buffer.from('two, longer')), "the next build's snapshot");
  assert.equal(snapshot.hash(path.join(dir, 'missing.md')), undefined);
});
