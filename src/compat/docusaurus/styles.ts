// Stylesheets as a Docusaurus site imports them: `import styles from './x.module.css'` (scoped
// class names, the import is the map), `import './x.css'`, `.scss` / `.sass` anywhere (with the
// `sass` package), and `.scss` files in customCss (`@import`ed by the theme stylesheet). The server
// bundle collects the CSS of what code imports, into one stylesheet every page links.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type * as esbuild from 'esbuild';
import {StyleError} from '../../errors.ts';
import {scopeCssModule} from './css-modules.ts';
import {rebaseCssUrls} from './css-urls.ts';
import type {ImportedAssets} from './assets.ts';

/** Stylesheet file (absolute) → its CSS, scoped when a module. */
export type CollectedStyles = Map<string, string>;

const SASS = /\.s[ac]ss$/i;
const STYLESHEET = /\.(css|s[ac]ss)$/i;

interface SassException extends Error {
  sassMessage?: string;
  span?: {start: {line: number}; url?: URL};
}

/** A `.scss` / `.sass` file as CSS; an error names the file and line. */
export function compileSass(file: string, siteDir: string, shown: (file: string) => string, inputs?: Set<string>): string {
  const sass = createRequire(import.meta.url)('sass') as typeof import('sass');
  try {
    const result = sass.compile(file, {loadPaths: [path.dirname(file), path.join(siteDir, 'node_modules'), siteDir], style: 'expanded', logger: sass.Logger.silent});
    for (const url of result.loadedUrls) if (url.protocol === 'file:') inputs?.add(url.pathname);
    return result.css;
  } catch (cause) {
    const error = cause as SassException;
    const where = error.span?.url ? error.span.url.pathname : file;
    throw new StyleError(error.sassMessage ?? error.message, {location: {file: shown(where), line: error.span ? error.span.start.line + 1 : undefined}, cause});
  }
}

/** A stylesheet imported from code: its CSS (scoped for `.module.*`) and the class map. */
export function loadStylesheet(file: string, siteDir: string, shown: (file: string) => string, inputs?: Set<string>): {css: string; classes: Record<string, string>} {
  let css: string;
  inputs?.add(file);
  try {
    css = SASS.test(file) ? compileSass(file, siteDir, shown, inputs) : fs.readFileSync(file, 'utf8');
  } catch (cause) {
    if (cause instanceof StyleError) throw cause;
    throw new StyleError(`cannot read stylesheet: ${(cause as Error).message}`, {location: {file: shown(file)}, cause});
  }
  if (!/\.module\.(css|s[ac]ss)$/i.test(file)) return {css, classes: {}};
  const rel = path.relative(siteDir, file).split(path.sep).join('/');
  return scopeCssModule(css, rel);
}

/** The collected CSS, in file order so that the output does not depend on bundling order. */
export function collectedCss(styles: CollectedStyles, siteDir: string): string {
  return [...styles.entries()]
    .map(([file, css]) => [path.relative(siteDir, file).split(path.sep).join('/'), css] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, css]) => `/* ${file} */\n${css.trim()}\n`)
    .join('\n');
}

export function stylesSetup(build: esbuild.PluginBuild, site: string, options: {target: 'server' | 'browser'; styles?: CollectedStyles; inputs?: Set<string>; assets?: ImportedAssets}): void {
  const shown = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');
  // A stylesheet a stylesheet imports (customCss): Sass is compiled, CSS is esbuild's.
  build.onLoad({filter: SASS, namespace: 'file'}, (args) => {
    try {
      return {contents: compileSass(args.path, site, shown, options.inputs), loader: 'css', resolveDir: path.dirname(args.path)};
    } catch (error) {
      return {errors: [{text: (error as Error).message, location: locationOf(error), detail: error}]};
    }
  });
  build.onResolve({filter: STYLESHEET}, async (args) => {
    if (args.kind !== 'import-statement' && args.kind !== 'require-call' && args.kind !== 'dynamic-import') return undefined;
    if (args.pluginData?.sitegenStyles) return undefined;
    const resolved = await build.resolve(args.path, {kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: {sitegenStyles: true}});
    if (resolved.errors.length || resolved.external) return undefined;
    return {path: resolved.path, namespace: 'sitegen-style'};
  });
  build.onLoad({filter: /.*/, namespace: 'sitegen-style'}, async (args) => {
    try {
      const {css, classes} = loadStylesheet(args.path, site, shown, options.inputs);
      if (options.styles) options.styles.set(args.path, await rebaseCssUrls(css, args.path, {shown, assets: options.assets, inputs: options.inputs}));
      return {contents: `export default ${JSON.stringify(classes)};`, loader: 'js', watchFiles: [args.path]};
    } catch (error) {
      return {errors: [{text: (error as Error).message, location: locationOf(error), detail: error}]};
    }
  });
}

function locationOf(error: unknown): esbuild.PartialMessage['location'] {
  const location = (error as StyleError).location;
  return location ? {file: location.file, line: location.line} : undefined;
}
