// The plugin API's types, exported from sitegen's public module. A plugin is a function
// `(context, options) => Plugin` with hooks in Docusaurus's shape, so that a Docusaurus site's
// local plugins run unchanged, plus sitegen's own `markdown(md)`.
import type {MarkdownIt} from 'markdown-it';
import type {ZodType} from 'zod';
import type {SiteConfig} from '../config/schema.ts';

/** What every hook of a plugin can read (Docusaurus's `LoadContext`, as far as sitegen has it). */
export interface LoadContext {
  /** The site folder, absolute. */
  siteDir: string;
  /** The validated site config. */
  siteConfig: SiteConfig;
  /** The config file, absolute (undefined for a site without one). */
  siteConfigPath?: string;
  /** The output folder the build replaces when it succeeds. */
  outDir: string;
  baseUrl: string;
  /** Where `createData` writes (a folder of sitegen's cache for this site). */
  generatedFilesDir: string;
  i18n: {defaultLocale: string; locales: string[]; currentLocale: string};
}

/** A route a plugin adds: a page rendered on the server by a React component. */
export interface RouteConfig {
  /** The route's path below the base URL (`/changelog`); the base URL is added. */
  path: string;
  /**
   * The React component's module: absolute, relative to the site folder, or `@site/…`. Its
   * default export is rendered with `props`, the `modules`' data and `site` (sitegen's chrome).
   */
  component: string;
  /** Data handed to the component as props (JSON). */
  props?: Record<string, unknown>;
  /** Prop name → a file `createData` returned (or any JSON file): its parsed content is the prop. */
  modules?: Record<string, string>;
  /** The page's title and description, for its <head>, the sitemap and search. */
  title?: string;
  description?: string;
  /** Docusaurus's flag; every sitegen route is exact. */
  exact?: boolean;
}

export interface PluginActions {
  addRoute(route: RouteConfig): void;
  /** Writes `data` to a file of the generated-files folder and gives its path (for a route's `modules`). */
  createData(name: string, data: string): Promise<string>;
  /** Data every page can read with `useGlobalData()` / `usePluginData(name)`. */
  setGlobalData(data: unknown): void;
}

/** A tag for the page: an HTML string, or a tag described as data. */
export type HtmlTag = string | {tagName: string; attributes?: Record<string, string | boolean>; innerHTML?: string};

export interface HtmlTags {
  headTags?: HtmlTag | HtmlTag[];
  preBodyTags?: HtmlTag | HtmlTag[];
  postBodyTags?: HtmlTag | HtmlTag[];
}

/** A route of the finished build, as `postBuild` sees it. */
export interface BuiltRoute {
  /** Public path (with the base URL). */
  path: string;
  /** The kind of page (`doc`, `blog-post`, `page`, `plugin`, …). */
  kind: string;
  title: string;
  /** The output file, relative to the output folder. */
  file: string;
}

export interface PostBuildProps<Content = unknown> {
  /**
   * The folder to write files into: what a plugin writes there lands in the output, at the same
   * relative path, when the build succeeds (the output itself is swapped in only then).
   */
  outDir: string;
  routes: BuiltRoute[];
  /** Every route's public path (Docusaurus's `routesPaths`). */
  routesPaths: string[];
  siteConfig: SiteConfig;
  content: Content;
}

export interface Plugin<Content = unknown> {
  /** The plugin's name, as errors and warnings show it. */
  name: string;
  /** Reads what the plugin needs; the result is `content` in the other hooks. */
  loadContent?(): Content | Promise<Content>;
  contentLoaded?(args: {content: Content; actions: PluginActions}): void | Promise<void>;
  /** Runs after every page and file is made; writes more files into `outDir`. */
  postBuild?(props: PostBuildProps<Content>): void | Promise<void>;
  /** Tags for every page. */
  injectHtmlTags?(args: {content: Content}): HtmlTags;
  /** Browser modules (JavaScript or CSS files) every page loads. */
  getClientModules?(): string[];
  /**
   * Files the plugin reads (globs or paths, relative to the site folder): `serve --watch` rebuilds
   * when one changes, and `loadContent` is run again only then (without this hook it runs on every build).
   */
  getPathsToWatch?(): string[];
  /** sitegen's own hook: markdown-it plugins for every markdown file. */
  markdown?(md: MarkdownIt): void;
}

/**
 * A plugin module's default export. `extendConfig` (a zod schema) validates and fills the plugin's
 * options, with errors naming the plugin; Docusaurus's `validateOptions` is honoured as well.
 */
export type PluginModule<Options = unknown, Content = unknown> = ((context: LoadContext, options: Options) => Plugin<Content> | Promise<Plugin<Content>>) & {
  extendConfig?: ZodType<Options>;
  validateOptions?: (args: {options: unknown; validate: (schema: unknown, options: unknown) => unknown}) => Options;
};
