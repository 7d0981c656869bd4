import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {CacheStore} from '../../../src/cache/store.ts';
import {parseFiles, startParseWorkers} from '../../../src/content/load.ts';
import {poolSize} from '../../../src/content/pool.ts';
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

test('parse workers start with the build only for a site of many markdown files and nothing parsed in the cache', {skip: poolSize() < 2}, async () => {
  const page = '---\ntitle: P\n---\n\nText\n';
  const many = Object.fromEntries(Array.from({length: 40}, (_, n) => [`docs/p${n}.md`, page]));
  const fresh = () => new CacheStore(path.join(fixture.dir, 'prestart'), false);
  const runnerOf = (store: CacheStore) => new StepRunner({store, reporter: silentReporter()});
  // Files in dependencies, hidden folders and the output folder are not the site's.
  const few = makeSite({'docs/a.md': page, ...Object.fromEntries(Object.keys(many).flatMap((file) => [[`node_modules/x/${file}`, page], [`.docusaurus/${file}`, page], [`dist/${file}`, page]]))});
  assert.equal(startParseWorkers({siteDir: few.site, runner: runnerOf(fresh()), outDir: path.join(few.site, 'dist')}), undefined);
  const site = makeSite(many);
  const started = startParseWorkers({siteDir: site.site, runner: runnerOf(fresh())});
  assert.ok(started);
  await started.close();
  // A warm build or a watch rebuild parses a few files or none.
  const warm = fresh();
  warm.entries('parse').set('kept', {});
  assert.equal(startParseWorkers({siteDir: site.site, runner: runnerOf(warm)}), undefined);
});
