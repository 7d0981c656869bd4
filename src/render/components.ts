// Loads the theme's layouts, the site's React pages and its islands as one server bundle. Bundling
// (rather than importing the files) lets `serve --watch` load fresh code after every edit.
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {TEMPLATES_DIR} from '../paths.ts';
import {metafileInputs} from '../shared/metafile-inputs.ts';
import {defineReadingStep, type StepRunner} from '../steps/runner.ts';
import {createHash} from 'node:crypto';
import type * as esbuild from 'esbuild';
import type {ComponentType, ReactElement, ReactNode, createElement} from 'react';
import {docusaurusCompatPlugin, RUNTIME_DIR} from '../compat/docusaurus/plugin.ts';
import type {DocusaurusSiteData} from '../compat/docusaurus/site-data.ts';
import {collectedCss, type CollectedStyles} from '../compat/docusaurus/styles.ts';
import type {ImportedAssets} from '../compat/docusaurus/assets.ts';
import {themePlugin} from './theme-overrides.ts';
import {swizzlePlugin} from '../compat/docusaurus/swizzle-plugin.ts';
import {bundleFailure, importIsland, mdxModulePlugin, siteReplacements} from '../bundle/component-setup.ts';
import type {PageMeta} from '../routes/pages.ts';
import type {Route, Sidebar, SiteChrome} from '../routes/types.ts';
import type {ThemeMessages} from '../shared/theme-strings.ts';
import type {ContentFill} from './content-html.ts';


/**
 * How the pages of a large sidebar show it (made by the render step, beside the route table):
 * the URL of its fragment file and each category's HTML when folded, by position.
 */
export interface LazySidebar {
  fragment: string;
  folded: Record<string, string>;
}

export interface LayoutProps<R extends Route = Route> {
  route: R;
  site: SiteChrome;
  /** What the route's content slots are filled with (write its content with contentHtml). */
  content: ContentFill;
  /** The route's docs sidebar, when it is large: its fragment file and folded categories (made by render). */
  lazySidebar?: LazySidebar;
  children?: ReactNode;
}

export interface PageModule {
  default: ComponentType<{site: SiteChrome}>;
  meta?: PageMeta;
}

export interface ServerComponents {
  layouts: Record<Route['kind'], ComponentType<LayoutProps<never>>>;
  /** The folded categories' items of a sidebar, as HTML by position (templates/components/DocSidebar.tsx). */
  sidebarFragment(sidebar: Sidebar, render: (element: ReactElement) => string, messages?: ThemeMessages, lang?: string): Record<string, string>;
  /** Each category of a sidebar as it is when folded, as HTML by position (templates/components/DocSidebar.tsx). */
  foldedCategories(sidebar: Sidebar, render: (element: ReactElement) => string, messages?: ThemeMessages, lang?: string): Record<string, string>;
  pages: Record<string, PageModule>;
  islands: Record<string, ComponentType<Record<string, string>>>;
  /** Identifies the bundled theme and page code, so cached pages are dropped when it changes. */
  codeHash: string;
  /** The page render's React (the site's own when it has one) and the Docusaurus layer's page state. */
  docusaurus: DocusaurusServer;
}

/** The page's locale and the site's translated texts of it (code.json), as `<Translate>` reads them. */
export interface PageCode {
  currentLocale: string;
  codeTranslations: Record<string, string>;
}

export interface DocusaurusServer {
  begin(pathname: string, baseUrl: string, code?: PageCode): void;
  end(): {title?: string; description?: string; head: string};
  /** The theme's texts of the route being rendered, for the layer's theme components; unset after it. */
  themeMessages(messages: Readonly<Record<string, string>> | undefined): void;
  react: {createElement: typeof createElement; renderToString: (element: ReactElement) => string; renderToStaticMarkup: (element: ReactElement) => string};
}

export function aliases(siteDir: string): Record<string, string> {
  return {'@theme': TEMPLATES_DIR, '@site': path.resolve(siteDir)};
}

/** The server bundle: its hash (part of every rendered page's cache key), the pages' `meta`, and the code itself, loaded only when a page must be rendered. */
export interface ServerCode {
  codeHash: string;
  pageMeta: Record<string, PageMeta>;
  /** The CSS of the stylesheets site code imports (CSS modules, Sass), for every page. */
  css: string;
  /** Imports site code makes that could not be served (the Docusaurus layer, MDX modules), as `file:line: why`. */
  warnings: string[];
  /** Images site code imports that go to assets/: output path → source file. */
  assets: [string, string][];
  load(): Promise<ServerComponents>;
}

interface ServerBundle {
  /** The bundle, kept in the cache's files folder. */
  file: string;
  codeHash: string;
  pageMeta: Record<string, PageMeta>;
  css: string;
  warnings: string[];
  assets: [string, string][];
}

