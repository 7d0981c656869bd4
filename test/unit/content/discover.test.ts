import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
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
  const before = discover(fixture.site, config);
  assert.deepEqual(before.siteComponents, {});
  fs.writeFileSync(path.join(fixture.site, 'docs/a.mdx'), "import Chart from '@site/src/Chart';\n\n<Chart />\n");
  const after = rediscover(before, undefined);
  assert.deepEqual(after, discover(fixture.site, config));
  assert.deepEqual(Object.keys(after.siteComponents), ['mdx-src-chart']);
  store.dispose();
});
