import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {CacheStore} from '../../../src/cache/store.ts';
import {siteCacheDir} from '../../../src/commands/build.ts';
import {silentReporter} from '../../../src/log.ts';
import {changedSinceRun, watch, watchRun, type WatchState} from '../../../src/serve/watch.ts';
import {LiveReload} from '../../../src/serve/live-reload.ts';
import {InPlaceWriter} from '../../../src/write/writer.ts';
import {CONFIG, makeSite} from '../../helpers/site.ts';

const fixture = makeSite({
  'sitegen.config.ts': CONFIG,
  'docs/intro.md': '---\ntitle: Intro\n---\n\nHello.\n',
  'docs/other.md': '---\ntitle: Other\n---\n\nMore.\n',
});
// In the engine's cache folder: the bundled page code imports React from its node_modules.
const store = new CacheStore(siteCacheDir(fixture.site), false);
after(() => store.dispose());
const out = path.join(fixture.dir, 'out');
const state: WatchState = {siteDir: fixture.site, store, writer: new InPlaceWriter(out)};
const file = (name: string) => path.join(fixture.site, name);

test('a watch run lists the folders again unless every edit since the last run was new text in an existing markdown file', async () => {
  await watchRun(state, silentReporter());
  fs.writeFileSync(file('docs/intro.md'), '---\ntitle: Intro\n---\n\nHello again.\n');
  await watchRun(state, silentReporter(), undefined, [['change', file('docs/intro.md')]]);
  assert.match(fs.readFileSync(path.join(out, 'docs/intro.html'), 'utf8'), /Hello again\./);
  // A page added with a text edit in the same run: the `add` makes the run list the folders.
  fs.writeFileSync(file('docs/added.md'), '---\ntitle: Added\n---\n\nNew.\n');
  fs.writeFileSync(file('docs/other.md'), '---\ntitle: Other\n---\n\nMore text.\n');
  await watchRun(state, silentReporter(), undefined, [['change', file('docs/other.md')], ['add', file('docs/added.md')]]);
  assert.ok(fs.existsSync(path.join(out, 'docs/added.html')));
  // Told of text edits only, the run keeps the last lists: a page added unseen is not found (the
  // watcher always reports an added file, so this happens only here).
  fs.writeFileSync(file('docs/unseen.md'), '---\ntitle: Unseen\n---\n\nHidden.\n');
  await watchRun(state, silentReporter(), undefined, [['change', file('docs/other.md')]]);
  assert.ok(!fs.existsSync(path.join(out, 'docs/unseen.html')), 'the lists were reused');
  await watchRun(state, silentReporter(), undefined, [['add', file('docs/unseen.md')]]);
  assert.ok(fs.existsSync(path.join(out, 'docs/unseen.html')));
  // A config edit: listed again even with the same events (its JSON is part of the key).
  fs.writeFileSync(file('docs/late.md'), '---\ntitle: Late\n---\n\nLate.\n');
  fs.writeFileSync(file('sitegen.config.ts'), CONFIG.replace("title: 'Fixture'", "title: 'Fixture two'"));
  await watchRun(state, silentReporter(), undefined, [['change', file('docs/late.md')]]);
  assert.ok(fs.existsSync(path.join(out, 'docs/late.html')), 'a new config: the folders listed again');
});

test('watch loads the parser before the first edit, and a rebuild waits for it rather than loading it itself', async () => {
  let warmed = 0;
  let finish!: () => void;
  const loading = new Promise<void>((resolve) => (finish = resolve));
  const liveReload = new LiveReload();
  const watcher = watch({...state, outDir: out, reporter: silentReporter(), liveReload, warmUp: () => (warmed++, loading)});
  await watcher.ready;
  assert.equal(warmed, 1);
  let idle = false;
  const waiting = watcher.idle().then(() => (idle = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(idle, false, 'runs queue behind the warm-up');
  finish();
  await waiting;
  await watcher.close();
  liveReload.close();
});

test('a change that leaves a file with the bytes the last run read starts no run (an editor saving twice, a late event)', async () => {
  await watchRun(state, silentReporter());
  const lines: string[] = [];
  const reporter = {...silentReporter(), info: (line: string) => lines.push(line)};
  const liveReload = new LiveReload();
  const watcher = watch({...state, outDir: out, reporter, liveReload, warmUp: async () => {}});
  await watcher.ready;
  const rebuilds = () => lines.filter((line) => line.startsWith('rebuilt after')).length;
  // Each file is written once: chokidar drops a second change of one file within 50 ms.
  let rebuilt = watcher.nextRebuild();
  fs.writeFileSync(file('docs/other.md'), fs.readFileSync(file('docs/other.md')));
  await rebuilt;
  assert.equal(rebuilds(), 0, 'the bytes the last run read: no run');
  rebuilt = watcher.nextRebuild();
  fs.writeFileSync(file('docs/intro.md'), '---\ntitle: Intro\n---\n\nNew bytes.\n');
  await rebuilt;
  assert.equal(rebuilds(), 1, 'new bytes: a run');
  assert.match(fs.readFileSync(path.join(out, 'docs/intro.html'), 'utf8'), /New bytes\./);
  await watcher.close();
  liveReload.close();
});

test('a second write chokidar drops (within 50 ms, after the run read the first) is found when the run ends', async () => {
  await watchRun(state, silentReporter());
  const intro = file('docs/intro.md');
  const before = fs.readFileSync(intro);
  const edits: [string, string][] = [['change', intro], ['change', file('docs/other.md')], ['unlink', file('docs/gone.md')], ['add', file('static/never-read.txt')]];
  assert.deepEqual(changedSinceRun(store, edits), [], 'every file holds what the run read');
  // The write no change event reports: made after the run, as chokidar's dropped one would be.
  fs.writeFileSync(intro, '---\ntitle: Intro\n---\n\nWritten twice.\n');
  fs.mkdirSync(path.dirname(file('static/never-read.txt')), {recursive: true});
  fs.writeFileSync(file('static/never-read.txt'), 'not read by any run');
  try {
    assert.deepEqual(changedSinceRun(store, edits), [intro], 'only the read file that changed since');
  } finally {
    fs.writeFileSync(intro, before);
    fs.rmSync(file('static/never-read.txt'));
  }
});
