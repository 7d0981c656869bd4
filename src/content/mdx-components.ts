// A site's own React components imported by MDX (`import Chart from '@site/src/components/Chart'`
// or a relative path): where an import leads, the island name it renders under, and whether it
// needs the browser. One module for discover (which bundles them) and the markdown plugin (which
// places them), so both agree on every name.
import fs from 'node:fs';
import path from 'node:path';
import {contentHash, type FileHashes} from '../cache/files.ts';
import type {Entries} from '../cache/store.ts';

const EXTENSIONS = ['', '.tsx', '.jsx', '.ts', '.js', '/index.tsx', '/index.jsx', '/index.ts', '/index.js'];
// A default import, alone or with named ones (`import X, {Y} from …`): the default is what renders.
const IMPORT = /^import\s+([\w$]+)\s*(?:,\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+)\s*)?from\s+['"]((?:@site\/|\.\.?\/)[^'"]+)['"]/gm;

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
  file: string;
  interactive: boolean;
}

/**
 * What a content file imports, kept by its content hash when a cache is given: a warm build does
 * not read every page again to find none (0.2 s of a 3,000-page warm build).
 */
export interface ImportsCache {
  hashes: FileHashes;
  imports: Entries<string[]>;
}

function importsOf(siteDir: string, file: string, cache?: ImportsCache): string[] {
  const hash = cache?.hashes.hash(path.join(siteDir, file));
  const key = hash && `${file}\0${hash}`;
  const known = key ? cache!.imports.get(key) : undefined;
  if (known) return known;
  const bytes = fs.readFileSync(path.join(siteDir, file));
  const text = bytes.toString('utf8');
  const sources = text.includes('import ') ? [...text.matchAll(IMPORT)].map((match) => match[2]) : [];
  // Kept under the hash of the text read: a file edited after its hash was taken was kept under
  // the old text's key (that text, come back, had the newer text's imports).
  if (key) cache!.imports.set(`${file}\0${contentHash(bytes)}`, sources);
  return sources;
}

/** Every site component the content files import, by island name. */
export function findSiteComponents(siteDir: string, contentFiles: string[], cache?: ImportsCache): Record<string, SiteComponent> {
  const found: Record<string, SiteComponent> = {};
  const exists = (file: string) => fs.existsSync(path.join(siteDir, file)) && fs.statSync(path.join(siteDir, file)).isFile();
  for (const file of contentFiles) {
    for (const source of importsOf(siteDir, file, cache)) {
      const component = resolveComponentImport(source, file, exists);
      if (!component) continue;
      const name = componentIslandName(component);
      found[name] ??= {file: component, interactive: isInteractive(fs.readFileSync(path.join(siteDir, component), 'utf8'))};
    }
  }
  return found;
}
