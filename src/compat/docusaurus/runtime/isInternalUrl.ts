// `@docusaurus/isInternalUrl`: a URL without a scheme leads into the site.
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:)/i.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
