import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import {filesMatching} from '../../../src/content/list-files.ts';

function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-list-files-'));
  const files = ['a.md', 'b.mdx', 'c.txt', '.hidden.md', '_partial.md', 'x/y/deep.md', 'x/_category_.json', 'x/.dot/inside.md', '.git/HEAD', 'z/_draft/z.md', 'z/n.MD', 'static/.well-known/security.txt', 'static/img/a.png', 'static/file~'];
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), file);
  }
  fs.mkdirSync(path.join(dir, 'outside/more'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'outside/more/linked.md'), 'linked');
  fs.symlinkSync(path.join(dir, 'outside'), path.join(dir, 'x/link'));
  fs.symlinkSync(path.join(dir, 'a.md'), path.join(dir, 'x/file-link.md'));
  fs.symlinkSync(path.join(dir, 'missing.md'), path.join(dir, 'x/broken.md'));
  // A link back to a folder being walked (fast-glob follows it round until the path is too long).
  fs.symlinkSync(dir, path.join(dir, 'z/loop'));
  return dir;
}

test('discover lists the files fast-glob listed for its patterns: links followed, dot files only with `dot`', () => {
  const dir = folder();
  try {
    const fast = (patterns: string[], dot: boolean) => fg.sync(patterns, {cwd: dir, onlyFiles: true, dot, ignore: ['z/loop/**']}).sort();
    for (const [patterns, dot] of [[['**/*.md', '**/*.mdx'], false], [['**/_category_.{json,yml,yaml}'], false], [['**/*'], true], [['**/*.tsx'], false]] as const) {
      const listed = filesMatching(dir, [...patterns], {dot}).filter((file) => !file.startsWith('z/loop/')).sort();
      assert.deepEqual(listed, fast([...patterns], dot), `${patterns.join(', ')} (dot: ${dot})`);
    }
    assert.ok(filesMatching(dir, ['**/*.md']).includes('x/link/more/linked.md'), 'a linked folder is walked');
    assert.ok(!filesMatching(dir, ['**/*.md']).some((file) => file.startsWith('z/loop/')), 'a link to a folder being walked is not walked again');
    assert.deepEqual(filesMatching(path.join(dir, 'nothing'), ['**/*']), [], 'a missing folder lists nothing');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
