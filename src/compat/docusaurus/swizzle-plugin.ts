// The esbuild plugin that puts a Docusaurus site's swizzles (swizzles.ts) where Docusaurus would:
// sitegen's theme draws the swizzle wherever it draws the counterpart component (server and browser
// bundles alike); `@theme-original/<Name>` and `@theme-init/<Name>` in the site's code are the
// original; `@theme/<Name>` in the site's code is the site's swizzle, else sitegen's component in
// Docusaurus's shape. The modules binding these together live in the `sitegen-swizzle` namespace.
import path from 'node:path';
import type * as esbuild from 'esbuild';
import {TEMPLATES_DIR} from '../../paths.ts';
import {importedNames, importLine, layerModule, RUNTIME_DIR} from './plugin.ts';
import {swizzleCounterpart} from './swizzle-map.ts';
import {interactiveSwizzles, siteSwizzles, swizzleIslandName, SWIZZLE_DIR, SWIZZLE_ISLAND_SUFFIX, unusedSwizzleMessage, type Swizzle} from './swizzles.ts';

const COMPONENTS_DIR = path.join(TEMPLATES_DIR, 'components');
const NAMESPACE = 'sitegen-swizzle';
const RUNTIME = JSON.stringify(path.join(RUNTIME_DIR, 'swizzle.tsx'));
const componentFile = (component: string) => JSON.stringify(path.join(COMPONENTS_DIR, `${component}.tsx`));

