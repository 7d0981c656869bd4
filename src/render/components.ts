// Loads the theme's layouts, the site's React pages and its islands as one server bundle. Bundling
// (rather than importing the files) lets `serve --watch` load fresh code after every edit.
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {TEMPLATES_DIR} from '../paths.ts';
import {createHash} from 'node:crypto';
import * as esbuild from 'esbuild';
import type {ComponentType, ReactNode} from 'react';
import {RenderError} from '../errors.ts';
import type {PageMeta} from '../routes/table.ts';
import type {Route, SiteChrome} from '../routes/types.ts';


export interface LayoutProps<R extends Route = Route> {
  route: R;
  site: SiteChrome;
  children?: ReactNode;
}

export interface PageModule {
  default: ComponentType<{site: SiteChrome}>;
  meta?: PageMeta;
}

export interface ServerComponents {
  layouts: Record<Route['kind'], ComponentType<LayoutProps<never>>>;
  pages: Record<string, PageModule>;
  islands: Record<string, ComponentType<Record<string, string>>>;
  /** Identifies the bundled theme and page code, so cached pages are dropped when it changes. */
  codeHash: string;
}

export function aliases(siteDir: string): Record<string, string> {
  return {'@theme': TEMPLATES_DIR, '@site': path.resolve(siteDir)};
}

export async function loadComponents(args: {
  siteDir: string;
  pages: string[];
  islands: Record<string, string>;
  cacheDir: string;
}): Promise<ServerComponents> {
  const site = path.resolve(args.siteDir);
  const lines = [`export {layouts} from ${JSON.stringify(path.join(TEMPLATES_DIR, 'index.ts'))};`];
  args.pages.forEach((file, n) => lines.push(`import * as page${n} from ${JSON.stringify(path.join(site, file))};`));
  lines.push(`export const pages = {${args.pages.map((file, n) => `${JSON.stringify(file)}: page${n}`).join(', ')}};`);
  const islandNames = Object.keys(args.islands);
  islandNames.forEach((name, n) => lines.push(`import island${n} from ${JSON.stringify(path.join(site, args.islands[name]))};`));
  lines.push(`export const islands = {${islandNames.map((name, n) => `${JSON.stringify(name)}: island${n}`).join(', ')}};`);
  let result: esbuild.BuildResult<{write: false}>;
  try {
    result = await esbuild.build({
      stdin: {contents: lines.join('\n'), resolveDir: site, loader: 'ts', sourcefile: 'sitegen-server-entry.ts'},
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      jsx: 'automatic',
      alias: aliases(site),
      loader: {'.css': 'empty', '.svg': 'text'},
      define: {'process.env.NODE_ENV': '"production"'},
      logLevel: 'silent',
    });
  } catch (cause) {
    const first = (cause as esbuild.BuildFailure).errors?.[0];
    throw new RenderError(`could not compile templates or pages: ${first?.text ?? cause}`, {
      location: first?.location ? {file: first.location.file, line: first.location.line} : undefined,
      cause,
    });
  }
  const code = result.outputFiles[0].text;
  const hash = createHash('sha1').update(code).digest('hex').slice(0, 12);
  // Written beside the repo's node_modules so bare imports (react, remotion) resolve from there.
  fs.mkdirSync(args.cacheDir, {recursive: true});
  const file = path.join(args.cacheDir, `server-${hash}.mjs`);
  if (!fs.existsSync(file)) fs.writeFileSync(file, code);
  const module = (await import(pathToFileURL(file).href)) as Omit<ServerComponents, 'codeHash'>;
  return {...module, codeHash: hash};
}
