// The /search page: a GET form that works without JavaScript (it reloads with ?q=), enhanced in
// the browser by the search-page island into live results. Marked `noindex, follow` by its route.
import type {LayoutProps} from '../../src/render/components.ts';
import type {Route} from '../../src/routes/types.ts';
import {ENGLISH_FORM_TEXTS, StaticSearchPage} from '../../src/client/search/page-form.tsx';
import {Layout} from '../components/Layout.tsx';
import {Island} from '../components/Island.tsx';
import {translator} from '../components/Translate.tsx';

export function SearchPage({route, site}: LayoutProps<Extract<Route, {kind: 'search'}>>) {
  const action = site.searchPage;
  const t = translator(site.messages, site.locale.lang);
  // The form's texts go to the island only when they are not the English ones it already has.
  const own = {placeholder: t('theme.SearchBar.placeholder'), formLabel: t('theme.SearchModal.formLabel'), loading: t('theme.SearchModal.loading')};
  const texts = Object.entries(own).some(([key, value]) => value !== ENGLISH_FORM_TEXTS[key as keyof typeof own]) ? own : undefined;
  const [before, after = ''] = t('theme.SearchPage.noJsBrowse').split('{documentationIndex}');
  return (
    <Layout site={site} path={route.path} mainClassName="main main--narrow search-page">
      <h1>{t('theme.SearchPage.title')}</h1>
      <Island name="search-page" props={{action, ...(texts ? {texts} : {})}} className="search-page__island">
        <StaticSearchPage action={action} texts={texts} />
      </Island>
      <noscript>
        <p className="search-page__nojs">
          {t('theme.SearchModal.noJs')} {before}
          <a href={site.docsHome}>{t('theme.SearchPage.documentationIndex')}</a>
          {after}
        </p>
      </noscript>
    </Layout>
  );
}
