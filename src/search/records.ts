// Search records in DocSearch shape: one for each page title, one per heading section, and one
// per paragraph group of text under it.
import type {ParsedMarkdown} from '../content/types.ts';
import type {Route} from '../routes/types.ts';
import type {SearchRecord} from '../shared/search-types.ts';

/** Long sections are split so a hit points at a readable chunk, not a whole page. */
const MAX_CONTENT_WORDS = 60;

function chunks(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += MAX_CONTENT_WORDS) out.push(words.slice(i, i + MAX_CONTENT_WORDS).join(' '));
  return out;
}

export function recordsForRoute(route: Route, parsed: ParsedMarkdown | undefined): SearchRecord[] {
  if (!parsed || (route.kind !== 'doc' && route.kind !== 'blog-post')) return [];
  const lvl0 = route.kind === 'doc' ? (route.doc.breadcrumbs.at(-1)?.label ?? 'Documentation') : route.blog.title;
  const tags = route.kind === 'doc' ? ['default', 'docs-default-current'] : ['default', `blog-${route.blog.id}`];
  const records: SearchRecord[] = [];
  let n = 0;
  const push = (record: Omit<SearchRecord, 'objectID' | 'language' | 'docusaurus_tag'>) =>
    records.push({objectID: `${route.path}#${n++}`, language: 'en', docusaurus_tag: tags, ...record});
  const base = {lvl0, lvl1: route.title};
  push({hierarchy: base, content: null, type: 'lvl1', url: route.path});
  for (const section of parsed.sections) {
    const hierarchy = {...base} as SearchRecord['hierarchy'];
    section.headings.forEach((heading, i) => {
      (hierarchy as unknown as Record<string, string>)[`lvl${i + 2}`] = heading;
    });
    const url = section.anchor ? `${route.path}#${section.anchor}` : route.path;
    const depth = Math.min(section.headings.length + 1, 6);
    if (section.headings.length) push({hierarchy, content: null, type: `lvl${depth}` as SearchRecord['type'], url});
    for (const text of chunks(section.text)) push({hierarchy, content: text, type: 'content', url});
  }
  return records;
}
