import {test} from 'node:test';
import assert from 'node:assert/strict';
import {siteConfigSchema} from '../../../src/config/schema.ts';

const base = {title: 'T', url: 'https://example.com'};

test('docsInstances: each instance takes the options of `docs`, with its own id, path and routeBasePath', () => {
  const config = siteConfigSchema.parse({...base, docsInstances: [{id: 'community', path: 'community', routeBasePath: '/community', breadcrumbs: false}]});
  const [community] = config.docsInstances!;
  assert.equal(community.id, 'community');
  assert.equal(community.breadcrumbs, false);
  assert.equal(community.showLastUpdateTime, true, 'defaults as for `docs`');
  assert.equal(community.versionLabel, 'Next');
  assert.equal(config.docs.path, 'docs', '`docs` is unchanged');
  assert.equal(siteConfigSchema.parse(base).docsInstances, undefined, 'no instances: no key');
});

test('docsInstances: an id that cannot name folders, "default", a repeated id and a missing path are refused', () => {
  const issues = (docsInstances: unknown[]) => {
    const result = siteConfigSchema.safeParse({...base, docsInstances});
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  assert.match(issues([{id: 'a/b', path: 'a', routeBasePath: '/a'}]).join(), /docsInstances\.0\.id: letters, digits/);
  assert.match(issues([{id: 'default', path: 'a', routeBasePath: '/a'}]).join(), /"default" is the instance of `docs`/);
  assert.match(issues([{id: 'a', path: 'a', routeBasePath: '/a'}, {id: 'a', path: 'b', routeBasePath: '/b'}]).join(), /each docs instance needs its own id/);
  assert.match(issues([{id: 'a', routeBasePath: '/a'}]).join(), /docsInstances\.0\.path/);
  assert.match(issues([{id: 'a', path: 'a', routeBasePath: '/a', tags: true}]).join(), /tags/, 'unknown keys are refused');
});

test('navbar docs items take docsPluginId', () => {
  const config = siteConfigSchema.parse({
    ...base,
    navbar: {items: [
      {type: 'doc', docId: 'x', docsPluginId: 'community'},
      {type: 'docSidebar', sidebarId: 's', label: 'S', docsPluginId: 'community'},
      {type: 'docsVersion', docsPluginId: 'sdk'},
      {type: 'docsVersionDropdown', docsPluginId: 'sdk'},
      {type: 'dropdown', label: 'More', items: [{type: 'doc', docId: 'y', docsPluginId: 'community'}, {type: 'docSidebar', sidebarId: 's', label: 'S', docsPluginId: 'community'}]},
    ]},
  });
  assert.deepEqual(config.navbar.items.map((item) => ('docsPluginId' in item ? item.docsPluginId : undefined)), ['community', 'community', 'sdk', 'sdk', undefined]);
  const dropdown = config.navbar.items[4];
  assert.ok(dropdown.type === 'dropdown');
  assert.deepEqual(dropdown.items.map((item) => ('docsPluginId' in item ? item.docsPluginId : undefined)), ['community', 'community']);
});
