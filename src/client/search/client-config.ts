// The search settings of the page's #sitegen-data, for the search chunks. The boot script reads
// the same element through data.ts; importing that module here would make esbuild split it into
// a shared chunk the boot script then has to fetch first, so the search chunks read it themselves.
import {DOCS_TAG_META} from '../../shared/search-constants.ts';
import type {SearchClientConfig} from '../../shared/search-types.ts';

export function readSearchConfig(): SearchClientConfig {
  const element = document.getElementById('sitegen-data');
  const data = element ? (JSON.parse(element.textContent || '{}') as {search?: SearchClientConfig}) : {};
  const config = data.search ?? {provider: 'local', indexUrl: ''};
  // A docs page searches its own version (the site data names the last one, and is the same on every page).
  const pageTag = document.querySelector<HTMLMetaElement>(`meta[name="${DOCS_TAG_META}"]`)?.content;
  if (!pageTag || pageTag === config.docsTag) return config;
  if (config.provider === 'local') return {...config, docsTag: pageTag, indexUrl: config.versionIndexUrls?.[pageTag] ?? config.indexUrl};
  return {...config, docsTag: pageTag};
}
