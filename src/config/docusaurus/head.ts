// What Docusaurus adds to every page's <head> → sitegen's `headTags` and `scripts`: its own
// `headTags`, `scripts` and `stylesheets`, `themeConfig.metadata`, and the analytics plugins
// (gtag, Google Analytics, Tag Manager) as the tags those plugins write.
import {isObject, str, type Notes} from './notes.ts';
import type {Json} from './load.ts';

const TAGS = new Set(['meta', 'link', 'script', 'style', 'noscript']);

/** Attribute values as sitegen takes them: strings and booleans (numbers become strings). */
function attributes(value: Json, key: string, notes: Notes): Record<string, string | boolean> | undefined {
  const out: Record<string, string | boolean> = {};
  for (const [name, item] of Object.entries(value)) {
    if (item === undefined || item === null) continue;
    if (!/^[a-zA-Z_:][\w:.-]*$/.test(name)) return void notes.skip(key, `"${name}" is not an attribute name`);
    if (typeof item === 'string' || typeof item === 'boolean') out[name] = item;
    else if (typeof item === 'number') out[name] = String(item);
    else return void notes.skip(key, `attribute ${name} is not a string`);
  }
  return out;
}

/** sitegen moves between pages without reloading (src/client/navigation): each move is a page view, as Docusaurus's plugins send on route updates. */
const NAVIGATED = "document.addEventListener('sitegen:navigated', function (event) {";

export interface HeadOutput {
  headTags: Json[];
  scripts: (string | Record<string, string | boolean>)[];
}

export function translateHead(config: Json, theme: Json, notes: Notes): HeadOutput {
  const headTags: Json[] = [];
  const scripts: HeadOutput['scripts'] = [];
  (Array.isArray(config.headTags) ? config.headTags : []).forEach((tag: unknown, n) => {
    const key = `headTags[${n}]`;
    if (!isObject(tag) || !TAGS.has(String(tag.tagName))) return notes.skip(key, `sitegen adds ${[...TAGS].join(', ')} tags to <head>`);
    const attrs = attributes(isObject(tag.attributes) ? tag.attributes : {}, key, notes);
    if (attrs) headTags.push({tagName: tag.tagName, attributes: attrs, ...(str(tag.innerHTML) ? {innerHTML: tag.innerHTML} : {})});
  });
  (Array.isArray(config.scripts) ? config.scripts : []).forEach((script: unknown, n) => {
    if (typeof script === 'string') return void scripts.push(script);
    const attrs = isObject(script) ? attributes(script, `scripts[${n}]`, notes) : undefined;
    if (attrs?.src) scripts.push(attrs);
    else if (attrs) notes.skip(`scripts[${n}]`, 'a script needs `src`');
  });
  (Array.isArray(config.stylesheets) ? config.stylesheets : []).forEach((sheet: unknown, n) => {
    const attrs = typeof sheet === 'string' ? {href: sheet} : isObject(sheet) ? attributes(sheet, `stylesheets[${n}]`, notes) : undefined;
    if (attrs?.href) headTags.push({tagName: 'link', attributes: {rel: 'stylesheet', ...attrs}});
    else notes.skip(`stylesheets[${n}]`, 'a stylesheet needs `href`');
  });
  (Array.isArray(theme.metadata) ? theme.metadata : []).forEach((meta: unknown, n) => {
    const attrs = isObject(meta) ? attributes(meta, `themeConfig.metadata[${n}]`, notes) : undefined;
    if (attrs) headTags.push({tagName: 'meta', attributes: attrs});
  });
  return {headTags, scripts};
}

/** The tags of Docusaurus's gtag plugin (`trackingID`: one or several ids; `anonymizeIP`). */
export function gtagTags(options: Json): Json[] {
  const ids = [options.trackingID].flat().filter((id): id is string => typeof id === 'string' && !!id);
  if (!ids.length) return [];
  const settings = options.anonymizeIP ? ', {anonymize_ip: true}' : '';
  return [
    {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://www.google-analytics.com'}},
    {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://www.googletagmanager.com'}},
    {tagName: 'script', attributes: {async: true, src: `https://www.googletagmanager.com/gtag/js?id=${ids[0]}`}},
    {
      tagName: 'script',
      attributes: {},
      innerHTML: `window.dataLayer = window.dataLayer || [];\nfunction gtag(){dataLayer.push(arguments);}\ngtag('js', new Date());\n${ids.map((id) => `gtag('config', ${JSON.stringify(id)}${settings});`).join('\n')}\n${NAVIGATED}gtag('event', 'page_view', {page_title: document.title, page_location: event.detail.url});});`,
    },
  ];
}

/** Google Tag Manager (`containerId`). */
export function tagManagerTags(options: Json): Json[] {
  const id = str(options.containerId);
  if (!id) return [];
  return [
    {
      tagName: 'script',
      attributes: {},
      innerHTML: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(id)});`,
    },
  ];
}

/** Universal Analytics (`trackingID`, `anonymizeIP`), Docusaurus's googleAnalytics plugin. */
export function analyticsTags(options: Json): Json[] {
  const id = str(options.trackingID);
  if (!id) return [];
  return [
    {tagName: 'script', attributes: {async: true, src: 'https://www.google-analytics.com/analytics.js'}},
    {
      tagName: 'script',
      attributes: {},
      innerHTML: `window.ga = window.ga || function () {(ga.q = ga.q || []).push(arguments);}; ga.l = +new Date();\nga('create', ${JSON.stringify(id)}, 'auto');${options.anonymizeIP ? "\nga('set', 'anonymizeIp', true);" : ''}\nga('send', 'pageview');\n${NAVIGATED}ga('set', 'page', new URL(event.detail.url).pathname); ga('send', 'pageview');});`,
    },
  ];
}
