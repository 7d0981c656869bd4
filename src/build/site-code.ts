// The site's code: config, sidebars, the server bundle (theme + pages + islands) and the client
// bundle. In watch mode it is loaded again only when a code file changed, not for markdown edits.
import path from 'node:path';
import {loadConfig, importTypeScript} from '../config/load.ts';
import type {SiteConfig} from '../config/schema.ts';
import {discover, resolveBlogInstances, type SiteFiles} from '../content/discover.ts';
import {SidebarError} from '../errors.ts';
import type {SidebarsConfig} from '../routes/sidebars.ts';
import {loadComponents, type ServerComponents} from '../render/components.ts';
import {bundleClient} from '../bundle/client.ts';
import type {ClientAssets} from '../bundle/types.ts';

export interface SiteCode {
  config: SiteConfig;
  configFile?: string;
  sidebars?: {config: SidebarsConfig; file: string};
  /** Server and client bundles: started early, awaited after parsing. */
  bundles: Promise<[ServerComponents, ClientAssets]>;
  /** The page files the server bundle was built for. */
  pages: string[];
}

/** Files whose change means the site's code must be loaded again. */
export const CODE_FILE = /\.(tsx?|jsx?|mjs|cjs|css|json)$/;

export async function loadSiteCode(siteDir: string, cacheDir: string): Promise<SiteCode> {
  const loaded = await loadConfig(siteDir, cacheDir);
  const config = loaded.config;
  // Without a `blogs` entry a `blog/` folder is one blog at /blog: settle that here, once.
  config.blogs = resolveBlogInstances(siteDir, config);
  const files = discover(siteDir, config);
  let sidebars: SiteCode['sidebars'];
  if (files.sidebarsFile) {
    const mod = await importTypeScript(path.join(siteDir, files.sidebarsFile), cacheDir);
    const exported = Object.fromEntries(Object.entries((mod.default ?? mod) as SidebarsConfig).filter(([key]) => key !== 'default'));
    if (!Object.keys(exported).length) throw new SidebarError('exports no sidebars', {location: {file: files.sidebarsFile}});
    sidebars = {config: exported as SidebarsConfig, file: path.posix.join(path.basename(siteDir), files.sidebarsFile)};
  }
  // esbuild works in its own process: these run while this thread parses markdown.
  const bundles = Promise.all([
    loadComponents({siteDir, pages: files.pages, islands: config.islands, cacheDir}),
    bundleClient({siteDir, islands: config.islands, customCss: config.customCss, baseUrl: config.baseUrl}),
  ]);
  bundles.catch(() => {});
  return {config, configFile: loaded.file, sidebars, bundles, pages: files.pages};
}

/** Whether a watch-mode change can keep the loaded code (markdown, YAML, static files). */
export function canReuse(code: SiteCode | undefined, changed: string[], files: SiteFiles): code is SiteCode {
  if (!code || !changed.length) return false;
  if (changed.some((file) => CODE_FILE.test(file))) return false;
  // A page added or removed changes the server bundle's entry.
  return code.pages.join('\n') === files.pages.join('\n');
}
