// <head> contents: title, description, canonical, Open Graph and Twitter cards, robots.
import {escapeHtml} from '../shared/strings.ts';
import {absoluteUrl, hasScheme, pathInLocale, withBaseUrl} from '../shared/urls.ts';
import type {Route, SiteChrome} from '../routes/types.ts';
import {DOCS_TAG_META} from '../shared/search-constants.ts';
import {jsonLdScript, structuredData} from './structured-data.ts';
import type {HeadTag} from '../config/schema.ts';
import {DOCUSAURUS_PAGES_PREFIX} from '../routes/pages.ts';

export function pageTitle(route: Route, site: SiteChrome): string {
  const joined = (first: string, second: string) => `${first} ${site.titleDelimiter} ${second}`;
  // A Docusaurus page (src/pages), the home page too: its own title and the site's, or the site's alone.
  if (route.kind === 'page' && route.page.startsWith(DOCUSAURUS_PAGES_PREFIX)) return route.title ? joined(route.title, site.title) : site.title;
  if (route.path === '/') return site.tagline ? joined(site.title, site.tagline) : site.title;
  return route.title ? joined(route.title, site.title) : site.title;
}

/** Route paths carry the base URL already. */
export function canonicalUrl(route: Route, site: SiteChrome): string {
  return `${site.url}${route.canonicalPath ?? route.path}`;
}

export function headTags(route: Route, site: SiteChrome, options: {defaultImage?: string; favicon?: string}): string {
  const title = escapeHtml(pageTitle(route, site));
  const description = escapeHtml(route.description || site.tagline);
  const url = escapeHtml(canonicalUrl(route, site));
  const imagePath = route.image ?? options.defaultImage;
  const image = imagePath ? escapeHtml(absoluteUrl(site.url, site.baseUrl, imagePath)) : undefined;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    ...(route.keywords?.length ? [`<meta name="keywords" content="${escapeHtml(route.keywords.join(', '))}">`] : []),
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:type" content="${route.kind === 'blog-post' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    `<meta property="og:locale" content="${escapeHtml(site.locale.lang.replace('-', '_'))}">`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
  ];
  // The same page in each language of the site; search engines show readers theirs.
  if (site.locales.length > 1) {
    const href = (to: {baseUrl: string}) => escapeHtml(`${site.url}${pathInLocale(route.path, site.locale, to)}`);
    for (const locale of site.locales) tags.push(`<link rel="alternate" href="${href(locale)}" hreflang="${escapeHtml(locale.htmlLang)}">`);
    tags.push(`<link rel="alternate" href="${href(site.locales[0])}" hreflang="x-default">`);
  }
  if (image) tags.push(`<meta property="og:image" content="${image}">`, `<meta property="og:image:alt" content="${title}">`, `<meta name="twitter:image" content="${image}">`);
  if (route.kind === 'blog-post') tags.push(`<meta property="article:published_time" content="${route.post.date}">`);
  // Only a versioned site needs it (its search box and a crawler tell the versions apart).
  if (route.kind === 'doc' && route.doc.version && route.doc.versionLinks) tags.push(`<meta name="${DOCS_TAG_META}" content="${escapeHtml(route.doc.version.tag)}">`);
  if (route.noindex) tags.push('<meta name="robots" content="noindex, follow">');
  if ('blog' in route) {
    for (const feed of route.blog.feeds ?? []) {
      tags.push(`<link rel="alternate" type="${feed.type}" href="${escapeHtml(feed.href)}" title="${escapeHtml(feed.title)}">`);
    }
  }
  for (const data of structuredData(route, site, imagePath ? absoluteUrl(site.url, site.baseUrl, imagePath) : undefined)) tags.push(jsonLdScript(data));
  if (options.favicon) tags.push(`<link rel="icon" href="${escapeHtml(hasScheme(options.favicon) ? options.favicon : withBaseUrl(site.baseUrl, `/${options.favicon.replace(/^\//, '')}`))}">`);
  return tags.join('\n');
}

/** The config's `headTags` and `scripts`, then the page's own front matter `head_tags`. */
export function customHeadTags(config: {headTags: HeadTag[]; scripts: (string | Record<string, string | boolean>)[]}, route: Route): string {
  const tags = [
    ...config.headTags,
    ...config.scripts.map((script): HeadTag => ({tagName: 'script', attributes: typeof script === 'string' ? {src: script} : script})),
    ...(route.headTags ?? []),
  ];
  return tags.map(renderHeadTag).join('');
}

function renderHeadTag(tag: HeadTag): string {
  const attributes = Object.entries(tag.attributes)
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
  const isVoid = tag.tagName === 'meta' || tag.tagName === 'link';
  // Contents are the author's own code (an analytics snippet, a style rule): written as given.
  return `\n<${tag.tagName}${attributes}>${isVoid ? '' : `${tag.innerHTML ?? ''}</${tag.tagName}>`}`;
}
