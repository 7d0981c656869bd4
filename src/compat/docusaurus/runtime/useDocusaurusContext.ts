// `@docusaurus/useDocusaurusContext`: the site's config (with its customFields), i18n with the page's
// locale, the locale's code translations, and metadata.
import {currentCode, siteData} from './data.ts';

const contexts = new Map<string, object>();

export default function useDocusaurusContext() {
  const {currentLocale, codeTranslations} = currentCode();
  // One object per locale, so that code comparing the context between renders sees it unchanged.
  let context = contexts.get(currentLocale);
  if (!context) {
    context = {...siteData, i18n: {...siteData.i18n, currentLocale}, globalData: {}, codeTranslations};
    contexts.set(currentLocale, context);
  }
  return context as typeof siteData & {globalData: Record<string, unknown>; codeTranslations: Record<string, string>};
}
