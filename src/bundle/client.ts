// Bundles the browser code with esbuild: the boot script (plain TypeScript, always loaded), the
// theme CSS, and one chunk per React island (React itself only in shared chunks, on demand).
import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import {RenderError, SitegenError} from '../errors.ts';
import {docusaurusCompatPlugin} from '../compat/docusaurus/plugin.ts';
import {docusaurusSiteData, type DocusaurusSiteData} from '../compat/docusaurus/site-data.ts';
import {themePlugin} from '../render/theme-overrides.ts';
import {swizzlePlugin} from '../compat/docusaurus/swizzle-plugin.ts';
import {katexCss, katexFontFolder} from './katex.ts';
import {aliases} from '../render/components.ts';
import {bundleFailure, importIsland, mdxModulePlugin, siteReplacements} from './component-setup.ts';
import {CLIENT_DIR, ENGINE_ROOT, TEMPLATES_DIR} from '../paths.ts';
import type {ClientAssets} from './types.ts';
import {withBaseUrl} from '../shared/urls.ts';
import {metafileInputs} from '../shared/metafile-inputs.ts';
import {defineReadingStep, type StepRunner} from '../steps/runner.ts';
import {ASSETS_DIR} from '../shared/assets-dir.ts';

// Also exported here for code that imports it with the bundle.
export {ASSETS_DIR};

/** Infima compatibility: the theme's tokens from a site's `--ifm-*` variables, and Infima's classes. */
export const INFIMA_CSS = path.join(TEMPLATES_DIR, 'styles/infima/index.css');
/** `navbar.style` and `footer.style: 'dark'`: dark bars. */
export const BAR_STYLES_CSS = path.join(TEMPLATES_DIR, 'styles/bar-styles.css');

/** The extra theme stylesheets a site links, in order (none for most sites, so their bundle is unchanged). */
export function themeExtras(config: {infima: boolean; navbar: {style?: string}; footer: {style?: string}}): string[] {
  return [...(config.navbar.style || config.footer.style === 'dark' ? [BAR_STYLES_CSS] : []), ...(config.infima ? [INFIMA_CSS] : [])];
}

/** Islands the engine itself provides (the search modal); site islands are added by name. */
export function engineIslands(): Record<string, string> {
  const files = {'search-modal': 'search/modal-island.tsx', 'search-page': 'search/page-island.tsx'};
  return Object.fromEntries(Object.entries(files).map(([name, file]) => [name, path.join(CLIENT_DIR, file)]).filter(([, file]) => fs.existsSync(file)));
}

interface ClientOptions {
  siteDir: string;
  /** The site as the Docusaurus layer's code sees it. */
  siteData?: DocusaurusSiteData;
  islands: Record<string, string>;
  customCss?: string[];
  /** Theme stylesheets only some sites link (BAR_STYLES_CSS, INFIMA_CSS), between the theme's and the site's. */
  themeExtras?: string[];
  minify?: boolean;
  baseUrl?: string;
}

/** The client bundle, reused while every file it was made from (and its options) is unchanged. */
const clientStep = defineReadingStep({
  name: 'client-bundle',
  version: 1,
  config: [],
  /** `site`: the site folder (absolute); `replaced`: see siteReplacements. */
  async run(input: {site: string; options: ClientOptions; replaced: ReturnType<typeof siteReplacements>}, tools): Promise<ClientAssets> {
    const made = await compileClient(input.options);
    tools.dependsOn(made.inputs);
    return made.value;
  },
});

export function bundleClient(args: ClientOptions & {runner: StepRunner}): Promise<ClientAssets> {
  const {runner, ...options} = args;
  return runner.reading(clientStep, {site: path.resolve(options.siteDir), options, replaced: siteReplacements(options.siteDir)});
}

