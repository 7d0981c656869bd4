import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteConfigSchema} from '../../../src/config/schema.ts';
import {allDocsVersions, docsInstances, docsVersions, instanceKey, versionedDocsDir, versionedSidebarsFile, versionsFile} from '../../../src/content/versions.ts';
import {tempDir} from '../../helpers/site.ts';

const config = (extra: Record<string, unknown> = {}) => siteConfigSchema.parse({title: 'T', url: 'https://example.com', ...extra});

test('another instance\'s versioning files carry its id, as in Docusaurus', () => {
  assert.equal(versionsFile(), 'versions.json');
  assert.equal(versionsFile('community'), 'community_versions.json');
  assert.equal(versionedDocsDir('1.0'), 'versioned_docs/version-1.0');
  assert.equal(versionedDocsDir('1.0', 'community'), 'community_versioned_docs/version-1.0');
  assert.equal(versionedSidebarsFile('1.0', 'community'), 'community_versioned_sidebars/version-1.0-sidebars.json');
});

test('docsInstances lists `docs` as "default" first, then each instance; keys name them for messages', () => {
  const site = config({docsInstances: [{id: 'community', path: 'community', routeBasePath: '/community'}]});
  assert.deepEqual(docsInstances(site).map((instance) => [instance.id, instance.path, instance.routeBasePath]), [['default', 'docs', '/docs'], ['community', 'community', '/community']]);
  assert.equal(instanceKey(site, 'default'), 'docs');
  assert.equal(instanceKey(site, 'community'), 'docsInstances[0]');
});

test('each instance has its own versions, tags and folders; an instance\'s versions file does not version the default docs', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'sdk_versions.json'), JSON.stringify(['2.0', '1.0']));
  const site = config({docsInstances: [{id: 'sdk', path: 'sdk', routeBasePath: '/sdk/'}]});
  assert.deepEqual(docsVersions(dir, site).map((v) => v.name), ['current']);
  const all = allDocsVersions(dir, site);
  assert.deepEqual(all.map((v) => `${v.pluginId} ${v.name} ${v.routeBase} ${v.docsDir} ${v.tag} ${v.sidebarsFile ?? '-'}`), [
    'default current /docs docs docs-default-current -',
    'sdk 2.0 /sdk sdk_versioned_docs/version-2.0 docs-sdk-2.0 sdk_versioned_sidebars/version-2.0-sidebars.json',
    'sdk current /sdk/next sdk docs-sdk-current -',
    'sdk 1.0 /sdk/1.0 sdk_versioned_docs/version-1.0 docs-sdk-1.0 sdk_versioned_sidebars/version-1.0-sidebars.json',
  ]);
});

test('an instance\'s version errors name its key and its versions file', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'sdk_versions.json'), '{oops');
  const site = config({docsInstances: [{id: 'sdk', path: 'sdk', routeBasePath: '/sdk', lastVersion: '9.9'}]});
  assert.throws(() => allDocsVersions(dir, site), /sdk_versions\.json is not valid JSON/);
  fs.writeFileSync(path.join(dir, 'sdk_versions.json'), '["1.0"]');
  assert.throws(() => allDocsVersions(dir, site), /docsInstances\[0\]\.lastVersion "9\.9" is not a built version/);
});
