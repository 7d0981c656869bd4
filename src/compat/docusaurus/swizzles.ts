// A Docusaurus site's swizzles: every component module under `src/theme/` is, for Docusaurus, the
// theme component of its path (`src/theme/Footer/index.js` is `Footer`, `src/theme/Footer/Links.tsx`
// is `Footer/Links`). Those with a sitegen counterpart (swizzle-map.ts) replace it; the others are
// named once by init's notes and once per build, and the build goes on without them.
import fs from 'node:fs';
import path from 'node:path';
import {swizzleCounterpart, type SwizzleCounterpart} from './swizzle-map.ts';
import {needsBrowser} from './interactive.ts';

/** Where Docusaurus reads a site's swizzled components from. */
export const SWIZZLE_DIR = 'src/theme';

export interface Swizzle {
  /** The Docusaurus theme component it replaces: `Footer`, `DocItem/Footer`. */
  name: string;
  /** Its file, relative to the site, with `/`. */
  file: string;
  counterpart?: SwizzleCounterpart;
}

const CODE = /\.(js|jsx|ts|tsx)$/;
const NOT_A_COMPONENT = /(\.d\.ts|\.(test|spec|stories)\.[jt]sx?)$/;

/** The site's swizzles, sorted by name; of a `Name.js` beside a `Name/index.js`, the file. */
export function siteSwizzles(siteDir: string): Swizzle[] {
  const root = path.join(siteDir, SWIZZLE_DIR);
  if (!fs.existsSync(root)) return [];
  const found = new Map<string, Swizzle>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__' && entry.name !== 'node_modules') visit(full);
        continue;
      }
      if (!CODE.test(entry.name) || NOT_A_COMPONENT.test(entry.name)) continue;
      const relative = path.relative(root, full).split(path.sep).join('/').replace(CODE, '');
      const isIndex = /(^|\/)index$/.test(relative);
      const name = relative.replace(/\/?index$/, '');
      if (!name) continue;
      const file = path.relative(siteDir, full).split(path.sep).join('/');
      // Like a bundler resolving `@theme/Name`: the file `Name.js` before the folder's index.
      if (found.has(name) && isIndex) continue;
      found.set(name, {name, file, counterpart: swizzleCounterpart(name)});
    }
  };
  visit(root);
  return [...found.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The swizzles that replace a theme component, and those with no counterpart. */
export function usedSwizzles(swizzles: Swizzle[]): Swizzle[] {
  return swizzles.filter((swizzle) => swizzle.counterpart);
}

/** What the build and init say about a swizzle sitegen cannot use: its file, and what it would have replaced. */
export function unusedSwizzleMessage(swizzle: Swizzle): string {
  return `${swizzle.file}: swizzles Docusaurus's theme component ${swizzle.name}, which sitegen has no counterpart for; sitegen's own theme draws that part and this file is not used`;
}

/** The island an interactive swizzle of a theme component hydrates as (its server HTML is the theme's). */
export function swizzleIslandName(swizzle: Swizzle): string {
  return `swizzle-${swizzle.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`;
}

/** Swizzles of theme components whose code runs in the browser (state, effects, events): hydrated as islands. */
export function interactiveSwizzles(siteDir: string, swizzles = siteSwizzles(siteDir)): Swizzle[] {
  return swizzles.filter((swizzle) => swizzle.counterpart && 'component' in swizzle.counterpart && needsBrowser(siteDir, swizzle.file));
}

/** The island entry of an interactive swizzle, as the client bundle imports it (swizzle-plugin.ts resolves it). */
export const SWIZZLE_ISLAND_SUFFIX = '?sitegen-swizzle-island';
