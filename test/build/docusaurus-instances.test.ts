// `sitegen init --from-docusaurus` of a project with three docs plugin instances, then `sitegen
// build`: every instance's pages at the URLs Docusaurus gives them (each version, each locale),
// navbar items of each instance, and what has no equivalent listed by key and line.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {makeSite, runCli} from '../helpers/site.ts';
import {MULTI_DOCUSAURUS_SITE} from '../helpers/docusaurus-instances-fixture.ts';

const fixture = makeSite(MULTI_DOCUSAURUS_SITE);
const init = runCli(['init', '--from-docusaurus', fixture.site]);
const written = init.status === 0 ? fs.readFileSync(path.join(fixture.site, 'sitegen.config.ts'), 'utf8') : '';
const build = runCli(['build', '--site', fixture.site, '--out', fixture.out]);
const read = (file: string) => fs.readFileSync(path.join(fixture.out, file), 'utf8');
const exists = (file: string) => fs.existsSync(path.join(fixture.out, file));

test('init translates every docs instance with its options', () => {
  assert.equal(init.status, 0, init.stderr);
  assert.match(written, /"docsInstances": \[/);
  assert.match(written, /"id": "community",\s+"path": "community",\s+"routeBasePath": "\/community",\s+"sidebarPath": "sidebarsCommunity.js"/);
  assert.match(written, /"editUrl": \(\{contentPath\}\) => "https:\/\/github.com\/acme\/community\/edit\/main\/" \+ contentPath/, 'the edit URL function rewritten');
  assert.match(written, /"id": "android"[\s\S]*"versions": \{\s+"current": \{\s+"label": "Canary"/);
  assert.match(written, /"docsPluginId": "community"/);
  assert.match(written, /"docsPluginId": "android"/);
  assert.doesNotMatch(written, /sitegen builds one docs instance/);
  assert.match(written, /"sidebarCollapsed": false/, 'an instance\'s sidebar defaults carried over');
  assert.match(written, /^\/\/ {3}- plugins\[1\]\.docItemComponent \(docusaurus\.config\.js:\d+\)/m, 'what has no equivalent is listed with file and line');
});

test('the build makes every instance\'s pages at Docusaurus\'s URLs', () => {
  assert.equal(build.status, 0, build.stderr);
  // Docusaurus: the default instance at /docs, others at their routeBasePath; the last released
  // version at the root, current at /next, older versions at /<name>.
  for (const file of ['docs/intro.html', 'docs/guide.html', 'community/index.html', 'community/support.html', 'android/setup.html', 'android/next/setup.html', 'android/next/new-api.html', 'android/1.0/setup.html']) {
    assert.ok(exists(file), `${file} is built`);
  }
  assert.match(read('android/setup.html'), /Set up SDK 2\.0/);
  assert.match(read('android/1.0/setup.html'), /Set up SDK 1\.0/);
  assert.match(read('android/next/setup.html'), /title="Versions">Canary</, 'the current version keeps its label');
  assert.match(read('community/support.html'), /href="https:\/\/github\.com\/acme\/community\/edit\/main\/support\.md"/);
  assert.match(read('docs/guide.html'), /href="https:\/\/github\.com\/acme\/multi\/edit\/main\/docs\/guide\.md"/);
});

test('navbar items of each instance lead into it', () => {
  const home = read('docs/intro.html');
  assert.match(home, /class="navbar__link" href="\/community\/">Community</);
  assert.match(home, /class="navbar__link" href="\/android\/setup">Android</);
  assert.match(home, /href="\/android\/next\/setup" data-docs-plugin="android" data-docs-version="current">Canary</);
  assert.match(home, /href="\/android\/1\.0\/setup" data-docs-plugin="android" data-docs-version="1\.0">1\.0</);
});

test('a locale\'s translated docs of another instance come from docusaurus-plugin-content-docs-<id>', () => {
  assert.match(read('fr/community/index.html'), /Les gens autour du produit/);
  assert.match(read('fr/community/support.html'), /The helpdesk/, 'an untranslated page keeps the default locale\'s text');
  assert.match(read('fr/community/support.html'), />Aide</, 'the instance\'s translation file renames its sidebar category');
  assert.match(read('community/support.html'), />Help</);
});
