import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {libraryVersion} from '../../../src/cache/fingerprint.ts';
import {ENGINE_ROOT} from '../../../src/paths.ts';

const installed = (name: string) => (JSON.parse(fs.readFileSync(path.join(ENGINE_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;

test('a library of the output stack is known by the version installed for sitegen, also when its exports hide its package.json', () => {
  assert.equal(libraryVersion('markdown-it'), installed('markdown-it'));
  // htmlparser2's exports do not include its package.json.
  assert.equal(libraryVersion('htmlparser2'), installed('htmlparser2'));
  assert.equal(libraryVersion('@shikijs/core'), installed('@shikijs/core'));
});

test('a library that is not installed is "missing"', () => {
  assert.equal(libraryVersion('sitegen-no-such-library'), 'missing');
});
