// The one HTML reader of the engine (htmlparser2): URLs and ids of a page, with their lines and
// positions, and the regions the theme repeats on every page (`data-chrome`). The build's link
// check, the base-URL rewrite, the crawler and the crawler's chrome stripping all read HTML
// through here, so they cannot disagree about what a page links to or which anchors it has
// (htmlUrls in ./urls.ts, for readers of URLs alone, takes each tag's URLs from attributeUrls too;
// contentIds in ./ids.ts finds the fragment targets by isTarget).
import {htmlParser} from '../libraries.ts';

export type UrlAttribute = 'href' | 'src' | 'srcset' | 'action' | 'poster' | 'data';

/** Attributes that hold a URL a browser follows or fetches, per element. */
const URL_ATTRIBUTES: Record<string, readonly UrlAttribute[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  script: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
  image: ['href'],
  use: ['href'],
};

/** Whether attribute `name` of element `tag` (both lower-cased) holds a URL. */
export function isUrlAttribute(tag: string, name: string): boolean {
  return URL_ATTRIBUTES[tag]?.includes(name as UrlAttribute) ?? false;
}

/** A URL on these is an image or other media (checked as an image); on others, a link. */
export function isMediaUrl(url: {tag: string; attribute: UrlAttribute}): boolean {
  return ['img', 'source', 'video', 'audio', 'track', 'image'].includes(url.tag) || url.attribute === 'poster';
}

/** Marks a region the theme repeats on every page (navbar, sidebars, footer). */
export const CHROME_ATTRIBUTE = 'data-chrome';

export interface HtmlUrl {
  tag: string;
  attribute: UrlAttribute;
  /** The URL as the browser reads it (entities decoded). */
  value: string;
  /** 1-based line in the scanned HTML. */
  line: number;
  /** Inside a `data-chrome` region. */
  chrome: boolean;
  /** Offsets of the raw value in the HTML (end exclusive), for rewriting. */
  start: number;
  end: number;
}

export interface HtmlScan {
  urls: HtmlUrl[];
  /** Fragment targets: every `id`, and `name` on `<a>` (browsers scroll to both). */
  ids: string[];
  /** Outermost `data-chrome` elements as [start, end) offsets. */
  chrome: [number, number][];
}

/** Offsets of an attribute's raw value inside `name="value"` (quoted or not). */
function valueSpan(html: string, start: number, end: number): [number, number] | undefined {
  const equals = html.indexOf('=', start);
  if (equals < 0 || equals > end) return undefined;
  let at = equals + 1;
  while (at <= end && /\s/.test(html[at])) at++;
  const quote = html[at];
  if (quote === '"' || quote === "'") {
    const close = html.indexOf(quote, at + 1);
    return close < 0 ? undefined : [at + 1, close];
  }
  let stop = at;
  while (stop < html.length && !/[\s>]/.test(html[stop])) stop++;
  return [at, stop];
}

/** Each URL of a `srcset` with its offsets inside the raw value. */
function srcsetCandidates(raw: string, offset: number): {value: string; start: number; end: number}[] {
  const out: {value: string; start: number; end: number}[] = [];
  for (const match of raw.matchAll(/(?:^|,)\s*([^\s,]+)/g)) {
    const start = offset + match.index + match[0].indexOf(match[1]);
    out.push({value: match[1], start, end: start + match[1].length});
  }
  return out;
}

/** How every scan reads HTML. */
const READING = {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true};

/** Fragment targets: every `id`, and `name` on `<a>` (browsers scroll to both). */
export const isTarget = (tag: string, attribute: string) => attribute === 'id' || (attribute === 'name' && tag === 'a');

/** A URL an attribute holds: the URL and its offsets in the HTML (end exclusive). */
export interface AttributeUrl {
  attribute: UrlAttribute;
  value: string;
  start: number;
  end: number;
}

/**
 * The URLs of attribute `name` (lower-cased) of element `tag`, with the value the Parser gave
 * (entities decoded); `start` and `end`: the attribute's offsets as the Parser reports them
 * (`startIndex`, `endIndex`). None for an attribute that holds no URL. Every HTML reader takes a
 * tag's URLs from here.
 */
