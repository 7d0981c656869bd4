// The site's languages, resolved once from `i18n` in the config: every other stage asks this module
// where a locale's pages live (`/<path>/` below the base URL for all but the default) and where its
// translated content and translation files are (Docusaurus's `i18n/<locale>/…` layout).
import path from 'node:path';
import type {SiteConfig} from '../config/schema.ts';
import {ConfigError} from '../errors.ts';

export interface LocaleInfo {
  locale: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  /** URL segment and folder name ('' for the default locale's URLs). */
  path: string;
  isDefault: boolean;
  /** The site's base URL for this locale's pages (`/`, `/fr/`). */
  baseUrl: string;
  /** Site-relative folder of its translations (`i18n/fr`). */
  dir: string;
}

/** Docusaurus's plugin folder names, so a translated Docusaurus site's files are found where they are. */
export const DOCS_PLUGIN_DIR = 'docusaurus-plugin-content-docs';
export const BLOG_PLUGIN_DIR = 'docusaurus-plugin-content-blog';
export const THEME_DIR = 'docusaurus-theme-classic';
export const CODE_FILE = 'code.json';

/** Languages written right to left, for engines whose Intl.Locale has no textInfo. */
const RTL = new Set(['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

function direction(locale: string): 'ltr' | 'rtl' {
  try {
    const info = (new Intl.Locale(locale) as Intl.Locale & {textInfo?: {direction?: string}}).textInfo;
    if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
  } catch {
    // Not a BCP 47 tag: the table below still knows the common ones.
  }
  return RTL.has(locale.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';
}

/** The language's own name for itself, capitalised as a menu item ("Français", "日本語"). */
function label(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], {type: 'language'}).of(locale);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // Fall through to the tag itself.
  }
  return locale;
}

function validTag(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1;
  } catch {
    return false;
  }
}

/** Every locale the site builds, the default first; config mistakes are listed together. */
export function siteLocales(config: SiteConfig, configFile = 'site config'): LocaleInfo[] {
  const {i18n} = config;
  const locales = i18n.locales ?? [i18n.defaultLocale];
  const problems: string[] = [];
  if (!locales.includes(i18n.defaultLocale)) problems.push(`i18n.defaultLocale "${i18n.defaultLocale}" is not one of i18n.locales (${locales.join(', ')})`);
  for (const locale of locales) if (!validTag(locale)) problems.push(`i18n.locales: "${locale}" is not a language tag (like en, fr, pt-BR)`);
  const duplicates = locales.filter((locale, index) => locales.indexOf(locale) !== index);
  if (duplicates.length) problems.push(`i18n.locales lists ${duplicates.join(', ')} twice`);
  for (const key of Object.keys(i18n.localeConfigs)) if (!locales.includes(key)) problems.push(`i18n.localeConfigs has "${key}", which is not one of i18n.locales (${locales.join(', ')})`);
  const ordered = [i18n.defaultLocale, ...locales.filter((locale) => locale !== i18n.defaultLocale)];
  const infos = ordered.map((locale): LocaleInfo => {
    const own = i18n.localeConfigs[locale] ?? {};
    const isDefault = locale === i18n.defaultLocale;
    const segment = own.path ?? locale;
    if (!/^[\w.-]+$/.test(segment)) problems.push(`i18n.localeConfigs.${locale}.path "${segment}" must be one URL segment (letters, digits, - _ .)`);
    return {
      locale,
      label: own.label ?? label(locale),
      direction: own.direction ?? direction(locale),
      htmlLang: own.htmlLang ?? locale,
      calendar: own.calendar ?? 'gregory',
      path: isDefault ? '' : segment,
      isDefault,
      baseUrl: isDefault ? config.baseUrl : `${config.baseUrl}${segment}/`,
      dir: path.posix.join(i18n.path, segment),
    };
  });
  if (problems.length) throw new ConfigError(problems.join('; '), {location: {file: configFile}});
  return infos;
}

/** A docs instance's folder of translations (`docusaurus-plugin-content-docs`, `…-docs-<id>` for other instances). */
export const docsPluginDir = (pluginId = 'default') => (pluginId === 'default' ? DOCS_PLUGIN_DIR : `${DOCS_PLUGIN_DIR}-${pluginId}`);

/** The folder of a docs version's translated files (`i18n/fr/docusaurus-plugin-content-docs/current`, `…-docs-community/current`). */
export function localizedDocsDir(locale: LocaleInfo, versionName: string, pluginId = 'default'): string {
  return path.posix.join(locale.dir, docsPluginDir(pluginId), versionName === 'current' ? 'current' : `version-${versionName}`);
}

/** The folder of a blog's translated posts (`i18n/fr/docusaurus-plugin-content-blog`, `…-blog-<id>` for other blogs). */
export function localizedBlogDir(locale: LocaleInfo, blogId: string, firstBlog: boolean): string {
  return path.posix.join(locale.dir, firstBlog ? BLOG_PLUGIN_DIR : `${BLOG_PLUGIN_DIR}-${blogId}`);
}
