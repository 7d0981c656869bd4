// Translates a loaded Docusaurus config into a sitegen site config. Every setting with a sitegen
// equivalent is carried over; every other one is named in `skipped` by its key (and line), for
// the comment block of the written file and init's message. The result is validated here.
import fs from 'node:fs';
import path from 'node:path';
import {ConfigError} from '../../errors.ts';
import {siteConfigSchema, type SiteConfigInput} from '../schema.ts';
import {translateBlog} from './blog.ts';
import {translateDocs} from './docs.ts';
import {translateFooter} from './footer.ts';
import {analyticsTags, gtagTags, tagManagerTags, translateHead} from './head.ts';
import {translateNavbar} from './navbar.ts';
import {Code, Notes, isObject, pick, plainData, relativePath, str, unusedKeys, type Skipped} from './notes.ts';
import {entries, isClassicLike, notePages, otherReason, translateIdealImage, translateRedirects, translateSitemap, type PluginEntry} from './plugins.ts';
import {standInOf} from './stand-ins.ts';
import {noteRemarkPlugins} from './remark.ts';
import {carryLocalPlugin, writesLlmsTxt} from './local-plugins.ts';
import type {Json} from './load.ts';

/** Top-level keys read below; the others are listed. */
const TOP_LEVEL = ['title', 'tagline', 'titleDelimiter', 'url', 'baseUrl', 'favicon', 'trailingSlash', 'onBrokenLinks', 'onBrokenAnchors', 'onDuplicateRoutes', 'onBrokenMarkdownLinks', 'markdown', 'i18n', 'presets', 'plugins', 'themes', 'themeConfig', 'customFields', 'headTags', 'scripts', 'stylesheets', 'noIndex', 'staticDirectories'];
/** Used only by `docusaurus deploy`: nothing to translate, nothing lost. */
const DEPLOY_ONLY = ['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort'];
const THEME_CONFIG = ['navbar', 'footer', 'algolia', 'colorMode', 'announcementBar', 'image', 'metadata', 'tableOfContents'];
const PRESET_KEYS = ['docs', 'blog', 'pages', 'theme', 'gtag', 'googleAnalytics', 'googleTagManager', 'sitemap', 'debug', 'svgr'];

export interface Translation {
  config: SiteConfigInput;
  skipped: Skipped[];
}

