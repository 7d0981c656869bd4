// The site as Docusaurus code sees it (`useDocusaurusContext()`), made from sitegen's config.
import type {SiteConfig} from '../../config/schema.ts';

export interface DocusaurusSiteData {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    customFields: Record<string, unknown>;
    themeConfig: Record<string, unknown>;
    [key: string]: unknown;
  };
  i18n: {defaultLocale: string; currentLocale: string; locales: string[]; localeConfigs: Record<string, unknown>};
  siteMetadata: {docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown>};
  /** What plugins set with `setGlobalData`: plugin name → instance id → data. */
  globalData?: Record<string, Record<string, unknown>>;
}

export function docusaurusSiteData(config: SiteConfig | undefined, globalData?: Record<string, Record<string, unknown>>): DocusaurusSiteData {
  if (!config) return {siteConfig: {title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, themeConfig: {}}, i18n: {defaultLocale: 'en', currentLocale: 'en', locales: ['en'], localeConfigs: {}}, siteMetadata: {docusaurusVersion: '3', pluginVersions: {}}};
  const extra = config as SiteConfig & {customFields?: Record<string, unknown>; favicon?: string};
  const locales = config.i18n?.locales ?? [config.i18n?.defaultLocale ?? 'en'];
  const defaultLocale = config.i18n?.defaultLocale ?? 'en';
  return {
    siteConfig: {
      title: config.title,
      tagline: config.tagline ?? '',
      url: config.url ?? '',
      baseUrl: config.baseUrl,
      favicon: extra.favicon,
      trailingSlash: config.trailingSlash,
      customFields: extra.customFields ?? {},
      // In Docusaurus's shape already: what an ejected Navbar, Footer or Logo reads with useThemeConfig().
      themeConfig: {colorMode: config.colorMode, navbar: config.navbar, footer: config.footer, ...(config.announcementBar ? {announcementBar: config.announcementBar} : {})},
    },
    i18n: {defaultLocale, currentLocale: defaultLocale, locales, localeConfigs: config.i18n?.localeConfigs ?? {}},
    siteMetadata: {docusaurusVersion: '3', pluginVersions: {}},
    ...(globalData && Object.keys(globalData).length ? {globalData} : {}),
  };
}
