// What a Docusaurus site says about its look, read from its own stylesheets (src/css): the
// `--ifm-*` values it sets for the light mode (`:root`, `html`) and the dark one
// (`[data-theme='dark']`, which inherits the light values it does not set). The port report
// compares them with what the built pages show.
import fs from 'node:fs';
import fg from 'fast-glob';

export interface SiteLook {
  light: Record<string, string>;
  dark: Record<string, string>;
}

const BLOCK = /(?:^|[}\s,;])((?:html)?(?::root)?(?:\[data-theme=["']?(dark|light)["']?\])?)\s*\{([^{}]*)\}/g;
const DECLARATION = /(--ifm-[\w-]+)\s*:\s*([^;]+?)\s*(?:!important\s*)?(?:;|$)/g;

/** The `--ifm-*` declarations of top-level `:root` / `html` / `[data-theme]` blocks of the given stylesheet text. */
export function ifmValues(css: string, into: SiteLook = {light: {}, dark: {}}): SiteLook {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector, mode, body] of text.matchAll(BLOCK)) {
    if (!selector) continue;
    const target = mode === 'dark' ? into.dark : into.light;
    for (const [, name, value] of body.matchAll(DECLARATION)) target[name] = value.trim();
  }
  return into;
}

/** The site's look: its src/css stylesheets, in file order. */
export function siteLook(site: string): SiteLook {
  const look: SiteLook = {light: {}, dark: {}};
  for (const file of fg.sync('src/css/**/*.{css,scss}', {cwd: site, absolute: true}).sort()) ifmValues(fs.readFileSync(file, 'utf8'), look);
  look.dark = {...look.light, ...look.dark};
  return look;
}
