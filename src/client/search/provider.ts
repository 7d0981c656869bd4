// The active provider, chosen by the build's settings and loaded as its own chunk: the modal and
// the /search page only ever see the SearchProvider interface.
import type {SearchClientConfig, SearchProvider} from '../../shared/search-types.ts';

let active: Promise<SearchProvider> | undefined;

export function loadProvider(config: SearchClientConfig): Promise<SearchProvider> {
  if (!active) {
    active =
      config.provider === 'algolia'
        ? import('./algolia-provider.ts').then((m) => m.createAlgoliaProvider(config))
        : import('./local-provider.ts').then((m) => m.createLocalProvider(config));
    active.catch(() => (active = undefined));
  }
  return active;
}
