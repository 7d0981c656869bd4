import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {CacheStore} from '../../../src/cache/store.ts';
import {parseFiles} from '../../../src/content/load.ts';
import {silentReporter} from '../../../src/log.ts';
import {StepRunner} from '../../../src/steps/runner.ts';
import {makeSite} from '../../helpers/site.ts';
import {englishHtml} from '../../helpers/content-html.ts';

const fixture = makeSite({'docs/a.md': '---\ntitle: A\n---\n\nThe second text.\n'});
const store = new CacheStore(path.join(fixture.dir, 'cache'), false);
after(() => store.dispose());

test('a file edited after its hash was taken is cached under the hash of the text parsed (the old text, come back, showed the newer page)', async () => {
  const full = path.join(fixture.site, 'docs/a.md');
  const first = '---\ntitle: A\n---\n\nThe first text, a little longer.\n';
  // The hash was taken while the file held the first text; the second was saved before it was read.
  const stat = fs.statSync(full);
  store.entries<[number, number, string]>('file-hashes').set(full, [stat.size, stat.mtimeMs, createHash('sha1').update(first).digest('base64url')]);
  const files = [{file: 'docs/a.md', kind: 'doc' as const}];
  const parse = () => parseFiles({siteDir: fixture.site, files, runner: new StepRunner({store, reporter: silentReporter()})});
  assert.match(englishHtml((await parse()).parsed.get('docs/a.md')!.html), /The second text/);
  // The first text comes back (an undo): its page, not the second one's from the cache.
  fs.writeFileSync(full, first);
  assert.match(englishHtml((await parse()).parsed.get('docs/a.md')!.html), /The first text/);
  // And the second text again, from the cache.
  fs.writeFileSync(full, '---\ntitle: A\n---\n\nThe second text.\n');
  const again = await parse();
  assert.match(englishHtml(again.parsed.get('docs/a.md')!.html), /The second text/);
  assert.equal(again.hits, 1);
});
