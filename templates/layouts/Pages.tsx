// Site pages (React, from site/pages), the search page and the not-found page.
import type {LayoutProps} from '../../src/render/components.ts';
import type {Route} from '../../src/routes/types.ts';
import {Layout} from '../components/Layout.tsx';
import {translator} from '../components/Translate.tsx';

type Of<K extends Route['kind']> = LayoutProps<Extract<Route, {kind: K}>>;

export function PageLayout({route, site, children}: Of<'page'>) {
  return (
    <Layout site={site} path={route.path} mainClassName="main main--page">
      {children}
    </Layout>
  );
}

export function NotFoundPage({route, site}: Of<'not-found'>) {
  const t = translator(site.messages, site.locale.lang);
  return (
    <Layout site={site} path={route.path} mainClassName="main main--narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('theme.NotFound.title')}</h1>
      <p className="not-found__lead">{t('theme.NotFound.p1')}</p>
      <p>{t('theme.NotFound.p2')}</p>
      <ul className="not-found__links">
        <li>
          <a className="button button--primary" href={site.docsHome}>
            {t('theme.NotFound.docsLink')}
          </a>
        </li>
        <li>
          <a className="button" href={site.searchPage}>
            {t('theme.NotFound.searchLink')}
          </a>
        </li>
        <li>
          <a className="button" href={site.home}>
            {t('theme.NotFound.homeLink')}
          </a>
        </li>
      </ul>
    </Layout>
  );
}
