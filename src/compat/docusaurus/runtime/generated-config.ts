// `@generated/docusaurus.config`: the site's config as Docusaurus code imports it directly.
import {siteData} from './data.ts';

export default siteData.siteConfig;
