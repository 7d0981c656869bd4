import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadDocusaurusConfig} from '../../../../src/config/docusaurus/load.ts';
import {translateDocusaurusConfig} from '../../../../src/config/docusaurus/translate.ts';
import {ConfigError} from '../../../../src/errors.ts';
import {CJS_CONFIG, ESM_CONFIG} from '../../../helpers/docusaurus-fixture.ts';

function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-docusaurus-'));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  fs.mkdirSync(path.join(dir, 'data'));
  for (const name of ['users.yml', 'editors.yml', 'languages.yml']) fs.writeFileSync(path.join(dir, 'data', name), `- name: ${name}\n`);
  fs.mkdirSync(path.join(dir, 'blog'));
  return dir;
}

test('a CommonJS docusaurus.config.js with require.resolve and an absent package translates to sitegen keys', async () => {
  const dir = project({'docusaurus.config.js': CJS_CONFIG, 'sidebars.json': '{}'});
  const {config, lent, absent} = await loadDocusaurusConfig(dir);
  const {config: out, skipped} = translateDocusaurusConfig(config, dir);
  assert.deepEqual([...lent], ['yaml']);
  assert.deepEqual([...absent.keys()], ['prism-react-renderer']);
  assert.equal(out.title, 'Prettier');
  assert.deepEqual(out.customFields?.users, [{name: 'users.yml'}], 'read with a yaml package the site lacks, through __dirname');
  assert.equal(out.onBrokenImages, 'warn', 'markdown.hooks.onBrokenMarkdownImages');
  assert.equal(out.onBrokenAnchors, 'warn', "Docusaurus's default");
  assert.deepEqual(out.docs, {path: '../docs', routeBasePath: '/docs', sidebarPath: 'sidebars.json', editUrl: 'https://github.com/prettier/prettier/edit/main/docs/'});
  assert.deepEqual(out.blogs, [{id: 'blog', path: 'blog', routeBasePath: '/blog', title: 'Blog', description: '', postsPerPage: 20, sidebarTitle: 'All our posts', sidebarCount: 'ALL'}]);
  // No stylesheet draws .header-github-link here (customCss is empty): the aria-label is the link's text.
  assert.deepEqual(out.navbar?.items?.at(-1), {label: 'GitHub repository', href: 'https://github.com/prettier/prettier', position: 'right', className: 'header-github-link', 'aria-label': 'GitHub repository'});
  assert.equal(out.footer?.style, 'dark');
  assert.equal(out.infima, true, "the classic theme's stylesheets are written against Infima");
  assert.deepEqual(out.footer?.links?.[1].items[1], {label: 'GitHub', href: 'https://github.com/prettier/prettier'});
  assert.deepEqual(out.search, {provider: 'algolia', appId: 'BH4D9OD16A', apiKey: '0f5a0fa8c5bd7d9c3d4e5f6a7b8c9d0e', indexName: 'prettier', contextualSearch: true});
  assert.deepEqual(skipped.map((entry) => entry.key), ['themeConfig.prism']);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('an ESM config exporting an async function is called; a flat footer becomes one column', async () => {
  const dir = project({'docusaurus.config.mjs': ESM_CONFIG});
  const {config} = await loadDocusaurusConfig(dir);
  const {config: out} = translateDocusaurusConfig(config, dir);
  assert.equal(out.blogs?.[0].title, 'Prettier blog');
  assert.deepEqual(out.customFields?.editors, [{name: 'editors.yml'}], 'a namespace import, and path.resolve from the site folder');
  assert.deepEqual(out.footer?.links, [{title: '', items: [{label: 'GitHub', href: 'https://github.com/prettier/prettier'}]}]);
  assert.deepEqual(out.navbar?.items?.[1], {type: 'search', position: 'right'});
  fs.rmSync(dir, {recursive: true, force: true});
});

test('settings without a sitegen equivalent are named, and a config that fails names its file', async () => {
  const dir = project({'docusaurus.config.js': "module.exports = {title: 'X', url: 'https://x.dev', plugins: ['some-plugin'], themes: ['t']};\n"});
  const {config} = await loadDocusaurusConfig(dir);
  assert.deepEqual(translateDocusaurusConfig(config, dir).skipped.map((entry) => entry.key), ['plugins[0]', 'themes[0]']);
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), "module.exports = {title: 'X',\n");
  await assert.rejects(loadDocusaurusConfig(dir), (error: ConfigError) => error instanceof ConfigError && error.location?.file?.endsWith('docusaurus.config.js') === true && error.location?.line === 2);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('i18n translates as it is: locales, the default one and each locale\'s settings', async () => {
  const dir = project({'docusaurus.config.js': "module.exports = {title: 'X', url: 'https://x.dev', i18n: {defaultLocale: 'en', locales: ['en', 'fa'], localeConfigs: {fa: {direction: 'rtl', label: 'فارسی', path: 'persian'}}}};\n"});
  const {config} = await loadDocusaurusConfig(dir);
  const {config: out, skipped} = translateDocusaurusConfig(config, dir);
  assert.deepEqual(out.i18n, {defaultLocale: 'en', locales: ['en', 'fa'], localeConfigs: {fa: {direction: 'rtl', label: 'فارسی', path: 'persian'}}});
  assert.deepEqual(skipped, []);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('titleDelimiter is carried over, not listed as lost', async () => {
  const dir = project({'docusaurus.config.js': "module.exports = {title: 'X', url: 'https://x.dev', titleDelimiter: '·'};\n"});
  const {config} = await loadDocusaurusConfig(dir);
  const translated = translateDocusaurusConfig(config, dir);
  assert.equal(translated.config.titleDelimiter, '·');
  assert.deepEqual(translated.skipped, []);
  fs.rmSync(dir, {recursive: true, force: true});
});

test('a navbar link with className and aria-label is an icon link when a customCss file draws the class', async () => {
  const config = (css: string) => `module.exports = {title: 'X', url: 'https://x.dev', presets: [['classic', {docs: false, blog: false, theme: {customCss: './src/css/custom.css'}}]], themeConfig: {navbar: {items: [{href: 'https://github.com/o/r', position: 'right', className: 'nav-icon header-github-link', 'aria-label': 'GitHub repository'}]}}};\n`;
  const dir = project({'docusaurus.config.js': config('')});
  fs.mkdirSync(path.join(dir, 'src/css'), {recursive: true});
  for (const [css, expected] of [
    ['.header-github-link::before { content: ""; mask-image: url(x.svg); }\n', {'aria-label': 'GitHub repository', href: 'https://github.com/o/r', position: 'right', className: 'nav-icon header-github-link'}],
    ['.header-github-link-old::before { content: ""; }\n', {label: 'GitHub repository', href: 'https://github.com/o/r', position: 'right', className: 'nav-icon header-github-link', 'aria-label': 'GitHub repository'}],
  ] as const) {
    fs.writeFileSync(path.join(dir, 'src/css/custom.css'), css);
    const {config: loaded} = await loadDocusaurusConfig(dir);
    assert.deepEqual(translateDocusaurusConfig(loaded, dir).config.navbar?.items?.[0], expected);
  }
  fs.rmSync(dir, {recursive: true, force: true});
});

test('a version badge turned off is what sitegen does; one turned on is listed', async () => {
  const docs = "{path: 'docs', versions: {current: {label: 'Next', badge: false}, '1.0': {badge: true}}}";
  const dir = project({'docusaurus.config.js': `module.exports = {title: 'X', url: 'https://x.dev', presets: [['classic', {docs: ${docs}}]]};\n`});
  const {config} = await loadDocusaurusConfig(dir);
  const translated = translateDocusaurusConfig(config, dir);
  assert.deepEqual(translated.skipped.map((entry) => `${entry.key}: ${entry.reason}`), ['presets[0].docs.versions.1.0.badge: sitegen shows no version badge on docs pages']);
  assert.deepEqual(translated.config.docs?.versions, {current: {label: 'Next'}, '1.0': {}});
  fs.rmSync(dir, {recursive: true, force: true});
});