/** The theme, the site's pages and its islands as one server bundle, reused while every file it was made from is unchanged. */
const serverStep = defineReadingStep({
  name: 'server-bundle',
  version: 1,
  config: [],
  /** `site`: the site folder (absolute); `templates`: the theme's (the bundle names its files); `replaced`: see siteReplacements. */
  async run(input: {site: string; templates: string; pages: string[]; islands: Record<string, string>; siteData: DocusaurusSiteData; replaced: ReturnType<typeof siteReplacements>}, tools): Promise<ServerBundle> {
    const built = await compileServer(input.site, input.pages, input.islands, input.siteData);
    tools.dependsOn(built.inputs);
    const file = tools.keepFile(`server-${built.codeHash}.mjs`, built.code);
    const module = (await import(pathToFileURL(file).href)) as Omit<ServerComponents, 'codeHash'>;
    const pageMeta = Object.fromEntries(Object.entries(module.pages).map(([page, mod]) => [page, {...(mod.meta ?? {})}]));
    return {file, codeHash: built.codeHash, pageMeta, css: built.css, warnings: built.warnings, assets: built.assets};
  },
});

export async function bundleServer(args: {siteDir: string; pages: string[]; islands: Record<string, string>; runner: StepRunner; siteData: DocusaurusSiteData}): Promise<ServerCode> {
  const site = path.resolve(args.siteDir);
  const bundle = await args.runner.reading(serverStep, {site, templates: TEMPLATES_DIR, pages: args.pages, islands: args.islands, siteData: args.siteData, replaced: siteReplacements(site)});
  let loaded: Promise<ServerComponents> | undefined;
  return {
    codeHash: bundle.codeHash,
    pageMeta: bundle.pageMeta,
    css: bundle.css ?? '',
    warnings: bundle.warnings ?? [],
    assets: bundle.assets ?? [],
    load() {
      loaded ??= import(pathToFileURL(bundle.file).href).then((module: Omit<ServerComponents, 'codeHash'>) => ({...module, codeHash: bundle.codeHash}));
      return loaded;
    },
  };
}

async function compileServer(site: string, pages: string[], islands: Record<string, string>, siteData: DocusaurusSiteData): Promise<{code: string; codeHash: string; inputs: string[]; css: string; warnings: string[]; assets: [string, string][]}> {
  const lines = [`export {foldedCategories, layouts, sidebarFragment} from ${JSON.stringify(path.join(TEMPLATES_DIR, 'index.ts'))};`];
  lines.push(`export * as docusaurus from ${JSON.stringify(path.join(RUNTIME_DIR, 'server.ts'))};`);
  const warnings = new Set<string>();
  const styles: CollectedStyles = new Map();
  const read = new Set<string>();
  const assets: ImportedAssets = new Map();
  pages.forEach((file, n) => lines.push(`import * as page${n} from ${JSON.stringify(path.join(site, file))};`));
  lines.push(`export const pages = {${pages.map((file, n) => `${JSON.stringify(file)}: page${n}`).join(', ')}};`);
  const islandNames = Object.keys(islands);
  islandNames.forEach((name, n) => lines.push(importIsland(site, islands[name], `island${n}`)));
  lines.push(`export const islands = {${islandNames.map((name, n) => `${JSON.stringify(name)}: island${n}`).join(', ')}};`);
  let result: esbuild.BuildResult<{write: false; metafile: true}>;
  try {
    result = await (await import('esbuild')).build({
      // Top-level await (the code highlighter) needs an ES module target.
      target: 'es2022',
      stdin: {contents: lines.join('\n'), resolveDir: site, loader: 'ts', sourcefile: 'sitegen-server-entry.ts'},
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      // Packages stay outside the bundle (imported from sitegen's node_modules at run time), except
      // a site's own, which the compat plugin has bundled (see docusaurusCompatPlugin).
      jsx: 'automatic',
      alias: aliases(site),
      loader: {'.css': 'empty', '.svg': 'text'},
      define: {'process.env.NODE_ENV': '"production"'},
      // CommonJS packages a site's code brings require() what stays outside the bundle (React).
      banner: {js: "import {createRequire as sitegenCreateRequire} from 'node:module';\nconst require = sitegenCreateRequire(import.meta.url);"},
      plugins: [swizzlePlugin(site, 'server', warnings), themePlugin(site, 'server', warnings), docusaurusCompatPlugin(site, {target: 'server', siteData, warnings, styles, inputs: read, assets}), mdxModulePlugin(site, warnings, read)],
      logLevel: 'silent',
    });
  } catch (cause) {
    throw bundleFailure(site, 'could not compile templates or pages', cause);
  }
  const code = result.outputFiles[0].text;
  const css = collectedCss(styles, site);
  return {
    code,
    codeHash: createHash('sha1').update(code).update(css).digest('hex').slice(0, 12),
    inputs: [...new Set([...metafileInputs(result.metafile), ...read])],
    css,
    warnings: [...warnings].sort(),
    assets: [...assets].sort(([a], [b]) => (a < b ? -1 : 1)),
  };
}
