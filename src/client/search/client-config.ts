// The search settings of the page's #sitegen-data, for the search chunks. The boot script reads
// the same element through data.ts; importing that module here would make esbuild split it into
// a shared chunk the boot script then has to fetch first, so the search chunks read it themselves.
import type {SearchClientConfig} from '../../shared/search-types.ts';

export function readSearchConfig(): SearchClientConfig {
  const element = document.getElementById('sitegen-data');
  const data = element ? (JSON.parse(element.textContent || '{}') as {search?: SearchClientConfig}) : {};
  return data.search ?? {provider: 'local', indexUrl: ''};
}
