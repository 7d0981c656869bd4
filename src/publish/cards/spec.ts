// Which pages get a social card, what each shows, and where it is written. A card's file name
// carries a hash of everything drawn on it, so it can be cached for ever (assets/) and a changed
// title gets a new URL that social networks fetch again.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import type {SiteConfig} from '../../config/schema.ts';
import type {Route, RouteTable} from '../../routes/types.ts';
import {ASSETS_DIR} from '../../shared/assets-dir.ts';
import {TEMPLATES_DIR} from '../../paths.ts';
import {ConfigError} from '../../errors.ts';
import {hasScheme, withBaseUrl} from '../../shared/urls.ts';
import type {CardBrand, CardText} from './types.ts';

/** Bump when the drawing changes, so every card gets a new name. */
export const CARD_DESIGN = 3;

export interface CardSpec {
  route: string;
  text: CardText;
  /** Output file, relative to the output folder. */
  file: string;
  /** Public path of the image. */
  url: string;
}

/**
 * A file's content made into a value, made again only when the file's size or modification time
 * changed (as src/cache/files.ts trusts them): a watch rebuild read and base64-encoded the logo
 * and read the theme's tokens every time.
 */
const fromFiles = new Map<string, {size: number; mtimeMs: number; value: unknown}>();
function fromFile<T>(file: string, make: (bytes: Buffer) => T): T {
  const stat = fs.statSync(file);
  const known = fromFiles.get(file);
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.value as T;
  const value = make(fs.readFileSync(file));
  fromFiles.set(file, {size: stat.size, mtimeMs: stat.mtimeMs, value});
  return value;
}

/** The colour tokens of the theme's light mode, read from its stylesheet (written once, there). */
export function themeColors(tokensCss?: string): CardBrand['colors'] {
  if (tokensCss === undefined) return fromFile(path.join(TEMPLATES_DIR, 'styles/theme/tokens.css'), (bytes) => themeColors(bytes.toString('utf8')));
  const root = /:root\s*\{([^}]*)\}/.exec(tokensCss)?.[1] ?? '';
  const token = (name: string, fallback: string) => new RegExp(`--c-${name}:\\s*([^;]+);`).exec(root)?.[1].trim() ?? fallback;
  return {bg: token('bg', '#ffffff'), fg: token('fg', '#0d1321'), muted: token('muted', '#566073'), accent: token('accent', '#0a66c2'), brand: token('brand', '#0b84f3'), violet: token('violet', '#6d4aff')};
}

const LOGO_TYPES: Record<string, string> = {'.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg'};

export function cardBrand(config: SiteConfig, siteDir: string, configFile: string): CardBrand {
  const options = config.socialCards === false ? {} : config.socialCards;
  const url = new URL(config.url);
  const host = `${url.host}${config.baseUrl === '/' ? '' : config.baseUrl.replace(/\/$/, '')}`;
  const logoPath = options.logo ?? config.navbar.logo?.src;
  let logo: string | undefined;
  if (logoPath && !hasScheme(logoPath)) {
    const file = path.join(siteDir, 'static', logoPath.replace(/^\//, ''));
    const type = LOGO_TYPES[path.extname(file).toLowerCase()];
    if (!fs.existsSync(file)) {
      // A logo named only for the cards must exist; the navbar's is checked by the link check.
      if (options.logo) throw new ConfigError(`socialCards.logo: ${logoPath} is not a file in static/`, {location: {file: configFile}});
    } else if (!type) {
      if (options.logo) throw new ConfigError(`socialCards.logo: ${logoPath} must be SVG, PNG or JPEG`, {location: {file: configFile}});
    } else {
      logo = fromFile(file, (bytes) => `data:${type};base64,${bytes.toString('base64')}`);
    }
  }
  const brand = {siteName: options.siteName ?? config.title, host, logo, colors: themeColors()};
  // The same brand as last time is the same object, so its hash (see cardSpecs) is kept too.
  // Every field the same value (the colours are the same object while the tokens file is unchanged).
  const same = (a: CardBrand, b: CardBrand) => Object.keys(a).length === Object.keys(b).length && (Object.keys(a) as (keyof CardBrand)[]).every((key) => a[key] === b[key]);
  if (lastBrand && same(lastBrand, brand)) return lastBrand;
  return (lastBrand = brand);
}

let lastBrand: CardBrand | undefined;
const brandHashes = new WeakMap<CardBrand, string>();

function sectionOf(route: Route, site: RouteTable['chrome']): string {
  switch (route.kind) {
    case 'doc':
    case 'doc-category': {
      const crumbs = route.kind === 'doc' ? route.doc.breadcrumbs : route.category.breadcrumbs;
      return crumbs[0] ? `Docs · ${crumbs[0].label}` : 'Docs';
    }
    case 'blog-post':
      return `${route.blog.title} · ${route.post.formattedDate}`;
    case 'blog-list':
    case 'blog-archive':
    case 'blog-tags':
    case 'blog-tag':
      return route.blog.title;
    case 'search':
      return 'Search';
    default:
      return route.path === site.home ? '' : site.title;
  }
}

function slugOf(routePath: string, baseUrl: string): string {
  const inside = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  return (
    inside
      .replace(/\.[a-z]+$/i, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'home'
  );
}

/**
 * Whether a page gets a generated card: every page that can be shared, unless its front matter
 * names an image. The 404 page, drafts and unlisted pages keep the site's default image.
 */
function wantsCard(route: Route): boolean {
  return !route.image && route.kind !== 'not-found' && (route.kind === 'search' || !route.noindex);
}

/**
 * The card's font (Inter) draws Latin, Greek and Cyrillic letters: a page whose title is in
 * another script (Japanese, Arabic) keeps the site's default image rather than a card of blanks.
 */
const DRAWABLE = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]*$/u;
export const cardCanDraw = (text: CardText) => DRAWABLE.test(text.title) && DRAWABLE.test(text.section);

/**
 * A card's hash: of the brand and the text. Kept from one call to the next (and only that long),
 * so that a watch rebuild does not hash the 300 unchanged cards of a site again.
 */
let textHashes = {last: new Map<string, string>(), now: new Map<string, string>()};
function textHash(brandHash: string, text: CardText): string {
  const input = `${brandHash}\0${JSON.stringify(text)}`;
  let hash = textHashes.now.get(input) ?? textHashes.last.get(input);
  if (hash === undefined) hash = createHash('sha1').update(brandHash).update(JSON.stringify(text)).digest('base64url').slice(0, 10);
  textHashes.now.set(input, hash);
  return hash;
}

export function cardSpecs(table: RouteTable, brand: CardBrand): CardSpec[] {
  textHashes = {last: textHashes.now, now: new Map()};
  const site = table.chrome;
  let brandHash = brandHashes.get(brand);
  if (!brandHash) brandHashes.set(brand, (brandHash = createHash('sha1').update(JSON.stringify([CARD_DESIGN, brand])).digest('hex')));
  return table.routes.filter(wantsCard).flatMap((route) => {
    const text: CardText = route.path === site.home && site.tagline ? {title: site.tagline, section: ''} : {title: route.title || site.title, section: sectionOf(route, site)};
    if (!cardCanDraw(text)) return [];
    const hash = textHash(brandHash, text);
    const file = `${ASSETS_DIR}/cards/${slugOf(route.path, table.urls.baseUrl)}-${hash}.png`;
    return [{route: route.path, text, file, url: withBaseUrl(table.urls.baseUrl, `/${file}`)}];
  });
}
