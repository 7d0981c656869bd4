// JSON-LD for search engines (schema.org): a BreadcrumbList on docs pages, a BlogPosting on blog
// posts and a WebSite with a SearchAction on the home page. Pure functions of the route and the
// site, so they are unit-tested without a build. Every URL is absolute and carries the base URL.
import {absoluteUrl} from '../shared/urls.ts';
import type {Route, SiteChrome} from '../routes/types.ts';

export type JsonLd = Record<string, unknown> & {'@context': 'https://schema.org'; '@type': string};

/** The placeholder of the search page URL in the SearchAction (spec §2: `{baseUrl}search?q={query}`). */
export const SEARCH_QUERY_PLACEHOLDER = '{query}';

function url(site: SiteChrome, sitePath: string): string {
  return absoluteUrl(site.url, site.baseUrl, sitePath);
}

export function breadcrumbList(route: Extract<Route, {kind: 'doc' | 'doc-category'}>, site: SiteChrome): JsonLd {
  const crumbs = route.kind === 'doc' ? route.doc.breadcrumbs : route.category.breadcrumbs;
  // As Docusaurus: only crumbs that lead somewhere, then the page itself.
  const items = [{name: 'Docs', href: site.docsHome}, ...crumbs.filter((crumb) => crumb.href).map((crumb) => ({name: crumb.label, href: crumb.href}))];
  if (items.at(-1)?.href !== route.path) items.push({name: route.title, href: route.path});
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({'@type': 'ListItem', position: index + 1, name: item.name, item: url(site, item.href)})),
  };
}

export function blogPosting(route: Extract<Route, {kind: 'blog-post'}>, site: SiteChrome, image?: string): JsonLd {
  const {post} = route;
  const page = url(site, route.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': page,
    mainEntityOfPage: page,
    url: page,
    headline: post.title,
    name: post.title,
    description: route.description || undefined,
    datePublished: post.date,
    dateModified: post.date,
    author: post.authors.map((author) => ({'@type': 'Person', name: author.name, ...(author.url ? {url: author.url} : {}), ...(author.imageUrl ? {image: author.imageUrl} : {})})),
    ...(image ? {image: {'@type': 'ImageObject', url: image}} : {}),
    ...(post.tags.length ? {keywords: post.tags.map((tag) => tag.label)} : {}),
    isPartOf: {'@type': 'Blog', '@id': url(site, route.blog.basePath), name: route.blog.title},
    publisher: {'@type': 'Organization', name: site.title, url: url(site, site.home)},
  };
}

export function webSite(site: SiteChrome): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': url(site, site.home),
    url: url(site, site.home),
    name: site.title,
    ...(site.tagline ? {description: site.tagline} : {}),
    inLanguage: 'en',
    potentialAction: {
      '@type': 'SearchAction',
      target: {'@type': 'EntryPoint', urlTemplate: `${url(site, site.searchPage)}?q=${SEARCH_QUERY_PLACEHOLDER}`},
      'query-input': `required name=${SEARCH_QUERY_PLACEHOLDER.slice(1, -1)}`,
    },
  };
}

/** The JSON-LD objects of a page (none for most). `image`: the page's absolute og:image. */
export function structuredData(route: Route, site: SiteChrome, image?: string): JsonLd[] {
  if (route.draft) return [];
  if (route.kind === 'doc' || route.kind === 'doc-category') return [breadcrumbList(route, site)];
  if (route.kind === 'blog-post') return [blogPosting(route, site, image)];
  if (route.path === site.home) return [webSite(site)];
  return [];
}

/** `<script type="application/ld+json">` with `<` escaped, so no text can close the element. */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
