// A site's own React components imported by MDX (`import Chart from '@site/src/components/Chart'`
// or a relative path): where an import leads, the island name it renders under, and whether it
// needs the browser. One module for discover (which bundles them) and the markdown plugin (which
// places them), so both agree on every name.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {mdxEsm} from './mdx-modules.ts';

const EXTENSIONS = ['', '.tsx', '.jsx', '.ts', '.js', '/index.tsx', '/index.jsx', '/index.ts', '/index.js'];

/** The site-relative file a component import leads to, or undefined (not a site file, or missing). */
export function resolveComponentImport(source: string, fromFile: string, exists: (file: string) => boolean): string | undefined {
  if (/\.mdx?$|\.(css|json|ya?ml|png|jpe?g|svg|gif|webp)$/i.test(source)) return undefined;
  let base: string;
  if (source.startsWith('@site/')) base = source.slice('@site/'.length);
  else if (source.startsWith('./') || source.startsWith('../')) base = path.posix.join(path.posix.dirname(fromFile), source);
  else return undefined;
  base = path.posix.normalize(base);
  return EXTENSIONS.map((ext) => base + ext).find((file) => /\.[jt]sx?$/.test(file) && exists(file));
}

/** The island a component file renders as (a name safe in file names and URLs). */
export function componentIslandName(file: string): string {
  return `mdx-${file.replace(/\.[jt]sx?$/, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()}`;
}

/** A component that uses state, effects, refs or event handlers is hydrated; others stay server HTML. */
export function isInteractive(source: string): boolean {
  return /\buse(State|Effect|LayoutEffect|Reducer|Ref|Callback|SyncExternalStore|Transition)\b|\bon[A-Z]\w*\s*=\s*\{/.test(source);
}

export interface SiteComponent {
  /** The component's file (site-relative); for `esm`, the MDX file whose module it comes from. */
  file: string;
  interactive: boolean;
  /** Taken from the MDX file's own module (src/content/mdx-modules.ts) under this name; '*' is the whole module, which expression props read. */
  esm?: string;
}

/** The Docusaurus theme modules sitegen renders itself (THEME in src/content/markdown/mdx.ts), never bundled as components. */
export const NATIVE_MODULES = ['@theme/Tabs', '@theme/TabItem', '@theme/Admonition', '@theme/Details', '@theme/TOCInline', '@theme/CodeBlock', '@theme/ThemedImage'];

/**
 * The theme modules MDX renders itself that a site's swizzle (`src/theme/<Name>`) takes over, as in
 * Docusaurus: the self-contained ones (Tabs and TabItem work as a pair, CodeBlock takes code text).
 */
const SWIZZLABLE_NATIVE = ['@theme/Admonition', '@theme/Details', '@theme/ThemedImage'];

/** The site's swizzle of a theme module MDX would render itself (its file), if it has one. */
export function swizzledNative(source: string, exists: (file: string) => boolean): string | undefined {
  return SWIZZLABLE_NATIVE.includes(source) ? resolveComponentImport(`@site/src/theme/${source.slice('@theme/'.length)}`, '', exists) : undefined;
}

/** Which of those the site swizzles: part of every parse result's key, so adding one re-parses the pages. */
export function nativeSwizzlesKey(siteDir: string): string {
  const exists = (file: string) => fs.existsSync(path.join(siteDir, file));
  return SWIZZLABLE_NATIVE.filter((source) => swizzledNative(source, exists)).join(',');
}

/** The island a component from an MDX file's own module renders as. */
export function esmIslandName(mdxFile: string, name: string): string {
  return `${componentIslandName(mdxFile)}--${name}`;
}

/** The island whose value is the MDX file's whole module (server only: props read from it). */
export const scopeIslandName = (mdxFile: string) => esmIslandName(mdxFile, 'scope');

export interface EsmNames {
  imports: Record<string, string>;
  defaults: string[];
  exports: string[];
}

/**
 * Where a JSX element `<name>` of an MDX file comes from: a site component file's default export
 * (one island per component file), or the file's own module (anything else it imports or exports).
 * Undefined: neither (a theme module sitegen renders itself, a markdown partial, or not defined).
 */
export function componentIsland(name: string, mdxFile: string, esm: EsmNames, exists: (file: string) => boolean): {island: string; file?: string} | undefined {
  const source = esm.imports[name];
  if (source === undefined) return esm.exports.includes(name) ? {island: esmIslandName(mdxFile, name)} : undefined;
  if (NATIVE_MODULES.includes(source)) {
    const swizzle = esm.defaults.includes(name) ? swizzledNative(source, exists) : undefined;
    return swizzle ? {island: componentIslandName(swizzle), file: swizzle} : undefined;
  }
  if (/\.mdx?$/.test(source)) return undefined;
  const file = esm.defaults.includes(name) ? resolveComponentImport(source, mdxFile, exists) : undefined;
  return file ? {island: componentIslandName(file), file} : {island: esmIslandName(mdxFile, name)};
}

/** A file's uses, one string each: island, file, esm name, and (for its own exports) whether interactive. */
export type Use = [island: string, file: string, esm: string, interactive: string];

/** JSX element names written outside code fences (`<Chart`, not `<div`). */
function jsxNames(text: string): Set<string> {
  const names = new Set<string>();
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    for (const match of line.matchAll(/<([A-Z][\w$]*)(?=[\s/>]|$)/g)) names.add(match[1]);
  }
  return names;
}

