// Docusaurus's swizzlable theme components (`src/theme/<Name>` of a site, named as in
// @docusaurus/theme-classic) and what in sitegen draws the same part of the page. Written once:
// the build (swizzles.ts, swizzle-plugin.ts), init's notes and the README's table read it.
import type {ThemeComponentName} from '../../theme-names.ts';

export type SwizzleCounterpart =
  | {
      /** The theme component (templates/components/) the swizzle replaces wherever the theme draws it. */
      component: ThemeComponentName;
      /** Which of the component's uses (its `kind` prop), when it serves several Docusaurus components. */
      use?: string;
      /** What it draws, for the README and messages. */
      part: string;
    }
  | {
      /** The Docusaurus layer's module (runtime/) site code imports under this name. */
      layer: string;
      part: string;
    };

export const SWIZZLE_MAP: Readonly<Record<string, SwizzleCounterpart>> = {
  Navbar: {component: 'Navbar', part: 'the navbar and its mobile menu'},
  NavbarItem: {component: 'NavbarItem', part: 'each navbar item, in the bar and in the mobile menu'},
  Logo: {component: 'Brand', part: 'the logo and title link of the navbar'},
  ColorModeToggle: {component: 'ThemeToggle', part: 'the colour mode button'},
  SearchBar: {component: 'SearchSlot', part: 'the navbar search box'},
  AnnouncementBar: {component: 'AnnouncementBar', part: 'the announcement bar'},
  Footer: {component: 'Footer', part: 'the footer'},
  BackToTopButton: {component: 'BackToTop', part: 'the back-to-top button'},
  DocSidebar: {component: 'DocSidebar', part: "a docs page's sidebar"},
  TOC: {component: 'Toc', part: "a docs page's table of contents"},
  DocBreadcrumbs: {component: 'Breadcrumbs', part: "a docs page's breadcrumbs"},
  DocVersionBanner: {component: 'VersionBanner', part: "an old or unreleased version's banner"},
  DocPaginator: {component: 'Pager', use: 'docs', part: 'previous / next links of a docs page'},
  BlogPostPaginator: {component: 'Pager', use: 'blog-post', part: 'newer / older post links of a blog post'},
  BlogListPaginator: {component: 'Pager', use: 'blog-list', part: 'page links of a blog list'},
  BlogSidebar: {component: 'BlogSidebar', part: 'the recent posts beside a blog page'},
  NotFound: {component: 'NotFound', part: 'the 404 page (inside the navbar and footer)'},
  'NotFound/Content': {component: 'NotFound', part: 'the 404 page (inside the navbar and footer)'},
  Layout: {layer: '@theme/Layout', part: "site pages' `@theme/Layout`"},
  Heading: {layer: '@theme/Heading', part: 'headings site code draws'},
  CodeBlock: {layer: '@theme/CodeBlock', part: 'code blocks site code draws'},
  Admonition: {layer: '@theme/Admonition', part: 'admonitions site code draws'},
  Tabs: {layer: '@theme/Tabs', part: 'tabs site code draws'},
  TabItem: {layer: '@theme/TabItem', part: 'tab panels site code draws'},
  Details: {layer: '@theme/Details', part: 'details site code draws'},
  ThemedImage: {layer: '@theme/ThemedImage', part: 'light / dark images site code draws'},
  MDXComponents: {layer: '@theme/MDXComponents', part: 'the MDX component map site code imports'},
};

/** The counterpart of a Docusaurus theme component name (`Footer`, `NotFound/Content`). */
export function swizzleCounterpart(name: string): SwizzleCounterpart | undefined {
  return Object.hasOwn(SWIZZLE_MAP, name) ? SWIZZLE_MAP[name] : undefined;
}
