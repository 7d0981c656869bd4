import {test} from 'node:test';
import assert from 'node:assert/strict';
import {translateNavbar} from '../../../../src/config/docusaurus/navbar.ts';
import {Notes} from '../../../../src/config/docusaurus/notes.ts';

test('dropdowns in each shape, docsPluginId, version dropdown extras and custom items', () => {
  const notes = new Notes('', '/site');
  const navbar = translateNavbar(
    {
      style: 'dark',
      items: [
        {type: 'dropdown', label: 'A', items: [{type: 'doc', docId: 'intro'}, {type: 'docSidebar', sidebarId: 's', label: 'S'}, {type: 'html', value: '<hr>'}]},
        {label: 'B', items: [{to: '/x', label: 'X'}]},
        {type: 'doc', docId: 'index', docsPluginId: 'community'},
        {type: 'doc', docId: 'intro', docsPluginId: 'default', label: 'Docs'},
        {type: 'docsVersionDropdown', dropdownItemsBefore: [{href: 'https://old.example.com', label: 'v1'}]},
        {type: 'custom-widget'},
        {href: 'pathname:///app/', label: 'App', target: '_self'},
        {href: 'https://github.com/o/r', 'aria-label': 'GitHub', className: 'icon', target: '_self'},
      ],
    },
    {notes, docsPlugins: new Set()},
  );
  assert.deepEqual(navbar.items, [
    {type: 'dropdown', label: 'A', position: 'left', items: [{type: 'doc', docId: 'intro'}, {type: 'docSidebar', sidebarId: 's', label: 'S'}]},
    {type: 'dropdown', label: 'B', position: 'left', items: [{label: 'X', to: '/x'}]},
    {type: 'doc', docId: 'intro', position: 'left', label: 'Docs'},
    {type: 'docsVersionDropdown', position: 'left', dropdownItemsBefore: [{label: 'v1', href: 'https://old.example.com'}]},
    {label: 'App', href: 'pathname:///app/', position: 'left'},
    {'aria-label': 'GitHub', href: 'https://github.com/o/r', position: 'left', className: 'icon'},
  ]);
  assert.equal(navbar.style, 'dark');
  assert.deepEqual(notes.skipped.map((entry) => entry.key), [
    'themeConfig.navbar.items[0].items[2]',
    'themeConfig.navbar.items[2]',
    'themeConfig.navbar.items[5]',
    'themeConfig.navbar.items[7].target',
  ]);
});

test('items into a translated docs instance keep their docsPluginId; the default instance needs none', () => {
  const notes = new Notes('', '/site');
  const navbar = translateNavbar(
    {
      items: [
        {type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community'},
        {type: 'doc', docId: 'setup', docsPluginId: 'android'},
        {type: 'docsVersion', docsPluginId: 'android'},
        {type: 'docsVersionDropdown', docsPluginId: 'android', position: 'right'},
        {type: 'dropdown', label: 'More', items: [{type: 'doc', docId: 'support', docsPluginId: 'community'}, {type: 'docSidebar', sidebarId: 'docs', docsPluginId: 'default', label: 'Docs'}]},
        {type: 'doc', docId: 'x', docsPluginId: 'absent'},
      ],
    },
    {notes, docsPlugins: new Set(['community', 'android'])},
  );
  assert.deepEqual(navbar.items, [
    {type: 'docSidebar', sidebarId: 'community', label: 'Community', position: 'left', docsPluginId: 'community'},
    {type: 'doc', docId: 'setup', position: 'left', docsPluginId: 'android'},
    {type: 'docsVersion', position: 'left', docsPluginId: 'android'},
    {type: 'docsVersionDropdown', position: 'right', docsPluginId: 'android'},
    {type: 'dropdown', label: 'More', position: 'left', items: [{type: 'doc', docId: 'support', docsPluginId: 'community'}, {type: 'docSidebar', sidebarId: 'docs', label: 'Docs'}]},
  ]);
  assert.deepEqual(notes.skipped.map((entry) => `${entry.key}: ${entry.reason}`), ['themeConfig.navbar.items[5]: leads into the docs instance "absent", which was not translated']);
});

test('dropdownItemsBefore/After of version and locale dropdowns keep doc and sidebar entries, not only links', () => {
  const notes = new Notes('', '/site');
  const navbar = translateNavbar(
    {
      items: [
        {type: 'docsVersionDropdown', dropdownItemsBefore: [{type: 'doc', docId: 'intro', label: 'Intro'}], dropdownItemsAfter: [{to: '/versions', label: 'All versions'}, {type: 'docSidebar', sidebarId: 'api', label: 'API'}, {type: 'html', value: '<hr>'}]},
        {type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{href: 'https://crowdin.com/x', label: 'Help us translate'}]},
      ],
    },
    {notes, docsPlugins: new Set()},
  );
  assert.deepEqual(navbar.items, [
    {type: 'docsVersionDropdown', position: 'left', dropdownItemsBefore: [{type: 'doc', docId: 'intro', label: 'Intro'}], dropdownItemsAfter: [{label: 'All versions', to: '/versions'}, {type: 'docSidebar', sidebarId: 'api', label: 'API'}]},
    {type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{label: 'Help us translate', href: 'https://crowdin.com/x'}]},
  ]);
  assert.deepEqual(notes.skipped.map((entry) => entry.key), ['themeConfig.navbar.items[0].dropdownItemsAfter[2]']);
});

