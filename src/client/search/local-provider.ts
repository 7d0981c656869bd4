// The local provider: the build's index files over fetch, searched by the LocalEngine.
import {LOCAL_INDEX_NAME, SEARCH} from '../../shared/search-constants.ts';
import type {SearchClientConfig, SearchProvider} from '../../shared/search-types.ts';
import {fetchJson} from './errors.ts';
import {LocalEngine} from './local-engine.ts';

type LocalConfig = Extract<SearchClientConfig, {provider: 'local'}>;

export function createLocalProvider(config: LocalConfig, fetcher: typeof fetch = (...args) => fetch(...args)): SearchProvider {
  let engine: Promise<LocalEngine> | undefined;
  const open = () => {
    if (!engine) {
      engine = LocalEngine.open(config.indexUrl, (url) => fetchJson(url, fetcher));
      // A failed load (offline) is retried by the next search.
      engine.catch(() => (engine = undefined));
    }
    return engine;
  };
  return {
    indexName: LOCAL_INDEX_NAME,
    async prepare() {
      await open();
    },
    async search(request) {
      return (await open()).search(request);
    },
    async suggest(query) {
      return (await open()).suggest(query, SEARCH.suggestions);
    },
  };
}
