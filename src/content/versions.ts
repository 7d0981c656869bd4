// Docs versions, in Docusaurus's layout so versioned sites port as they are: `docs/` is the
// current version; `versions.json` lists released ones (newest first), each with its docs in
// `versioned_docs/version-<name>/` and its sidebars in `versioned_sidebars/version-<name>-sidebars.json`.
// The last version is served at the docs base, the others below it (`/docs/next/…`, `/docs/1.0/…`).
import fs from 'node:fs';
import path from 'node:path';
import type {SiteConfig} from '../config/schema.ts';
import {ConfigError} from '../errors.ts';

export const CURRENT_VERSION = 'current';
export const VERSIONS_FILE = 'versions.json';
export const versionedDocsDir = (name: string) => `versioned_docs/version-${name}`;
export const versionedSidebarsFile = (name: string) => `versioned_sidebars/version-${name}-sidebars.json`;

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

export interface DocsVersion {
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
  /** The search tag of its records (`docs-default-<name>`). */
  tag: string;
}

/** The versions a site builds, the last one first; only `current` when there is no versions.json. */
export function docsVersions(siteDir: string, config: SiteConfig, configFile = 'site config'): DocsVersion[] {
  const file = path.join(siteDir, VERSIONS_FILE);
  let released: string[] = [];
  if (fs.existsSync(file)) {
    try {
      released = JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
    } catch (cause) {
      throw new ConfigError(`${VERSIONS_FILE} is not valid JSON: ${(cause as Error).message}`, {location: {file: VERSIONS_FILE}, cause});
    }
    if (!Array.isArray(released) || released.some((name) => typeof name !== 'string' || !name)) {
      throw new ConfigError(`${VERSIONS_FILE} must be an array of version names`, {location: {file: VERSIONS_FILE}});
    }
  }
  const {docs} = config;
  let names = [...(docs.includeCurrentVersion ? [CURRENT_VERSION] : []), ...released];
  if (docs.onlyIncludeVersions) {
    const unknown = docs.onlyIncludeVersions.filter((name) => !names.includes(name));
    if (unknown.length) throw new ConfigError(`docs.onlyIncludeVersions names unknown versions: ${unknown.join(', ')} (known: ${names.join(', ')})`, {location: {file: configFile}});
    names = names.filter((name) => docs.onlyIncludeVersions!.includes(name));
  }
  for (const name of Object.keys(docs.versions)) {
    if (!names.includes(name)) throw new ConfigError(`docs.versions names an unknown version "${name}" (known: ${names.join(', ')})`, {location: {file: configFile}});
  }
  if (!names.length) throw new ConfigError('no docs version to build (docs.includeCurrentVersion is false and versions.json lists none)', {location: {file: configFile}});
  const last = docs.lastVersion ?? (released.find((name) => names.includes(name)) ?? names[0]);
  if (!names.includes(last)) throw new ConfigError(`docs.lastVersion "${last}" is not a built version (${names.join(', ')})`, {location: {file: configFile}});
  const lastIndex = [CURRENT_VERSION, ...released].indexOf(last);
  const base = docs.routeBasePath.replace(/\/$/, '');
  const versions = names.map((name): DocsVersion => {
    const own = docs.versions[name] ?? {};
    const isLast = name === last;
    const current = name === CURRENT_VERSION;
    const segment = own.path ?? (isLast ? '' : current ? 'next' : name);
    const order = [CURRENT_VERSION, ...released].indexOf(name);
    return {
      name,
      label: own.label ?? (current ? docs.versionLabel : name),
      path: segment,
      routeBase: segment ? `${base}/${segment}` : base,
      docsDir: current ? docs.path : versionedDocsDir(name),
      sidebarsFile: current ? undefined : versionedSidebarsFile(name),
      isLast,
      // Newer than the last version: unreleased; older: unmaintained (Docusaurus's defaults).
      banner: own.banner ?? (isLast ? 'none' : order < lastIndex ? 'unreleased' : 'unmaintained'),
      noIndex: own.noIndex ?? false,
      tag: `docs-default-${name}`,
    };
  });
  // The last version first: it takes the docs base, and its pages are what others point to.
  return [...versions.filter((v) => v.isLast), ...versions.filter((v) => !v.isLast)];
}

/** The folder a version's doc file is relative to: its translations' folder or its own. */
export function contentDirOf(version: Pick<DocsVersion, 'docsDir' | 'localizedDir'>, file: string): string {
  return version.localizedDir && file.startsWith(`${version.localizedDir}/`) ? version.localizedDir : version.docsDir;
}
