// A Docusaurus project with three docs plugin instances: the preset's (default, /docs), `community`
// (/community, its own sidebars file and an edit URL function) and `android` (/android, versioned
// in Docusaurus's layout for a non-default instance, its current version relabelled), a French
// locale translating a community page and a sidebar label, and navbar items of each instance.
const page = (title: string, body: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;

export const MULTI_DOCUSAURUS_CONFIG = `module.exports = {
  title: 'Multi',
  url: 'https://multi.example.com',
  baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  presets: [
    ['classic', {docs: {sidebarPath: './sidebars.js', editUrl: 'https://github.com/acme/multi/edit/main/'}, blog: false}],
  ],
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'community',
        path: 'community',
        routeBasePath: 'community',
        sidebarPath: './sidebarsCommunity.js',
        editUrl: ({docPath}) => \`https://github.com/acme/community/edit/main/\${docPath}\`,
      },
    ],
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'android',
        path: 'android',
        routeBasePath: 'android',
        sidebarPath: './sidebarsAndroid.js',
        versions: {current: {label: 'Canary'}},
        sidebarCollapsed: false,
        docItemComponent: '@theme/AndroidDocItem',
      },
    ],
  ],
  themeConfig: {
    navbar: {
      items: [
        {type: 'docSidebar', sidebarId: 'docs', label: 'Docs'},
        {type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community'},
        {type: 'doc', docId: 'setup', docsPluginId: 'android', label: 'Android'},
        {type: 'docsVersionDropdown', docsPluginId: 'android', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
      ],
    },
  },
};
`;

export const MULTI_DOCUSAURUS_SITE: Record<string, string> = {
  'docusaurus.config.js': MULTI_DOCUSAURUS_CONFIG,
  'sidebars.js': "module.exports = {docs: ['intro', 'guide']};\n",
  'docs/intro.md': page('Intro', 'The product. Join the [community](/community/) or set up [Android](/android/setup).'),
  'docs/guide.md': page('Guide', 'Guidance. Back to the [intro](./intro.md).'),
  'sidebarsCommunity.js': "module.exports = {community: ['index', {type: 'category', label: 'Help', items: ['support']}]};\n",
  'community/index.md': page('Community', 'People around the product. Read the [guide](/docs/guide).'),
  'community/support.md': page('Support', 'The helpdesk. Back to the [community](./index.md).'),
  'sidebarsAndroid.js': "module.exports = {android: ['setup', 'new-api']};\n",
  'android/setup.md': page('Setup', 'Set up the canary SDK.'),
  'android/new-api.md': page('New API', 'Only in the canary SDK.'),
  'android_versions.json': JSON.stringify(['2.0', '1.0']),
  'android_versioned_docs/version-2.0/setup.md': page('Setup', 'Set up SDK 2.0.'),
  'android_versioned_sidebars/version-2.0-sidebars.json': JSON.stringify({android: ['setup']}),
  'android_versioned_docs/version-1.0/setup.md': page('Setup', 'Set up SDK 1.0.'),
  'android_versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({android: ['setup']}),
  'i18n/fr/docusaurus-plugin-content-docs-community/current/index.md': page('Communauté', 'Les gens autour du produit. Lisez le [guide](/docs/guide).'),
  'i18n/fr/docusaurus-plugin-content-docs-community/current.json': JSON.stringify({'sidebar.community.category.Help': {message: 'Aide'}}),
};
