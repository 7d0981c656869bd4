// A category's own page (`link: {type: 'generated-index'}`): its title and description, then a
// card per item, inside the docs layout with the sidebar, breadcrumbs and the pager.
import type {LayoutProps} from '../../src/render/components.ts';
import type {Route} from '../../src/routes/types.ts';
import {Layout} from '../components/Layout.tsx';
import {Breadcrumbs} from '../components/Breadcrumbs.tsx';
import {DocSidebar} from '../components/DocSidebar.tsx';
import {Pager} from '../components/Pager.tsx';
import {VersionBanner} from '../components/VersionBanner.tsx';
import {translator} from '../components/Translate.tsx';

export function DocCategoryPage({route, site, lazySidebar}: LayoutProps<Extract<Route, {kind: 'doc-category'}>>) {
  const t = translator(site.messages, site.locale.lang);
  const {category} = route;
  return (
    <Layout site={site} path={route.path} mainClassName="main main--doc" alternates={{version: category.version, versions: category.versionLinks}}>
      <div className={['doc', 'doc--no-toc', category.sidebar ? '' : 'doc--no-sidebar'].filter(Boolean).join(' ')}>
        {category.sidebar ? (
          <div className="doc__sidebar">
            <DocSidebar sidebar={category.sidebar} path={route.path} lazy={lazySidebar} />
          </div>
        ) : null}
        <div className="doc__content">
          <article className="doc__article">
            {category.breadcrumbs.length ? <Breadcrumbs home={site.docsHome} crumbs={category.breadcrumbs} current={category.title} /> : null}
            {category.version ? <VersionBanner version={category.version} siteTitle={site.title} /> : null}
            <h1 className="doc__title">{category.title}</h1>
            {category.description ? <p className="doc-category__description">{category.description}</p> : null}
            <ul className="doc-category__cards">
              {category.items.map((item) => (
                <li key={item.href} className="doc-category__card">
                  <a href={item.href}>
                    <span className="doc-category__label">{item.label}</span>
                    {item.count !== undefined ? <span className="doc-category__count">{item.count === 1 ? '1 item' : `${item.count} items`}</span> : null}
                    {item.description ? <span className="doc-category__text">{item.description}</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          </article>
          <Pager kind="docs" previous={category.previous} next={category.next} label={t('theme.docs.paginator.navAriaLabel')} />
        </div>
      </div>
    </Layout>
  );
}
