// Presets, plugins and themes: the classic preset's parts and the plugins with a sitegen
// equivalent (docs, blog, client redirects, analytics, sitemap) are translated; every other one
// is listed by its key and name.
import {standInOf} from './stand-ins.ts';
import {isObject, str, unusedKeys, type Notes} from './notes.ts';
import type {Json} from './load.ts';

export interface PluginEntry {
  /** Where it sits: `plugins[2]`, `presets[0]`. */
  key: string;
  /** The package (`@docusaurus/plugin-content-docs`), or the function's name for a local plugin. */
  name: string;
  options: Json;
  /** What the config gives: a name or path, or the plugin function itself. */
  target?: unknown;
}

/** A plugin or preset as written: a name, a resolved path, a function, or `[that, options]`. */
function entry(value: unknown, key: string, kind: 'plugin' | 'preset' | 'theme'): PluginEntry | undefined {
  const [target, options] = Array.isArray(value) ? value : [value, {}];
  if (target === false || target === null || target === undefined) return undefined;
  const name = typeof target === 'function' ? (standInOf(target) ?? (target.name || 'a plugin function')) : typeof target === 'string' ? fullName(target, kind) : 'a plugin object';
  return {key, name, options: isObject(options) ? options : {}, target};
}

/** Docusaurus's short names (`classic`, `content-docs`, `sass`) and resolved paths → package names. */
export function fullName(name: string, kind: 'plugin' | 'preset' | 'theme'): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name.replace(/\\/g, '/'))?.[1];
  if (inModules) return inModules;
  if (name.startsWith('.') || name.startsWith('/')) return name;
  if (name.startsWith('@') && !name.includes('/')) return `${name}/docusaurus-${kind}`;
  if (name.startsWith('@') || name.startsWith('docusaurus-') || name.includes('/')) return name;
  const official = ['classic', 'content-docs', 'content-blog', 'content-pages', 'client-redirects', 'google-gtag', 'google-analytics', 'google-tag-manager', 'sitemap', 'ideal-image', 'pwa', 'debug', 'svgr', 'rsdoctor', 'vercel-analytics', 'mermaid', 'live-codeblock', 'search-algolia'];
  if (official.includes(name)) return `@docusaurus/${kind}-${name}`;
  return `docusaurus-${kind}-${name}`;
}

export function entries(config: Json, key: 'plugins' | 'presets' | 'themes'): PluginEntry[] {
  const kind = key === 'plugins' ? 'plugin' : key === 'presets' ? 'preset' : 'theme';
  return (Array.isArray(config[key]) ? (config[key] as unknown[]) : []).map((value, n) => entry(value, `${key}[${n}]`, kind)).filter((e): e is PluginEntry => !!e);
}

/** A preset made on the classic one: its options hold docs, blog, pages or theme settings. */
export function isClassicLike(preset: PluginEntry): boolean {
  return /preset-classic|internaldocs-fb/.test(preset.name) || ['docs', 'blog', 'theme', 'pages'].some((key) => key in preset.options);
}

/** Client redirects → sitegen's `redirects`. */
export function translateRedirects(plugin: PluginEntry, notes: Notes): Json[] {
  const out: Json[] = [];
  (Array.isArray(plugin.options.redirects) ? plugin.options.redirects : []).forEach((redirect: unknown, n) => {
    const from = isObject(redirect) ? [redirect.from].flat().filter((f): f is string => typeof f === 'string') : [];
    if (isObject(redirect) && str(redirect.to) && from.length) out.push({from: from.length === 1 ? from[0] : from, to: redirect.to});
    else notes.skip(`${plugin.key}.redirects[${n}]`, 'a redirect needs `from` and `to`');
  });
  for (const extra of unusedKeys(plugin.options, ['redirects', 'id'])) {
    notes.skip(`${plugin.key}.${extra}`, extra === 'createRedirects' ? 'redirects made by a function: list them under `redirects` in sitegen.config.ts' : 'no sitegen equivalent');
  }
  return out;
}

/** sitegen always writes sitemap.xml of every indexable page; Docusaurus's tuning is listed. */
export function noteSitemap(options: unknown, key: string, notes: Notes): void {
  if (options === false) return notes.skip(key, 'sitegen always writes sitemap.xml');
  if (!isObject(options)) return;
  for (const extra of unusedKeys(options, ['id', 'changefreq', 'priority', 'lastmod'])) notes.skip(`${key}.${extra}`, 'sitegen writes sitemap.xml of every indexable page, with no further settings');
}

/** Why a plugin, preset or theme with no translation is listed. */
export function otherReason(name: string): string {
  if (/llms/.test(name)) return 'sitegen writes llms.txt and llms-full.txt itself (config `llms`)';
  if (/plugin-sass/.test(name)) return 'not needed: a .scss customCss is compiled by sitegen with the site\'s sass package';
  if (/search-local|lunr|search-algolia/.test(name)) return 'sitegen has its own search (config `search`)';
  if (/theme-mermaid/.test(name)) return 'not needed: sitegen draws ```mermaid blocks itself';
  if (/ideal-image/.test(name)) return 'sitegen makes responsive images itself';
  return 'a Docusaurus plugin does not run in sitegen; port what it adds by hand';
}