test('icon links keep className and aria-label without a label; a label stays text; navbar.style dark and primary', () => {
  const notes = new Notes('', '/site');
  const navbar = translateNavbar(
    {
      style: 'primary',
      items: [
        {href: 'https://github.com/o/r', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository'},
        {to: '/chat', className: 'header-chat-link', 'aria-label': 'Chat', label: ''},
        {href: 'https://x.com/o', label: 'X', 'aria-label': 'Our X account'},
        {href: 'https://mastodon.social/@o', 'aria-label': 'Mastodon'},
      ],
    },
    {notes, docsPlugins: new Set()},
  );
  assert.deepEqual(navbar.items, [
    {'aria-label': 'GitHub repository', href: 'https://github.com/o/r', position: 'right', className: 'header-github-link'},
    {'aria-label': 'Chat', to: '/chat', position: 'left', className: 'header-chat-link'},
    {label: 'X', href: 'https://x.com/o', position: 'left', 'aria-label': 'Our X account'},
    // No class for the site's CSS to draw an icon on: the aria-label is the visible text.
    {label: 'Mastodon', href: 'https://mastodon.social/@o', position: 'left', 'aria-label': 'Mastodon'},
  ]);
  assert.equal(navbar.style, 'primary');
  assert.deepEqual(notes.skipped, []);
  const other = new Notes('', '/site');
  assert.equal(translateNavbar({style: 'neon', items: []}, {notes: other, docsPlugins: new Set()}).style, undefined);
  assert.deepEqual(other.skipped.map((entry) => entry.key), ['themeConfig.navbar.style'], 'a style Docusaurus does not have is listed');
});

test('activeBasePath and activeBaseRegex carry over; prependBaseUrlToHref makes a site path of href', () => {
  const notes = new Notes('', '/site');
  const navbar = translateNavbar(
    {
      items: [
        {to: '/blog', label: 'Blog', activeBasePath: 'blog'},
        {to: '/showcase', label: 'Showcase', activeBaseRegex: '^/(showcase|users)'},
        {href: '/api/index.html', label: 'API', prependBaseUrlToHref: true},
        {href: 'https://example.com/x', label: 'X', prependBaseUrlToHref: true},
      ],
    },
    {notes, docsPlugins: new Set()},
  );
  assert.deepEqual(navbar.items, [
    {label: 'Blog', to: '/blog', activeBasePath: 'blog', position: 'left'},
    {label: 'Showcase', to: '/showcase', activeBaseRegex: '^/(showcase|users)', position: 'left'},
    {label: 'API', to: '/api/index.html', position: 'left'},
    {label: 'X', href: 'https://example.com/x', position: 'left'},
  ]);
  assert.deepEqual(notes.skipped, []);
});
