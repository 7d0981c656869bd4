// Parses one markdown file into plain data: front matter, HTML, excerpt, headings, TOC, links,
// islands, search sections, reading time.
import type {MarkdownIt} from 'markdown-it';
import type {Token} from 'markdown-it';
import {MarkdownError, SitegenError} from '../errors.ts';
import {contentIds} from '../html/scan.ts';
import {parseFrontMatter} from './front-matter.ts';
import {createEnv} from './markdown/env.ts';
import {splitSlots} from './markdown/slots.ts';
import {plainText} from './markdown/headings.ts';
import {buildToc} from './toc.ts';
import {countWords, readingTime} from './reading-time.ts';
import type {ContentKind, ParsedMarkdown, SearchSection} from './types.ts';

const TRUNCATE = /<!--\s*truncate\s*-->/;

export function parseMarkdown(md: MarkdownIt, input: {file: string; source: string; kind: ContentKind; siteDir?: string}): ParsedMarkdown {
  const {file, kind} = input;
  const front = parseFrontMatter(input.source, file);
  const env = createEnv(file, front.bodyLineOffset, input.siteDir);
  let tokens: Token[];
  let html: string;
  try {
    tokens = md.parse(front.body, env as never);
    // A leading `# Title` is the page's heading, rendered by the layout, not twice; front matter
    // `title` still wins for the head and the sidebar (as in Docusaurus).
    let leadingTitle: string | undefined;
    if (tokens[0]?.type === 'heading_open' && tokens[0].tag === 'h1') {
      leadingTitle = plainText(tokens[1].children).trim();
      tokens = tokens.slice(3);
      env.headings.shift();
    }
    html = md.renderer.render(tokens, md.options, env as never);
    const title = front.data.title ?? leadingTitle ?? '';
    return finish({file, kind, front, env, tokens, html, title, heading: leadingTitle || title});
  } catch (cause) {
    if (cause instanceof SitegenError) throw cause;
    throw new MarkdownError(`could not render markdown: ${(cause as Error).message}`, {location: {file}, cause});
  }
}

function finish(args: {
  file: string;
  kind: ContentKind;
  front: ReturnType<typeof parseFrontMatter>;
  env: ReturnType<typeof createEnv>;
  tokens: Token[];
  html: string;
  title: string;
  heading: string;
}): ParsedMarkdown {
  const {file, kind, front, env, tokens, html, title, heading} = args;
  const sections = collectSections(tokens);
  const text = sections.map((s) => `${s.headings.join(' ')} ${s.text}`).join(' ');
  const codeWords = tokens.filter((t) => t.type === 'fence').reduce((sum, t) => sum + countWords(t.content), 0);
  const wordCount = countWords(text) + codeWords;
  const truncate = TRUNCATE.exec(html);
  const min = front.data.toc_min_heading_level ?? 2;
  const max = front.data.toc_max_heading_level ?? 3;
  const firstParagraph = sections.find((s) => s.text.trim())?.text ?? '';
  return {
    file,
    kind,
    frontMatter: front.data,
    title,
    heading,
    description: front.data.description ?? truncateText(firstParagraph, 160),
    markdown: front.body,
    html: splitSlots(html, env.slots),
    excerptHtml: truncate ? splitSlots(html.slice(0, truncate.index), env.slots) : undefined,
    headings: env.headings,
    toc: buildToc(env.headings, min, max),
    // Every id of the rendered HTML: headings, and ids written as raw HTML (<a id>, <li id>, …).
    anchors: contentIds(html),
    links: env.links,
    readingTimeMinutes: readingTime(wordCount),
    wordCount,
    sections,
    islands: env.islands,
    ...(env.includes?.size ? {includes: [...env.includes].sort()} : {}),
    warnings: [...front.warnings, ...env.warnings],
    unknownComponents: env.mdx.unknown,
  };
}

/** Text grouped under the heading trail it sits in, for search records. */
function collectSections(tokens: Token[]): SearchSection[] {
  const sections: SearchSection[] = [{headings: [], text: ''}];
  const trail: {level: number; text: string}[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type === 'heading_open') {
      const level = Number(token.tag.slice(1));
      const text = plainText(tokens[i + 1].children).trim();
      while (trail.length && trail[trail.length - 1].level >= level) trail.pop();
      trail.push({level, text});
      sections.push({headings: trail.map((h) => h.text), anchor: String(token.attrGet("id") ?? "") || undefined, text: ''});
      i += 2;
    } else if (token.type === 'inline' && !isLinkItem(tokens, i)) {
      const current = sections[sections.length - 1];
      current.text += `${current.text ? ' ' : ''}${plainText(flattenLinks(token.children))}`;
    }
  }
  return sections.filter((s, n) => n > 0 || s.text);
}

/**
 * A list item that is nothing but a link ("See also" lists, link collections): run together as
 * prose it would make one record matching every linked title, so it is left out of search text.
 */
function isLinkItem(tokens: Token[], i: number): boolean {
  if (tokens[i - 1]?.type !== 'paragraph_open' || tokens[i - 2]?.type !== 'list_item_open') return false;
  const children = (tokens[i].children ?? []).filter((c) => !(c.type === 'text' && !c.content.trim()) && c.type !== 'softbreak');
  return children[0]?.type === 'link_open' && children.at(-1)?.type === 'link_close' && children.filter((c) => c.type === 'link_open').length === 1;
}

function flattenLinks(children: Token[] | null): Token[] {
  return (children ?? []).filter((c) => c.type === 'text' || c.type === 'code_inline');
}

export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, clean.lastIndexOf(' ', max - 1))}…`;
}
