// The site's code: config, sidebars, the server bundle (theme + pages + islands) and the client
// bundle. Each is bundled with esbuild and reused while the files it was made from are unchanged
// (src/cache/built.ts), so a markdown edit or a warm build costs no bundling at all.
import path from 'node:path';
import {loadConfig, importTypeScript} from '../config/load.ts';
import type {SiteConfig} from '../config/schema.ts';
import {discover, resolveBlogInstances, type SiteFiles} from '../content/discover.ts';
import {SidebarError} from '../errors.ts';
import type {SidebarsConfig} from '../routes/sidebars.ts';
import {bundleServer, type ServerCode} from '../render/components.ts';
import {bundleClient} from '../bundle/client.ts';
import type {ClientAssets} from '../bundle/types.ts';
import type {BuildCache} from '../cache/built.ts';

export interface SiteSettings {
  config: SiteConfig;
  configFile?: string;
  sidebars?: {config: SidebarsConfig; file: string};
}

export async function loadSettings(siteDir: string, cache: BuildCache): Promise<SiteSettings> {
  const loaded = await loadConfig(siteDir, cache);
  const config = loaded.config;
  // Without a `blogs` entry a `blog/` folder is one blog at /blog: settle that here, once.
  config.blogs = resolveBlogInstances(siteDir, config);
  const sidebarsFile = config.docs.sidebarPath;
  const files = discover(siteDir, config);
  let sidebars: SiteSettings['sidebars'];
  if (files.sidebarsFile) {
    const mod = await importTypeScript(path.join(siteDir, sidebarsFile), cache);
    const exported = Object.fromEntries(Object.entries((mod.default ?? mod) as SidebarsConfig).filter(([key]) => key !== 'default'));
    if (!Object.keys(exported).length) throw new SidebarError('exports no sidebars', {location: {file: files.sidebarsFile}});
    sidebars = {config: exported as SidebarsConfig, file: path.posix.join(path.basename(siteDir), files.sidebarsFile)};
  }
  return {config, configFile: loaded.file, sidebars};
}

export interface SiteBundles {
  server: ServerCode;
  client: ClientAssets;
}

/** Both bundles, started together; esbuild works in its own process while this one parses. */
export function bundleSite(args: {siteDir: string; config: SiteConfig; files: SiteFiles; cache: BuildCache}): Promise<SiteBundles> {
  const {config, cache} = args;
  const bundles = Promise.all([
    bundleServer({siteDir: args.siteDir, pages: args.files.pages, islands: config.islands, cache}),
    bundleClient({siteDir: args.siteDir, islands: config.islands, customCss: config.customCss, baseUrl: config.baseUrl, cache}),
  ]).then(([server, client]) => ({server, client}));
  // Awaited after parsing; a failure must not be reported as unhandled before that.
  bundles.catch(() => {});
  return bundles;
}
