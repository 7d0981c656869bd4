// `sitegen write-translations <locale>`: writes the files a translator fills in, in Docusaurus's
// layout and format: the theme's texts (code.json), the navbar's and footer's labels, each docs
// version's label and sidebar labels (of every docs instance), each blog's title. A file that exists keeps every message
// it has; only the ids it lacks are added (with the English text to translate).
import fs from 'node:fs';
import path from 'node:path';
import {StepRunner} from '../steps/runner.ts';
import {CacheStore} from '../cache/store.ts';
import {loadSettings, versionSidebars} from '../pipeline/site-code.ts';
import {allDocsVersions} from '../content/versions.ts';
import {UsageError} from '../errors.ts';
import {siteLocales, BLOG_PLUGIN_DIR, CODE_FILE, THEME_DIR, docsPluginDir, localizedBlogDir} from '../i18n/locales.ts';
import {readTranslationFile, type TranslationFile} from '../i18n/translations.ts';
import {createReporter, type Reporter} from '../log.ts';
import type {SidebarItem, SidebarsInput} from '../routes/sidebar-config.ts';
import {THEME_STRINGS} from '../shared/theme-strings.ts';
import {checkSiteFolder, siteCacheDir} from './build.ts';

function sidebarEntries(sidebars: SidebarsInput | undefined): TranslationFile {
  const out: TranslationFile = {};
  const walk = (id: string, items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'category') {
        out[`sidebar.${id}.category.${item.label}`] = {message: item.label, description: `The label of category ${item.label} in sidebar ${id}`};
        walk(id, item.items);
      } else if (item.type === 'link') {
        out[`sidebar.${id}.link.${item.label}`] = {message: item.label, description: `The label of link ${item.label} in sidebar ${id}`};
      } else if (item.type === 'doc' && item.label) {
        out[`sidebar.${id}.doc.${item.label}`] = {message: item.label, description: `The label of doc ${item.id} in sidebar ${id}`};
      }
    }
  };
  for (const [id, items] of Object.entries(sidebars ?? {})) walk(id, items);
  return out;
}

export async function writeTranslationsCommand(options: {site: string; locale: string; reporter?: Reporter}): Promise<string[]> {
  const reporter = options.reporter ?? createReporter();
  const siteDir = options.site;
  checkSiteFolder(siteDir);
  const store = new CacheStore(siteCacheDir(siteDir), false, path.resolve(siteDir));
  const settings = await loadSettings(siteDir, new StepRunner({store, reporter}));
  const {config, configFile} = settings;
  const locale = siteLocales(config, configFile).find((l) => l.locale === options.locale);
  if (!locale) throw new UsageError(`"${options.locale}" is not one of the site's locales (${(config.i18n.locales ?? [config.i18n.defaultLocale]).join(', ')}); add it to i18n.locales first`);

  const files = new Map<string, TranslationFile>();
  files.set(CODE_FILE, Object.fromEntries(Object.entries(THEME_STRINGS).map(([id, entry]) => [id, {message: entry.message, description: entry.description}])));
  const navbar: TranslationFile = {};
  if (config.navbar.title) navbar.title = {message: config.navbar.title, description: 'The title of the navbar'};
  if (config.navbar.logo) navbar['logo.alt'] = {message: config.navbar.logo.alt, description: 'The alt text of the navbar logo'};
  for (const item of config.navbar.items) {
    if ('label' in item && typeof item.label === 'string') navbar[`item.label.${item.label}`] = {message: item.label, description: `Navbar item with label ${item.label}`};
    if (item.type === 'dropdown') for (const sub of item.items) if (sub.label) navbar[`item.label.${sub.label}`] = {message: sub.label, description: `Navbar item with label ${sub.label}`};
  }
  files.set(path.posix.join(THEME_DIR, 'navbar.json'), navbar);
  const footer: TranslationFile = {};
  for (const column of config.footer.links) {
    footer[`link.title.${column.title}`] = {message: column.title, description: `The title of the footer links column ${column.title}`};
    for (const item of column.items) if ('label' in item) footer[`link.item.label.${item.label}`] = {message: item.label, description: `The label of footer link ${item.label}`};
  }
  if (config.footer.copyright) footer.copyright = {message: config.footer.copyright, description: 'The footer copyright'};
  if (config.footer.logo) footer['logo.alt'] = {message: config.footer.logo.alt, description: 'The alt text of the footer logo'};
  files.set(path.posix.join(THEME_DIR, 'footer.json'), footer);
  // Each docs instance's files in its own folder (`docusaurus-plugin-content-docs-<id>/current.json`).
  for (const version of allDocsVersions(siteDir, config, configFile)) {
    const own = versionSidebars(siteDir, settings, version);
    const name = version.name === 'current' ? 'current' : `version-${version.name}`;
    files.set(path.posix.join(docsPluginDir(version.pluginId), `${name}.json`), {
      'version.label': {message: version.label, description: `The label of version ${version.name}`},
      ...sidebarEntries(own?.input),
    });
  }
  for (const [index, blog] of (config.blogs ?? []).entries()) {
    const folder = path.posix.basename(localizedBlogDir(locale, blog.id, index === 0));
    files.set(path.posix.join(folder.startsWith(BLOG_PLUGIN_DIR) ? folder : BLOG_PLUGIN_DIR, 'options.json'), {
      title: {message: blog.title, description: `The title of blog ${blog.id}`},
      ...(blog.description ? {description: {message: blog.description, description: `The description of blog ${blog.id}`}} : {}),
      'sidebar.title': {message: blog.sidebarTitle, description: `The title of the sidebar of blog ${blog.id}`},
    });
  }

  const written: string[] = [];
  for (const [name, entries] of files) {
    const file = path.posix.join(locale.dir, name);
    const existing = readTranslationFile(siteDir, file);
    const raw = existing ? (JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8')) as Record<string, unknown>) : {};
    const missing = Object.keys(entries).filter((key) => !(key in raw));
    if (existing && !missing.length) continue;
    const merged = {...raw, ...Object.fromEntries(missing.map((key) => [key, entries[key]]))};
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), `${JSON.stringify(merged, null, 2)}\n`);
    written.push(file);
    reporter.info(`${existing ? 'added' : 'wrote'} ${missing.length} message${missing.length === 1 ? '' : 's'} ${existing ? 'to' : 'in'} ${file}`);
  }
  if (!written.length) reporter.info(`sitegen: every translation file of ${locale.locale} is complete`);
  return written;
}
