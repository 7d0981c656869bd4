// GitHub-style heading slugs, de-duplicated per page (foo, foo-1, foo-2), as Docusaurus makes them.
// Shared: the build gives headings these ids and the search index stores only ids that differ.
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function uniqueSlug(base: string, seen: Map<string, number>): string {
  let slug = base || 'section';
  const count = seen.get(slug);
  if (count !== undefined) {
    let n = count + 1;
    while (seen.has(`${slug}-${n}`)) n++;
    seen.set(slug, n);
    slug = `${slug}-${n}`;
  }
  seen.set(slug, 0);
  return slug;
}
