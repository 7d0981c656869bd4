// sitemap.xml: every indexable route of the locale, with its last change and its translations.
import {sitemap} from '../../write/extras.ts';
import type {LoadContext} from '../types.ts';
import type {BuiltinPlugin} from './types.ts';
import {writeOut} from './write.ts';

export default function sitemapPlugin(_context: LoadContext): BuiltinPlugin {
  return {
    name: 'sitegen-sitemap',
    postBuild({outDir, build}) {
      const {table} = build;
      writeOut(outDir, 'sitemap.xml', sitemap(table.routes, table.chrome.url, build.lastmod, table.locale));
    },
  };
}
