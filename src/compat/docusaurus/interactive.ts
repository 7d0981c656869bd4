// Which Docusaurus pages the browser hydrates: those whose code (the page and the site files it
// imports) keeps state, handles events or runs only in the browser. The others ship no JS.
import fs from 'node:fs';
import path from 'node:path';
import {isInteractive} from '../../content/mdx-components.ts';

const BROWSER_MODULES = /['"](@docusaurus\/(BrowserOnly|useIsBrowser|router|theme-common)|@theme\/(Tabs))['"]/;
const LOCAL_IMPORT = /(?:import|export)\s+(?:[^'"]*?\s+from\s+)?['"]((?:\.\.?\/|@site\/)[^'"]+)['"]/g;
const EXTENSIONS = ['', '.tsx', '.jsx', '.ts', '.js', '/index.tsx', '/index.jsx', '/index.ts', '/index.js'];

export function needsBrowser(siteDir: string, file: string): boolean {
  const seen = new Set<string>();
  const visit = (full: string): boolean => {
    if (seen.has(full)) return false;
    seen.add(full);
    const source = fs.readFileSync(full, 'utf8');
    if (isInteractive(source) || BROWSER_MODULES.test(source)) return true;
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
