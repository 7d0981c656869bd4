// The theme's entry: one layout per route kind of the route table.
import {DocPage} from './layouts/DocPage.tsx';
import {DocCategoryPage} from './layouts/DocCategory.tsx';
import {BlogArchivePage, BlogListPage, BlogPostPage, BlogTagPage, BlogTagsPage} from './layouts/Blog.tsx';
import {NotFoundPage, PageLayout} from './layouts/Pages.tsx';
import {SearchPage} from './layouts/SearchPage.tsx';
import {SiteMetadataPage} from './layouts/SiteMetadata.tsx';
export {foldedCategories, sidebarFragment} from './components/DocSidebar.tsx';

export const layouts = {
  doc: DocPage,
  'doc-category': DocCategoryPage,
  'blog-list': BlogListPage,
  'blog-post': BlogPostPage,
  'blog-archive': BlogArchivePage,
  'blog-tags': BlogTagsPage,
  'blog-tag': BlogTagPage,
  page: PageLayout,
  search: SearchPage,
  'not-found': NotFoundPage,
  'site-metadata': SiteMetadataPage,
};
