import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {CacheStore} from '../../../src/cache/store.ts';
import {siteCacheDir} from '../../../src/commands/build.ts';
import {runPipeline} from '../../../src/pipeline/pipeline.ts';
import {silentReporter} from '../../../src/log.ts';
import {InPlaceWriter} from '../../../src/write/writer.ts';
import type {SiteSettings} from '../../../src/pipeline/site-code.ts';
import type {ParsedMarkdown} from '../../../src/content/types.ts';
import {deepFreeze, withFrozenStages} from '../../helpers/freeze.ts';
import {ROOT, tempDir} from '../../helpers/site.ts';

test("plugins' head tags pushed into the config step's config: no stage writes into the config, the parse results or what discover found", async () => {
  // A plugin that injects a head tag, a client module and a markdown rule, and writes after the build.
  const dir = tempDir('sitegen-frozen-');
  const site = path.join(dir, 'site');
  fs.cpSync(path.join(ROOT, 'test/fixtures/plugin-site'), site, {recursive: true});
  const out = path.join(dir, 'dist');
  const store = new CacheStore(siteCacheDir(site), false);
  const writer = new InPlaceWriter(out);
  const configs: SiteSettings['config'][] = [];
  const freeze = {
    config: (settings: SiteSettings) => configs.push(deepFreeze(settings.config)),
    discover: (found: unknown) => deepFreeze(found),
    parse: (result: {parsed: Map<string, ParsedMarkdown>}) => {
      for (const parsed of result.parsed.values()) deepFreeze(parsed);
    },
  };
  const pages: string[] = [];
  // Twice in one process with one cache, as watch mode builds: the second run reuses the config.
  await withFrozenStages(freeze, async () => {
    for (let run = 0; run < 2; run++) {
      await runPipeline({siteDir: site, store, writer, reporter: silentReporter()});
      await writer.commit();
      pages.push(fs.readFileSync(path.join(out, 'docs/index.html'), 'utf8'));
    }
  }).finally(() => store.dispose());
  assert.equal(configs.length, 2, 'the config step ran in each build');
  assert.deepEqual(configs[0].headTags, [], "the config step's config holds the site's own head tags only");
  for (const page of pages) assert.equal(page.match(/<meta name="changelog-latest" content="[^"]+">/g)?.length, 1, "the plugin's head tag is on the page, once");
  assert.equal(pages[1], pages[0]);
});
