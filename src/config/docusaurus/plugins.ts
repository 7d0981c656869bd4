// Presets, plugins and themes: the classic preset's parts and the plugins with a sitegen
// equivalent (docs, blog, client redirects, analytics, sitemap) are translated; every other one
// is listed by its key and name.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
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

/** The sitemap plugin's options → sitegen's `sitemap` (`false`: none). */
export function translateSitemap(options: unknown, key: string, notes: Notes): Json | false | undefined {
  if (options === false) return false;
  if (!isObject(options)) return undefined;
  const out: Json = {};
  if (typeof options.changefreq === 'string') out.changefreq = options.changefreq;
  if (typeof options.priority === 'number') out.priority = options.priority;
  if (Array.isArray(options.ignorePatterns)) out.ignorePatterns = options.ignorePatterns.filter((pattern): pattern is string => typeof pattern === 'string');
  if (str(options.filename)) out.filename = options.filename;
  for (const extra of unusedKeys(options, ['id', 'changefreq', 'priority', 'ignorePatterns', 'filename', 'lastmod'])) {
    notes.skip(`${key}.${extra}`, extra === 'createSitemapItems' ? 'sitemap items made by a function: use `sitemap.ignorePatterns`, or a plugin writing its own sitemap' : 'no sitegen equivalent for this sitemap setting');
  }
  // Docusaurus writes no <lastmod> unless asked; sitegen writes the docs' last commit and the posts' dates.
  return Object.keys(out).length ? out : undefined;
}

/** Ideal-image's options → sitegen's `images`: its widths (`sizes`, or `min`..`max` in `steps`) and JPEG quality. */
export function translateIdealImage(options: Json, key: string, notes: Notes): Json | undefined {
  const out: Json = {};
  const sizes = Array.isArray(options.sizes) ? options.sizes.filter((size): size is number => typeof size === 'number' && size >= 16) : [];
  if (sizes.length) out.widths = sizes;
  else if (typeof options.max === 'number') {
    const min = typeof options.min === 'number' ? options.min : options.max;
    const steps = typeof options.steps === 'number' && options.steps > 1 ? options.steps : 2;
    out.widths = [...new Set(Array.from({length: steps}, (_, n) => Math.round(min + ((options.max as number) - min) * (n / (steps - 1)))))].filter((width) => width >= 16);
  }
  if (typeof options.quality === 'number') out.quality = {jpeg: Math.max(1, Math.min(100, Math.round(options.quality)))};
  for (const extra of unusedKeys(options, ['id', 'sizes', 'max', 'min', 'steps', 'quality', 'disableInDev'])) notes.skip(`${key}.${extra}`, 'no sitegen equivalent for this image setting (sitegen sizes every content image itself)');
  return Object.keys(out).length ? out : undefined;
}

/** content-pages: sitegen reads src/pages at the site's root; another folder or base path is listed. */
export function notePages(options: Json, key: string, notes: Notes): void {
  if (str(options.path) && String(options.path).replace(/^\.\//, '').replace(/\/$/, '') !== 'src/pages') notes.skip(`${key}.path`, 'sitegen reads pages from src/pages (and pages/) only: move them there');
  if (str(options.routeBasePath) && options.routeBasePath !== '/') notes.skip(`${key}.routeBasePath`, 'sitegen serves src/pages at the site\'s root');
  for (const extra of unusedKeys(options, ['id', 'path', 'routeBasePath', 'include', 'exclude', 'mdxPageComponent'])) notes.skip(`${key}.${extra}`, /Plugins$/.test(extra) ? 'remark/rehype plugins do not run in sitegen' : 'no sitegen equivalent for this pages setting');
}

/** Why a plugin, preset or theme with no translation is listed. */
export function otherReason(name: string, projectDir?: string): string {
  if (/llms/.test(name)) return 'sitegen writes llms.txt and llms-full.txt itself (config `llms`)';
  if (/plugin-sass/.test(name)) return 'not needed: a .scss customCss is compiled by sitegen with the site\'s sass package';
  if (/search-local|lunr|search-algolia/.test(name)) return 'sitegen has its own search (config `search`)';
  if (/theme-mermaid/.test(name)) return 'not needed: sitegen draws ```mermaid blocks itself';
  const what = packageDescription(name, projectDir);
  return `not run by sitegen${what ? ` (${what})` : ''}; port what it adds by hand, or as a sitegen plugin (README: Plugins)`;
}

/** What an installed package says it does (its package.json `description`). */
function packageDescription(name: string, projectDir: string | undefined): string | undefined {
  if (!projectDir || name.startsWith('.') || name.startsWith('/')) return undefined;
  try {
    const manifest = createRequire(path.join(projectDir, 'package.json')).resolve(`${name}/package.json`);
    const description = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {description?: unknown}).description;
    return typeof description === 'string' && description.trim() ? description.trim().replace(/\.$/, '') : undefined;
  } catch {
    return undefined;
  }
}
