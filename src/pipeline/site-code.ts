// The site's code: config, sidebars, the server bundle (theme + pages + islands) and the client
// bundle. Each is bundled with esbuild and reused while the files it was made from are unchanged
// (a reading step, src/steps/reading.ts), so a markdown edit or a warm build costs no bundling at all.
import path from 'node:path';
import {CONFIG_FILE, loadConfig, importTypeScript} from '../config/load.ts';
import type {SiteConfig} from '../config/schema.ts';
import {findSidebarsFile, resolveBlogInstances, type SiteFiles} from '../content/discover.ts';
import {DEFAULT_DOCS, docsInstances, instanceKey} from '../content/versions.ts';
import fs from 'node:fs';
import {ConfigError, SidebarError} from '../errors.ts';
import {yamlLibrary} from '../content/yaml.ts';
import {normalizeCategoryLink, normalizeSidebars, type SidebarsInput} from '../routes/sidebar-config.ts';
import type {CategoryMeta} from '../routes/sidebars.ts';
import {bundleServer, type ServerCode} from '../render/components.ts';
import {bundleClient, themeExtras} from '../bundle/client.ts';
import {islandSpec} from '../bundle/component-setup.ts';
import type {ClientAssets} from '../bundle/types.ts';
import type {StepRunner} from '../steps/runner.ts';
import {isMarkdownPage} from '../routes/pages.ts';
import {docusaurusSiteData} from '../compat/docusaurus/site-data.ts';
import {needsBrowser, pageIslandName} from '../compat/docusaurus/interactive.ts';
import {swizzleIslands} from '../compat/docusaurus/swizzle-plugin.ts';
import {DOCUSAURUS_PAGES_DIR} from '../content/discover.ts';
import {createHash} from 'node:crypto';
import {ASSETS_DIR} from '../shared/assets-dir.ts';
import {withBaseUrl} from '../shared/urls.ts';

/** The client assets with what the site's code imports: its stylesheets (as one file) and images. */
function withSiteCss(client: ClientAssets, server: {css: string; assets: [string, string][]}, baseUrl: string): ClientAssets {
  if (!server.css && !server.assets.length) return client;
  const files = new Map(client.files);
  for (const [name, file] of server.assets) files.set(name, fs.readFileSync(file));
  if (!server.css) return {...client, files};
  const name = `${ASSETS_DIR}/site-${createHash('sha1').update(server.css).digest('hex').slice(0, 8)}.css`;
  files.set(name, new TextEncoder().encode(server.css));
  return {...client, siteCss: withBaseUrl(baseUrl, `/${name}`), files};
}

export interface SiteSettings {
  config: SiteConfig;
  configFile?: string;
  /** The bundled config module, for parse workers that apply its markdown plugins. */
  configModule?: string;
  /** The default docs instance's sidebars. */
  sidebars?: {input: SidebarsInput; file: string};
  /** Each docs instance's sidebars (of its current version), by instance id. */
  instanceSidebars?: Record<string, {input: SidebarsInput; file: string}>;
}

export async function loadSettings(siteDir: string, runner: StepRunner): Promise<SiteSettings> {
  const loaded = await loadConfig(siteDir, runner);
  // Without a `blogs` entry a `blog/` folder is one blog at /blog: settle that here, once.
  const config: SiteConfig = {...loaded.config, blogs: resolveBlogInstances(siteDir, loaded.config)};
  // Only the sidebars files: the discover step finds the rest, with what it keeps between builds.
  const instanceSidebars: Record<string, SidebarsLoaded> = {};
  for (const instance of docsInstances(config)) {
    const sidebarsFile = findSidebarsFile(siteDir, config, instance);
    const named = instance.sidebarPath;
    if (typeof named === 'string' && !sidebarsFile) {
      throw new ConfigError(`${instanceKey(config, instance.id)}.sidebarPath names ${named}, which does not exist in ${siteDir}`, {location: {file: loaded.file ?? CONFIG_FILE}});
    }
    if (sidebarsFile) instanceSidebars[instance.id] = await loadSidebarsFile(siteDir, sidebarsFile, runner);
  }
  const sidebars = instanceSidebars[DEFAULT_DOCS];
  return {config, configFile: loaded.file, configModule: loaded.module, sidebars, instanceSidebars};
}

type SidebarsLoaded = {input: SidebarsInput; file: string};

/** A sidebars file of the site (TypeScript, JavaScript or JSON), normalized. */
async function loadSidebarsFile(siteDir: string, sidebarsFile: string, runner: StepRunner): Promise<SidebarsLoaded> {
  const full = path.join(siteDir, sidebarsFile);
  const shown = path.posix.join(path.basename(siteDir), sidebarsFile);
  let exported: unknown;
  if (full.endsWith('.json')) {
    try {
      exported = JSON.parse(fs.readFileSync(full, 'utf8'));
    } catch (cause) {
      throw new SidebarError(`not valid JSON: ${(cause as Error).message}`, {location: {file: shown}, cause});
    }
  } else {
    const mod = await importTypeScript(full, runner);
    exported = mod.default ?? Object.fromEntries(Object.entries(mod).filter(([key]) => key !== 'default'));
  }
  if (exported && typeof exported === 'object' && !Object.keys(exported).length) throw new SidebarError('exports no sidebars', {location: {file: shown}});
  return {input: normalizeSidebars(exported, shown), file: shown};
}

