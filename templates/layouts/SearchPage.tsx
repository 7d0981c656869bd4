// The /search page: a form that works without JavaScript (it reloads with ?q=), enhanced in the
// browser into live results.
import type {LayoutProps} from '../../src/render/components.ts';
import type {Route} from '../../src/routes/types.ts';
import {Layout} from '../components/Layout.tsx';

export function SearchPage({route, site}: LayoutProps<Extract<Route, {kind: 'search'}>>) {
  return (
    <Layout site={site} path={route.path} mainClassName="main main--narrow">
      <h1>Search the documentation</h1>
      <form className="search-page__form" action="/search" method="get" role="search">
        <label htmlFor="search-page-input">Search docs</label>
        <input id="search-page-input" name="q" type="search" maxLength={64} placeholder="Search docs" />
      </form>
      <div className="search-page__results" aria-live="polite" data-search-page="">
        <noscript>
          <p>
            Search needs JavaScript. Browse the <a href={`${site.docsBasePath}/`}>documentation index</a> instead.
          </p>
        </noscript>
      </div>
    </Layout>
  );
}

