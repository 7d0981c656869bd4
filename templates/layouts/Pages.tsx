// Site pages (React, from site/pages), the search page and the not-found page.
import type {LayoutProps} from '../../src/render/components.ts';
import type {Route} from '../../src/routes/types.ts';
import {Layout} from '../components/Layout.tsx';

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
    <Layout site={site} path={route.path} mainClassName="main main--narrow">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        Try the <a href={`${site.docsBasePath}/`}>documentation</a>, the <a href="/search">search page</a> or the <a href="/">home page</a>.
      </p>
    </Layout>
  );
}
