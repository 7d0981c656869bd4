// Mini Docusaurus projects, one per config pattern real sites use, for `sitegen init
// --from-docusaurus` followed by `sitegen build` (test/build/docusaurus-init.test.ts). Each is a
// whole project: config, sidebars, docs and what the config refers to.

/** Docs, a blog post and a stylesheet every fixture shares. */
export const CONTENT: Record<string, string> = {
  'docs/intro.md': '---\nsidebar_label: Intro\n---\n# Introduction\n\nStart [here](./guide.md).\n',
  'docs/guide.md': '# Guide\n\nThe guide.\n',
  'docs/api/index.md': '# API\n\nThe API.\n',
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\nFirst post.\n\n<!-- truncate -->\n\nMore.\n',
  'src/css/custom.css': ':root {\n  --ifm-color-primary: #2e8555;\n}\n',
  'static/.keep': '',
};

/** An ESM config: namespace and named imports of absent packages, import.meta.url, path.resolve. */
export const ESM_PATTERNS = `import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as absentYaml from 'sitegen-absent-yaml';
import {themes as prismThemes} from 'sitegen-absent-prism';
import remarkThing from 'sitegen-absent-remark';

const here = path.dirname(fileURLToPath(import.meta.url));
const loaded = absentYaml.load('x: 1');

export default {
  title: 'Patterns',
  url: 'https://patterns.example.com/',
  baseUrl: '/',
  clientModules: [path.join(here, 'src/client.js')],
  headTags: [{tagName: 'link', attributes: {rel: 'preconnect', href: 'https://cdn.example.com'}}],
  scripts: ['https://cdn.example.com/a.js', {src: 'https://cdn.example.com/b.js', async: true, 'data-n': 3}],
  stylesheets: ['https://cdn.example.com/a.css'],
  customFields: {answer: 42, nested: {list: [1, 'two']}, fromAbsent: loaded},
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: './sidebars.js', include: ['**/*.md'], remarkPlugins: [remarkThing], editUrl: ({docPath}) => 'https://git.example.com/edit/docs/' + docPath},
        blog: {blogTitle: 'News', feedOptions: {type: 'all', xslt: true}},
        theme: {customCss: [path.resolve('src/css/custom.css')]},
        gtag: {trackingID: 'G-TEST', anonymizeIP: true},
      },
    ],
  ],
  plugins: [['@docusaurus/plugin-client-redirects', {redirects: [{from: '/old-intro', to: '/docs/intro'}]}]],
  themeConfig: {
    prism: {theme: prismThemes.github},
    metadata: [{name: 'keywords', content: 'patterns'}],
    navbar: {
      title: 'Patterns',
      items: [
        {type: 'dropdown', label: 'Typed', items: [{type: 'doc', docId: 'guide'}, {type: 'docSidebar', sidebarId: 'docs', label: 'All docs'}, {to: '/blog', label: 'Blog'}]},
        {label: 'Untyped', position: 'left', items: [{to: '/docs/api', label: 'API'}, {href: 'https://example.com', label: 'Site'}]},
        {type: 'doc', docId: 'intro', docsPluginId: 'default', label: 'Docs'},
        {type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{to: '/versions', label: 'All versions'}]},
        {href: 'https://github.com/example/patterns', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository'},
        {href: 'pathname:///app/', label: 'App'},
      ],
    },
    footer: {
      links: [{title: 'More', items: [{label: 'Blog', to: '/blog'}, {html: '<a href="https://example.com/badge" class="badge">Badge</a>'}]}],
      copyright: 'Patterns authors',
    },
  },
};
`;

export const ESM_SITE: Record<string, string> = {
  ...CONTENT,
  'docusaurus.config.mjs': ESM_PATTERNS,
  'sidebars.js': "module.exports = {docs: ['intro', 'guide', {type: 'category', label: 'API', items: ['api/index']}]};\n",
  'src/client.js': 'console.log("client module");\n',
  'src/pages/versions.md': '# Versions\n\nAll of them.\n',
};

/** A CommonJS config: require.resolve of a .ts sidebars file and of absent packages, __dirname, a local plugin, docs instances. */
export const CJS_PATTERNS = `const path = require('path');
const absentPreset = require.resolve('sitegen-absent-preset/preset');
const {fancy} = require('sitegen-absent-helpers');
const localPlugin = require('./plugins/local-plugin');

module.exports = {
  title: 'Instances',
  url: 'https://instances.example.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: require.resolve('./sidebars'), path: path.join(__dirname, 'docs')},
        blog: false,
        theme: {customCss: [require.resolve('./src/css/custom.css'), require.resolve('sitegen-absent-theme/style.css')]},
      },
    ],
    [absentPreset, {}],
  ],
  plugins: [
    localPlugin,
    ['@docusaurus/plugin-content-docs', {id: 'community', path: 'community', routeBasePath: 'community'}],
    ['content-blog', {id: 'changelog', path: 'changelog', routeBasePath: 'changelog', blogTitle: 'Changelog'}],
    'docusaurus-plugin-sass',
  ],
  themeConfig: {
    navbar: {
      items: [
        {type: 'docSidebar', sidebarId: 'docs', label: 'Docs'},
        {type: 'doc', docId: 'index', docsPluginId: 'community', label: 'Community'},
        {to: '/changelog', label: fancy ? 'Changelog' : 'Changes'},
      ],
    },
  },
};
`;

export const CJS_SITE: Record<string, string> = {
  ...CONTENT,
  'docusaurus.config.js': CJS_PATTERNS,
  'sidebars.ts': "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';\nconst sidebars: SidebarsConfig = {docs: [{type: 'autogenerated', dirName: '.'}]};\nexport default sidebars;\n",
  'plugins/local-plugin.js': "module.exports = function localPlugin() {\n  return {name: 'local-' + require('path').basename(__dirname)};\n};\n",
  'community/index.md': '# Community\n',
  'changelog/2024-02-03-release.md': '---\ntitle: Release\n---\nReleased.\n',
};

/** A TypeScript config with type imports and `satisfies`, calling a config function. */
export const TS_SITE: Record<string, string> = {
  ...CONTENT,
  'docusaurus.config.ts': `import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

export default async function createConfig(): Promise<Config> {
  return {
    title: 'Typed',
    url: 'https://typed.example.com',
    baseUrl: '/',
    presets: [['classic', {docs: {sidebarPath: './sidebars.ts'}, blog: {showReadingTime: true}} satisfies Preset.Options]],
    themeConfig: {tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4}} satisfies Preset.ThemeConfig,
  } satisfies Config;
}
`,
  'sidebars.ts': "export default {docs: ['intro', 'guide', 'api/index']};\n",
};

/** A config that throws on its 4th line. */
export const FAILING_SITE: Record<string, string> = {
  ...CONTENT,
  'docusaurus.config.js': "const helpers = require('./helpers');\n\nmodule.exports = {\n  title: helpers.title(),\n  url: 'https://x.example.com',\n};\n",
  'helpers.js': "exports.title = () => {\n  throw new Error('no title today');\n};\n",
};