async function compileClient(args: ClientOptions): Promise<{inputs: string[]; value: ClientAssets}> {
  const baseUrl = args.baseUrl ?? '/';
  const site = path.resolve(args.siteDir);
  const read = new Set<string>();
  const islandFiles: Record<string, string> = {...engineIslands(), ...args.islands};
  // The boot script is bundled on its own: in one build with the islands, esbuild moves modules
  // both use (and its runtime helpers, imported by every entry point: evanw/esbuild#1892) into
  // shared chunks the boot script then imports on every page. Apart, it is one self-contained file
  // plus the chunks it imports lazily. The price: a module imported by both halves runs once in
  // each, so browser state shared with islands must live in the page (DOM, events), not in a module.
  const bootEntries: Record<string, string> = {boot: path.join(CLIENT_DIR, 'boot.ts')};
  const entryPoints: Record<string, string> = {
    theme: 'sitegen-theme-css',
    // Linked only from pages with math or diagrams (see render.ts).
    math: 'sitegen-math-css',
    diagrams: path.join(CLIENT_DIR, 'diagrams.ts'),
  };
  // Linked and loaded only from pages with content images (src/images/rewrite.ts). A build of their
  // own: entry points added to the islands' build change the names of its shared chunks.
  const imageEntries: Record<string, string> = {images: path.join(TEMPLATES_DIR, 'styles/images.css'), zoom: path.join(CLIENT_DIR, 'zoom.ts')};
  const stdinIslands = Object.entries(islandFiles);
  const plugin: esbuild.Plugin = {
    name: 'sitegen-islands',
    setup(build) {
      // The theme stylesheet, the extras the site needs (Infima's, dark bars), and the site's own (customCss) in one file, the site's last.
      build.onResolve({filter: /^sitegen-theme-css$/}, () => ({path: 'theme.css', namespace: 'sitegen-css'}));
      build.onLoad({filter: /.*/, namespace: 'sitegen-css'}, () => ({
        contents: [path.join(TEMPLATES_DIR, 'styles/index.css'), ...(args.themeExtras ?? []), ...(args.customCss ?? []).map((file) => path.join(site, file))]
          .map((file) => `@import ${JSON.stringify(file)};`)
          .join('\n'),
        resolveDir: site,
        loader: 'css',
      }));
      build.onResolve({filter: /^sitegen-math-css$/}, () => ({path: 'math.css', namespace: 'sitegen-math'}));
      // The fonts stay where src/bundle/katex.ts copies them (only for sites with math).
      // The theme's math rules follow KaTeX's, inline: an @import after rules is not bundled (it
      // would be left in the output as an @import of the checkout's absolute path).
      build.onLoad({filter: /.*/, namespace: 'sitegen-math'}, () => {
        const mathCss = path.join(TEMPLATES_DIR, 'styles/math.css');
        read.add(mathCss);
        return {contents: `${katexCss((name) => `sitegen-katex-font:${name}`)}\n${fs.readFileSync(mathCss, 'utf8')}`, resolveDir: ENGINE_ROOT, loader: 'css'};
      });
      build.onResolve({filter: /^sitegen-katex-font:/}, (a) => ({path: withBaseUrl(baseUrl, `/${katexFontFolder()}/${a.path.slice('sitegen-katex-font:'.length)}`), external: true}));
      build.onResolve({filter: /^sitegen-island:/}, (a) => ({path: a.path.slice('sitegen-island:'.length), namespace: 'sitegen-island'}));
      build.onLoad({filter: /.*/, namespace: 'sitegen-island'}, (a) => ({
        // Each island chunk exports mount(): hydrate the server-rendered markup with its props.
        contents: `import {mountIsland} from ${JSON.stringify(path.join(CLIENT_DIR, 'island-runtime.tsx'))};\n${importIsland(site, islandFiles[a.path], 'Component')}\nexport function mount(element, props) { return mountIsland(Component, element, props); }\n`,
        resolveDir: site,
        loader: 'js',
      }));
    },
  };
  for (const [name] of stdinIslands) entryPoints[`island-${name}`] = `sitegen-island:${name}`;
  const options: esbuild.BuildOptions & {write: false; metafile: true} = {
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    minify: args.minify ?? true,
    write: false,
    metafile: true,
    outdir: path.join(site, '.virtual-out', ASSETS_DIR),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    // Files the code imports (images, fonts) are fetched from the page, so their URL carries the base.
    publicPath: `${baseUrl}${ASSETS_DIR}`,
    jsx: 'automatic',
    alias: aliases(site),
    // A site outside this repo (tests, the bench corpus) still resolves react from sitegen's own modules.
    nodePaths: [path.join(ENGINE_ROOT, 'node_modules')],
    define: {'process.env.NODE_ENV': '"production"'},
    loader: {'.svg': 'file', '.png': 'file', '.woff2': 'file'},
    plugins: [plugin, swizzlePlugin(site, 'browser'), themePlugin(site, 'browser'), docusaurusCompatPlugin(site, {target: 'browser', siteData: args.siteData ?? docusaurusSiteData(undefined), inputs: read}), mdxModulePlugin(site, new Set(), read)],
    logLevel: 'silent',
  };
  let results: esbuild.BuildResult<{write: false; metafile: true}>[];
  try {
    const {build} = await import('esbuild');
    results = await Promise.all([build({...options, entryPoints: bootEntries}), build({...options, entryPoints}), build({...options, entryPoints: imageEntries})]);
  } catch (cause) {
    throw bundleFailure(site, 'could not bundle client code', cause);
  }
  const metafile: esbuild.Metafile = {inputs: {}, outputs: {}};
  for (const result of results) {
    Object.assign(metafile.inputs, result.metafile.inputs);
    Object.assign(metafile.outputs, result.metafile.outputs);
  }
  const outRoot = path.join(site, '.virtual-out');
  const files = new Map<string, Uint8Array>();
  for (const file of results.flatMap((result) => result.outputFiles)) files.set(path.relative(outRoot, file.path).split(path.sep).join('/'), file.contents);
  const urlOf = (entry: string, ext: string) => {
    for (const [out, meta] of Object.entries(metafile.outputs)) {
      if (!out.endsWith(ext)) continue;
      const point = meta.entryPoint ?? '';
      if (path.basename(out).startsWith(`${entry}-`) && (point || ext === '.css')) {
        return withBaseUrl(baseUrl, `/${path.relative(outRoot, path.resolve(out)).split(path.sep).join('/')}`);
      }
    }
    throw new RenderError(`client bundle has no output for ${entry}`);
  };
  // The images' few rules go inline in the head of the pages that need them: a stylesheet of its
  // own would be one more request before a page with images can paint.
  const imagesCss = urlOf('images', '.css');
  const imagesName = imagesCss.slice(withBaseUrl(baseUrl, '/').length);
  const imagesStyle = new TextDecoder().decode(files.get(imagesName)).trim();
  files.delete(imagesName);
  return {
    inputs: [...new Set([...metafileInputs(metafile), ...read])],
    value: {
      boot: urlOf('boot', '.js'),
      css: urlOf('theme', '.css'),
      mathCss: urlOf('math', '.css'),
      diagrams: urlOf('diagrams', '.js'),
      imagesStyle,
      zoom: urlOf('zoom', '.js'),
      islands: Object.fromEntries(stdinIslands.map(([name]) => [name, urlOf(`island-${name}`, '.js')])),
      files,
    },
  };
}
