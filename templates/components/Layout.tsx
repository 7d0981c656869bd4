// The page frame every layout shares: skip link, announcement bar, navbar (with the mobile menu),
// main, footer and the back-to-top button.
import type {ReactNode} from 'react';
import type {SiteChrome} from '../../src/routes/types.ts';
import {Navbar} from './Navbar.tsx';
import {Footer} from './Footer.tsx';
import {AnnouncementBar} from './AnnouncementBar.tsx';
import {BackToTop} from './BackToTop.tsx';
import {PageContext, type PageAlternates} from './PageContext.tsx';

export function Layout(props: {site: SiteChrome; path: string; children: ReactNode; mainClassName?: string; alternates?: PageAlternates}) {
  return (
    <PageContext.Provider value={props.alternates ?? {}}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {props.site.announcementBar ? <AnnouncementBar bar={props.site.announcementBar} /> : null}
      <Navbar site={props.site} path={props.path} />
      <main id="main" className={props.mainClassName ?? 'main'} tabIndex={-1}>
        {props.children}
      </main>
      <Footer site={props.site} />
      <BackToTop />
    </PageContext.Provider>
  );
}
