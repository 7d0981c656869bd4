import {after, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {CacheStore} from '../../../src/cache/store.ts';
import {siteCacheDir} from '../../../src/commands/build.ts';
import {runPipeline} from '../../../src/pipeline/pipeline.ts';
import {publishedRoutes} from '../../../src/publish/routes.ts';
import {silentReporter} from '../../../src/log.ts';
import {InPlaceWriter} from '../../../src/write/writer.ts';
import {CONFIG, makeSite} from '../../helpers/site.ts';

const fixture = makeSite({
  'sitegen.config.ts': CONFIG,
  'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nText.\n',
  'blog/2024-01-02-first.md': '---\ntitle: First\n---\n\nA post.\n',
});
const store = new CacheStore(siteCacheDir(fixture.site), false);
after(() => store.dispose());

test('publish writes nothing into the route table: the routes step hands on a finished one (feed links, metadata page, card URLs)', async () => {
  const writer = new InPlaceWriter(path.join(fixture.dir, 'out'));
  const {table, config} = await runPipeline({siteDir: fixture.site, store, writer, reporter: silentReporter()});
  await writer.commit();
  const post = table.routes.find((route) => route.kind === 'blog-post')!;
  assert.ok('blog' in post && post.blog.feeds?.some((feed) => feed.href.endsWith('/rss.xml')), 'the blog carries its feed links');
  assert.ok(table.routes.some((route) => route.kind === 'site-metadata'), 'the metadata page is a route');
  assert.match(post.image ?? '', /\/assets\/cards\/.+\.png$/, 'each page has its card');
  // Finishing is a function of the table: the one it is given is left exactly as it was.
  const before = JSON.stringify(table);
  const again = publishedRoutes({config, table, siteDir: fixture.site, configFile: 'sitegen.config.ts'});
  assert.equal(JSON.stringify(table), before);
  assert.notEqual(again.table, table);
  assert.equal(again.table.routes.length, table.routes.length, 'a metadata page is added once');
});
