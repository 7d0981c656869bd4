// The markup of a content image: its size from the file (the page never shifts), a <picture> with
// modern formats and a srcset when the plan has them, eager loading for the page's first image and
// lazy for the rest, the zoom marker, and the light/dark classes images.css hides by colour mode.
import {escapeHtml} from '../shared/strings.ts';
import type {ImagePlan} from './plan.ts';

export type ColorMode = 'light' | 'dark';

/** URL fragments that mark a markdown image, not part of its URL: GitHub's colour modes, and zoom's opt-out. */
export const IMAGE_FRAGMENTS: Record<string, {theme?: ColorMode; noZoom?: true}> = {
  'gh-light-mode-only': {theme: 'light'},
  'gh-dark-mode-only': {theme: 'dark'},
  'no-zoom': {noZoom: true},
};

/** Class of an image shown only in one colour mode (images.css). */
export const themedClass = (mode: ColorMode) => `themed-image themed-image--${mode}`;
/** The attribute zoom.ts looks for. */
export const ZOOM_ATTRIBUTE = 'data-zoom';
/** What opts an image out of zoom: this attribute, or the class. */
export const NO_ZOOM_ATTRIBUTE = 'data-no-zoom';
export const NO_ZOOM_CLASS = 'no-zoom';

export type Attributes = [name: string, value: string | undefined][];

/** The attributes of a start tag, values as written (entities kept). */
export function parseAttributes(tag: string): Attributes {
  const out: Attributes = [];
  const body = tag.replace(/^<[\w-]+/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const value = match[2] ?? (match[3] !== undefined ? match[3].replace(/"/g, '&quot;') : match[4]);
    out.push([match[1].toLowerCase(), value]);
  }
  return out;
}

const attributeText = (attributes: Attributes) => attributes.map(([name, value]) => (value === undefined ? ` ${name}` : ` ${name}="${value}"`)).join('');

export interface ImageOptions {
  /** The URL of the original (escaped on output). */
  src: string;
  /** The page's first image: fetched at once and first. */
  first: boolean;
  zoom: boolean;
  theme?: ColorMode;
}

/** Attributes sitegen sets itself; an author's loading, decoding and fetchpriority are kept. */
export const OWN_ATTRIBUTES: ReadonlySet<string> = new Set(['src', 'srcset', 'sizes']);

export function imageMarkup(written: Attributes, plan: ImagePlan | undefined, options: ImageOptions): string {
  const has = (name: string) => written.some(([n]) => n === name);
  const attributes: Attributes = written.filter(([name]) => !OWN_ATTRIBUTES.has(name));
  const classes = (written.find(([name]) => name === 'class')?.[1] ?? '').split(/\s+/).filter(Boolean);
  if (options.theme) {
    for (const name of themedClass(options.theme).split(' ')) if (!classes.includes(name)) classes.push(name);
    if (has('class')) attributes.splice(attributes.findIndex(([name]) => name === 'class'), 1);
    attributes.push(['class', classes.join(' ')]);
  }
  const width = Number(written.find(([name]) => name === 'width')?.[1]);
  const height = Number(written.find(([name]) => name === 'height')?.[1]);
  const info = plan?.info;
  if (info && !has('width') && !has('height')) attributes.push(['width', String(info.width)], ['height', String(info.height)]);
  else if (info && has('width') && !has('height') && width > 0) attributes.push(['height', String(Math.round((width * info.height) / info.width))]);
  else if (info && has('height') && !has('width') && height > 0) attributes.push(['width', String(Math.round((height * info.width) / info.height))]);
  if (options.first) {
    if (!has('fetchpriority')) attributes.push(['fetchpriority', 'high']);
  } else {
    if (!has('loading')) attributes.push(['loading', 'lazy']);
    if (!has('decoding')) attributes.push(['decoding', 'async']);
  }
  if (options.zoom && !has(NO_ZOOM_ATTRIBUTE) && !classes.includes(NO_ZOOM_CLASS)) attributes.push([ZOOM_ATTRIBUTE, undefined]);
  const src: Attributes = [['src', escapeHtml(options.src)]];
  const sizes = escapeHtml(plan?.sizes ?? '100vw');
  const srcset: Attributes = plan?.srcset ? [['srcset', escapeHtml(plan.srcset)], ['sizes', sizes]] : [];
  const img = `<img${attributeText([...src, ...srcset, ...attributes])}>`;
  if (!plan?.sources.length) return img;
  const sources = plan.sources.map((source) => `<source type="${source.type}" srcset="${escapeHtml(source.srcset)}" sizes="${sizes}">`).join('');
  return `<picture${options.theme ? ` class="${themedClass(options.theme)}"` : ''}>${sources}${img}</picture>`;
}

/**
 * A light and a dark image as ThemedImage shows them: both in the page, one hidden by images.css
 * for the colour mode. The `<img>` tags are content markup: a parsed page's images go through the
 * rewrite (imageMarkup) like any other.
 */
export function themedImagesHtml(sources: {light: string; dark: string}, attributes: Record<string, string> = {}): string {
  const rest = Object.entries(attributes)
    .filter(([name]) => name !== 'src' && name !== 'class' && name !== 'className')
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const own = attributes.className ?? attributes.class;
  const tag = (mode: ColorMode) => `<img src="${escapeHtml(sources[mode])}" class="${own ? `${escapeHtml(own)} ` : ''}${themedClass(mode)}"${rest}>`;
  return tag('light') + tag('dark');
}
