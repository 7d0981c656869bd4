// What the server and client bundles share to build MDX components: how an island is imported
// (a component file's default export, or a name of an MDX file's own module), the plugin that
// makes an MDX file's `import`/`export` blocks a module (src/content/mdx-modules.ts), and, for what
// such a module imports and cannot be found, the Docusaurus layer's placeholder and one warning
// naming the MDX file and line instead of a failed build.
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import {mdxEsm} from '../content/mdx-modules.ts';
import type {SiteComponent} from '../content/mdx-components.ts';
import {RenderError, SitegenError} from '../errors.ts';
import {importedNames, importLine} from '../compat/docusaurus/plugin.ts';
import {themeOverrides} from '../render/theme-overrides.ts';
import {siteSwizzles} from '../compat/docusaurus/swizzles.ts';
import {siteReactDir} from '../compat/docusaurus/react.ts';

/**
 * What in the site replaces sitegen's code: its theme overrides, its swizzled components and its
 * own React. Part of both bundles' inputs: a file added there is not among those the last bundle read.
 */
export function siteReplacements(siteDir: string): {overrides: string[]; swizzles: ReturnType<typeof siteSwizzles>; reactDir: string} {
  return {overrides: themeOverrides(siteDir), swizzles: siteSwizzles(siteDir), reactDir: siteReactDir(siteDir) ?? ''};
}

/** An MDX file's module is this path next to it (in esbuild's file namespace, so plugins treat it as site code). */
const ESM_SUFFIX = '.sitegen-esm.jsx';
const SEPARATOR = '#';

/** How the bundles are told about a component: its file, or `<mdx file>#<name>` for a name of that file's module. */
export function islandSpec(component: SiteComponent): string {
  return component.esm ? `${component.file}${SEPARATOR}${component.esm}` : component.file;
}

/** The import statement that binds island `spec` to `local` (a default export, a named one, or the whole module for '*'). */
export function importIsland(site: string, spec: string, local: string): string {
  const at = spec.lastIndexOf(SEPARATOR);
  if (at < 0 || !/\.mdx?$/.test(spec.slice(0, at))) return `import ${local} from ${JSON.stringify(path.resolve(site, spec))};`;
  const from = JSON.stringify(path.resolve(site, spec.slice(0, at)) + ESM_SUFFIX);
  const name = spec.slice(at + 1);
  return name === '*' ? `import * as ${local} from ${from};` : `import {${name} as ${local}} from ${from};`;
}

/** An MDX file's module, shown by its own name in messages. */
export function shownFile(site: string, file: string): string {
  return path.relative(site, file.endsWith(ESM_SUFFIX) ? file.slice(0, -ESM_SUFFIX.length) : file).split(path.sep).join('/');
}

/**
 * Builds MDX files' modules, and stands in for what they (or the components they lead to) import
 * that cannot be bundled: a missing file or package, or a markdown file imported by a component.
 * `warnings` collects one `file:line: why` each; `inputs`, the MDX files read (for the bundle's cache).
 */
export function mdxModulePlugin(site: string, warnings: Set<string>, inputs?: Set<string>): esbuild.Plugin {
  const isSiteCode = (file: string) => file.startsWith(site + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);
  const placeholder = (specifier: string, importer: string, why: string) => {
    // An MDX file's module is read as the MDX file.
    const file = importer.endsWith(ESM_SUFFIX) ? importer.slice(0, -ESM_SUFFIX.length) : importer;
    warnings.add(`${shownFile(site, file)}:${importLine(file, specifier)}: ${why}; it renders as a placeholder`);
    // The Docusaurus layer's placeholder module, with every name the file imports from it.
    return {path: specifier, namespace: 'sitegen-missing', pluginData: {names: importedNames(file, specifier)}};
  };
  return {
    name: 'sitegen-mdx-modules',
    setup(build) {
      build.onResolve({filter: /\.sitegen-esm\.jsx$/}, (args) => ({path: args.path}));
      build.onLoad({filter: /\.sitegen-esm\.jsx$/}, (args) => {
        const file = args.path.slice(0, -ESM_SUFFIX.length);
        // The MDX file is what the module is made from: an edit of its exports rebuilds the bundle.
        inputs?.add(file);
        return {contents: mdxEsm(fs.readFileSync(file, 'utf8'))?.module ?? '', loader: 'jsx', resolveDir: path.dirname(file)};
      });
      // A markdown file imported by site code: sitegen renders markdown only from content files.
      build.onResolve({filter: /\.mdx?$/}, (args) => {
        if (!isSiteCode(args.importer)) return undefined;
        return placeholder(args.path, args.importer, `imports ${args.path}, a markdown file, which sitegen renders only as a page or a partial of one`);
      });
      // Files only: packages are the Docusaurus layer's (src/compat/docusaurus/plugin.ts), which stands in for missing ones.
      build.onResolve({filter: /^(\.\.?\/|\/|@site\/)/}, async (args) => {
        if (args.pluginData?.sitegenMdx || args.kind === 'entry-point' || !isSiteCode(args.importer)) return undefined;
        const resolved = await build.resolve(args.path, {kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, namespace: args.namespace, pluginData: {...args.pluginData, sitegenMdx: true}});
        if (!resolved.errors.length) return resolved;
        return placeholder(args.path, args.importer, `imports ${args.path}, which cannot be found`);
      });
    },
  };
}

/**
 * A failed bundle as one error listing every problem at its source file and line (an MDX file's
 * module by the MDX file's name), rather than esbuild's summary, which ends in "..." after a few.
 */
export function bundleFailure(site: string, what: string, cause: unknown): SitegenError {
  const errors = (cause as esbuild.BuildFailure).errors ?? [];
  // A plugin's own error (the Docusaurus layer's) is already the error to show.
  if (errors[0]?.detail instanceof SitegenError) return errors[0].detail;
  if (!errors.length) return new RenderError(`${what}: ${(cause as Error).message ?? cause}`, {cause});
  const where = (error: esbuild.Message) => (error.location ? `${shownFile(site, path.resolve(error.location.file))}:${error.location.line}: ` : '');
  const first = errors[0];
  const location = first.location ? {file: shownFile(site, path.resolve(first.location.file)), line: first.location.line} : undefined;
  const message = errors.length === 1 ? `${what}: ${first.text}` : `${what}:\n${errors.map((error) => `  - ${where(error)}${error.text}`).join('\n')}`;
  return new RenderError(message, {location});
}
