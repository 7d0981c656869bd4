// The /search page island. On the server (and in its first browser render) it is a plain GET
// form; once hydrated it reads `q`, searches as you type keeping `q` in the address, shows 20 hits
// per page with breadcrumb and an excerpt with the matches marked (title hits too), and loads the next page when the end comes into view.
import {useEffect, useRef, useState} from 'react';
import {SEARCH, SEARCH_PAGE_PATH} from '../../shared/search-constants.ts';
import type {HierarchyLevel, SearchClientConfig, SearchHit} from '../../shared/search-types.ts';
import {readSearchConfig} from './client-config.ts';
import {ErrorScreen, Highlight, HitTitle, NoResults} from './ui.tsx';
import {SearchPageForm, StaticSearchPage, type SearchFormTexts} from './page-form.tsx';
import {searchTexts} from './texts.ts';
import {useSearch} from './use-search.ts';

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function queryFromLocation(): string {
  return (new URLSearchParams(location.search).get(SEARCH.queryParam) ?? '').slice(0, SEARCH.maxQueryLength);
}

function PageHit({hit}: {hit: SearchHit}) {
  const crumbs = LEVELS.filter((level) => hit.hierarchy[level]);
  return (
    <li className="search-page__hit">
      <a className="search-page__hit-link" href={hit.url}>
        {hit.type === 'content' ? <Highlight segments={hit.highlight[crumbs.at(-1)!] ?? [hit.hierarchy[crumbs.at(-1)!]!]} /> : <HitTitle hit={hit} />}
      </a>
      <p className="search-page__crumbs">
        {crumbs.map((level, n) => (
          <span key={level}>
            {n ? <span aria-hidden="true"> › </span> : null}
            <Highlight segments={hit.highlight[level] ?? [hit.hierarchy[level]!]} />
          </span>
        ))}
      </p>
      {hit.type === 'content' ? (
        <p className="search-page__snippet">
          <HitTitle hit={hit} />
        </p>
      ) : hit.snippet ? (
        <p className="search-page__snippet">
          <Highlight segments={hit.snippet} />
        </p>
      ) : null}
    </li>
  );
}

function LiveSearchPage({config, texts}: {config: SearchClientConfig; texts?: SearchFormTexts}) {
  const [query, setQuery] = useState(queryFromLocation);
  const {state, search, more} = useSearch(config);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void search(query);
    const onPop = () => {
      const next = queryFromLocation();
      setQuery(next);
      void search(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // The first query comes from the address once; later ones from typing or history.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (value: string) => {
    const next = value.slice(0, SEARCH.maxQueryLength);
    setQuery(next);
    const url = next ? `${location.pathname}?${SEARCH.queryParam}=${encodeURIComponent(next)}` : location.pathname;
    history.replaceState(history.state, '', url);
    void search(next);
  };

  const {results} = state;
  const hasMore = !!results && results.query === query && results.page + 1 < results.nbPages;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more(), {rootMargin: '400px'});
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, more]);

  const current = state.query === query;
  let body = null;
  if (!query.trim()) body = null;
  else if (state.status === 'error' && current) body = <ErrorScreen kind={state.error?.kind} />;
  else if (results && current && results.nbHits === 0) body = <NoResults query={query} suggestions={state.suggestions} onSuggestion={update} missingResultsUrl={config.missingResultsUrl} />;
  else if (results && state.hits.length) {
    body = (
      <>
        <p className="search-page__count">{searchTexts().resultsFor(results.nbHits, results.query)}</p>
        <ol className="search-page__hits">
          {state.hits.map((hit) => (
            <PageHit key={hit.objectID} hit={hit} />
          ))}
        </ol>
        {hasMore ? (
          <div ref={sentinel} className="search-page__more">
            <button type="button" className="button" onClick={more} disabled={state.status !== 'idle'}>
              {searchTexts().loadMore}
            </button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <div className="search-page__live" data-status={state.status}>
      <SearchPageForm action={config.searchPage ?? SEARCH_PAGE_PATH} query={query} onChange={update} busy={state.status === 'stalled'} texts={texts} />
      <div className="search-page__results" aria-live="polite">
        {body}
      </div>
    </div>
  );
}

export default function SearchPageIsland(props: {action?: string; texts?: SearchFormTexts}) {
  const [config, setConfig] = useState<SearchClientConfig | null>(null);
  // The first render matches the server's form exactly; the live page takes over after hydration.
  useEffect(() => setConfig(readSearchConfig()), []);
  if (!config) return <StaticSearchPage action={props.action ?? SEARCH_PAGE_PATH} texts={props.texts} />;
  return <LiveSearchPage config={config} texts={props.texts} />;
}
