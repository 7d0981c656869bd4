// One search session's state for the modal and the /search page: the query, the hits (pages
// appended for "more"), and the status of spec §4: idle, loading, stalled (after 300 ms) or error.
// Only the latest query's answer is ever shown; an older answer arriving late is dropped.
import {useCallback, useEffect, useRef, useState} from 'react';
import {SEARCH} from '../../shared/search-constants.ts';
import type {SearchClientConfig, SearchHit, SearchProvider, SearchResults} from '../../shared/search-types.ts';
import {SearchError} from './errors.ts';
import {loadProvider} from './provider.ts';

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** The query the shown results (or error) belong to. */
  query: string;
  hits: SearchHit[];
  results: SearchResults | null;
  error: SearchError | null;
  suggestions: string[];
}

const IDLE: SearchState = {status: 'idle', query: '', hits: [], results: null, error: null, suggestions: []};

export function snippetWords(): number {
  return typeof matchMedia === 'function' && matchMedia(SEARCH.smallScreenQuery).matches ? SEARCH.snippetWordsSmall : SEARCH.snippetWords;
}

/**
 * Sections (lvl0) of earlier results in this page's life: suggestions when a query finds nothing,
 * as DocSearch does. Module-wide, so they outlive one opening of the modal.
 */
const seenSections: {current: string[]} = {current: []};

export function useSearch(config: SearchClientConfig) {
  const [state, setState] = useState<SearchState>(IDLE);
  const [provider, setProvider] = useState<SearchProvider | null>(null);
  const latest = useRef(0);
  const stalledTimer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    loadProvider(config).then(
      (loaded) => {
        setProvider(loaded);
        loaded.prepare().catch(() => {});
      },
      () => {},
    );
    return () => clearTimeout(stalledTimer.current);
  }, [config]);

  const run = useCallback(
    async (query: string, page: number) => {
      const id = ++latest.current;
      clearTimeout(stalledTimer.current);
      if (!query.trim()) {
        setState(IDLE);
        return;
      }
      setState((s) => ({...s, status: 'loading'}));
      stalledTimer.current = setTimeout(() => {
        if (latest.current === id) setState((s) => (s.status === 'loading' ? {...s, status: 'stalled'} : s));
      }, SEARCH.stalledAfterMs);
      try {
        const active = provider ?? (await loadProvider(config));
        const results = await active.search({query, page, hitsPerPage: SEARCH.hitsPerPage, snippetWords: snippetWords()});
        let suggestions: string[] = [];
        if (!results.nbHits) {
          const fixes = await active.suggest(query).catch(() => []);
          suggestions = [...new Set([...fixes, ...seenSections.current])].filter((s) => s.toLowerCase() !== query.toLowerCase()).slice(0, SEARCH.suggestions);
        } else {
          seenSections.current = [...new Set([...results.hits.map((hit) => hit.hierarchy.lvl0), ...seenSections.current])].slice(0, SEARCH.suggestions);
        }
        if (latest.current !== id) return;
        clearTimeout(stalledTimer.current);
        setState((s) => ({
          status: 'idle',
          query,
          results,
          hits: page === 0 ? results.hits : [...s.hits, ...results.hits],
          error: null,
          suggestions,
        }));
      } catch (error) {
        if (latest.current !== id) return;
        clearTimeout(stalledTimer.current);
        const failure = error instanceof SearchError ? error : new SearchError('unreachable', String(error), {cause: error});
        setState((s) => ({...s, status: 'error', query, error: failure}));
      }
    },
    [config, provider],
  );

  const search = useCallback((query: string) => run(query, 0), [run]);
  const more = useCallback(() => {
    const {results} = state;
    if (results && state.status === 'idle' && results.page + 1 < results.nbPages) void run(results.query, results.page + 1);
  }, [run, state]);

  return {state, search, more, provider};
}