export function translateDocusaurusConfig(config: Json, projectDir: string, source = ''): Translation {
  const notes = new Notes(source, projectDir);
  const theme = isObject(config.themeConfig) ? config.themeConfig : {};
  // Docusaurus only warns on broken anchors unless told otherwise; the translated site keeps that.
  const out: Json = {onBrokenAnchors: 'warn', ...pick(config, ['title', 'tagline', 'titleDelimiter', 'url', 'baseUrl', 'favicon', 'trailingSlash', 'onBrokenLinks', 'onBrokenAnchors', 'onDuplicateRoutes'])};
  if (typeof out.url === 'string') out.url = out.url.replace(/\/+$/, '') || out.url;
  translateMarkdown(config, out, notes);
  if (str(theme.image)) out.image = theme.image;
  const headTags: Json[] = [];
  const scripts: unknown[] = [];
  const redirects: Json[] = [];
  const carried: unknown[] = [];
  const blogs: Json[] = [];
  const docsInstances: Json[] = [];

  const presets = entries(config, 'presets');
  const classic = presets.find(isClassicLike);
  for (const preset of presets) if (preset !== classic) notes.skip(preset.key, `preset ${preset.name}: ${otherReason(preset.name, notes.projectDir)}`);
  const preset = classic?.options ?? {};
  const at = classic?.key ?? 'presets[0]';
  const plugins = entries(config, 'plugins');
  const docsPlugin = plugins.find((p) => /plugin-content-docs/.test(p.name) && (!p.options.id || p.options.id === 'default'));
  // The docs the preset makes, or else the default instance of the docs plugin; other instances become `docsInstances`.
  let mainDocs: PluginEntry | undefined;
  if (classic && preset.docs !== false) out.docs = translateDocs(isObject(preset.docs) ? preset.docs : {}, `${at}.docs`, notes);
  else if (docsPlugin) [out.docs, mainDocs] = [translateDocs(docsPlugin.options, docsPlugin.key, notes), docsPlugin];
  if (classic && preset.blog !== false) {
    const blog = translateBlog(isObject(preset.blog) ? preset.blog : {}, `${at}.blog`, notes);
    if (blog) blogs.push(blog);
  }
  // The classic theme's stylesheets are written against Infima: sitegen maps its variables and classes.
  out.infima = true;
  if (isObject(preset.theme)) {
    const css = translateCss(preset.theme.customCss, `${at}.theme.customCss`, notes);
    if (css.length) out.customCss = css;
    for (const key of unusedKeys(preset.theme, ['customCss'])) notes.skip(`${at}.theme.${key}`, 'no sitegen equivalent');
  }
  if (isObject(preset.gtag)) headTags.push(...gtagTags(preset.gtag));
  if (isObject(preset.googleAnalytics)) headTags.push(...analyticsTags(preset.googleAnalytics));
  if (isObject(preset.googleTagManager)) headTags.push(...tagManagerTags(preset.googleTagManager));
  if (preset.sitemap !== undefined) setSitemap(out, translateSitemap(preset.sitemap, `${at}.sitemap`, notes));
  if (isObject(preset.pages)) notePages(preset.pages, `${at}.pages`, notes);
  if (preset.debug !== undefined) notes.skip(`${at}.debug`, 'sitegen has no debug pages');
  for (const key of unusedKeys(preset, PRESET_KEYS)) notes.skip(`${at}.${key}`, `an option of ${classic?.name ?? 'the preset'} with no sitegen equivalent`);

  for (const plugin of plugins) {
    if (plugin !== mainDocs) translatePlugin(plugin, {out, blogs, docsInstances, headTags, redirects, plugins: carried, notes});
  }
  for (const themeEntry of entries(config, 'themes')) notes.skip(themeEntry.key, `theme ${themeEntry.name}: ${otherReason(themeEntry.name, notes.projectDir)}`);
  if (blogs.length) out.blogs = blogs;
  if (docsInstances.length) out.docsInstances = docsInstances;

  const head = translateHead(config, theme, notes);
  headTags.unshift(...head.headTags);
  scripts.push(...head.scripts);
  if (config.noIndex === true) headTags.push({tagName: 'meta', attributes: {name: 'robots', content: 'noindex, nofollow'}});
  if (headTags.length) out.headTags = headTags;
  if (scripts.length) out.scripts = scripts;
  if (redirects.length) out.redirects = redirects;
  if (carried.length) {
    out.plugins = carried;
    // A site plugin writing llms.txt replaces sitegen's own (both would write the same files).
    const llms = carried.map((entry) => (Array.isArray(entry) ? entry[0] : entry) as string).find((file) => writesLlmsTxt(file, notes.projectDir));
    if (llms) out.llms = false;
  }
  if (Array.isArray(config.staticDirectories) && config.staticDirectories.join() !== 'static') notes.skip('staticDirectories', 'sitegen copies the site\'s static/ folder only');

  if (isObject(config.customFields)) {
    const dropped: {key: string; why: string}[] = [];
    out.customFields = plainData(config.customFields, 'customFields', dropped);
    for (const {key, why} of dropped) notes.skip(key, `${why}: set it in sitegen.config.ts`);
  }
  translateTheme(theme, out, notes);
  translateI18n(config, out);
  for (const key of unusedKeys(config, [...TOP_LEVEL, ...DEPLOY_ONLY])) notes.skip(key, topLevelReason(key));

  // What sitegen would reject is named now, not at the first build.
  const checked = siteConfigSchema.safeParse(asWritten(out));
  if (!checked.success) {
    throw new ConfigError(`the translated config is not valid:\n${checked.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  }
  return {config: out as SiteConfigInput, skipped: notes.skipped};
}

function translatePlugin(plugin: PluginEntry, into: {out: Json; blogs: Json[]; docsInstances: Json[]; headTags: Json[]; redirects: Json[]; plugins: unknown[]; notes: Notes}): void {
  const {name, options, key} = plugin;
  const {notes} = into;
  // The site's own plugins run in sitegen as they are.
  const local = carryLocalPlugin(plugin, notes);
  if (local === null) return;
  if (local !== undefined) return void into.plugins.push(local);
  if (/plugin-content-docs/.test(name)) return translateDocsInstance(plugin, into.docsInstances, notes);
  if (/plugin-content-blog/.test(name)) {
    const blog = translateBlog(options, key, notes, str(options.id) ?? `blog-${into.blogs.length + 1}`);
    if (blog) into.blogs.push(blog);
    else notes.skip(key, `blog "${str(options.id) ?? 'blog'}": its folder ${str(options.path) ?? 'blog'} does not exist`);
    return;
  }
  if (/plugin-client-redirects/.test(name)) return void into.redirects.push(...translateRedirects(plugin, notes));
  if (/plugin-google-gtag/.test(name)) return void into.headTags.push(...gtagTags(options));
  if (/plugin-google-analytics/.test(name)) return void into.headTags.push(...analyticsTags(options));
  if (/plugin-google-tag-manager/.test(name)) return void into.headTags.push(...tagManagerTags(options));
  if (/plugin-sitemap/.test(name)) return setSitemap(into.out, translateSitemap(options, key, notes));
  if (/plugin-ideal-image/.test(name)) {
    const images = translateIdealImage(options, key, notes);
    if (images) into.out.images = images;
    return;
  }
  if (/plugin-content-pages/.test(name)) return notePages(options, key, notes);
  // What sitegen does itself for every site: nothing is lost.
  if (/docusaurus-plugin-sass$/.test(name)) return;
  notes.skip(key, `plugin ${name}: ${otherReason(name, notes.projectDir)}`);
}

function setSitemap(out: Json, sitemap: Json | false | undefined): void {
  if (sitemap !== undefined) out.sitemap = sitemap;
}

/** Another docs plugin instance → `docsInstances[]`: a second default instance or a repeated id is listed (Docusaurus refuses both). */
function translateDocsInstance(plugin: PluginEntry, instances: Json[], notes: Notes): void {
  const id = str(plugin.options.id);
  if (!id || id === 'default') return notes.skip(plugin.key, 'a second default docs instance (give it an `id`)');
  if (!/^[\w-]+$/.test(id)) return notes.skip(plugin.key, `docs instance id "${id}": sitegen takes letters, digits, "_" and "-" (it names folders)`);
  if (instances.some((instance) => instance.id === id)) return notes.skip(plugin.key, `a second docs instance "${id}"`);
  instances.push(translateDocs(plugin.options, plugin.key, notes, id));
}

/** Stylesheets relative to the site: a missing one (an absent package's) is listed, a .scss one kept. */
function translateCss(value: unknown, key: string, notes: Notes): string[] {
  const css: string[] = [];
  [value].flat().forEach((file, n) => {
    const at = Array.isArray(value) ? `${key}[${n}]` : key;
    if (typeof file !== 'string') return file === undefined ? undefined : notes.skip(at, standInOf(file) ? `comes from the absent package ${standInOf(file)}` : 'not a file path');
    const relative = relativePath(notes.projectDir, file)!;
    if (!fs.existsSync(path.resolve(notes.projectDir, relative))) return notes.skip(at, `${file} does not exist here (install the package it comes from, or copy the file into the site)`);
    css.push(relative);
  });
  return css;
}

function translateMarkdown(config: Json, out: Json, notes: Notes): void {
  const markdown = isObject(config.markdown) ? config.markdown : {};
  const hooks = isObject(markdown.hooks) ? markdown.hooks : {};
  const onBrokenMarkdownLinks = config.onBrokenMarkdownLinks ?? hooks.onBrokenMarkdownLinks;
  if (typeof onBrokenMarkdownLinks === 'string') out.onBrokenMarkdownLinks = onBrokenMarkdownLinks;
  if (typeof hooks.onBrokenMarkdownImages === 'string') out.onBrokenImages = hooks.onBrokenMarkdownImages;
  for (const key of unusedKeys(markdown, ['hooks', 'mermaid', 'format'])) {
    if (/Plugins$/.test(key)) noteRemarkPlugins(markdown[key], `markdown.${key}`, notes);
    else notes.skip(`markdown.${key}`, 'no sitegen equivalent');
  }
  if (markdown.format === 'md') notes.skip('markdown.format', 'sitegen reads .md files as CommonMark and .mdx files as MDX');
}

function translateTheme(theme: Json, out: Json, notes: Notes): void {
  const docsPlugins = new Set<string>((Array.isArray(out.docsInstances) ? out.docsInstances : []).map((instance) => String((instance as Json).id)));
  if (isObject(theme.navbar)) out.navbar = translateNavbar(theme.navbar, {notes, docsPlugins, styled: styledBy(out.customCss, notes.projectDir)});
  if (isObject(theme.footer)) out.footer = translateFooter(theme.footer, notes);
  if (isObject(theme.algolia)) {
    out.search = {provider: 'algolia', ...pick(theme.algolia, ['appId', 'apiKey', 'indexName', 'contextualSearch'])};
    for (const key of unusedKeys(theme.algolia, ['appId', 'apiKey', 'indexName', 'contextualSearch'])) notes.skip(`themeConfig.algolia.${key}`, 'no sitegen equivalent');
  }
  if (isObject(theme.colorMode)) {
    out.colorMode = pick(theme.colorMode, ['defaultMode', 'respectPrefersColorScheme']);
    if (theme.colorMode.disableSwitch === true) notes.skip('themeConfig.colorMode.disableSwitch', 'sitegen always shows the colour mode switch');
  }
  if (isObject(theme.announcementBar) && str(theme.announcementBar.content)) {
    out.announcementBar = {id: str(theme.announcementBar.id) ?? 'announcement', ...pick(theme.announcementBar, ['content', 'isCloseable'])};
    for (const key of unusedKeys(theme.announcementBar, ['id', 'content', 'isCloseable'])) notes.skip(`themeConfig.announcementBar.${key}`, 'set it in the site CSS');
  }
  const toc = isObject(theme.tableOfContents) ? theme.tableOfContents : {};
  for (const docs of [out.docs, ...(Array.isArray(out.docsInstances) ? out.docsInstances : [])]) {
    if (isObject(docs)) for (const [from, to] of [['minHeadingLevel', 'tocMinHeadingLevel'], ['maxHeadingLevel', 'tocMaxHeadingLevel']]) if (typeof toc[from] === 'number') docs[to] = toc[from];
  }
  for (const key of unusedKeys(theme, THEME_CONFIG)) notes.skip(`themeConfig.${key}`, themeReason(key));
}

function translateI18n(config: Json, out: Json): void {
  // Languages have the same shape in both: the locales, the default and each locale's settings.
  if (!isObject(config.i18n) || !Array.isArray(config.i18n.locales)) return;
  const {i18n} = config;
  const localeConfigs = isObject(i18n.localeConfigs)
    ? Object.fromEntries(Object.entries(i18n.localeConfigs).filter(([, value]) => isObject(value)).map(([locale, value]) => [locale, pick(value as Json, ['label', 'direction', 'htmlLang', 'calendar', 'path'])]))
    : {};
  out.i18n = {defaultLocale: str(i18n.defaultLocale) ?? 'en', locales: (i18n.locales as unknown[]).filter((locale): locale is string => typeof locale === 'string'), ...(str(i18n.path) ? {path: i18n.path} : {}), ...(Object.keys(localeConfigs).length ? {localeConfigs} : {})};
}

/** Whether a class is styled by one of the site's customCss files (an icon link's class must be, to show anything). */
function styledBy(customCss: unknown, projectDir: string): (className: string) => boolean {
  const css = (Array.isArray(customCss) ? customCss : []).map((file) => fs.readFileSync(path.resolve(projectDir, String(file)), 'utf8')).join('\n');
  const styled = (name: string) => new RegExp(`\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(css);
  return (className) => className.split(/\s+/).filter(Boolean).some(styled);
}

function themeReason(key: string): string {
  if (key === 'prism') return 'sitegen highlights code with Shiki (every language, its own light and dark themes)';
  if (key === 'docs') return 'sitegen sidebars have their own collapsing and hiding rules';
  if (key === 'mermaid') return 'sitegen draws mermaid diagrams with its own theme';
  return 'no sitegen equivalent';
}

function topLevelReason(key: string): string {
  if (key === 'clientModules') return 'client modules do not run in sitegen: load them as `scripts` or island components';
  if (key === 'future') return "Docusaurus's own build flags";
  return 'no sitegen equivalent';
}

/** The config as the written module evaluates: rewritten functions are functions. */
function asWritten(value: unknown): unknown {
  if (value instanceof Code) return () => undefined;
  if (Array.isArray(value)) return value.map(asWritten);
  return isObject(value) ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asWritten(item)])) : value;
}
