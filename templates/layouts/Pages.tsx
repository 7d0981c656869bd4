// Site pages (React, from site/pages), the search page and the not-found page.
import type {LayoutProps} from '../../src/render/components.ts';
import type {Route} from '../../src/routes/types.ts';
import {Layout} from '../components/Layout.tsx';
import {NotFound} from '../components/NotFound.tsx';
import {Toc, TocMobile} from '../components/Toc.tsx';
import type {MarkdownPage} from '../../src/routes/types.ts';
import {contentHtml, type ContentFill} from '../../src/render/content-html.ts';

type Of<K extends Route['kind']> = LayoutProps<Extract<Route, {kind: K}>>;

export function PageLayout({route, site, content, children}: Of<'page'>) {
  return (
    <Layout site={site} path={route.path} mainClassName="main main--page">
      {route.markdown ? <MarkdownPageBody page={route.markdown} content={content} /> : children}
    </Layout>
  );
}

/** A markdown page of src/pages: its content, and its headings beside it when it has some (as Docusaurus shows them). */
function MarkdownPageBody({page, content}: {page: MarkdownPage; content: ContentFill}) {
  const body = (
    <div className={['markdown', 'markdown-page', page.wrapperClassName].filter(Boolean).join(' ')}>
      {page.heading ? <h1>{page.heading}</h1> : null}
      {page.toc.length ? <TocMobile toc={page.toc} /> : null}
      <div dangerouslySetInnerHTML={{__html: contentHtml(page.html, content)}} />
    </div>
  );
  if (!page.toc.length) return body;
  return (
    <div className="markdown-page-layout">
      {body}
      <div className="markdown-page-layout__toc">
        <Toc toc={page.toc} />
      </div>
    </div>
  );
}

export function NotFoundPage({route, site}: Of<'not-found'>) {
  return (
    <Layout site={site} path={route.path} mainClassName="main main--narrow not-found">
      <NotFound site={site} />
    </Layout>
  );
}
