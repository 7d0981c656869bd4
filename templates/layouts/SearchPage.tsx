// The /search page: a GET form that works without JavaScript (it reloads with ?q=), enhanced in
// the browser by the search-page island into live results. Marked `noindex, follow` by its route.
import type {LayoutProps} from '../../src/render/components.ts';
import type {Route} from '../../src/routes/types.ts';
import {SEARCH_TEXTS} from '../../src/shared/search-constants.ts';
import {StaticSearchPage} from '../../src/client/search/page-form.tsx';
import {Layout} from '../components/Layout.tsx';
import {Island} from '../components/Island.tsx';
import {translator} from '../components/Translate.tsx';

export function SearchPage({route, site}: LayoutProps<Extract<Route, {kind: 'search'}>>) {
  const action = site.searchPage;
  const t = translator(site.messages, site.locale.lang);
  return (
    <Layout site={site} path={route.path} mainClassName="main main--narrow search-page">
      <h1>{t('theme.SearchPage.title')}</h1>
      <Island name="search-page" props={{action}} className="search-page__island">
        <StaticSearchPage action={action} />
      </Island>
      <noscript>
        <p className="search-page__nojs">
          {SEARCH_TEXTS.noJs} Browse the <a href={site.docsHome}>documentation index</a> instead.
        </p>
      </noscript>
    </Layout>
  );
}
