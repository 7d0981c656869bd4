// One React per page: a site that has its own `react` and `react-dom` (a Docusaurus site on React
// 19, say) has its pages, sitegen's theme and the browser's islands all use that copy; any other
// site uses sitegen's. Two copies on a page break hooks and hydration.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {ENGINE_ROOT} from '../../paths.ts';

const REACT = /^react(-dom)?(\/.*)?$/;

/** The folder of the site's own `react` package, when it resolves to another copy than sitegen's. */
export function siteReactDir(siteDir: string): string | undefined {
  const own = (from: string) => {
    try {
      return fs.realpathSync(path.dirname(createRequire(path.join(from, 'package.json')).resolve('react/package.json')));
    } catch {
      return undefined;
    }
  };
  const site = own(path.resolve(siteDir));
  return site && site !== own(ENGINE_ROOT) ? site : undefined;
}

/** Its version (`19.2.0`), for cache keys and messages. */
export function siteReactVersion(siteDir: string): string | undefined {
  const dir = siteReactDir(siteDir);
  return dir ? (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version : undefined;
}

export function reactResolver(siteDir: string) {
  const dir = siteReactDir(siteDir);
  const require = dir ? createRequire(path.join(path.dirname(dir), 'package.json')) : undefined;
  return (specifier: string, target: 'server' | 'browser') => {
    if (!require || !REACT.test(specifier)) return undefined;
    let file: string;
    try {
      file = require.resolve(specifier);
    } catch {
      return undefined;
    }
    // The server bundle imports it at run time from where it is (node resolves the rest of it there).
    return target === 'server' ? {path: file, external: true} : {path: file};
  };
}
