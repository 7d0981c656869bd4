// sitegen's theme API: what a site's own code (React pages, islands, theme overrides in
// `site/theme/`) may import, as `sitegen/theme`. Engine internals may change; this module keeps
// its names. `site/theme/<Name>.tsx` replaces the theme component `<Name>` (one of
// THEME_COMPONENTS) and must export what the original exports (the props types below); it can
// wrap the original, imported as `@theme-original/<Name>`:
//
//   import * as Original from '@theme-original/Footer';
//   import type {FooterProps} from 'sitegen/theme';
//   export * from '@theme-original/Footer';
//   export function Footer(props: FooterProps) {
//     return <><p className="notice">…</p><Original.Footer {...props} /></>;
//   }
import type {ComponentProps} from 'react';
import type {AnnouncementBar} from '../templates/components/AnnouncementBar.tsx';
import type {BlogSidebar} from '../templates/components/BlogSidebar.tsx';
import type {Brand} from '../templates/components/Brand.tsx';
import type {Breadcrumbs} from '../templates/components/Breadcrumbs.tsx';
import type {DocSidebar} from '../templates/components/DocSidebar.tsx';
import type {Footer} from '../templates/components/Footer.tsx';
import type {Layout} from '../templates/components/Layout.tsx';
import type {MobileMenu} from '../templates/components/MobileMenu.tsx';
import type {Navbar} from '../templates/components/Navbar.tsx';
import type {NavbarItem} from '../templates/components/NavbarItem.tsx';
import type {Pager} from '../templates/components/Pager.tsx';
import type {PostMeta} from '../templates/components/PostMeta.tsx';
import type {SearchSlot} from '../templates/components/SearchSlot.tsx';
import type {Toc} from '../templates/components/Toc.tsx';
import type {VersionBanner} from '../templates/components/VersionBanner.tsx';

export {Island} from '../templates/components/Island.tsx';
export {Html} from '../templates/components/Html.tsx';
// The theme's texts in the page's language (ids and English texts: THEME_STRINGS).
export {useT, translator, type Translator} from '../templates/components/Translate.tsx';
export {THEME_STRINGS, type ThemeStringId, type ThemeMessages} from './shared/theme-strings.ts';
/** Server-rendered pages only (it highlights at build time); not for islands. */
export {CodeBlock, type CodeBlockProps} from '../templates/components/CodeBlock.tsx';
export {THEME_COMPONENTS, type ThemeComponentName} from './theme-names.ts';

export type {SiteChrome, Route, Link, Sidebar, SidebarNode, NavItem} from './routes/types.ts';
export type {TocEntry} from './content/types.ts';
export type {LayoutProps, PageModule} from './render/components.ts';
export type {PageMeta} from './routes/pages.ts';

export type AnnouncementBarProps = ComponentProps<typeof AnnouncementBar>;
export type BlogSidebarProps = ComponentProps<typeof BlogSidebar>;
export type BrandProps = ComponentProps<typeof Brand>;
export type BreadcrumbsProps = ComponentProps<typeof Breadcrumbs>;
export type DocSidebarProps = ComponentProps<typeof DocSidebar>;
export type FooterProps = ComponentProps<typeof Footer>;
export type LayoutComponentProps = ComponentProps<typeof Layout>;
export type MobileMenuProps = ComponentProps<typeof MobileMenu>;
export type NavbarProps = ComponentProps<typeof Navbar>;
export type NavbarItemProps = ComponentProps<typeof NavbarItem>;
export type PagerProps = ComponentProps<typeof Pager>;
export type PostMetaProps = ComponentProps<typeof PostMeta>;
export type SearchSlotProps = ComponentProps<typeof SearchSlot>;
export type TocProps = ComponentProps<typeof Toc>;
export type VersionBannerProps = ComponentProps<typeof VersionBanner>;
