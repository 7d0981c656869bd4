// The theme components a site may override with `site/theme/<Name>.tsx` (templates/components/;
// a test keeps this list and the folder in step).
export const THEME_COMPONENTS = [
  'AnnouncementBar', 'BackToTop', 'BlogSidebar', 'Brand', 'Breadcrumbs', 'CodeBlock', 'DocSidebar', 'DraftNotice',
  'Footer', 'Html', 'Icons', 'Island', 'Layout', 'MobileMenu', 'Navbar', 'NavbarItem', 'NotFound', 'PageContext', 'Pager',
  'PostMeta', 'SearchSlot', 'ThemeToggle', 'Toc', 'Translate', 'UntranslatedNotice', 'VersionBanner',
] as const;
export type ThemeComponentName = (typeof THEME_COMPONENTS)[number];
