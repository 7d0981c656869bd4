// Blog layouts: list pages, post, archive, tags and tag pages, all beside the blog sidebar.
import {DraftNotice} from '../components/DraftNotice.tsx';
import type {ReactNode} from 'react';
import type {LayoutProps} from '../../src/render/components.ts';
import type {BlogInstanceInfo, PostSummary, Route, SiteChrome} from '../../src/routes/types.ts';
import {Layout} from '../components/Layout.tsx';
import {BlogSidebar} from '../components/BlogSidebar.tsx';
import {Html} from '../components/Html.tsx';
import {contentHtml, type ContentFill} from '../../src/render/content-html.ts';
import {PostMeta, TagList} from '../components/PostMeta.tsx';
import {Pager} from '../components/Pager.tsx';
import {Toc, TocMobile} from '../components/Toc.tsx';
import {translator, useT} from '../components/Translate.tsx';
import {UntranslatedNotice} from '../components/UntranslatedNotice.tsx';

type Of<K extends Route['kind']> = LayoutProps<Extract<Route, {kind: K}>>;

function BlogFrame(props: {site: SiteChrome; path: string; blog: BlogInstanceInfo; children: ReactNode; aside?: ReactNode}) {
  return (
    <Layout site={props.site} path={props.path} mainClassName="main main--blog">
      <div className={`blog${props.aside ? '' : ' blog--no-toc'}`}>
        <div className="blog__sidebar">
          <BlogSidebar sidebar={props.blog.sidebar} path={props.path} />
        </div>
        <div className="blog__content">{props.children}</div>
        {props.aside ? <div className="blog__toc">{props.aside}</div> : null}
      </div>
    </Layout>
  );
}

function PostCard({post, content}: {post: PostSummary; content: ContentFill}) {
  const t = useT();
  return (
    <article className="post-card">
      <header>
        <h2 className="post-card__title">
          <a href={post.href}>{post.title}</a>
        </h2>
        <PostMeta post={post} />
      </header>
      <Html html={contentHtml(post.excerptHtml, content)} />
      <footer className="post-card__footer">
        <TagList tags={post.tags} />
        {post.truncated ? (
          <a className="post-card__more" href={post.href} aria-label={t('theme.blog.post.readMoreLabel', {title: post.title})}>
            {t('theme.blog.post.readMore')}
          </a>
        ) : null}
      </footer>
    </article>
  );
}

export function BlogListPage({route, site, content}: Of<'blog-list'>) {
  const {pagination} = route;
  const t = translator(site.messages, site.locale.lang);
  return (
    <BlogFrame site={site} path={route.path} blog={route.blog}>
      <h1 className="blog__heading">{pagination.page === 1 ? route.blog.title : t('theme.blog.listPageTitle', {blogTitle: route.blog.title, page: pagination.page})}</h1>
      {route.blog.description ? <p className="blog__description">{route.blog.description}</p> : null}
      {route.posts.map((post) => (
        <PostCard key={post.href} post={post} content={content} />
      ))}
      <Pager
        kind="blog-list"
        previous={pagination.previous ? {label: t('theme.blog.paginator.newerEntries'), href: pagination.previous} : undefined}
        next={pagination.next ? {label: t('theme.blog.paginator.olderEntries'), href: pagination.next} : undefined}
        label={t('theme.blog.paginator.navAriaLabel')}
        previousLabel={t('theme.blog.paginator.page', {page: pagination.page - 1})}
        nextLabel={t('theme.blog.paginator.page', {page: pagination.page + 1})}
      />
    </BlogFrame>
  );
}

export function BlogPostPage({route, site, content}: Of<'blog-post'>) {
  const {post} = route;
  const t = translator(site.messages, site.locale.lang);
  return (
    <BlogFrame site={site} path={route.path} blog={route.blog} aside={post.hideToc || !post.toc.length ? null : <Toc toc={post.toc} />}>
      <article className="post">
        <header>
          {route.draft ? <DraftNotice /> : null}
          {post.untranslated ? <UntranslatedNotice site={site} /> : null}
          <h1 className="post__title" lang={post.untranslated ? site.locales[0]?.htmlLang : undefined}>{post.heading}</h1>
          <PostMeta post={post} />
        </header>
        {post.hideToc ? null : <TocMobile toc={post.toc} />}
        <Html html={contentHtml(post.html, content)} lang={post.untranslated ? site.locales[0]?.htmlLang : undefined} />
        <footer className="post__footer">
          <TagList tags={post.tags} />
          {post.editUrl ? (
            <a className="post__edit" href={post.editUrl} target="_blank" rel="noopener noreferrer">
              {t('theme.common.editThisPage')}
            </a>
          ) : null}
        </footer>
      </article>
      <Pager kind="blog-post" previous={post.previous} next={post.next} label={t('theme.blog.post.paginator.navAriaLabel')} previousLabel={t('theme.blog.post.paginator.newerPost')} nextLabel={t('theme.blog.post.paginator.olderPost')} />
    </BlogFrame>
  );
}

export function BlogArchivePage({route, site}: Of<'blog-archive'>) {
  const t = translator(site.messages, site.locale.lang);
  return (
    <BlogFrame site={site} path={route.path} blog={route.blog}>
      <h1 className="blog__heading">{t('theme.blog.archive.title')}</h1>
      <p className="blog__description">{t('theme.blog.archive.lead', {blogTitle: route.blog.title})}</p>
      {route.years.map(({year, posts}) => (
        <section key={year} className="archive__year" aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className="archive__list">
            {posts.map((post) => (
              <li key={post.href}>
                <time dateTime={post.date}>{post.formattedDate}</time>
                <a href={post.href}>{post.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogFrame>
  );
}

export function BlogTagsPage({route, site}: Of<'blog-tags'>) {
  const t = translator(site.messages, site.locale.lang);
  return (
    <BlogFrame site={site} path={route.path} blog={route.blog}>
      <h1 className="blog__heading">{t('theme.tags.tagsPageTitle')}</h1>
      <ul className="tag-cloud">
        {route.tags.map((tag) => (
          <li key={tag.href}>
            <a className="tag" href={tag.href}>
              {tag.label} <span className="tag__count">{tag.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </BlogFrame>
  );
}

export function BlogTagPage({route, site, content}: Of<'blog-tag'>) {
  const t = translator(site.messages, site.locale.lang);
  return (
    <BlogFrame site={site} path={route.path} blog={route.blog}>
      <h1 className="blog__heading">{route.title}</h1>
      {route.tag.description ? <p className="blog__tag-description">{route.tag.description}</p> : null}
      <p>
        <a href={route.blog.tagsPath}>{t('theme.tags.tagsPageLink')}</a>
      </p>
      {route.posts.map((post) => (
        <PostCard key={post.href} post={post} content={content} />
      ))}
    </BlogFrame>
  );
}
