// The esbuild plugin that lets a Docusaurus site's code build unchanged: `@docusaurus/*` and
// `@theme/*` imports lead to the layer's modules (runtime/), stylesheets imported from code become
// CSS modules or collected CSS (styles.ts), one React serves the whole page (react.ts), and an
// import sitegen cannot serve — a Docusaurus module outside the layer, a package the site has not
// installed — is a warning naming the file and line, and a placeholder on the page.
import fs from 'node:fs';
import path from 'node:path';
import {builtinModules} from 'node:module';
import type * as esbuild from 'esbuild';
import {ENGINE_ROOT, TEMPLATES_DIR} from '../../paths.ts';
import type {DocusaurusSiteData} from './site-data.ts';
import {stylesSetup, type CollectedStyles} from './styles.ts';
import {reactResolver} from './react.ts';
import {assetsSetup, type ImportedAssets} from './assets.ts';

/** The layer's modules, bundled with the site's code. */
export const RUNTIME_DIR = path.join(ENGINE_ROOT, 'src/compat/docusaurus/runtime');
const RUNTIME = RUNTIME_DIR;

/** Specifier → module of the layer, in the order real sites import them most. */
export const LAYER_MODULES: Record<string, string> = {
  '@docusaurus/Link': 'Link.tsx',
  '@theme/Layout': 'theme/Layout.tsx',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@theme/Heading': 'theme/Heading.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@theme/Admonition': 'theme/Admonition.tsx',
  '@theme/CodeBlock': 'theme/CodeBlock.server.tsx',
  '@theme/Tabs': 'theme/Tabs.tsx',
  '@theme/TabItem': 'theme/TabItem.tsx',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/isInternalUrl': 'isInternalUrl.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/router': 'router.ts',
  '@theme/Details': 'theme/Details.tsx',
  '@theme/ThemedImage': 'theme/ThemedImage.tsx',
  '@theme/MDXComponents': 'theme/MDXComponents.tsx',
  // The link MDX renders `[text](url)` with, which site components reuse.
  '@theme/MDXComponents/A': 'Link.tsx',
  '@theme/MDXComponents/Heading': 'theme/Heading.tsx',
  '@theme/MDXComponents/Details': 'theme/Details.tsx',
  '@theme/MDXComponents/Code': 'theme/mdx/Code.tsx',
  '@theme/MDXComponents/Img': 'theme/mdx/Img.tsx',
  '@theme/MDXComponents/Pre': 'theme/mdx/Pre.tsx',
  '@theme/MDXComponents/Ul': 'theme/mdx/Ul.tsx',
  '@theme/MDXComponents/Li': 'theme/mdx/Li.tsx',
  '@docusaurus/theme-common': 'theme-common.ts',
  '@docusaurus/Interpolate': 'Interpolate.tsx',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@generated/docusaurus.config': 'generated-config.ts',
  // Packages nearly every site imports, which a site may not have installed.
  clsx: 'class-names.ts',
  classnames: 'class-names.ts',
};

/** The layer's module for a specifier, as an absolute path (undefined: not in the layer). */
export function layerModule(specifier: string, target: 'server' | 'browser'): string | undefined {
  const file = LAYER_MODULES[specifier.replace(/\/index$/, '')];
  if (!file) return undefined;
  return path.join(RUNTIME, target === 'browser' ? file.replace('.server.', '.browser.') : file);
}

export interface CompatOptions {
  target: 'server' | 'browser';
  siteData: DocusaurusSiteData;
  /** Where warnings go (each once); the server bundle reports them. */
  warnings?: Set<string>;
  /** Server: the CSS of the stylesheets site code imports, by file. */
  styles?: CollectedStyles;
  /** Files read outside esbuild's view (stylesheets, Sass partials), for the bundle's cache. */
  inputs?: Set<string>;
  /** Server: the images site code imports that are written to assets/ (see assets.ts). */
  assets?: ImportedAssets;
}

const DOCUSAURUS = /^(@docusaurus\/|@theme\/|@theme-init\/|@generated\/)/;
// esbuild's filters are Go regular expressions (no lookahead): what is not a package is told apart in code.
const BARE = /^[^./]/;
const NOT_PACKAGE = /^([a-zA-Z]:[\\/]|@site\/|@theme-original\/|sitegen(\/|$)|node:)/;

function realpath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}

/** The line of `file` that imports `specifier` (1 when it cannot be found). */
export function importLine(file: string, specifier: string): number {
  try {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const found = lines.findIndex((line) => line.includes(`'${specifier}'`) || line.includes(`"${specifier}"`));
    return found + 1 || 1;
  } catch {
    return 1;
  }
}

/** The names `file` imports from `specifier` (`import A, {b, c as d} from '…'` → default, b, c). */
export function importedNames(file: string, specifier: string): string[] {
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const names = new Set<string>();
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const match of source.matchAll(new RegExp(`import\\s+([^'";]*?)\\s+from\\s+['"]${escaped}['"]`, 'g'))) {
    const clause = match[1];
    const braces = /\{([^}]*)\}/.exec(clause);
    if (/^[\w$]+/.test(clause)) names.add('default');
    for (const part of braces?.[1].split(',') ?? []) {
      const name = part.trim().split(/\s+as\s+/)[0].replace(/^type\s+/, '');
      if (/^[A-Za-z_$][\w$]*$/.test(name)) names.add(name);
    }
  }
  return [...names];
}

