// A docs page: sidebar, breadcrumbs, content, last updated, prev/next and the table of contents.
import type {LayoutProps} from '../../src/render/components.ts';
import type {Route} from '../../src/routes/types.ts';
import {Layout} from '../components/Layout.tsx';
import {Breadcrumbs} from '../components/Breadcrumbs.tsx';
import {DocSidebar} from '../components/DocSidebar.tsx';
import {Html} from '../components/Html.tsx';
import {contentHtml} from '../../src/render/content-html.ts';
import {Toc, TocMobile} from '../components/Toc.tsx';
import {Pager} from '../components/Pager.tsx';
import {DraftNotice} from '../components/DraftNotice.tsx';
import {VersionBanner} from '../components/VersionBanner.tsx';
import {translator} from '../components/Translate.tsx';
import {UntranslatedNotice} from '../components/UntranslatedNotice.tsx';

export function DocPage({route, site, content, lazySidebar}: LayoutProps<Extract<Route, {kind: 'doc'}>>) {
  const {doc} = route;
  const showToc = !doc.hideToc && doc.toc.length > 0;
  const classes = ['doc', doc.sidebar ? '' : 'doc--no-sidebar', showToc ? '' : 'doc--no-toc'].filter(Boolean).join(' ');
  const t = translator(site.messages, site.locale.lang);
  return (
    <Layout site={site} path={route.path} mainClassName="main main--doc" alternates={{version: doc.version, versions: doc.versionLinks}}>
      <div className={classes}>
        {doc.sidebar ? (
          <div className="doc__sidebar">
            <DocSidebar sidebar={doc.sidebar} path={route.path} lazy={lazySidebar} />
          </div>
        ) : null}
        <div className="doc__content">
          <article className="doc__article">
            {doc.breadcrumbs.length ? <Breadcrumbs home={site.docsHome} crumbs={doc.breadcrumbs} current={doc.title} /> : null}
            {doc.version ? <VersionBanner version={doc.version} siteTitle={site.title} /> : null}
            {route.draft ? <DraftNotice /> : null}
            {doc.untranslated ? <UntranslatedNotice site={site} /> : null}
            {doc.hideTitle ? null : <h1 className="doc__title" lang={doc.untranslated ? site.locales[0]?.htmlLang : undefined}>{doc.heading}</h1>}
            {showToc ? <TocMobile toc={doc.toc} /> : null}
            <Html html={contentHtml(doc.html, content)} lang={doc.untranslated ? site.locales[0]?.htmlLang : undefined} />
            {doc.lastUpdated || doc.lastUpdatedBy || doc.editUrl ? (
              <footer className="doc__meta">
                {doc.editUrl ? (
                  <a href={doc.editUrl} target="_blank" rel="noopener noreferrer">
                    {t('theme.common.editThisPage')}
                  </a>
                ) : null}
                {doc.lastUpdated || doc.lastUpdatedBy ? (
                  <span className="doc__updated">{t('theme.lastUpdated.lastUpdatedAtBy', {
                      atDate: doc.lastUpdated ? t('theme.lastUpdated.atDate', {date: doc.lastUpdated}) : '',
                      byUser: doc.lastUpdatedBy ? t('theme.lastUpdated.byUser', {user: doc.lastUpdatedBy}) : '',
                    })}</span>
                ) : null}
              </footer>
            ) : null}
          </article>
          <Pager kind="docs" previous={doc.previous} next={doc.next} label={t('theme.docs.paginator.navAriaLabel')} />
        </div>
        {showToc ? (
          <div className="doc__toc">
            <Toc toc={doc.toc} />
          </div>
        ) : null}
      </div>
    </Layout>
  );
}
