// Theme overrides: `site/theme/<Name>.tsx` replaces `templates/components/<Name>.tsx` wherever the
// theme (or the site) imports it, in the server bundle and the browser bundle alike, so a site
// changes its navbar or footer without forking the theme. The override can import the original
// as `@theme-original/<Name>` to wrap it. A file naming no theme component is one warning, not used. Site code imports sitegen's public theme API as
// `sitegen/theme` (src/theme.ts) rather than engine internals.
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import {ENGINE_ROOT, TEMPLATES_DIR} from '../paths.ts';

export const THEME_DIR = 'theme';
const COMPONENTS_DIR = path.join(TEMPLATES_DIR, 'components');

/** The components the theme ships, by name: what a site may override. */
export function themeComponentNames(): string[] {
  return fs
    .readdirSync(COMPONENTS_DIR)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.slice(0, -'.tsx'.length))
    .sort();
}

/** The site's overrides (component names), part of every bundle's cache key: adding one changes what is built. */
export function themeOverrides(siteDir: string): string[] {
  const dir = path.join(siteDir, THEME_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.slice(0, -'.tsx'.length))
    .sort();
}

/** `warnings` (the server bundle's) gets one line per override file that names no theme component: it is not used. */
export function themePlugin(siteDir: string, target: 'server' | 'browser', warnings?: Set<string>): esbuild.Plugin {
  const site = path.resolve(siteDir);
  const known = new Set(themeComponentNames());
  const overrides = new Set<string>();
  for (const name of themeOverrides(site)) {
    if (known.has(name)) overrides.add(name);
    else warnings?.add(`${THEME_DIR}/${name}.tsx: overrides no theme component, so it is not used (the theme has: ${[...known].join(', ')})`);
  }
  const overrideFile = (name: string) => path.join(site, THEME_DIR, `${name}.tsx`);
  return {
    name: 'sitegen-theme',
    setup(build) {
      build.onResolve({filter: /^sitegen(\/theme)?$/}, (args) => ({
        path:
          args.path === 'sitegen'
            ? path.join(ENGINE_ROOT, 'src/public.ts')
            : path.join(ENGINE_ROOT, target === 'server' ? 'src/theme.ts' : 'src/theme-browser.ts'),
      }));
      build.onResolve({filter: /^@theme-original\//}, (args) => {
        const name = args.path.slice('@theme-original/'.length).replace(/\.tsx$/, '');
        if (!known.has(name)) return {errors: [{text: `@theme-original/${name}: the theme has no component ${name}`}]};
        return {path: path.join(COMPONENTS_DIR, `${name}.tsx`)};
      });
      if (!overrides.size) return;
      // Any import that lands on an overridden component file, except the override's own imports of it.
      build.onResolve({filter: /\.tsx$/}, (args) => {
        if (!args.path.startsWith('.') && !args.path.startsWith('@theme/')) return undefined;
        const resolved = args.path.startsWith('@theme/') ? path.join(TEMPLATES_DIR, args.path.slice('@theme/'.length)) : path.resolve(args.resolveDir, args.path);
        if (path.dirname(resolved) !== COMPONENTS_DIR) return undefined;
        const name = path.basename(resolved, '.tsx');
        if (!overrides.has(name) || args.importer === overrideFile(name)) return undefined;
        return {path: overrideFile(name)};
      });
    },
  };
}
