// The search step through the CLI: records ready to upload, the local index files named by their
// content hash, and the settings each page hands to the browser for either provider.
import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {runCli} from '../helpers/site.ts';
import {algoliaSearch, LOCAL_SEARCH, MISSING_RESULTS_URL, searchSite} from '../helpers/search-fixture.ts';
import type {SearchClientConfig, SearchRecord} from '../../src/shared/search-types.ts';
import type {LocalIndexCore} from '../../src/shared/search-index-format.ts';

const dirs: string[] = [];
after(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function build(search: string) {
  const fixture = searchSite(search);
  dirs.push(fixture.dir);
  const result = runCli(['build', '--site', fixture.site, '--out', fixture.out, '--no-cache']);
  assert.equal(result.status, 0, result.stderr);
  const clientData = (page: string) => JSON.parse(/<script type="application\/json" id="sitegen-data">(.*?)<\/script>/.exec(fs.readFileSync(path.join(fixture.out, page), 'utf8'))![1]) as {search: SearchClientConfig};
  return {...fixture, clientData, files: fs.readdirSync(path.join(fixture.out, 'search')).filter((f) => !/\.(gz|br)$/.test(f))};
}

test('local: records.json in DocSearch shape, a core at a fixed address, and the hashed shards and fragments it lists', () => {
  const site = build(LOCAL_SEARCH);
  const records = JSON.parse(fs.readFileSync(path.join(site.out, 'search/records.json'), 'utf8')) as SearchRecord[];
  assert.ok(records.length > 40);
  assert.ok(records.every((r) => r.objectID && r.url && r.hierarchy.lvl0 && r.hierarchy.lvl1 && r.language === 'en' && r.docusaurus_tag.includes('default')));
  assert.ok(records.some((r) => r.url.startsWith('/blog/hello') && r.hierarchy.lvl0 === 'Blog'));
  assert.ok(records.filter((r) => r.url.startsWith('/docs/')).every((r) => r.docusaurus_tag.includes('docs-default-current')));

  const config = site.clientData('docs/index.html').search;
  assert.equal(config.provider, 'local');
  assert.equal(config.searchPage, '/search');
  assert.equal(config.missingResultsUrl, MISSING_RESULTS_URL);
  const coreName = (config as {indexUrl: string}).indexUrl.replace(/^\/search\//, '');
  assert.equal(coreName, 'index.json');
  assert.ok(site.files.includes(coreName));
  const core = JSON.parse(fs.readFileSync(path.join(site.out, 'search', coreName), 'utf8')) as LocalIndexCore;
  for (const [, url] of [...core.shards, ...core.fragments]) assert.ok(fs.existsSync(path.join(site.out, url)), url);
  assert.deepEqual(site.clientData('search.html').search, config, 'every page carries the same settings');

  // Pages keep pointing at the same core whatever the content; the files it lists follow the content.
  fs.appendFileSync(path.join(site.site, 'docs/api/spring.md'), '\nA new paragraph about overshoot.\n');
  assert.equal(runCli(['build', '--site', site.site, '--out', site.out, '--no-cache']).status, 0);
  assert.deepEqual(site.clientData('docs/index.html').search, config);
  const after = JSON.parse(fs.readFileSync(path.join(site.out, 'search', coreName), 'utf8')) as LocalIndexCore;
  assert.notDeepEqual([...after.shards, ...after.fragments], [...core.shards, ...core.fragments]);
});

test('algolia: the settings for the service, records to upload, and no local index', () => {
  const site = build(algoliaSearch(['http://127.0.0.1:9']));
  assert.deepEqual(site.clientData('docs/index.html').search, {
    searchPage: '/search',
    missingResultsUrl: MISSING_RESULTS_URL,
    provider: 'algolia',
    appId: 'FIXTUREAPP',
    apiKey: 'public-search-key',
    indexName: 'fixture',
    hosts: ['http://127.0.0.1:9'],
  });
  assert.deepEqual(site.files, ['records.json', 'settings.json']);
});
