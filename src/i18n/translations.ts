// A locale's translation files, in Docusaurus's layout and format (`{"id": {"message", "description"}}`):
// `code.json` (theme texts), `docusaurus-theme-classic/navbar.json` and `footer.json` (the config's
// labels), `docusaurus-plugin-content-docs/<current|version-X>.json` (version label, sidebar labels)
// and `docusaurus-plugin-content-blog/options.json` (blog title, description, sidebar title).
import fs from 'node:fs';
import path from 'node:path';
import {json5} from '../libraries.ts';
import {ConfigError} from '../errors.ts';
import {ENGLISH_MESSAGES, THEME_STRINGS, type ThemeMessages} from '../shared/theme-strings.ts';
import {BLOG_PLUGIN_DIR, CODE_FILE, DOCS_PLUGIN_DIR, THEME_DIR, type LocaleInfo} from './locales.ts';

export type TranslationFile = Record<string, {message: string; description?: string}>;

export interface Translations {
  /** Theme texts, every id present (English where the locale has none). */
  messages: ThemeMessages;
  /** navbar.json / footer.json messages by key (`item.label.Docs`, `link.title.Community`, `copyright`). */
  navbar: Record<string, string>;
  footer: Record<string, string>;
  /** Per docs version file name (`current`, `version-1.0`): `version.label`, `sidebar.<id>.category.<label>`, … */
  docs: Record<string, Record<string, string>>;
  /** Per blog plugin folder (`docusaurus-plugin-content-blog`): `title`, `description`, `sidebar.title`. */
  blogs: Record<string, Record<string, string>>;
  /** The site's own messages of code.json (not the theme's) by id: what a Docusaurus site's `<Translate>` and `translate()` look up. */
  code: Record<string, string>;
  warnings: string[];
}

/**
 * The line of a JSON syntax error. V8's message does not always say where; JSON5 reads a superset
 * of JSON and reports the line of what it cannot read (a trailing comma, which it accepts, stays
 * without a line).
 */
function lineOf(text: string): number | undefined {
  try {
    json5().parse(text);
    return undefined;
  } catch (error) {
    return (error as {lineNumber?: number}).lineNumber;
  }
}

/** A translation file's messages by key; a file that is not one is an error naming it. */
export function readTranslationFile(siteDir: string, file: string): Record<string, string> | undefined {
  const full = path.join(siteDir, file);
  if (!fs.existsSync(full)) return undefined;
  const text = fs.readFileSync(full, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new ConfigError(`not valid JSON: ${(cause as Error).message}`, {location: {file, line: lineOf(text)}, cause});
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ConfigError('a translation file must be an object of {"message": …} entries by id', {location: {file}});
  const messages: Record<string, string> = {};
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(raw)) {
    const message = typeof entry === 'string' ? entry : (entry as {message?: unknown} | null)?.message;
    if (typeof message !== 'string') problems.push(`"${key}" has no "message" string`);
    else messages[key] = message;
  }
  if (problems.length) {
    const line = text.split('\n').findIndex((l) => l.includes(JSON.stringify(problems[0].split('"')[1]))) + 1;
    throw new ConfigError(problems.join('; '), {location: {file, line: line || undefined}});
  }
  return messages;
}

/** Where a docs version's translation file is in `Translations.docs`: `current`, `version-1.0`, `community/current`. */
export function docsLabelsKey(pluginId: string, file: string): string {
  return pluginId === 'default' ? file : `${pluginId}/${file}`;
}

export const EMPTY_TRANSLATIONS: Translations = {messages: ENGLISH_MESSAGES, navbar: {}, footer: {}, docs: {}, blogs: {}, code: {}, warnings: []};

/** The locale's translations; the default locale keeps the theme's own texts unless it has a code.json. */
export function loadTranslations(siteDir: string, locale: LocaleInfo): Translations {
  const folder = locale.dir;
  if (!fs.existsSync(path.join(siteDir, folder))) return EMPTY_TRANSLATIONS;
  const read = (file: string) => readTranslationFile(siteDir, path.posix.join(folder, file)) ?? {};
  const code = read(CODE_FILE);
  const warnings: string[] = [];
  // A message that drops a `{value}` of the English one would show the reader less than it should.
  for (const [id, message] of Object.entries(code)) {
    const english = (THEME_STRINGS as Record<string, {message: string}>)[id]?.message;
    if (!english) continue;
    const missing = (english.match(/\{\w+\}/g) ?? []).filter((value) => !message.includes(value));
    if (missing.length) warnings.push(`${path.posix.join(folder, CODE_FILE)}: "${id}" leaves out ${missing.join(', ')}`);
  }
  const docs: Translations['docs'] = {};
  const blogs: Translations['blogs'] = {};
  // The default instance's files by name (`current`), another instance's below its id (`community/current`).
  for (const dir of fs.existsSync(path.join(siteDir, folder)) ? fs.readdirSync(path.join(siteDir, folder)) : []) {
    const pluginId = dir === DOCS_PLUGIN_DIR ? 'default' : dir.startsWith(`${DOCS_PLUGIN_DIR}-`) ? dir.slice(DOCS_PLUGIN_DIR.length + 1) : undefined;
    if (!pluginId || !fs.statSync(path.join(siteDir, folder, dir)).isDirectory()) continue;
    for (const name of fs.readdirSync(path.join(siteDir, folder, dir))) if (name.endsWith('.json')) docs[docsLabelsKey(pluginId, name.slice(0, -5))] = read(path.posix.join(dir, name));
  }
  for (const name of fs.readdirSync(path.join(siteDir, folder))) {
    if (name.startsWith(BLOG_PLUGIN_DIR)) blogs[name] = read(path.posix.join(name, 'options.json'));
  }
  return {
    messages: {...ENGLISH_MESSAGES, ...(Object.fromEntries(Object.entries(code).filter(([id]) => id in THEME_STRINGS)) as Partial<ThemeMessages>)},
    navbar: read(path.posix.join(THEME_DIR, 'navbar.json')),
    footer: read(path.posix.join(THEME_DIR, 'footer.json')),
    docs,
    blogs,
    code: Object.fromEntries(Object.entries(code).filter(([id]) => !(id in THEME_STRINGS))),
    warnings,
  };
}
