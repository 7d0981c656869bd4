// Reads a Docusaurus project's docusaurus.config.{js,mjs,cjs,ts} and translates it into a sitegen
// site config. The config is bundled with esbuild; packages the project imports that are not
// installed here (themes, plugins, prism) stand in as inert values, since only the plain data of
// the config is translated. Every setting sitegen has no equivalent for is named in `skipped`.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import os from 'node:os';
import type * as esbuild from 'esbuild';
import {ConfigError} from '../errors.ts';
import {siteConfigSchema, type SiteConfigInput} from './schema.ts';

export const DOCUSAURUS_CONFIGS = ['docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.js', 'docusaurus.config.cjs'];

type Json = Record<string, unknown>;

/** Any value: callable, constructible, and every property of it is one too. */
const STUB = `const stub = new Proxy(function () {}, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : stub),
  apply: () => stub,
  construct: () => stub,
});
module.exports = stub;`;

/** Loads the Docusaurus config of `projectDir` as a value (a config function is called). */
export async function loadDocusaurusConfig(projectDir: string): Promise<{file: string; config: Json}> {
  const name = DOCUSAURUS_CONFIGS.find((candidate) => fs.existsSync(path.join(projectDir, candidate)));
  if (!name) throw new ConfigError(`no Docusaurus config in ${projectDir} (looked for ${DOCUSAURUS_CONFIGS.join(', ')})`);
  const file = path.join(projectDir, name);
  const require = createRequire(file);
  const esbuildModule = await import('esbuild');
  let result: esbuild.BuildResult<{write: false}>;
  try {
    result = await esbuildModule.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      logLevel: 'silent',
      // CommonJS configs call require.resolve('./sidebars.js') and use __dirname.
      banner: {js: `import {createRequire as __sitegenRequire} from 'node:module'; const require = __sitegenRequire(${JSON.stringify(file)});`},
      define: {'import.meta.dirname': JSON.stringify(projectDir), 'import.meta.filename': JSON.stringify(file), 'import.meta.url': JSON.stringify(pathToFileURL(file).href), __dirname: JSON.stringify(projectDir), __filename: JSON.stringify(file)},
      plugins: [
        {
          name: 'absent-packages',
          setup(build: esbuild.PluginBuild) {
            build.onResolve({filter: /^[^./]/}, (args: esbuild.OnResolveArgs) => {
              if (args.path.startsWith('node:')) return {external: true};
              try {
                require.resolve(args.path);
                return {external: true};
              } catch {
                // `import {themes} from 'x'` needs `themes` as a real export of the stand-in.
                const names = args.kind === 'import-statement' ? importedNames(fs.readFileSync(args.importer, 'utf8'), args.path) : undefined;
                return {path: args.path, namespace: 'absent', pluginData: names};
              }
            });
            build.onLoad({filter: /.*/, namespace: 'absent'}, (args: esbuild.OnLoadArgs) => {
              const names = args.pluginData as string[] | undefined;
              if (!names) return {contents: STUB, loader: 'js'};
              const esm = STUB.replace('module.exports = stub;', `export default stub;\n${names.map((name) => `export const ${name} = stub;`).join('\n')}`);
              return {contents: esm, loader: 'js'};
            });
          },
        },
      ],
    });
  } catch (cause) {
    const first = (cause as esbuild.BuildFailure).errors?.[0];
    throw new ConfigError(first ? first.text : 'could not read the Docusaurus config', {location: {file: first?.location?.file ?? file, line: first?.location?.line}, cause});
  }
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-docusaurus-'));
  const bundled = path.join(temp, 'config.mjs');
  fs.writeFileSync(bundled, result.outputFiles[0].text);
  try {
    const module = (await import(pathToFileURL(bundled).href)) as {default?: unknown};
    let value: unknown = module.default ?? module;
    if (typeof value === 'function') value = await (value as () => unknown)();
    if (!value || typeof value !== 'object') throw new ConfigError('the Docusaurus config does not export an object or a function returning one', {location: {file}});
    return {file, config: value as Json};
  } catch (cause) {
    if (cause instanceof ConfigError) throw cause;
    throw new ConfigError(`the Docusaurus config failed when run: ${(cause as Error).message}`, {location: {file}, cause});
  } finally {
    fs.rmSync(temp, {recursive: true, force: true});
  }
}