/** `@theme/Footer/index.js` → `Footer`. */
const themeName = (specifier: string) => specifier.replace(/^@theme(-original|-init)?\//, '').replace(/\.[jt]sx?$/, '').replace(/\/index$/, '');

export function swizzlePlugin(siteDir: string, target: 'server' | 'browser', warnings?: Set<string>): esbuild.Plugin {
  const site = path.resolve(siteDir);
  const swizzles = siteSwizzles(site);
  const byName = new Map(swizzles.map((swizzle) => [swizzle.name, swizzle]));
  // Each theme component, with the swizzles drawn in its place.
  const byComponent = new Map<string, Swizzle[]>();
  for (const swizzle of swizzles) {
    const counterpart = swizzle.counterpart;
    if (!counterpart) warnings?.add(unusedSwizzleMessage(swizzle));
    else if ('component' in counterpart) byComponent.set(counterpart.component, [...(byComponent.get(counterpart.component) ?? []), swizzle]);
  }
  const islands = new Set(target === 'server' ? interactiveSwizzles(site, swizzles).map((swizzle) => swizzle.name) : []);
  const fileOf = (swizzle: Swizzle) => JSON.stringify(path.join(site, swizzle.file));
  const isSiteCode = (file: string) => file.startsWith(site + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);
  const isDocusaurusCode = (file: string) => file.startsWith(path.join(site, 'src') + path.sep) && isSiteCode(file);

  const modules: Record<string, (name: string) => string> = {
    // sitegen's component, drawn with the props the theme gave (or made from Docusaurus's).
    original: (name) => {
      const counterpart = swizzleCounterpart(name) as {component: string};
      return [`import {original} from ${RUNTIME};`, `import * as Theme from ${componentFile(counterpart.component)};`, `export default original(${JSON.stringify(name)}, Theme.${counterpart.component});`].join('\n');
    },
    // The theme component, drawing the site's swizzles in its place.
    adapter: (component) => {
      const used = byComponent.get(component) ?? [];
      return [
        `import {adapt} from ${RUNTIME};`,
        `import * as Theme from ${componentFile(component)};`,
        ...used.map((swizzle, n) => `import Swizzle${n} from ${fileOf(swizzle)};`),
        `export * from ${componentFile(component)};`,
        `export const ${component} = adapt(Theme.${component}, [${used
          .map((swizzle, n) => {
            const counterpart = swizzle.counterpart as {use?: string};
            const island = islands.has(swizzle.name) ? swizzleIslandName(swizzle) : undefined;
            return JSON.stringify({name: swizzle.name, use: counterpart.use, island}).replace(/}$/, `, Component: Swizzle${n}}`);
          })
          .join(', ')}]);`,
      ].join('\n');
    },
    // The browser's side of an interactive swizzle.
    island: (name) => [`import {swizzleIsland} from ${RUNTIME};`, `import Swizzle from ${fileOf(byName.get(name)!)};`, `export default swizzleIsland(${JSON.stringify(name)}, Swizzle);`].join('\n'),
  };
  const virtual = (kind: string, name: string) => ({path: `${kind}:${name}`, namespace: NAMESPACE});

  return {
    name: 'sitegen-docusaurus-swizzles',
    setup(build) {
      build.onResolve({filter: /^@theme-(original|init)\//}, (args) => {
        if (!isDocusaurusCode(args.importer)) return undefined;
        const name = themeName(args.path);
        const counterpart = swizzleCounterpart(name);
        if (counterpart && 'layer' in counterpart) return {path: layerModule(counterpart.layer, target)!};
        if (counterpart) return virtual('original', name);
        warnings?.add(`${path.relative(site, args.importer).split(path.sep).join('/')}:${importLine(args.importer, args.path)}: imports ${args.path}, which sitegen has no counterpart for; it renders as a placeholder`);
        return {path: args.path, namespace: 'sitegen-missing', pluginData: {names: importedNames(args.importer, args.path)}};
      });
      // Site code's `@theme/<Name>`: the site's swizzle, as in Docusaurus; else sitegen's component.
      build.onResolve({filter: /^@theme\//}, (args) => {
        if (!isSiteCode(args.importer)) return undefined;
        const name = themeName(args.path);
        const own = byName.get(name);
        if (own && path.join(site, own.file) !== args.importer) return {path: path.join(site, own.file)};
        const counterpart = swizzleCounterpart(name);
        return counterpart && 'component' in counterpart ? virtual('original', name) : undefined;
      });
      build.onResolve({filter: new RegExp(`${SWIZZLE_ISLAND_SUFFIX.replace('?', '\\?')}$`)}, (args) => {
        const file = path.relative(site, args.path.slice(0, -SWIZZLE_ISLAND_SUFFIX.length)).split(path.sep).join('/');
        const swizzle = swizzles.find((candidate) => candidate.file === file);
        return swizzle ? virtual('island', swizzle.name) : {errors: [{text: `${file} is not a swizzled component of ${SWIZZLE_DIR}`}]};
      });
      if (byComponent.size) {
        // The theme's imports of a component some swizzle replaces (the binding modules' own excepted).
        build.onResolve({filter: /\.tsx$/}, (args) => {
          if (args.namespace === NAMESPACE || (!args.path.startsWith('.') && !args.path.startsWith('@theme/'))) return undefined;
          const resolved = args.path.startsWith('@theme/') ? path.join(TEMPLATES_DIR, args.path.slice('@theme/'.length)) : path.resolve(args.resolveDir, args.path);
          if (path.dirname(resolved) !== COMPONENTS_DIR) return undefined;
          const component = path.basename(resolved, '.tsx');
          return byComponent.has(component) ? virtual('adapter', component) : undefined;
        });
      }
      build.onLoad({filter: /.*/, namespace: NAMESPACE}, (args) => {
        const at = args.path.indexOf(':');
        return {contents: modules[args.path.slice(0, at)](args.path.slice(at + 1)), resolveDir: site, loader: 'js'};
      });
    },
  };
}

/** The client islands of the site's interactive swizzles: island name → entry. */
export function swizzleIslands(siteDir: string): Record<string, string> {
  return Object.fromEntries(interactiveSwizzles(path.resolve(siteDir)).map((swizzle) => [swizzleIslandName(swizzle), `${swizzle.file}${SWIZZLE_ISLAND_SUFFIX}`]));
}
