// React pages from site/pages (`.tsx`) and a Docusaurus site's src/pages (`.js/.jsx/.ts/.tsx/.md/
// .mdx`): `index` → the folder route with a trailing slash (`/about/`), any other file → its path
// without one (`/showcase/add`), as the spec's route table and Docusaurus have them.
import type {ParsedMarkdown} from '../content/types.ts';
import type {MarkdownPage} from './types.ts';

/** What a React page exports as `meta`. */
export interface PageMeta {
  title?: string;
  description?: string;
  noindex?: boolean;
}

/** Where a Docusaurus site's pages are (the site-relative paths of its page files start with it). */
export const DOCUSAURUS_PAGES_PREFIX = 'src/pages/';

export function pageRoutePath(file: string): string {
  const rel = file.replace(/^(src\/)?pages\//, '').replace(/\.(tsx|ts|jsx|js|mdx|md)$/, '');
  if (rel === 'index') return '/';
  if (rel.endsWith('/index')) return `/${rel.slice(0, -'index'.length)}`;
  return `/${rel}`;
}

/** A page written in markdown (rendered by the docs' pipeline), not a React module. */
export function isMarkdownPage(file: string): boolean {
  return /\.mdx?$/.test(file);
}

/** A page for the route table: a React page's `meta`, or a markdown page's front matter and HTML. */
export function pageInput(file: string, parsed: ParsedMarkdown | undefined, meta: PageMeta | undefined): {file: string; meta: PageMeta; markdown?: MarkdownPage} {
  if (!parsed) return {file, meta: meta ?? {}};
  const front = parsed.frontMatter;
  // A heading from the body's leading `# …` is shown; front matter `title` alone only names the page.
  const heading = front.title === undefined || parsed.heading !== String(front.title) ? parsed.heading : undefined;
  return {
    file,
    meta: {title: parsed.title || undefined, description: parsed.description || undefined, noindex: front.unlisted === true || undefined},
    markdown: {
      html: parsed.html,
      heading: heading || undefined,
      wrapperClassName: typeof front.wrapperClassName === 'string' ? front.wrapperClassName : undefined,
      toc: front.hide_table_of_contents === true ? [] : parsed.toc,
    },
  };
}