/** The names a module imports from `specifier` with `import {a, b as c} from '…'`. */
function importedNames(source: string, specifier: string): string[] {
  const names = new Set<string>();
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const match of source.matchAll(new RegExp(`import\\s+(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g'))) {
    for (const part of match[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0].replace(/^type\s+/, '');
      if (/^[\w$]+$/.test(name) && name !== 'default') names.add(name);
    }
  }
  return [...names];
}

const isObject = (value: unknown): value is Json => !!value && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const pick = (source: Json, keys: string[]) => Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));

/** The classic preset's options (docs, blog, theme), whichever way the preset is named. */
function presetOptions(config: Json): Json {
  for (const preset of (config.presets as unknown[] | undefined) ?? []) {
    const [name, options] = Array.isArray(preset) ? preset : [preset, {}];
    if (typeof name === 'string' && /classic/.test(name) && isObject(options)) return options;
  }
  return {};
}

/** A path the config resolved (require.resolve) or wrote relative: relative to the project. */
function relativePath(projectDir: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return (path.isAbsolute(value) ? path.relative(projectDir, value) : value).split(path.sep).join('/');
}

function routeBase(value: unknown, fallback: string): string {
  const base = typeof value === 'string' ? value : fallback;
  return `/${base.replace(/^\/+|\/+$/g, '')}`;
}

function navbarItem(item: Json, skipped: string[]): Json | undefined {
  const type = str(item.type) ?? 'default';
  const position = item.position === 'right' ? 'right' : 'left';
  const label = str(item.label) ?? str(item['aria-label']) ?? (str(item.href) ? new URL(String(item.href), 'https://x.invalid').hostname : undefined);
  switch (type) {
    case 'default':
      if (!label) return undefined;
      return {label, position, ...pick(item, ['to', 'href']), ...(str(item.className) ? {className: item.className} : {})};
    case 'doc':
      return {type, docId: item.docId, position, ...(label ? {label} : {})};
    case 'docSidebar':
      return {type, sidebarId: item.sidebarId, label: label ?? String(item.sidebarId), position};
    case 'dropdown': {
      const items = ((item.items as Json[] | undefined) ?? []).map((child) => ({label: str(child.label) ?? String(child.href ?? child.to), ...pick(child, ['to', 'href'])}));
      return items.length ? {type, label: label ?? 'More', position, items} : undefined;
    }
    case 'docsVersion':
      return {type, position, ...(label ? {label} : {})};
    case 'docsVersionDropdown':
    case 'localeDropdown':
    case 'search':
      return {type, position};
    case 'html':
      return {type, value: String(item.value ?? ''), position};
    default:
      skipped.push(`navbar item of type "${type}"`);
      return undefined;
  }
}

/** Translates a Docusaurus config into a sitegen config; `skipped` names what had no equivalent. */
export function translateDocusaurusConfig(config: Json, projectDir: string): {config: SiteConfigInput; skipped: string[]} {
  const skipped: string[] = [];
  const preset = presetOptions(config);
  const theme = isObject(config.themeConfig) ? config.themeConfig : {};
  // Docusaurus only warns on broken anchors unless told otherwise; the translated site keeps that.
  const out: Json = {onBrokenAnchors: 'warn', ...pick(config, ['title', 'tagline', 'url', 'baseUrl', 'favicon', 'trailingSlash', 'onBrokenLinks', 'onBrokenAnchors', 'onDuplicateRoutes'])};
  const markdownHooks = isObject(config.markdown) && isObject(config.markdown.hooks) ? config.markdown.hooks : {};
  const onBrokenMarkdownLinks = config.onBrokenMarkdownLinks ?? markdownHooks.onBrokenMarkdownLinks;
  if (typeof onBrokenMarkdownLinks === 'string') out.onBrokenMarkdownLinks = onBrokenMarkdownLinks;
  if (typeof markdownHooks.onBrokenMarkdownImages === 'string') out.onBrokenImages = markdownHooks.onBrokenMarkdownImages;
  if (str(theme.image)) out.image = theme.image;

  if (preset.docs !== false) {
    const docs = isObject(preset.docs) ? preset.docs : {};
    const versions = isObject(docs.versions) ? Object.fromEntries(Object.entries(docs.versions).map(([name, v]) => [name, pick(v as Json, ['label', 'path', 'banner', 'noIndex'])])) : undefined;
    out.docs = {
      ...(str(docs.path) ? {path: docs.path} : {}),
      routeBasePath: routeBase(docs.routeBasePath, 'docs'),
      ...(docs.sidebarPath === false ? {sidebarPath: false} : relativePath(projectDir, docs.sidebarPath) ? {sidebarPath: relativePath(projectDir, docs.sidebarPath)} : {}),
      ...(typeof docs.editUrl === 'string' ? {editUrl: docs.editUrl} : {}),
      ...pick(docs, ['showLastUpdateTime', 'showLastUpdateAuthor', 'lastVersion', 'onlyIncludeVersions', 'includeCurrentVersion', 'breadcrumbs']),
      ...(versions ? {versions} : {}),
    };
    if (typeof docs.editUrl === 'function') skipped.push('docs.editUrl as a function (write it in sitegen.config.ts by hand)');
  }
  if (preset.blog !== false && fs.existsSync(path.join(projectDir, str((preset.blog as Json | undefined)?.path) ?? 'blog'))) {
    const blog = isObject(preset.blog) ? preset.blog : {};
    out.blogs = [
      {
        id: 'blog',
        path: str(blog.path) ?? 'blog',
        routeBasePath: routeBase(blog.routeBasePath, 'blog'),
        title: str(blog.blogTitle) ?? 'Blog',
        description: str(blog.blogDescription) ?? '',
        ...(typeof blog.postsPerPage === 'number' ? {postsPerPage: blog.postsPerPage} : {}),
        ...(str(blog.blogSidebarTitle) ? {sidebarTitle: blog.blogSidebarTitle} : {}),
        ...(typeof blog.blogSidebarCount === 'number' || blog.blogSidebarCount === 'ALL' ? {sidebarCount: blog.blogSidebarCount} : {}),
        ...(typeof blog.editUrl === 'string' ? {editUrl: blog.editUrl} : {}),
      },
    ];
  }
  const themeOptions = isObject(preset.theme) ? preset.theme : {};
  const css = [themeOptions.customCss].flat().map((file) => relativePath(projectDir, file)).filter((file): file is string => !!file);
  if (css.length) out.customCss = css;

  if (isObject(theme.navbar)) {
    const navbar = theme.navbar;
    const logo = isObject(navbar.logo) ? pick(navbar.logo, ['alt', 'src', 'srcDark', 'href', 'width', 'height']) : undefined;
    out.navbar = {
      ...(str(navbar.title) ? {title: navbar.title} : {}),
      ...(logo?.src ? {logo: {alt: '', ...logo}} : {}),
      ...(typeof navbar.hideOnScroll === 'boolean' ? {hideOnScroll: navbar.hideOnScroll} : {}),
      items: ((navbar.items as Json[] | undefined) ?? []).map((item) => navbarItem(item, skipped)).filter(Boolean),
    };
  }
  if (isObject(theme.footer)) {
    const footer = theme.footer;
    const groups = (footer.links as Json[] | undefined) ?? [];
    const link = (item: Json) => ({label: str(item.label) ?? String(item.href ?? item.to ?? ''), ...pick(item, ['to', 'href'])});
    const columns = groups.some((group) => Array.isArray(group.items))
      ? groups.filter((group) => Array.isArray(group.items)).map((group) => ({title: str(group.title) ?? '', items: (group.items as Json[]).filter((i) => i.label || i.href || i.to).map(link)}))
      : groups.length
        ? [{title: '', items: groups.map(link)}]
        : [];
    out.footer = {links: columns, ...(str(footer.copyright) ? {copyright: footer.copyright} : {})};
  }
  if (isObject(theme.algolia)) {
    out.search = {provider: 'algolia', ...pick(theme.algolia, ['appId', 'apiKey', 'indexName', 'contextualSearch'])};
  }
  if (isObject(theme.colorMode)) out.colorMode = pick(theme.colorMode, ['defaultMode', 'respectPrefersColorScheme']);
  if (isObject(theme.announcementBar) && str(theme.announcementBar.content)) {
    out.announcementBar = {id: str(theme.announcementBar.id) ?? 'announcement', ...pick(theme.announcementBar, ['content', 'isCloseable'])};
  }
  // Languages have the same shape in both: the locales, the default and each locale's settings.
  if (isObject(config.i18n) && Array.isArray(config.i18n.locales)) {
    const {i18n} = config;
    const localeConfigs = isObject(i18n.localeConfigs)
      ? Object.fromEntries(Object.entries(i18n.localeConfigs).filter(([, value]) => isObject(value)).map(([locale, value]) => [locale, pick(value as Record<string, unknown>, ['label', 'direction', 'htmlLang', 'calendar', 'path'])]))
      : {};
    out.i18n = {defaultLocale: str(i18n.defaultLocale) ?? 'en', locales: (i18n.locales as unknown[]).filter((locale): locale is string => typeof locale === 'string'), ...(str(i18n.path) ? {path: i18n.path} : {}), ...(Object.keys(localeConfigs).length ? {localeConfigs} : {})};
  }
  for (const key of ['plugins', 'themes', 'scripts', 'stylesheets', 'headTags', 'customFields']) {
    const value = config[key];
    if (Array.isArray(value) ? value.length : isObject(value) && Object.keys(value).length) skipped.push(key);
  }
  // What sitegen would reject is named now, not at the first build.
  const checked = siteConfigSchema.safeParse(out);
  if (!checked.success) {
    throw new ConfigError(`the translated config is not valid:\n${checked.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  }
  return {config: out as SiteConfigInput, skipped};
}

/** The sitegen.config.ts written next to the Docusaurus config. */
export function configModule(config: SiteConfigInput, from: string, skipped: string[]): string {
  const notes = skipped.length ? `// Not translated (no sitegen equivalent, or set it by hand): ${skipped.join(', ')}.\n` : '';
  return `// Translated from ${from} by \`sitegen init --from-docusaurus\`. Content stays where it is.\n${notes}export default ${JSON.stringify(config, null, 2)};\n`;
}
