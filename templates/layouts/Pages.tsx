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
    <Layout site={site} path={route.path} mainClassName="main main--narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p className="not-found__lead">We could not find what you were looking for.</p>
      <p>Please contact the owner of the site that linked you to the original URL and let them know their link is broken.</p>
      <ul className="not-found__links">
        <li>
          <a className="button button--primary" href={site.docsHome}>
            Read the docs
          </a>
        </li>
        <li>
          <a className="button" href={site.searchPage}>
            Search the docs
          </a>
        </li>
        <li>
          <a className="button" href={site.home}>
            Home page
          </a>
        </li>
      </ul>
    </Layout>
  );
}
