// A link as the route table gives it to the theme (navbar, sidebars, breadcrumbs, pagination). Its
// own module: the route types (types.ts) and the blog's (blog-types.ts) both use it, and
// types.ts re-exports the blog's, so neither may import it from the other.
export interface Link {
  label: string;
  href: string;
  external?: boolean;
  /** A `pathname://` link: a path of the host outside the site's pages, left out of the link check. */
  unchecked?: boolean;
}
