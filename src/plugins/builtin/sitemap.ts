// sitemap.xml: every indexable route of the locale, with its last change and its translations,
// tuned by the config's `sitemap` (Docusaurus's sitemap plugin options).
import {sitemap} from '../../write/extras.ts';
import type {LoadContext} from '../types.ts';
import type {SitemapConfig} from '../../config/publish-schema.ts';
import type {BuiltinPlugin} from './types.ts';

export default function sitemapPlugin(_context: LoadContext, options: SitemapConfig & object): BuiltinPlugin {
  return {
    name: 'sitegen-sitemap',
    postBuild({build, write}) {
      const {table} = build;
      write(options.filename, sitemap(table.routes, table.chrome.url, build.lastmod, table.locale, options));
    },
  };
}
