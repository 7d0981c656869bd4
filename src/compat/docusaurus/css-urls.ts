// Relative `url()`s of a stylesheet that site code imports (a CSS module's background image, a font
// beside it). Such stylesheets end up in one shared file under assets/, where a URL relative to
// the source file no longer leads anywhere, so each file it names is written to assets/ and the URL
// rewritten to it, as Docusaurus's bundler does. esbuild's CSS bundler does the parsing (quotes,
// escapes, `image-set()`, `@font-face` sources) and names each file by its content.
import path from 'node:path';
import type * as esbuild from 'esbuild';
import {StyleError} from '../../errors.ts';
import {buildFailure} from '../../shared/build-failure.ts';
import {ASSETS_DIR} from '../../shared/assets-dir.ts';
import type {ImportedAssets} from './assets.ts';

/** A `url(` whose target is neither absolute, a data/remote URL nor a fragment: only those need rewriting. */
const RELATIVE_URL = /url\(\s*(['"]?)(?!\s*(?:[a-z][\w+.-]*:|\/|#|['"]))/i;

/** What a stylesheet names that is copied as it is: images, fonts, cursors, media. */
const COPIED = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.bmp', '.cur', '.woff', '.woff2', '.ttf', '.otf', '.eot', '.mp4', '.webm'];

/** `url(/img/a.png)` names a file of static/, served where it is (an `external` pattern would also match resolved paths). */
const SITE_ROOT_URLS: esbuild.Plugin = {
  name: 'sitegen-site-root-urls',
  setup(build) {
    build.onResolve({filter: /^\//}, (args) => (args.kind === 'url-token' ? {path: args.path, external: true} : undefined));
  },
};

export function hasRelativeUrls(css: string): boolean {
  return RELATIVE_URL.test(css.replace(/\/\*[\s\S]*?\*\//g, ''));
}

/**
 * `css` (the text of `file`, maybe scoped or compiled) with its relative URLs pointing at copies in
 * assets/, which are added to `assets`. URLs that start with `/` stay: they name files of static/.
 * A URL naming no file is a StyleError with the file and line.
 */
export async function rebaseCssUrls(css: string, file: string, options: {shown: (file: string) => string; assets?: ImportedAssets; inputs?: Set<string>}): Promise<string> {
  const {shown, assets, inputs} = options;
  if (!hasRelativeUrls(css)) return css;
  const esbuild = await import('esbuild');
  const outdir = path.join(path.dirname(file), ASSETS_DIR);
  let result: esbuild.BuildResult<{write: false; metafile: true}>;
  try {
    result = await esbuild.build({
      stdin: {contents: css, loader: 'css', resolveDir: path.dirname(file), sourcefile: file},
      bundle: true,
      write: false,
      metafile: true,
      outdir,
      absWorkingDir: path.dirname(file),
      loader: Object.fromEntries(COPIED.map((ext) => [ext, 'file' as const])),
      assetNames: '[name]-[hash]',
      plugins: [SITE_ROOT_URLS],
      logLevel: 'silent',
    });
  } catch (cause) {
    const {text, location} = buildFailure(cause, file);
    throw new StyleError(text, {location: {file: shown(file), line: location.line}, cause});
  }
  let rebased = '';
  for (const output of result.outputFiles) {
    if (output.path.endsWith('.css')) {
      // esbuild heads its output with the input's name; the collected stylesheet names each file itself.
      rebased = output.text.replace(/^\/\* [^\n]*\*\/\n/, '');
      continue;
    }
    const sources = Object.keys(result.metafile.outputs[path.relative(path.dirname(file), output.path).split(path.sep).join('/')]?.inputs ?? {});
    if (sources.length !== 1) continue;
    // The metafile names an input with the URL's query or fragment (`a.woff?v=2`).
    const source = path.resolve(path.dirname(file), sources[0].replace(/[?#].*$/, ''));
    assets?.set(`${ASSETS_DIR}/${path.basename(output.path)}`, source);
    inputs?.add(source);
  }
  return rebased;
}
