// `@docusaurus/useBaseUrl`: site paths with the base URL in front, as Docusaurus adds it.
import {currentBaseUrl, siteData} from './data.ts';
import {hasProtocol} from './isInternalUrl.ts';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

export function addBaseUrl(baseUrl: string, siteUrl: string, url: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const based = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return options.absolute ? siteUrl.replace(/\/$/, '') + based : based;
}

export function useBaseUrlUtils() {
  const baseUrl = currentBaseUrl();
  return {withBaseUrl: (url: string, options?: BaseUrlOptions) => addBaseUrl(baseUrl, siteData.siteConfig.url, url, options)};
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return addBaseUrl(currentBaseUrl(), siteData.siteConfig.url, url, options);
}
