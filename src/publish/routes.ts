// What publishing adds to the route table, computed in the routes step so that the table leaves it
// finished: each blog's feed links, the metadata page, and each page's social card URL. Later
// steps read the table and never write into it.
import type {SiteConfig} from '../config/schema.ts';
import {normalizeRoute} from '../routes/paths.ts';
import type {BlogInstanceInfo, Route, RouteTable} from '../routes/types.ts';
import type {SiteMetadata} from '../shared/site-metadata.ts';
import {cardBrand, cardSpecs, type CardSpec} from './cards/spec.ts';
import {feedLinks} from './feeds.ts';
import {metadataRoute, siteMetadata} from './metadata.ts';

export interface PublishedRoutes {
  /** The finished table: a new value, the table it was made from is left as it was. */
  table: RouteTable;
  /** The metadata JSON (config `siteMetadata`), written by publishing. */
  metadata?: SiteMetadata;
  /** The social cards to draw (config `socialCards`). */
  cards?: {specs: CardSpec[]; brand: ReturnType<typeof cardBrand>};
}

export function publishedRoutes(args: {config: SiteConfig; table: RouteTable; siteDir: string; configFile: string}): PublishedRoutes {
  const {config} = args;
  // Each blog once, with its feed links; every route of the blog points at the copy.
  const blogs = new Map<BlogInstanceInfo, BlogInstanceInfo>();
  const withFeeds = (blog: BlogInstanceInfo) => {
    let copy = blogs.get(blog);
    if (!copy) blogs.set(blog, (copy = {...blog, feeds: feedLinks({config, blog, toPath: (file) => file})}));
    return copy;
  };
  let routes: Route[] = args.table.routes.map((route) => ('blog' in route ? ({...route, blog: withFeeds(route.blog)} as Route) : route));
  let table: RouteTable = {...args.table, routes};

  let metadata: SiteMetadata | undefined;
  if (config.siteMetadata) {
    metadata = siteMetadata(config, table);
    const route = metadataRoute(table, metadata);
    if (!routes.some((other) => normalizeRoute(other.path) === normalizeRoute(route.path))) {
      routes = [...routes, route];
      table = {...table, routes};
      metadata.routes.push({path: route.path, component: '@theme/SiteMetadata', plugin: {name: 'sitegen', id: 'default'}, contentIds: []});
    }
  }

  if (config.socialCards === false) return {table, metadata};
  const brand = cardBrand(config, args.siteDir, args.configFile);
  const specs = cardSpecs(table, brand);
  const byRoute = new Map(specs.map((spec) => [spec.route, spec]));
  routes = routes.map((route) => {
    const spec = byRoute.get(route.path);
    return spec ? {...route, image: spec.url} : route;
  });
  return {table: {...table, routes}, metadata, cards: {specs, brand}};
}