/** A version's sidebars: a released version's own file, else its instance's sidebars file (none: generated). */
export function versionSidebars(siteDir: string, settings: SiteSettings, version: {pluginId: string; sidebarsFile?: string}): SiteSettings['sidebars'] {
  return version.sidebarsFile ? loadVersionSidebars(siteDir, version.sidebarsFile) : settings.instanceSidebars?.[version.pluginId];
}

/** A released version's sidebars (versioned_sidebars/version-<name>-sidebars.json), if it has a file. */
export function loadVersionSidebars(siteDir: string, file: string): SiteSettings['sidebars'] {
  const full = path.join(siteDir, file);
  if (!fs.existsSync(full)) return undefined;
  const shown = path.posix.join(path.basename(siteDir), file);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (cause) {
    throw new SidebarError(`not valid JSON: ${(cause as Error).message}`, {location: {file: shown}, cause});
  }
  return {input: normalizeSidebars(raw, shown), file: shown};
}

/** The `_category_.json` / `.yml` files of the docs folders, keyed by folder (as written, below the docs root). */
export function loadCategories(siteDir: string, docsDir: string, files: string[]): Map<string, CategoryMeta> {
  const categories = new Map<string, CategoryMeta>();
  for (const file of files) {
    const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
    let raw: unknown;
    try {
      raw = file.endsWith('.json') ? JSON.parse(source) : yamlLibrary().parse(source);
    } catch (cause) {
      throw new SidebarError(`malformed category file: ${(cause as Error).message.split('\n')[0]}`, {location: {file}, cause});
    }
    const meta = (raw ?? {}) as Record<string, unknown>;
    const link = meta.link === null ? null : normalizeCategoryLink(meta.link, file);
    categories.set(path.posix.relative(docsDir, path.posix.dirname(file)), {
      label: typeof meta.label === 'string' ? meta.label : undefined,
      position: typeof meta.position === 'number' ? meta.position : undefined,
      collapsed: typeof meta.collapsed === 'boolean' ? meta.collapsed : undefined,
      collapsible: typeof meta.collapsible === 'boolean' ? meta.collapsible : undefined,
      className: typeof meta.className === 'string' ? meta.className : undefined,
      description: typeof meta.description === 'string' ? meta.description : undefined,
      link,
    });
  }
  return categories;
}

export interface SiteBundles {
  server: ServerCode;
  client: ClientAssets;
}

/** Both bundles, started together; esbuild works in its own process while this one parses. */
export function bundleSite(args: {siteDir: string; config: SiteConfig; files: SiteFiles; runner: StepRunner; plugins?: {pages: string[]; globalData: Record<string, Record<string, unknown>>}}): Promise<SiteBundles> {
  const {config, runner} = args;
  // MDX's site components render on the server like islands; only interactive ones ship to the browser.
  const components = Object.entries(args.files.siteComponents);
  const serverIslands = {...config.islands, ...Object.fromEntries(components.map(([name, c]) => [name, islandSpec(c)]))};
  // Docusaurus pages that need the browser are hydrated whole (src/compat/docusaurus/interactive.ts).
  const hydratedPages = args.files.pages.filter((file) => file.startsWith(`${DOCUSAURUS_PAGES_DIR}/`) && !isMarkdownPage(file) && needsBrowser(args.siteDir, file));
  const clientIslands = {
    ...config.islands,
    ...Object.fromEntries(components.filter(([, c]) => c.interactive).map(([name, c]) => [name, islandSpec(c)])),
    ...Object.fromEntries(hydratedPages.map((file) => [pageIslandName(file), file])),
    // Swizzles whose code runs in the browser hydrate where the theme draws them (swizzle-plugin.ts).
    ...swizzleIslands(args.siteDir),
  };
  const siteData = docusaurusSiteData(config, args.plugins?.globalData);
  // Plugins' routes render their components as pages.
  const pages = [...new Set([...args.files.pages.filter((file) => !isMarkdownPage(file)), ...(args.plugins?.pages ?? [])])];
  const bundles = Promise.all([
    bundleServer({siteDir: args.siteDir, pages, islands: serverIslands, runner, siteData}),
    bundleClient({siteDir: args.siteDir, islands: clientIslands, customCss: config.customCss, ...(themeExtras(config).length ? {themeExtras: themeExtras(config)} : {}), baseUrl: config.baseUrl, runner, siteData}),
  ]).then(([server, client]) => ({server, client: withSiteCss(client, server, config.baseUrl)}));
  // Awaited after parsing; a failure must not be reported as unhandled before that.
  bundles.catch(() => {});
  return bundles;
}
