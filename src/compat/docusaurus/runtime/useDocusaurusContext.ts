// `@docusaurus/useDocusaurusContext`: the site's config (with its customFields), i18n and metadata.
import {siteData} from './data.ts';

const context = {...siteData, globalData: {}, codeTranslations: {}};

export default function useDocusaurusContext() {
  return context;
}
