// Search records in DocSearch shape: one for each page title, one per heading section, and one
// per paragraph group of text under it. Docs and blog posts (of every blog instance) have records.
import type {ParsedMarkdown} from '../content/types.ts';
import type {Route} from '../routes/types.ts';
import {DOCS_TAGS} from '../shared/search-constants.ts';
import type {RecordType, SearchHierarchy, SearchRecord} from '../shared/search-types.ts';

/** Long sections are split so a hit points at a readable chunk, not a whole page. */
const MAX_CONTENT_WORDS = 60;
/** DocSearch records carry the hierarchy up to lvl6. */
const MAX_LEVEL = 6;

/** Splits into equal parts of at most MAX_CONTENT_WORDS words (no stray three-word tail). */
export function chunks(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const size = Math.ceil(words.length / Math.ceil(words.length / MAX_CONTENT_WORDS));
  const out: string[] = [];
  for (let i = 0; i < words.length; i += size) out.push(words.slice(i, i + size).join(' '));
  return out;
}

/** lvl1 → 100, lvl2 → 90, … lvl6 → 50, text → 0: DocSearch's record levels. */
function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 110 - 10 * Number(type.slice(3));
}

function hierarchyOf(lvl0: string, lvl1: string, headings: string[]): SearchHierarchy {
  const hierarchy: SearchHierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  headings.slice(0, MAX_LEVEL - 1).forEach((heading, i) => {
    hierarchy[`lvl${i + 2}` as 'lvl2'] = heading;
  });
  return hierarchy;
}

/** The tags of a page's records (each record of a page has the same). */
export function recordTags(route: Route, options: {versioned?: boolean} = {}): string[] {
  if (route.kind === 'blog-post') return ['default', `blog-${route.blog.id}`];
  // Docs of a versioned site carry only their version's tag: with 'default' too, the facet filter
  // (default OR the version searched) would let every version's docs through.
  const docsTag = route.kind === 'doc' ? (route.doc.version?.tag ?? DOCS_TAGS[1]) : '';
  return options.versioned ? [docsTag] : ['default', docsTag];
}

export function recordsForRoute(route: Route, parsed: ParsedMarkdown | undefined, options: {versioned?: boolean; language?: string} = {}): SearchRecord[] {
  if (!parsed || route.draft || (route.kind !== 'doc' && route.kind !== 'blog-post')) return [];
  // lvl0: the doc's nearest sidebar category (or 'Documentation' outside any), the blog's title.
  const lvl0 = route.kind === 'doc' ? (route.doc.breadcrumbs.at(-1)?.label ?? 'Documentation') : route.blog.title;
  const tags = recordTags(route, options);
  const records: SearchRecord[] = [];
  const push = (record: {hierarchy: SearchHierarchy; content: string | null; type: RecordType; url: string}, page?: {keywords?: string[]; description?: string}) =>
    records.push({
      objectID: `${route.path}#${records.length}`,
      language: options.language ?? 'en',
      docusaurus_tag: [...tags],
      ...record,
      ...(page?.keywords?.length ? {keywords: [...page.keywords]} : {}),
      ...(page?.description ? {description: page.description} : {}),
      url_without_anchor: route.path,
      weight: {level: levelWeight(record.type), position: records.length},
    });
  push({hierarchy: hierarchyOf(lvl0, route.title, []), content: null, type: 'lvl1', url: route.path}, route);
  for (const section of parsed.sections) {
    const headings = section.headings.slice(0, MAX_LEVEL - 1);
    const hierarchy = hierarchyOf(lvl0, route.title, headings);
    const url = section.anchor ? `${route.path}#${section.anchor}` : route.path;
    if (headings.length) push({hierarchy, content: null, type: `lvl${headings.length + 1}` as RecordType, url});
    for (const text of chunks(section.text)) push({hierarchy, content: text, type: 'content', url});
  }
  return records;
}
