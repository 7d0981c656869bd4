import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {workerFile} from '../../../src/threads/worker-file.ts';
import {tempDir} from '../../helpers/site.ts';

test('the parse worker loads no zod (the main thread checks front matter) and imports yaml with its own code', async () => {
  const dir = tempDir();
  const file = await workerFile((name, content) => {
    fs.writeFileSync(path.join(dir, name), content);
    return path.join(dir, name);
  }, 'parse-worker', 'src/content/worker.ts');
  const code = fs.readFileSync(file, 'utf8');
  // Bundled with its packages left as imports, so a package it loads shows as one.
  assert.match(code, /from "markdown-it"/);
  assert.doesNotMatch(code, /from "zod"/);
  // compile.mjs bundles what is imported into the worker's one file; yaml.ts alone would load yaml's files lazily.
  assert.match(code, /from "yaml"/);
});