export function attributeUrls(html: string, tag: string, name: string, value: string, start: number, end: number): AttributeUrl[] {
  const attribute = name as UrlAttribute;
  if (!isUrlAttribute(tag, name)) return [];
  const span = valueSpan(html, start, end);
  if (!span) return [];
  const candidates = attribute === 'srcset' ? srcsetCandidates(html.slice(span[0], span[1]), span[0]) : [{value, start: span[0], end: span[1]}];
  const urls: AttributeUrl[] = [];
  for (const candidate of candidates) {
    if (!candidate.value.trim()) continue;
    urls.push({attribute, value: attribute === 'srcset' ? decodeAmp(candidate.value) : candidate.value.trim(), start: candidate.start, end: candidate.end});
  }
  return urls;
}

export function scanHtml(html: string): HtmlScan {
  const urls: HtmlUrl[] = [];
  const ids: string[] = [];
  const chrome: [number, number][] = [];
  let lineAt = 0;
  let line = 1;
  const lineOf = (offset: number) => {
    for (; lineAt < offset; lineAt++) if (html.charCodeAt(lineAt) === 10) line++;
    return line;
  };
  let tag = '';
  let pending: Omit<HtmlUrl, 'chrome'>[] = [];
  // One entry per open element: whether it opened a chrome region, and where it started.
  const stack: {chrome: boolean; start: number}[] = [];
  let chromeDepth = 0;
  let tagStart = 0;

  const parser = new (htmlParser())(
    {
      onopentagname(name) {
        tag = name;
        tagStart = parser.startIndex;
        pending = [];
      },
      onattribute(name, value) {
        if (isTarget(tag, name)) {
          if (value) ids.push(value);
          return;
        }
        for (const url of attributeUrls(html, tag, name, value, parser.startIndex, parser.endIndex)) {
          pending.push({tag, attribute: url.attribute, value: url.value, line: lineOf(url.start), start: url.start, end: url.end});
        }
      },
      onopentag(_name, attribs) {
        const opens = CHROME_ATTRIBUTE in attribs;
        const inChrome = chromeDepth > 0 || opens;
        for (const url of pending) urls.push({...url, chrome: inChrome});
        pending = [];
        stack.push({chrome: opens, start: tagStart});
        if (opens) chromeDepth++;
      },
      onclosetag() {
        const open = stack.pop();
        if (!open?.chrome) return;
        chromeDepth--;
        if (chromeDepth === 0) chrome.push([open.start, parser.endIndex + 1]);
      },
    },
    READING,
  );
  parser.end(html);
  return {urls, ids, chrome};
}

function decodeAmp(value: string): string {
  return value.replace(/&amp;/g, '&');
}

/**
 * Replaces URL values. `rewrite` returns the new URL (unescaped) or undefined to keep the value;
 * only the values change, byte for byte the rest of the page stays as it was.
 */
export function rewriteUrls<U extends Pick<HtmlUrl, 'value' | 'start' | 'end'>>(html: string, urls: U[], rewrite: (url: U) => string | undefined): string {
  const parts: string[] = [];
  let last = 0;
  for (const url of [...urls].sort((a, b) => a.start - b.start)) {
    const next = rewrite(url);
    if (next === undefined || next === url.value) continue;
    parts.push(html.slice(last, url.start), escapeAttribute(next));
    last = url.end;
  }
  if (!parts.length) return html;
  parts.push(html.slice(last));
  return parts.join('');
}

/** The page without its chrome regions (the crawler sees each chrome link once, elsewhere). */
export function withoutChrome(html: string, scan: HtmlScan = scanHtml(html)): string {
  if (!scan.chrome.length) return html;
  const parts: string[] = [];
  let last = 0;
  for (const [start, end] of scan.chrome) {
    parts.push(html.slice(last, start));
    last = end;
  }
  parts.push(html.slice(last));
  return parts.join('');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
}

/** The JSON a built page carries for the browser (`<script id="sitegen-data">`), if any. */
export function readPageData(html: string): Record<string, unknown> | undefined {
  let inside = false;
  let text = '';
  const parser = new (htmlParser())({
    onopentag(name, attribs) {
      inside = name === 'script' && attribs.id === 'sitegen-data';
    },
    ontext(data) {
      if (inside) text += data;
    },
    onclosetag() {
      inside = false;
    },
  });
  parser.end(html);
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
