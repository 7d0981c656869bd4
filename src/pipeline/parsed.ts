// What the steps after parsing read of its results: the files to parse, per-file lists, the parse
// key standing for each result's HTML and table of contents, and which results have diagrams or math.
import type {SiteFiles} from '../content/discover.ts';
import type {ParsedMarkdown} from '../content/types.ts';
import type {RouteTable} from '../routes/types.ts';
import {DIAGRAM_MARKER, MATH_MARKER} from '../content/markdown/markers.ts';
import {isMarkdownPage} from '../routes/pages.ts';
import {keyedProps} from './render-pages.ts';

export function markdownFiles(files: SiteFiles) {
  return [
    ...files.docs.map((file) => ({file, kind: 'doc' as const})),
    ...files.blogs.flatMap((blog) => blog.posts.map((file) => ({file, kind: 'post' as const}))),
    // Markdown pages (src/pages/*.md) take the docs' front matter: title, description, keywords.
    ...files.pages.filter(isMarkdownPage).map((file) => ({file, kind: 'doc' as const})),
  ];
}

/** The route table as data (sidebars by id, page HTML and tables of contents by the key of their parse result; see keyedProps). */
export function routesKey(table: RouteTable, keys: Map<unknown, string>): string {
  return JSON.stringify(table.routes.map((route) => keyedProps(route, (sidebar) => sidebar.id, keys)));
}

/**
 * Each parsed HTML and table of contents (arrays the routes share, never changed) → the key of
 * the parse result it belongs to (see renderPages).
 */
export function contentKeys(parsed: Map<string, ParsedMarkdown>, keys: Map<string, string>): Map<unknown, string> {
  const out = new Map<unknown, string>();
  for (const [file, result] of parsed) {
    const key = keys.get(file);
    if (!key) continue;
    out.set(result.html, `html:${key}`);
    out.set(result.toc, `toc:${key}`);
    if (result.excerptHtml !== undefined) out.set(result.excerptHtml, `excerpt:${key}`);
  }
  return out;
}

export function byFile<T>(parsed: Map<string, ParsedMarkdown>, pick: (p: ParsedMarkdown) => T[]): Map<string, T[]> {
  return new Map([...parsed.values()].map((p) => [p.file, pick(p)] as const).filter(([, list]) => list.length));
}

/**
 * Whether a parse result's HTML has diagrams or math. A result is never changed once made, and a
 * rebuild reuses the cached ones: looked for once per result, not in all the site's HTML again.
 */
const markers = new WeakMap<ParsedMarkdown, {diagram: boolean; math: boolean}>();
export function markersOf(page: ParsedMarkdown): {diagram: boolean; math: boolean} {
  let found = markers.get(page);
  if (!found) {
    const has = (marker: string) => page.html.some((part) => typeof part === 'string' && part.includes(marker));
    markers.set(page, (found = {diagram: has(DIAGRAM_MARKER), math: has(MATH_MARKER)}));
  }
  return found;
}
