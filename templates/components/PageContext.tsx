// What the page being rendered offers the shell around it: its docs version and the same page in
// the other versions (and languages), for the navbar's version and locale dropdowns; and the page's
// chrome, for theme components site code draws itself (a Docusaurus site's `@theme/NavbarItem`).
import {createContext, useContext} from 'react';
import type {DocVersionData, DocsVersionRef, Link, SiteChrome} from '../../src/routes/types.ts';

export interface PageAlternates {
  version?: DocVersionData;
  versions?: (Link & {docsVersion?: DocsVersionRef})[];
  locales?: (Link & {lang?: string})[];
}

export const PageContext = createContext<PageAlternates>({});
export const usePage = () => useContext(PageContext);

export const ChromeContext = createContext<{site: SiteChrome; path: string} | undefined>(undefined);
