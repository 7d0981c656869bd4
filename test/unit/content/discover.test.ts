import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {discover, keepsFileLists, rediscover} from '../../../src/content/discover.ts';
import {loadConfig} from '../../../src/config/load.ts';
import {StepRunner} from '../../../src/steps/runner.ts';
import {silentReporter} from '../../../src/log.ts';
import {CacheStore} from '../../../src/cache/store.ts';
import {makeSite} from '../../helpers/site.ts';

test('only new text in an existing markdown file keeps what discover lists', () => {
  assert.equal(keepsFileLists('change', '/site/docs/intro.md'), true);
  assert.equal(keepsFileLists('change', '/site/docs/page.MDX'), true);
  for (const [event, file] of [['add', '/site/docs/new.md'], ['unlink', '/site/docs/old.md'], ['addDir', '/site/docs/more'], ['unlinkDir', '/site/docs/gone'], ['change', '/site/sitegen.config.ts'], ['change', '/site/versions.json'], ['change', '/site/docs/_category_.json'], ['change', '/site/static/logo.svg']]) {
    assert.equal(keepsFileLists(event, file), false, `${event} ${file}`);
  }
});

test('rediscover keeps the lists and finds the components that new text imports', async () => {
  const fixture = makeSite({
    'sitegen.config.ts': "export default {title: 'T', url: 'https://example.com'};\n",
    'docs/a.mdx': 'No imports yet.\n',
    'src/Chart.tsx': 'export default function Chart() { return <b>chart</b>; }\n',
  });
  const store = new CacheStore(path.join(fixture.dir, 'cache'), false);
  const {config} = await loadConfig(fixture.site, new StepRunner({store, reporter: silentReporter()}));
  const before = await discover(fixture.site, config);
  assert.deepEqual(before.siteComponents, {});
  fs.writeFileSync(path.join(fixture.site, 'docs/a.mdx'), "import Chart from '@site/src/Chart';\n\n<Chart />\n");
  const after = await rediscover(before, undefined);
  assert.deepEqual(after, await discover(fixture.site, config));
  assert.deepEqual(Object.keys(after.siteComponents), ['mdx-src-chart']);
  store.dispose();
});

/** A site whose page `docs/a.mdx` imports a component, with a runner over a cache in memory. */
async function importingSite() {
  const fixture = makeSite({
    'sitegen.config.ts': "export default {title: 'T', url: 'https://example.com'};\n",
    'docs/a.mdx': "import Chart from '@site/src/Chart';\n\n<Chart />\n",
    'docs/b.md': 'No imports.\n',
    'src/Chart.tsx': 'export default function Chart() { return <b>chart</b>; }\n',
    'src/Table.tsx': 'export default function Table() { return <i>table</i>; }\n',
  });
  const store = new CacheStore(path.join(fixture.dir, 'cache'), false);
  const runner = new StepRunner({store, reporter: silentReporter()});
  const {config} = await loadConfig(fixture.site, runner);
  return {fixture, store, config, runner, page: (name: string) => path.join(fixture.site, 'docs', name)};
}

test('with a runner, what each file imports is kept by its content hash: the same components, and an edited file is read again', async () => {
  const {fixture, store, config, runner, page} = await importingSite();
  const cold = await discover(fixture.site, config);
  assert.deepEqual(await discover(fixture.site, config, undefined, runner.snapshot()), cold);
  // Other text of the same size and time: the file's hash is the one kept, so its imports are too.
  fs.utimesSync(page('a.mdx'), 1000, 1000);
  await discover(fixture.site, config, undefined, runner.snapshot());
  fs.writeFileSync(page('a.mdx'), "import Table from '@site/src/Table';\n\n<Table />\n");
  fs.utimesSync(page('a.mdx'), 1000, 1000);
  assert.deepEqual(Object.keys((await discover(fixture.site, config, undefined, runner.snapshot())).siteComponents), ['mdx-src-chart'], 'from the cache');
  // An edit (another size): read again, its new import found.
  fs.writeFileSync(page('b.md'), "import Table from '../src/Table';\n\n<Table />\n");
  assert.deepEqual(Object.keys((await discover(fixture.site, config, undefined, runner.snapshot())).siteComponents).sort(), ['mdx-src-chart', 'mdx-src-table']);
  store.dispose();
});

test("a file edited after its hash was taken has its imports kept under the hash of the text read (the old text, come back, had the newer text's imports)", async () => {
  const {fixture, store, config, runner, page} = await importingSite();
  const before = 'No imports here, and a longer text.\n';
  // The hash was taken while the file held the text without imports; the import was saved before the read.
  const stat = fs.statSync(page('a.mdx'));
  store.entries<[number, number, string]>('file-hashes').set(page('a.mdx'), [stat.size, stat.mtimeMs, createHash('sha1').update(before).digest('base64url')]);
  assert.deepEqual(Object.keys((await discover(fixture.site, config, undefined, runner.snapshot())).siteComponents), ['mdx-src-chart']);
  fs.writeFileSync(page('a.mdx'), before);
  assert.deepEqual((await discover(fixture.site, config, undefined, runner.snapshot())).siteComponents, {}, 'the text without imports, come back: no components');
  store.dispose();
});
