// Which Docusaurus pages the browser hydrates: those whose code (the page and the site files it
// imports) keeps state, handles events or runs only in the browser. The others ship no JS.
import fs from 'node:fs';
import path from 'node:path';
import {isInteractive} from '../../content/mdx-components.ts';

const BROWSER_MODULES = /['"](@docusaurus\/(BrowserOnly|useIsBrowser|router)|@theme\/(Tabs))['"]/;
/** What theme-common offers that reads the config alone, the same on the server and in the browser. */
const STATIC_THEME_COMMON = new Set(['useThemeConfig', 'ThemeClassNames']);

/** Whether the code takes from @docusaurus/theme-common something that needs the browser (useColorMode, …). */
function usesBrowserThemeCommon(source: string): boolean {
  for (const match of source.matchAll(/import\s+([^'";]*?)\s*from\s*['"]@docusaurus\/theme-common(\/internal)?['"]/g)) {
    const named = /^\{([^}]*)\}$/.exec(match[1].replace(/^type\s+/, '').trim());
    if (!named) return true;
    const names = named[1].split(',').map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean);
    if (names.some((name) => !STATIC_THEME_COMMON.has(name))) return true;
  }
  return false;
}
const LOCAL_IMPORT = /(?:import|export)\s+(?:[^'"]*?\s+from\s+)?['"]((?:\.\.?\/|@site\/)[^'"]+)['"]/g;
const EXTENSIONS = ['', '.tsx', '.jsx', '.ts', '.js', '/index.tsx', '/index.jsx', '/index.ts', '/index.js'];

export function needsBrowser(siteDir: string, file: string): boolean {
  const seen = new Set<string>();
  const visit = (full: string): boolean => {
    if (seen.has(full)) return false;
    seen.add(full);
    const source = fs.readFileSync(full, 'utf8');
    if (isInteractive(source) || BROWSER_MODULES.test(source) || usesBrowserThemeCommon(source)) return true;
    for (const match of source.matchAll(LOCAL_IMPORT)) {
      const spec = match[1];
      if (/\.(css|s[ac]ss|json|svg|png|jpe?g|gif|webp|mdx?)$/.test(spec)) continue;
      const base = spec.startsWith('@site/') ? path.join(siteDir, spec.slice('@site/'.length)) : path.resolve(path.dirname(full), spec);
      const found = EXTENSIONS.map((ext) => base + ext).find((candidate) => /\.[jt]sx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile());
      if (found && visit(found)) return true;
    }
    return false;
  };
  return visit(path.join(siteDir, file));
}

/** The island a hydrated page renders as. */
export function pageIslandName(file: string): string {
  return `page-${file.replace(/^src\/pages\//, '').replace(/\.[jt]sx?$/, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()}`;
}
