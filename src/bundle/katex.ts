// KaTeX's fonts, copied into the output only when a page has math: the math stylesheet points at
// them in a versioned folder (so they can be cached for ever) instead of esbuild copying sixty
// font files into every build.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {ENGINE_ROOT} from '../paths.ts';
import {ASSETS_DIR} from '../shared/assets-dir.ts';

function katexDist(): {dir: string; version: string} {
  const require = createRequire(path.join(ENGINE_ROOT, 'package.json'));
  const pkg = require.resolve('katex/package.json');
  return {dir: path.join(path.dirname(pkg), 'dist'), version: (JSON.parse(fs.readFileSync(pkg, 'utf8')) as {version: string}).version};
}

let dist: ReturnType<typeof katexDist> | undefined;

/** Output folder of the fonts, below the output root. */
export function katexFontFolder(): string {
  return `${ASSETS_DIR}/katex-${(dist ??= katexDist()).version}/fonts`;
}

/** KaTeX's stylesheet, its font URLs pointing at `fontUrl(name)`. */
export function katexCss(fontUrl: (name: string) => string): string {
  const css = fs.readFileSync(path.join((dist ??= katexDist()).dir, 'katex.min.css'), 'utf8');
  return css.replace(/url\(fonts\/([\w.-]+)\)/g, (_all, name: string) => `url(${fontUrl(name)})`);
}

/** Output name → source file of every font. */
export function katexFontFiles(): [string, string][] {
  const fonts = path.join((dist ??= katexDist()).dir, 'fonts');
  return fs.readdirSync(fonts).map((file): [string, string] => [`${katexFontFolder()}/${file}`, path.join(fonts, file)]);
}
