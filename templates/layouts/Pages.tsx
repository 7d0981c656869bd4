// Site pages (React, from site/pages), the search page and the not-found page.
import type {LayoutProps} from '../../src/render/components.ts';
import type {Route} from '../../src/routes/types.ts';
import {Layout} from '../components/Layout.tsx';
import {NotFound} from '../components/NotFound.tsx';

type Of<K extends Route['kind']> = LayoutProps<Extract<Route, {kind: K}>>;

export function PageLayout({route, site, children}: Of<'page'>) {
  return (
    <Layout site={site} path={route.path} mainClassName="main main--page">
      {children}
    </Layout>
  );
}

export function NotFoundPage({route, site}: Of<'not-found'>) {
  return (
    <Layout site={site} path={route.path} mainClassName="main main--narrow not-found">
      <NotFound site={site} />
    </Layout>
  );
}
