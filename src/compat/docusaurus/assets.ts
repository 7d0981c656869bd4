// Images site code imports, as Docusaurus's bundler gives them: `import Logo from './logo.svg'` is a
// component drawing the SVG inline, any other image (`import shot from './shot.png'`,
// `require('@site/static/img/a.png').default`) its URL. A file of `static/` is served where it is;
// any other is written once to assets/ under a name with its content hash. The same names in the
// server and browser bundles, as both are derived from the file alone.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import type * as esbuild from 'esbuild';
import {ENGINE_ROOT} from '../../paths.ts';

const RUNTIME_DIR = path.join(ENGINE_ROOT, 'src/compat/docusaurus/runtime');

const IMAGE = /\.(png|jpe?g|gif|webp|avif|ico|bmp|svg)$/i;

/** Output path (below the output folder) → source file, of the images site code imports. */
export type ImportedAssets = Map<string, string>;

/** The site path an imported image is served at. */
export function importedImageUrl(site: string, file: string, assets?: ImportedAssets): string {
  const inStatic = path.relative(path.join(site, 'static'), file);
  if (!inStatic.startsWith('..') && !path.isAbsolute(inStatic)) return `/${inStatic.split(path.sep).join('/')}`;
  const ext = path.extname(file);
  const name = `assets/${path.basename(file, ext)}-${createHash('sha1').update(fs.readFileSync(file)).digest('hex').slice(0, 8)}${ext}`;
  assets?.set(name, file);
  return `/${name}`;
}

/** An SVG file as a module: the component draws it (its root's attributes, overridden by props). */
export function svgModule(source: string, url: string): string {
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>/i.exec(source);
  const attributes: Record<string, string> = {};
  for (const [, name, value] of (root?.[1] ?? '').matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) {
    if (name === 'class') attributes.className = value;
    else if (!name.startsWith('xmlns:')) attributes[name === 'xmlns' ? 'xmlns' : name.replace(/[-:]([a-z])/g, (_all, c: string) => c.toUpperCase())] = value;
  }
  return [
    `import {svgComponent} from ${JSON.stringify(path.join(RUNTIME_DIR, 'svg.ts'))};`,
    `const Svg = svgComponent(${JSON.stringify(attributes)}, ${JSON.stringify(root?.[2] ?? '')});`,
    'export default Svg;',
    'export const ReactComponent = Svg;',
    `export const url = ${JSON.stringify(url)};`,
  ].join('\n');
}

export function assetsSetup(build: esbuild.PluginBuild, site: string, isSiteCode: (file: string) => boolean, options: {assets?: ImportedAssets; inputs?: Set<string>}): void {
  build.onResolve({filter: IMAGE}, async (args) => {
    if (args.pluginData?.sitegenAsset || !args.importer || !isSiteCode(args.importer)) return undefined;
    if (args.kind !== 'import-statement' && args.kind !== 'require-call' && args.kind !== 'dynamic-import') return undefined;
    const resolved = await build.resolve(args.path, {kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: {sitegenAsset: true}});
    if (resolved.errors.length || resolved.external) return undefined;
    return {path: resolved.path, namespace: 'sitegen-asset'};
  });
  build.onLoad({filter: /.*/, namespace: 'sitegen-asset'}, (args) => {
    options.inputs?.add(args.path);
    const url = importedImageUrl(site, args.path, options.assets);
    const contents = /\.svg$/i.test(args.path) ? svgModule(fs.readFileSync(args.path, 'utf8'), url) : `export default ${JSON.stringify(url)};`;
    return {contents, loader: 'js', resolveDir: site, watchFiles: [args.path]};
  });
}
