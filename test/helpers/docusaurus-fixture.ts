// docusaurus.config files in the shapes Docusaurus documents (CommonJS with require.resolve and a
// prism theme from a package that is not installed here, data read with a lent yaml; ESM with an
// async config function, a namespace import and path.resolve), for
// Prettier's website/ folder of ../shared/port (docs in ../docs, sidebars.json, versions, blog).
export const CJS_CONFIG = `// @ts-check
const {themes} = require('prism-react-renderer');
const fs = require('fs');
const path = require('path');
// Not installed in the website: sitegen lends its own copy while the config runs.
const yaml = require('yaml');

/** The website's data files, which its pages read through customFields. */
const data = (name) => yaml.parse(fs.readFileSync(path.join(__dirname, 'data', name), 'utf8'));

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Prettier',
  tagline: 'Opinionated Code Formatter',
  url: 'https://prettier.io',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  favicon: 'icon.png',
  customFields: {users: data('users.yml'), editors: data('editors.yml'), supportedLanguages: data('languages.yml'), githubUrl: 'https://github.com/prettier/prettier', tideliftUrl: 'https://tidelift.com/'},
  markdown: {hooks: {onBrokenMarkdownImages: 'warn'}},
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          path: '../docs',
          sidebarPath: require.resolve('./sidebars.json'),
          editUrl: 'https://github.com/prettier/prettier/edit/main/docs/',
        },
        blog: {blogSidebarCount: 'ALL', blogSidebarTitle: 'All our posts', postsPerPage: 20},
        theme: {customCss: []},
      }),
    ],
  ],
  themeConfig: {
    prism: {theme: themes.github, darkTheme: themes.dracula},
    navbar: {
      title: 'Prettier',
      logo: {alt: 'Prettier', src: 'icon.png'},
      items: [
        {type: 'doc', position: 'left', docId: 'index', label: 'Docs'},
        {to: 'blog', label: 'Blog', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {href: 'https://github.com/prettier/prettier', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'Docs', items: [{label: 'About', to: 'docs/'}, {label: 'Usage', to: 'docs/install'}]},
        {title: 'More', items: [{label: 'Blog', to: 'blog'}, {label: 'GitHub', href: 'https://github.com/prettier/prettier'}]},
      ],
      copyright: 'Copyright © the Prettier authors',
    },
    algolia: {appId: 'BH4D9OD16A', apiKey: '0f5a0fa8c5bd7d9c3d4e5f6a7b8c9d0e', indexName: 'prettier', contextualSearch: true},
  },
};

module.exports = config;
`;

export const ESM_CONFIG = `import {themes as prismThemes} from 'prism-react-renderer';
import fs from 'node:fs';
import path from 'node:path';
import * as YAML from 'yaml';

// path.resolve is relative to the website folder while the config runs, as in Docusaurus.
const data = (name) => YAML.parse(fs.readFileSync(path.resolve('data', name), 'utf8'));

export default async function createConfig() {
  return {
    title: 'Prettier',
    url: 'https://prettier.io',
    baseUrl: '/',
    onBrokenLinks: 'warn',
    markdown: {hooks: {onBrokenMarkdownImages: 'warn'}},
    customFields: {users: data('users.yml'), editors: data('editors.yml'), supportedLanguages: data('languages.yml'), githubUrl: new URL('https://github.com/prettier/prettier').href, tideliftUrl: 'https://tidelift.com/'},
    presets: [
      [
        '@docusaurus/preset-classic',
        {
          docs: {path: '../docs', sidebarPath: './sidebars.json', routeBasePath: 'docs'},
          blog: {routeBasePath: 'blog', blogTitle: 'Prettier blog'},
        },
      ],
    ],
    themeConfig: {
      prism: {theme: prismThemes.github},
      navbar: {title: 'Prettier', items: [{type: 'doc', docId: 'index', label: 'Docs'}, {type: 'search', position: 'right'}]},
      footer: {links: [{label: 'GitHub', href: 'https://github.com/prettier/prettier'}], copyright: 'Prettier'},
    },
  };
}
`;
