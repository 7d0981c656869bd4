import type {LayoutProps} from '../../src/render/components.ts';
import type {Route} from '../../src/routes/types.ts';
import {Layout} from '../components/Layout.tsx';
import {DocSidebar} from '../components/DocSidebar.tsx';
import {Html} from '../components/Html.tsx';
import {Toc} from '../components/Toc.tsx';
import {Pager} from '../components/Pager.tsx';

export function DocPage({route, site}: LayoutProps<Extract<Route, {kind: 'doc'}>>) {
  const {doc} = route;
  return (
    <Layout site={site} path={route.path} mainClassName="main main--doc">
      <div className={`doc${doc.sidebar ? '' : ' doc--no-sidebar'}`}>
        {doc.sidebar ? (
          <aside className="doc__sidebar">
            <DocSidebar sidebar={doc.sidebar} path={route.path} />
          </aside>
        ) : null}
        <div className="doc__content">
          <article>
            {doc.breadcrumbs.length ? (
              <nav className="breadcrumbs" aria-label="Breadcrumbs">
                <ol>
                  <li>
                    <a href={site.docsBasePath + '/'} aria-label="Docs home">
                      Docs
                    </a>
                  </li>
                  {doc.breadcrumbs.map((crumb) => (
                    <li key={crumb.label}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span>{crumb.label}</span>}</li>
                  ))}
                  <li aria-current="page">
                    <span>{doc.title}</span>
                  </li>
                </ol>
              </nav>
            ) : null}
            {doc.hideTitle ? null : <h1 className="doc__title">{doc.title}</h1>}
            <Html html={doc.html} />
            {doc.lastUpdated ? <p className="doc__updated">Last updated on {doc.lastUpdated}</p> : null}
          </article>
          <Pager previous={doc.previous} next={doc.next} label="Docs pages" />
        </div>
        {doc.hideToc || !doc.toc.length ? null : (
          <aside className="doc__toc">
            <Toc toc={doc.toc} />
          </aside>
        )}
      </div>
    </Layout>
  );
}
