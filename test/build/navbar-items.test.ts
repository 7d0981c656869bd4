// Navbar items as Docusaurus configures them: `dropdownItemsBefore` / `dropdownItemsAfter` of the
// version and locale dropdowns (links, docs and sidebars around the dropdown's own entries, on
// every page, docs pages included, where the dropdown lists the same doc in each version or
// language), and the pages a link is current on (`activeBasePath`, `activeBaseRegex`).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSite} from '../helpers/site.ts';
import {VERSIONED_CONFIG, versionedSite} from '../helpers/versions-fixture.ts';

const CONFIG = VERSIONED_CONFIG.replace(
  "{type: 'docsVersionDropdown', position: 'right'},",
  `{type: 'docsVersionDropdown', position: 'right', dropdownItemsBefore: [{type: 'doc', docId: 'guide', label: 'Guide first'}], dropdownItemsAfter: [{to: '/versions', label: 'All versions'}, {type: 'docSidebar', sidebarId: 'docs', label: 'Sidebar'}]},
    {type: 'localeDropdown', dropdownItemsAfter: [{href: 'https://translate.example.com', label: 'Help translate'}]},
    {to: '/versions', label: 'Releases', activeBasePath: 'docs/1.0'},
    {to: '/versions', label: 'Changes', activeBaseRegex: '/(next|1\\.0)/guide'},`,
).replace("url: 'https://example.com',", "url: 'https://example.com',\n  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},");

const built = buildSite(versionedSite({'sitegen.config.ts': CONFIG, 'src/pages/versions.js': 'export default function Versions() { return <p>versions</p>; }\n'}));
const menu = (html: string, kind: string) => {
  const list = new RegExp(`<details class="dropdown dropdown--${kind}"[\\s\\S]*?<ul class="dropdown__menu"[^>]*>([\\s\\S]*?)</ul>`).exec(html)?.[1] ?? '';
  return [...list.matchAll(/<a class="dropdown__link" href="([^"]+)"[^>]*>([^<]+)/g)].map((m) => `${m[2]} ${m[1]}`);
};

test('a version dropdown keeps its own entries (a doc, a link, a sidebar) around the versions, on docs pages and elsewhere', () => {
  assert.equal(built.status, 0, built.stderr);
  const around = (versions: string[]) => ['Guide first /docs/guide', ...versions, 'All versions /versions', 'Sidebar /docs/'];
  assert.deepEqual(menu(built.read('versions.html'), 'versions'), around(['Next /docs/next/', '2.0 /docs/', '1.0 /docs/1.0/']));
  assert.deepEqual(menu(built.read('docs/guide.html'), 'versions'), around(['Next /docs/next/guide', '2.0 /docs/guide', '1.0 /docs/1.0/']), 'a docs page lists the same doc in each version, between the entries');
});

test('a locale dropdown keeps its own entries after the languages, on docs pages and elsewhere', () => {
  for (const page of ['versions.html', 'docs/guide.html']) {
    const entries = menu(built.read(page), 'locales');
    assert.equal(entries.at(-1), 'Help translate https://translate.example.com', page);
    assert.equal(entries.length, 3, `${page}: two languages and the link`);
  }
});

test('a link is current below its activeBasePath, or where its activeBaseRegex matches the path', () => {
  const current = (html: string) => [...html.matchAll(/<a class="navbar__link is-active" href="[^"]*" aria-current="page">([^<]+)</g)].map((m) => m[1]);
  assert.deepEqual(current(built.read('docs/1.0/old-api.html')), ['Docs', 'Releases']);
  assert.deepEqual(current(built.read('docs/next/guide.html')), ['Docs', 'Changes']);
  assert.deepEqual(current(built.read('docs/guide.html')), ['Docs']);
  assert.deepEqual(current(built.read('versions.html')), [], 'a regex or base path replaces the exact match of its own page');
});

test('an activeBaseRegex that is no regular expression is a config error naming the key', () => {
  const broken = buildSite(versionedSite({'sitegen.config.ts': VERSIONED_CONFIG.replace("{type: 'search', position: 'right'},", "{type: 'search', position: 'right'}, {to: '/x', label: 'X', activeBaseRegex: '(unclosed'},")}));
  assert.notEqual(broken.status, 0);
  assert.match(broken.stderr, /navbar\.items\.3\.activeBaseRegex: not a valid regular expression/);
});
