// Docs versions, in Docusaurus's layout so versioned sites port as they are: `docs/` is the
// current version; `versions.json` lists released ones (newest first), each with its docs in
// `versioned_docs/version-<name>/` and its sidebars in `versioned_sidebars/version-<name>-sidebars.json`.
// The last version is served at the docs base, the others below it (`/docs/next/…`, `/docs/1.0/…`).
// Another docs instance (`docsInstances[]`) has the same layout with its id in front:
// `<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`.
import fs from 'node:fs';
import path from 'node:path';
import type {SiteConfig} from '../config/schema.ts';
import {ConfigError} from '../errors.ts';

export const CURRENT_VERSION = 'current';
/** The id of the instance `docs` configures (Docusaurus's default docs plugin). */
export const DEFAULT_DOCS = 'default';
export const VERSIONS_FILE = 'versions.json';
/** What Docusaurus puts before the versioning files of an instance other than the default. */
const prefixOf = (pluginId: string) => (pluginId === DEFAULT_DOCS ? '' : `${pluginId}_`);
export const versionsFile = (pluginId = DEFAULT_DOCS) => `${prefixOf(pluginId)}${VERSIONS_FILE}`;
export const versionedDocsDir = (name: string, pluginId = DEFAULT_DOCS) => `${prefixOf(pluginId)}versioned_docs/version-${name}`;
export const versionedSidebarsFile = (name: string, pluginId = DEFAULT_DOCS) => `${prefixOf(pluginId)}versioned_sidebars/version-${name}-sidebars.json`;

/** One docs instance: its id and options (`docs` is the instance "default"). */
export type DocsInstance = SiteConfig['docs'] & {id: string};

/** Every docs instance of the site, `docs` first. */
export function docsInstances(config: Pick<SiteConfig, 'docs' | 'docsInstances'>): DocsInstance[] {
  return [{...config.docs, id: DEFAULT_DOCS}, ...(config.docsInstances ?? [])];
}

/** The instance of an id (the default one for none); unknown ids are undefined. */
export function docsInstance(config: Pick<SiteConfig, 'docs' | 'docsInstances'>, pluginId = DEFAULT_DOCS): DocsInstance | undefined {
  return docsInstances(config).find((instance) => instance.id === pluginId);
}

/** The config key of an instance, for messages: `docs`, `docsInstances[1]`. */
export function instanceKey(config: Pick<SiteConfig, 'docsInstances'>, pluginId: string): string {
  const index = (config.docsInstances ?? []).findIndex((instance) => instance.id === pluginId);
  return index < 0 ? 'docs' : `docsInstances[${index}]`;
}

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

export interface DocsVersion {
  /** The docs instance it belongs to (`default` for `docs`). */
  pluginId: string;
  name: string;
  label: string;
  /** The URL segment below the docs base ('' for the last version). */
  path: string;
  /** Site path the version's docs live under (`/docs`, `/docs/next`). */
  routeBase: string;
  /** Site-relative folder of its docs. */
  docsDir: string;
  /** Site-relative folder of the building locale's translations of them (not for the default locale). */
  localizedDir?: string;
  /** Site-relative sidebars file of a released version (the current one uses the site's). */
  sidebarsFile?: string;
  isLast: boolean;
  banner: VersionBanner;
  noIndex: boolean;
  /** The search tag of its records (`docs-<pluginId>-<name>`). */
  tag: string;
}

/** The versions of every docs instance: each instance's last version first, instances in config order. */
export function allDocsVersions(siteDir: string, config: SiteConfig, configFile = 'site config'): DocsVersion[] {
  return docsInstances(config).flatMap((instance) => docsVersions(siteDir, config, configFile, instance));
}

/** The versions an instance builds (the default one's unless given), the last one first; only `current` when it has no versions file. */
export function docsVersions(siteDir: string, config: SiteConfig, configFile = 'site config', docs: DocsInstance = {...config.docs, id: DEFAULT_DOCS}): DocsVersion[] {
  const pluginId = docs.id;
  const key = instanceKey(config, pluginId);
  const VERSIONS = versionsFile(pluginId);
  const file = path.join(siteDir, VERSIONS);
  let released: string[] = [];
  if (fs.existsSync(file)) {
    try {
      released = JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
    } catch (cause) {
      throw new ConfigError(`${VERSIONS} is not valid JSON: ${(cause as Error).message}`, {location: {file: VERSIONS}, cause});
    }
    if (!Array.isArray(released) || released.some((name) => typeof name !== 'string' || !name)) {
      throw new ConfigError(`${VERSIONS} must be an array of version names`, {location: {file: VERSIONS}});
    }
  }
  let names = [...(docs.includeCurrentVersion ? [CURRENT_VERSION] : []), ...released];
  if (docs.onlyIncludeVersions) {
    const unknown = docs.onlyIncludeVersions.filter((name) => !names.includes(name));
    if (unknown.length) throw new ConfigError(`${key}.onlyIncludeVersions names unknown versions: ${unknown.join(', ')} (known: ${names.join(', ')})`, {location: {file: configFile}});
    names = names.filter((name) => docs.onlyIncludeVersions!.includes(name));
  }
  for (const name of Object.keys(docs.versions)) {
    if (!names.includes(name)) throw new ConfigError(`${key}.versions names an unknown version "${name}" (known: ${names.join(', ')})`, {location: {file: configFile}});
  }
  if (!names.length) throw new ConfigError(`no docs version to build (${key}.includeCurrentVersion is false and ${VERSIONS} lists none)`, {location: {file: configFile}});
  const last = docs.lastVersion ?? (released.find((name) => names.includes(name)) ?? names[0]);
  if (!names.includes(last)) throw new ConfigError(`${key}.lastVersion "${last}" is not a built version (${names.join(', ')})`, {location: {file: configFile}});
  const lastIndex = [CURRENT_VERSION, ...released].indexOf(last);
  const base = docs.routeBasePath.replace(/\/$/, '');
  const versions = names.map((name): DocsVersion => {
    const own = docs.versions[name] ?? {};
    const isLast = name === last;
    const current = name === CURRENT_VERSION;
    const segment = own.path ?? (isLast ? '' : current ? 'next' : name);
    const order = [CURRENT_VERSION, ...released].indexOf(name);
    return {
      pluginId,
      name,
      label: own.label ?? (current ? docs.versionLabel : name),
      path: segment,
      routeBase: segment ? `${base}/${segment}` : base,
      docsDir: current ? docs.path : versionedDocsDir(name, pluginId),
      sidebarsFile: current ? undefined : versionedSidebarsFile(name, pluginId),
      isLast,
      // Newer than the last version: unreleased; older: unmaintained (Docusaurus's defaults).
      banner: own.banner ?? (isLast ? 'none' : order < lastIndex ? 'unreleased' : 'unmaintained'),
      noIndex: own.noIndex ?? false,
      tag: `docs-${pluginId}-${name}`,
    };
  });
  // The last version first: it takes the docs base, and its pages are what others point to.
  return [...versions.filter((v) => v.isLast), ...versions.filter((v) => !v.isLast)];
}

/** The folder a version's doc file is relative to: its translations' folder or its own. */
export function contentDirOf(version: Pick<DocsVersion, 'docsDir' | 'localizedDir'>, file: string): string {
  return version.localizedDir && file.startsWith(`${version.localizedDir}/`) ? version.localizedDir : version.docsDir;
}
