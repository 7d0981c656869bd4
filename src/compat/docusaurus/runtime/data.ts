// What the layer knows about the site and the page being rendered. `siteData` is replaced by the
// esbuild plugin with the site's values (src/compat/docusaurus/plugin.ts); the page state is set by
// the server around each render (server.ts) and read from the page in the browser.
import type {ReactNode} from 'react';
import type {DocusaurusSiteData} from '../site-data.ts';

export const siteData: DocusaurusSiteData = {
  siteConfig: {title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, themeConfig: {}},
  i18n: {defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: {}},
  siteMetadata: {docusaurusVersion: '3', siteVersion: undefined, pluginVersions: {}},
};

export interface PageState {
  pathname: string;
  baseUrl: string;
  title?: string;
  description?: string;
  head: ReactNode[];
}

let serverPage: PageState | undefined;

export function setServerPage(page: PageState | undefined): void {
  serverPage = page;
}

export function serverPageState(): PageState | undefined {
  return serverPage;
}

export const isBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

/** The base URL of the page: the server's page state, or the data sitegen writes into every page. */
export function currentBaseUrl(): string {
  if (serverPage) return serverPage.baseUrl;
  if (isBrowser) {
    try {
      const data = JSON.parse(document.getElementById('sitegen-data')?.textContent ?? '{}') as {baseUrl?: string};
      if (data.baseUrl) return data.baseUrl;
    } catch {
      // A page without sitegen's data: the site's configured base URL.
    }
  }
  return siteData.siteConfig.baseUrl;
}

export function currentPathname(): string {
  if (serverPage) return serverPage.pathname;
  return isBrowser ? window.location.pathname : siteData.siteConfig.baseUrl;
}