export function docusaurusCompatPlugin(siteDir: string, options: CompatOptions): esbuild.Plugin {
  const site = path.resolve(siteDir);
  const isSiteCode = (file: string) => file.startsWith(site + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);
  // Site-relative, as the markdown warnings name files.
  const shown = (file: string) => path.relative(site, file).split(path.sep).join('/');
  const react = reactResolver(site);
  // sitegen's own packages, where they are (node_modules may be a link).
  const engineModules = [...new Set([path.join(ENGINE_ROOT, 'node_modules'), realpath(path.join(ENGINE_ROOT, 'node_modules'))])].map((dir) => dir + path.sep);
  const placeholder = (specifier: string, from: string, why: string) => {
    // An MDX file's module (src/bundle/component-setup.ts) is read, and named, as the MDX file.
    const importer = from.replace(/\.sitegen-esm\.jsx$/, '');
    options.warnings?.add(`${shown(importer)}:${importLine(importer, specifier)}: ${why}; it renders as a placeholder`);
    return {path: specifier, namespace: 'sitegen-missing', pluginData: {names: importedNames(importer, specifier)}};
  };
  return {
    name: 'sitegen-docusaurus-compat',
    setup(build) {
      stylesSetup(build, site, options);
      assetsSetup(build, site, isSiteCode, options);
      build.onResolve({filter: DOCUSAURUS}, (args) => {
        const found = layerModule(args.path, options.target);
        if (found) return {path: found};
        // sitegen's own theme files (`@theme/components/…`) keep their alias.
        if (args.path.startsWith('@theme/') && !isSiteCode(args.importer)) return undefined;
        if (args.path.startsWith('@theme/') && ['', '.tsx', '.ts'].some((ext) => fs.existsSync(path.join(TEMPLATES_DIR, args.path.slice('@theme/'.length) + ext)))) return undefined;
        return placeholder(args.path, args.importer, `imports ${args.path}, which sitegen's Docusaurus layer does not provide`);
      });
      // Every name the importer takes from it is the placeholder.
      build.onLoad({filter: /.*/, namespace: 'sitegen-missing'}, (args) => {
        const names = ((args.pluginData?.names ?? []) as string[]).filter((name) => name !== 'default');
        return {
          contents: [
            `import {placeholder} from ${JSON.stringify(path.join(RUNTIME, 'fallback.tsx'))};`,
            `const Missing = placeholder(${JSON.stringify(args.path)});`,
            'export default Missing;',
            ...names.map((name) => `export const ${name} = Missing;`),
          ].join('\n'),
          resolveDir: RUNTIME,
          loader: 'js',
        };
      });
      // Docusaurus sites write JSX in `.js` files.
      build.onLoad({filter: /\.js$/, namespace: 'file'}, (args) => (isSiteCode(args.path) ? {contents: fs.readFileSync(args.path, 'utf8'), loader: 'jsx'} : undefined));
      // The browser's code block keeps the server's coloured lines (runtime/theme/CodeBlock.browser.tsx).
      if (options.target === 'browser') build.onResolve({filter: /CodeBlock\.server\.tsx$/}, (args) => ({path: path.resolve(args.resolveDir, args.path).replace('.server.', '.browser.')}));
      // The site's values in the layer's data module.
      build.onLoad({filter: /[\\/]compat[\\/]docusaurus[\\/]runtime[\\/]data\.ts$/}, (args) => {
        const source = fs.readFileSync(args.path, 'utf8');
        const contents = source.replace(/export const siteData: DocusaurusSiteData = \{[\s\S]*?\n\};/, `export const siteData: DocusaurusSiteData = ${JSON.stringify(options.siteData)};`);
        return {contents, loader: 'ts'};
      });
      build.onResolve({filter: BARE}, async (args) => {
        if (args.pluginData?.sitegenCompat || NOT_PACKAGE.test(args.path)) return undefined;
        const forReact = react(args.path, options.target);
        if (forReact) return forReact;
        if (args.namespace !== 'file' || !args.importer) return undefined;
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
        if (builtinModules.includes(name)) return undefined;
        const fromSite = isSiteCode(args.importer) || args.importer.startsWith(site + path.sep);
        const layer = layerModule(args.path, options.target);
        if (!fromSite) return options.target === 'server' ? {path: args.path, external: true} : undefined;
        const resolved = await build.resolve(args.path, {kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: {sitegenCompat: true}});
        if (resolved.errors.length) {
          // A package sitegen has (react, for a site without node_modules) is sitegen's.
          const engine = await build.resolve(args.path, {kind: args.kind, resolveDir: ENGINE_ROOT, pluginData: {sitegenCompat: true}});
          if (!engine.errors.length) return options.target === 'server' ? {path: args.path, external: true} : engine;
          if (layer) return {path: layer};
          if (!isSiteCode(args.importer)) return undefined;
          return placeholder(args.path, args.importer, `imports ${args.path}, which is not installed (add it to the site's dependencies)`);
        }
        // Packages sitegen itself has stay outside the server bundle; the site's own are bundled.
        if (options.target === 'server' && (resolved.external || engineModules.some((dir) => resolved.path.startsWith(dir)))) return {path: args.path, external: true};
        return resolved;
      });
    },
  };
}
