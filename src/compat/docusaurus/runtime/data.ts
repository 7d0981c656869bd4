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

/** The page's locale and its code.json messages (the server's page state, or the page's data in the browser). */
export interface PageCode {
  currentLocale: string;
  codeTranslations: Record<string, string>;
}

export interface PageState {
  pathname: string;
  baseUrl: string;
  code?: PageCode;
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

interface PageData {
  baseUrl?: string;
  codeTranslations?: Record<string, string>;
}

/** The data sitegen writes into every page (`#sitegen-data`), read again after a client navigation. */
function pageData(): PageData {
  if (!isBrowser) return {};
  try {
    return JSON.parse(document.getElementById('sitegen-data')?.textContent ?? '{}') as PageData;
  } catch {
    return {};
  }
}

/** The base URL of the page: the server's page state, or the data sitegen writes into every page. */
export function currentBaseUrl(): string {
  if (serverPage) return serverPage.baseUrl;
  return pageData().baseUrl || siteData.siteConfig.baseUrl;
}

/** The page's locale and translated texts; a page that carries none is in the default locale, untranslated. */
export function currentCode(): PageCode {
  if (serverPage) return serverPage.code ?? {currentLocale: siteData.i18n.defaultLocale, codeTranslations: {}};
  const data = pageData();
  // Docusaurus serves a locale at `<baseUrl><locale>/`: the page's base URL names its locale.
  const siteBase = siteData.siteConfig.baseUrl;
  const segment = (locale: string) => (siteData.i18n.localeConfigs[locale] as {path?: string} | undefined)?.path ?? locale;
  const currentLocale = siteData.i18n.locales.find((locale) => data.baseUrl === `${siteBase}${segment(locale)}/`) ?? siteData.i18n.defaultLocale;
  return {currentLocale, codeTranslations: data.codeTranslations ?? {}};
}

export function currentPathname(): string {
  if (serverPage) return serverPage.pathname;
  return isBrowser ? window.location.pathname : siteData.siteConfig.baseUrl;
}
