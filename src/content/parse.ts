// Parses one markdown file into plain data: front matter, HTML, excerpt, headings, TOC, links,
// islands, search sections, reading time. parse-unchecked.ts does the parsing (on a worker, or
// here); checkParse checks the front matter blocks it read and adds the fields that come from them.
import type {MarkdownIt} from 'markdown-it';
import {checkFrontMatter, FRONT_MATTER_KEYS} from './front-matter.ts';
import {parseUnchecked, type UncheckedParse} from './parse-unchecked.ts';
import {buildToc} from './toc.ts';
import type {ContentKind, ParsedMarkdown} from './types.ts';

export function parseMarkdown(md: MarkdownIt, input: {file: string; source: string; kind: ContentKind; siteDir?: string}): ParsedMarkdown {
  return checkParse(parseUnchecked(md, input, FRONT_MATTER_KEYS));
}

/**
 * The result of a parse whose front matter passes the schema. The blocks are checked in the order
 * they were read, before the parse's own error: the file fails with the first problem met.
 */
export function checkParse(unchecked: UncheckedParse): ParsedMarkdown {
  const frontMatter = unchecked.page ? checkFrontMatter(unchecked.page) : {};
  for (const partial of unchecked.partials) checkFrontMatter(partial);
  if ('error' in unchecked) throw unchecked.error;
  const {file, kind, leadingTitle, markdown, html, excerptHtml, headings, ...rest} = unchecked.body;
  const title = frontMatter.title ?? leadingTitle ?? '';
  const firstParagraph = rest.sections.find((s) => s.text.trim())?.text ?? '';
  return {
    file,
    kind,
    frontMatter,
    title,
    heading: leadingTitle || title,
    description: frontMatter.description ?? truncateText(firstParagraph, 160),
    markdown,
    html,
    excerptHtml,
    headings,
    toc: buildToc(headings, frontMatter.toc_min_heading_level ?? 2, frontMatter.toc_max_heading_level ?? 3),
    ...rest,
  };
}

export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, clean.lastIndexOf(' ', max - 1))}…`;
}
