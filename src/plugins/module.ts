// A plugin's code: a local module is bundled (TypeScript, JSX, its own local imports) into the
// cache and imported from there, so `serve --watch` runs fresh code after every edit; `__dirname`,
// `__filename` and `import.meta.url` keep meaning the plugin's own file, and the packages it
// imports load from the site's node_modules. An npm package is imported where it is installed.
// Either way the plugin's code hash (part of its cache keys) identifies the code that runs.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import {createRequire, isBuiltin} from 'node:module';
import {pathToFileURL} from 'node:url';
import type * as esbuild from 'esbuild';
import {SitegenError} from '../errors.ts';
import {bundleNodeModule} from '../config/node-module.ts';
import {defineReadingStep, type StepRunner} from '../steps/runner.ts';

export interface PluginCode {
  /** The module's exports. */
  exports: Record<string, unknown>;
  /** Identifies the code: the bundle's hash, or the package's name and version. */
  codeHash: string;
  /** The file loaded (absolute), for messages. */
  file: string;
  /** The module imported: the bundle of a local module, the package's own file. */
  moduleFile: string;
}

/** A local module: a path relative to the site (`./plugins/x.mjs`), `@site/…`, or absolute. */
export function isLocalModule(specifier: string): boolean {
  return specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@site/') || path.isAbsolute(specifier);
}

export function localModulePath(siteDir: string, specifier: string): string {
  return path.resolve(siteDir, specifier.replace(/^@site\//, './'));
}

export async function loadPluginCode(siteDir: string, specifier: string, runner: StepRunner): Promise<PluginCode> {
  if (isLocalModule(specifier)) return loadLocal(localModulePath(siteDir, specifier), runner);
  const require = createRequire(path.join(path.resolve(siteDir), 'package.json'));
  const file = require.resolve(specifier);
  return {exports: (await import(pathToFileURL(file).href)) as Record<string, unknown>, codeHash: `${specifier}@${packageVersion(file)}`, file, moduleFile: file};
}

/** The version in the package.json above an installed file. */
function packageVersion(file: string): string {
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version?: string; name?: string};
      if (json.name) return json.version ?? '0.0.0';
    }
  }
  return createHash('sha1').update(fs.readFileSync(file)).digest('hex');
}

/** A local plugin module bundled with what it imports; reused while those files are unchanged. */
const pluginModuleStep = defineReadingStep({
  name: 'plugin-modules',
  version: 1,
  config: [],
  run: (input: {file: string}, tools) =>
    bundleNodeModule(input.file, tools, {
      prefix: 'plugin-',
      options: {target: 'node20', jsx: 'automatic', banner: {js: "import {createRequire as sitegenCreateRequire} from 'node:module';"}, plugins: [locatedFiles(), sitePackages()]},
      // The plugin's own file and line, not the config's (see PluginError in load.ts).
      failure: (text, options) => new SitegenError(text, options),
    }),
});

async function loadLocal(file: string, runner: StepRunner): Promise<PluginCode> {
  if (!fs.existsSync(file)) throw Object.assign(new Error(`${file} does not exist`), {code: 'ENOENT'});
  const bundled = await runner.reading(pluginModuleStep, {file});
  return {exports: (await import(pathToFileURL(bundled).href)) as Record<string, unknown>, codeHash: path.basename(bundled), file, moduleFile: bundled};
}

/** Each bundled file keeps its own `__dirname`, `__filename`, `import.meta.url` and `require`. */
function locatedFiles(): esbuild.Plugin {
  return {
    name: 'sitegen-plugin-located',
    setup(build) {
      build.onLoad({filter: /\.[cm]?[jt]sx?$/}, (args) => {
        const source = fs.readFileSync(args.path, 'utf8');
        const loader = /\.[cm]?tsx?$/.test(args.path) ? (args.path.endsWith('x') ? 'tsx' : 'ts') : args.path.endsWith('x') ? 'jsx' : 'js';
        const url = JSON.stringify(pathToFileURL(args.path).href);
        const located = /\b(__dirname|__filename|require)\b/.test(source)
          ? `var __filename = ${JSON.stringify(args.path)}, __dirname = ${JSON.stringify(path.dirname(args.path))}, require = sitegenCreateRequire(__filename);\n`
          : '';
        // `import.meta.url`, `.dirname` and `.filename` are replaced in the text: esbuild leaves them pointing at the bundle.
        const meta: Record<string, string> = {url, dirname: JSON.stringify(path.dirname(args.path)), filename: JSON.stringify(args.path)};
        return {contents: located + source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_all, key: string) => meta[key]), loader, resolveDir: path.dirname(args.path)};
      });
    },
  };
}

/** Packages load from where the importing file is (the site's node_modules), not from the bundle's folder. */
function sitePackages(): esbuild.Plugin {
  return {
    name: 'sitegen-plugin-packages',
    setup(build) {
      build.onResolve({filter: /^[^./]/}, (args) => {
        if (isBuiltin(args.path) || args.path.startsWith('@site/')) return undefined;
        try {
          return {path: pathToFileURL(createRequire(args.importer || args.resolveDir + '/').resolve(args.path)).href, external: true};
        } catch {
          // A package only `import` can resolve (ESM-only exports): Node resolves it at run time.
          return {path: args.path, external: true};
        }
      });
    },
  };
}
