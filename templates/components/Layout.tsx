// The page frame every layout shares: skip link, announcement bar, navbar (with the mobile menu),
// main, footer and the back-to-top button.
import type {ReactNode} from 'react';
import type {SiteChrome} from '../../src/routes/types.ts';
import {Navbar} from './Navbar.tsx';
import {Footer} from './Footer.tsx';
import {AnnouncementBar} from './AnnouncementBar.tsx';
import {BackToTop} from './BackToTop.tsx';
import {ChromeContext, PageContext, type PageAlternates} from './PageContext.tsx';
import {MessagesContext} from './Translate.tsx';
import {translate} from '../../src/shared/theme-strings.ts';
import {pathInLocale} from '../../src/shared/urls.ts';

export function Layout(props: {site: SiteChrome; path: string; children: ReactNode; mainClassName?: string; alternates?: PageAlternates}) {
  const {site} = props;
  // Every locale has the same pages: the same page in another language is below that locale's base URL.
  const locales = site.locales.length > 1 ? site.locales.map((locale) => ({label: locale.label, href: pathInLocale(props.path, site.locale, locale), lang: locale.htmlLang})) : undefined;
  return (
    <MessagesContext.Provider value={{messages: site.messages, lang: site.locale.lang}}>
      <PageContext.Provider value={{...(locales ? {locales} : {}), ...props.alternates}}>
        <ChromeContext.Provider value={{site, path: props.path}}>
          <a className="skip-link" href="#main">
            {translate(site.messages, 'theme.common.skipToMainContent')}
          </a>
          {props.site.announcementBar ? <AnnouncementBar bar={props.site.announcementBar} /> : null}
          <Navbar site={props.site} path={props.path} />
          <main id="main" className={props.mainClassName ?? 'main'} tabIndex={-1}>
            {props.children}
          </main>
          <Footer site={props.site} />
          <BackToTop />
        </ChromeContext.Provider>
      </PageContext.Provider>
    </MessagesContext.Provider>
  );
}
