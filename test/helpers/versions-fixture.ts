// A site with three docs versions, as Docusaurus lays them out: `current` (unreleased, at
// /docs/next), 2.0 (the last, at /docs) and 1.0 (unmaintained, noindex, at /docs/1.0). Each
// version has a page the others lack, and a word only that page uses, for search.
const page = (title: string, body: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${body}\n\n## Details\n\nMore about ${title.toLowerCase()}.\n`;

export const VERSIONED_CONFIG = `export default {
  title: 'Versioned',
  url: 'https://example.com',
  navbar: {items: [
    {type: 'doc', docId: 'intro', label: 'Docs'},
    {type: 'docsVersionDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ]},
  docs: {versions: {'1.0': {noIndex: true}}},
};
`;

export function versionedSite(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'sitegen.config.ts': VERSIONED_CONFIG,
    'sidebars.ts': "export default {docs: ['intro', 'guide', 'teleport']};\n",
    'docs/intro.md': page('Introduction', 'Start here for the next release.', 'slug: /\n'),
    'docs/guide.md': page('Guide', 'How to use the next release. Back to [the start](./intro.md).'),
    'docs/teleport.md': page('Teleport', 'Teleportation arrives in the next release.'),
    'versions.json': JSON.stringify(['2.0', '1.0']),
    'versioned_docs/version-2.0/intro.md': page('Introduction', 'Start here for release 2.0.', 'slug: /\n'),
    'versioned_docs/version-2.0/guide.md': page('Guide', 'How to use release 2.0. See also [the start](./intro.md).'),
    'versioned_sidebars/version-2.0-sidebars.json': JSON.stringify({docs: ['intro', 'guide']}),
    'versioned_docs/version-1.0/intro.md': page('Introduction', 'Start here for release 1.0.', 'slug: /\n'),
    'versioned_docs/version-1.0/old-api.md': page('Old API', 'The frobnicate call was removed after 1.0.'),
    'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({docs: ['intro', 'old-api']}),
    'pages/index.tsx': "export default function Home() { return <p>Home of the versioned site. <a href=\"/docs/\">Docs</a></p>; }\n",
    ...overrides,
  };
}
