// A site with three docs instances: `docs` (the default, at /docs), `community` (at /community,
// its own sidebars file naming its sidebar `docs` too, a doc id `intro` as the default's) and `sdk`
// (at /sdk, versioned in Docusaurus's layout for another instance: sdk_versions.json,
// sdk_versioned_docs/, sdk_versioned_sidebars/).
const page = (title: string, body: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n\n## Details\n\nMore about ${title.toLowerCase()}.\n`;

export const INSTANCES_CONFIG = `export default {
  title: 'Instances',
  url: 'https://example.com',
  navbar: {items: [
    {type: 'doc', docId: 'intro', label: 'Docs'},
    {type: 'docSidebar', sidebarId: 'docs', docsPluginId: 'community', label: 'Community'},
    {type: 'doc', docId: 'start', docsPluginId: 'sdk', label: 'SDK'},
    {type: 'dropdown', label: 'More', items: [{type: 'doc', docId: 'support', docsPluginId: 'community'}]},
    {type: 'docsVersion', docsPluginId: 'sdk', position: 'right'},
    {type: 'docsVersionDropdown', docsPluginId: 'sdk'},
    {type: 'search', position: 'right'},
  ]},
  docs: {editUrl: 'https://github.com/acme/site/edit/main/website'},
  docsInstances: [
    {id: 'community', path: 'community', routeBasePath: '/community', sidebarPath: 'sidebarsCommunity.ts', breadcrumbs: false, editUrl: 'https://github.com/acme/community/edit/main'},
    {id: 'sdk', path: 'sdk', routeBasePath: '/sdk', versionLabel: 'Next'},
  ],
};
`;

export function instancesSite(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'sitegen.config.ts': INSTANCES_CONFIG,
    'sidebars.ts': "export default {docs: ['intro', {type: 'category', label: 'Guides', items: ['guide']}]};\n",
    'docs/intro.md': page('Introduction', 'Start here. Ask the [community](../community/support.md) or read [the SDK](/sdk/start).', 'slug: /\n'),
    'docs/guide.md': page('Guide', 'The product guide. Back to [the start](./intro.md).'),
    'sidebarsCommunity.ts': "export default {docs: ['intro', {type: 'category', label: 'Help', items: ['support']}]};\n",
    'community/intro.md': page('Community', 'Meet the people around the product. The [product guide](/docs/guide) helps.', 'slug: /\n'),
    'community/support.md': page('Support', 'Where the helpdesk lives. Back to [the community](./intro.md#details).'),
    'sdk/start.md': page('Start', 'Start with the next SDK.'),
    'sdk/teleport.md': page('Teleport', 'Teleportation arrives in the next SDK.'),
    'sdk_versions.json': JSON.stringify(['1.0']),
    'sdk_versioned_docs/version-1.0/start.md': page('Start', 'Start with SDK 1.0.'),
    'sdk_versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({sdk: ['start']}),
    'pages/index.tsx': "export default function Home() { return <p>Home. <a href=\"/community/\">Community</a></p>; }\n",
    ...overrides,
  };
}
