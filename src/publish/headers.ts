// `_headers` for Netlify and Cloudflare Pages (the same format): hashed assets are cached for a
// year and never revalidated, pages always revalidate, every response carries the usual security
// headers, and the metadata page is kept out of search engines.
import {withBaseUrl} from '../shared/urls.ts';
import {ASSETS_DIR} from '../shared/assets-dir.ts';
import {SITE_METADATA_PATH} from '../shared/site-metadata.ts';

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** Every file sitegen writes under assets/ has a content hash in its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function headersFile(baseUrl: string): string {
  const block = (path: string, headers: Record<string, string>) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    '# Written by sitegen.',
    block(withBaseUrl(baseUrl, '/*'), SECURITY_HEADERS),
    block(withBaseUrl(baseUrl, `/${ASSETS_DIR}/*`), {'Cache-Control': IMMUTABLE}),
    block(withBaseUrl(baseUrl, `${SITE_METADATA_PATH}*`), {'X-Robots-Tag': 'noindex'}),
  ].join('\n\n')}\n`;
}