/** Whether a site-relative path is a file of the site (what component imports are resolved against). */
export function siteFileExists(siteDir: string): (file: string) => boolean {
  return (file) => fs.existsSync(path.join(siteDir, file)) && fs.statSync(path.join(siteDir, file)).isFile();
}

/** The site components a content file's text renders, and where each comes from. */
export function usesOf(file: string, text: string, exists: (file: string) => boolean): Use[] {
  const esm = text.includes('import') || text.includes('export') ? mdxEsm(text) : undefined;
  if (!esm) return [];
  const uses: Use[] = [];
  for (const name of jsxNames(text)) {
    const found = componentIsland(name, file, esm, exists);
    if (!found) continue;
    if (found.file) uses.push([found.island, found.file, '', '']);
    else uses.push([found.island, file, name, esm.imports[name] === undefined ? String(Number(isInteractive(esm.module))) : '']);
  }
  // Props written as expressions (`values={constants.values}`) read the file's module.
  if (uses.some((use) => use[2]) || /<[A-Z][^>]*=\{\s*[A-Za-z_$]/.test(text)) uses.push([scopeIslandName(file), file, '*', '0']);
  return uses;
}

/** Whether a component an MDX file imports by name or from a package needs the browser (its module's text, when it can be found). */
function importedInteractive(siteDir: string, mdxFile: string, source: string, exists: (file: string) => boolean): boolean {
  const local = resolveComponentImport(source, mdxFile, exists);
  if (local) return isInteractive(fs.readFileSync(path.join(siteDir, local), 'utf8'));
  if (/^(@theme|@docusaurus)\//.test(source) || /^[./]/.test(source)) return false;
  try {
    const entry = createRequire(path.join(path.resolve(siteDir), 'package.json')).resolve(source);
    return isInteractive(fs.readFileSync(entry, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Every component the content files render, by island name. `uses`: each file's uses when they
 * were found already (discover's step, whose results the runner keeps); else each file is read.
 */
export function findSiteComponents(siteDir: string, contentFiles: string[], uses?: ReadonlyMap<string, readonly Use[]>): Record<string, SiteComponent> {
  const found: Record<string, SiteComponent> = {};
  const exists = siteFileExists(siteDir);
  for (const file of contentFiles) {
    for (const [island, component, esm, interactive] of uses?.get(file) ?? usesOf(file, fs.readFileSync(path.join(siteDir, file), 'utf8'), exists)) {
      if (found[island]) continue;
      if (!esm) found[island] = {file: component, interactive: isInteractive(fs.readFileSync(path.join(siteDir, component), 'utf8'))};
      else if (interactive) found[island] = {file: component, interactive: interactive === '1', esm};
      else {
        const source = mdxEsm(fs.readFileSync(path.join(siteDir, file), 'utf8'))?.imports[esm] ?? '';
        found[island] = {file: component, interactive: importedInteractive(siteDir, file, source, exists), esm};
      }
    }
  }
  return found;
}
