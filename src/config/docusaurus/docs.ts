// The docs plugin's options (the preset's `docs`, or a `@docusaurus/plugin-content-docs` instance)
// → sitegen's `docs`. An `editUrl` function is called with marked values and, when its result is
// built from them, written as the same function of sitegen's parameters.
import {noteRemarkPlugins} from './remark.ts';
import {Code, isObject, pick, relativePath, routeBase, str, unusedKeys, type Notes} from './notes.ts';
import type {Json} from './load.ts';

const DOCS_KEYS = ['id', 'path', 'routeBasePath', 'sidebarPath', 'editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor', 'lastVersion', 'onlyIncludeVersions', 'includeCurrentVersion', 'breadcrumbs', 'sidebarCollapsed', 'sidebarCollapsible', 'versions'];
/** Options that change nothing sitegen builds (its own defaults match). */
const SAME_AS_SITEGEN = ['editCurrentVersion', 'editLocalizedFiles', 'exclude', 'numberPrefixParser', 'sidebarItemsGenerator', 'tagsBasePath', 'onInlineTags', 'tags'];

/** Docusaurus's names for what an edit URL function receives → sitegen's (src/config/publish-schema.ts). */
const PARAMS: [string, string, string][] = [
  ['docPath', 'contentPath', 'guide/intro.md'],
  ['blogPath', 'contentPath', '2020-01-01-post.md'],
  ['versionDocsDirPath', 'versionDocsDirPath', 'versioned_docs/version-1.0'],
  ['version', 'version', '1.0'],
  ['permalink', 'permalink', '/docs/guide/intro'],
  // sitegen passes no locale: a function that reads it is not rewritten.
  ['locale', '', 'en'],
];

/**
 * `({docPath}) => `${url}/edit/main/docs/${docPath}`` → `({contentPath}) => "…" + contentPath`.
 * The function is called twice with different marked values; undefined when its result is not
 * made of the values alone (it reads `locale`, branches, or throws).
 */
export function editUrlFunction(fn: (params: Json) => unknown): Code | undefined {
  const call = (round: number) => {
    const params: Json = {};
    for (const [name, , sample] of PARAMS) params[name] = `\u0001${name}${round}\u0002${sample}\u0003`;
    try {
      return fn(params);
    } catch {
      return undefined;
    }
  };
  const [first, second] = [call(1), call(2)];
  if (typeof first !== 'string' || typeof second !== 'string') return undefined;
  const parts = first.split(/\u0001(\w+?)1\u0002[^\u0003]*\u0003/);
  const used = new Set<string>();
  let unknown = false;
  const pieces: string[] = [];
  parts.forEach((part, n) => {
    if (n % 2 === 0) {
      if (part) pieces.push(JSON.stringify(part));
    } else {
      const target = PARAMS.find(([name]) => name === part)![1];
      if (!target) unknown = true;
      used.add(target);
      pieces.push(target);
    }
  });
  if (unknown || /[\u0001-\u0003]/.test(parts.filter((_, n) => n % 2 === 0).join('')) || second !== first.replace(/\u0001(\w+?)1\u0002/g, '\u0001$12\u0002')) return undefined;
  return new Code(`({${[...used].join(', ')}}) => ${pieces.join(' + ') || '""'}`);
}

function editUrl(value: unknown, key: string, notes: Notes): unknown {
  if (typeof value === 'string') return value;
  if (typeof value !== 'function') return undefined;
  const code = editUrlFunction(value as (params: Json) => unknown);
  if (!code) notes.skip(key, 'an edit URL function init could not rewrite; write it in sitegen.config.ts ({file, contentPath, permalink, version}) => url');
  return code;
}

/**
 * Docs options → sitegen's `docs`, or with `id` an entry of `docsInstances` (its folder and URL
 * written out: Docusaurus's defaults are the default instance's); `key` is where they sit (for
 * the list of what was left out).
 */
export function translateDocs(docs: Json, key: string, notes: Notes, id?: string): Json {
  const versions = isObject(docs.versions)
    ? Object.fromEntries(
        Object.entries(docs.versions).map(([name, value]) => {
          const version = isObject(value) ? value : {};
          // sitegen shows no version badge: `badge: false` is what it does already.
          for (const extra of unusedKeys(version, ['label', 'path', 'banner', 'noIndex', ...(version.badge === false ? ['badge'] : [])])) {
            notes.skip(`${key}.versions.${name}.${extra}`, extra === 'badge' ? 'sitegen shows no version badge on docs pages' : 'no sitegen equivalent for this version setting');
          }
          return [name, pick(version, ['label', 'path', 'banner', 'noIndex'])];
        }),
      )
    : undefined;
  const sidebarPath = docs.sidebarPath === false ? false : relativePath(notes.projectDir, docs.sidebarPath);
  const url = editUrl(docs.editUrl, `${key}.editUrl`, notes);
  for (const extra of unusedKeys(docs, [...DOCS_KEYS, ...SAME_AS_SITEGEN])) {
    if (/Plugins$/.test(extra)) noteRemarkPlugins(docs[extra], `${key}.${extra}`, notes);
    else notes.skip(`${key}.${extra}`, extraReason(extra));
  }
  const out: Json = {
    ...(id ? {id, path: relativePath(notes.projectDir, str(docs.path) ?? 'docs')} : str(docs.path) ? {path: relativePath(notes.projectDir, docs.path)} : {}),
    routeBasePath: routeBase(docs.routeBasePath, 'docs'),
    ...(sidebarPath !== undefined ? {sidebarPath} : {}),
    ...(url ? {editUrl: url} : {}),
    ...pick(docs, ['showLastUpdateTime', 'showLastUpdateAuthor', 'onlyIncludeVersions', 'includeCurrentVersion', 'breadcrumbs', 'sidebarCollapsed', 'sidebarCollapsible']),
    ...(versions ? {versions} : {}),
  };
  // `lastVersion: 'current'` is Docusaurus's name for the unversioned docs.
  if (str(docs.lastVersion)) out.lastVersion = docs.lastVersion;
  return out;
}

function extraReason(key: string): string {
  if (key === 'include') return 'sitegen reads every .md and .mdx file of the docs folder';
  return 'no sitegen equivalent';
}

