// Parses one markdown file into plain data (HTML, headings, links, islands, search sections,
// reading time) and reads its front matter without checking it: what a parse worker does. The
// fields that come from checked front matter are parse.ts's, on the thread that keeps the result.
import type {MarkdownIt} from 'markdown-it';
import type {Token} from 'markdown-it';
import {MarkdownError, SitegenError} from '../errors.ts';
import {contentIds} from '../html/ids.ts';
import {splitFrontMatter, type FrontMatterBlock} from './front-matter-split.ts';
import {createEnv} from './markdown/env.ts';
import {splitSlots} from './markdown/slots.ts';
import {plainText} from './markdown/headings.ts';
import {countWords, readingTime} from './reading-time.ts';
import type {ContentKind, ParsedMarkdown, SearchSection} from './types.ts';

const TRUNCATE = /<!--\s*truncate\s*-->/;

/** A parse result but for what comes from the page's checked front matter. */
export type MarkdownBody = Omit<ParsedMarkdown, 'frontMatter' | 'title' | 'heading' | 'description' | 'toc'> & {
  /** The text of the body's leading `# Title`, which is taken out of the HTML. */
  leadingTitle?: string;
};

/** The front matter blocks a parse read: each must pass the schema before its result is used. */
export interface FrontMatterBlocks {
  /** The page's own (absent when it has none). */
  page?: FrontMatterBlock;
  /** Its partials', in the order they were read. */
  partials: FrontMatterBlock[];
}

/** A file that could not be parsed keeps the blocks read before the error: one of them may be what failed first. */
export type UncheckedParse = FrontMatterBlocks & ({body: MarkdownBody} | {error: SitegenError});

/** `frontMatterKeys`: the schema's keys, for the unknown-key warnings. */
export function parseUnchecked(
  md: MarkdownIt,
  input: {file: string; source: string; kind: ContentKind; siteDir?: string},
  frontMatterKeys: ReadonlySet<string>,
): UncheckedParse {
  const {file, kind} = input;
  const blocks: FrontMatterBlocks = {partials: []};
  try {
    const front = splitFrontMatter(input.source, file, frontMatterKeys);
    blocks.page = front.block;
    const env = createEnv(file, front.bodyLineOffset, {siteDir: input.siteDir, frontMatterKeys, frontMatterBlocks: blocks.partials});
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
      return {...blocks, body: finish({file, kind, body: front.body, warnings: front.warnings, env, tokens, html, leadingTitle})};
    } catch (cause) {
      if (cause instanceof SitegenError) throw cause;
      throw new MarkdownError(`could not render markdown: ${(cause as Error).message}`, {location: {file}, cause});
    }
  } catch (error) {
    if (!(error instanceof SitegenError)) throw error;
    return {...blocks, error};
  }
}

function finish(args: {
  file: string;
  kind: ContentKind;
  body: string;
  warnings: string[];
  env: ReturnType<typeof createEnv>;
  tokens: Token[];
  html: string;
  leadingTitle: string | undefined;
}): MarkdownBody {
  const {file, kind, body, warnings, env, tokens, html, leadingTitle} = args;
  const sections = collectSections(tokens);
  const text = sections.map((s) => `${s.headings.join(' ')} ${s.text}`).join(' ');
  const codeWords = tokens.filter((t) => t.type === 'fence').reduce((sum, t) => sum + countWords(t.content), 0);
  const wordCount = countWords(text) + codeWords;
  const truncate = TRUNCATE.exec(html);
  return {
    file,
    kind,
    leadingTitle,
    markdown: body,
    html: splitSlots(html, env.slots, env.links, env.islands),
    excerptHtml: truncate ? splitSlots(html.slice(0, truncate.index), env.slots, env.links, env.islands) : undefined,
    headings: env.headings,
    // Every id of the rendered HTML: headings, and ids written as raw HTML (<a id>, <li id>, …).
    anchors: contentIds(html),
    links: env.links,
    readingTimeMinutes: readingTime(wordCount),
    wordCount,
    sections,
    islands: env.islands,
    ...(env.includes?.size ? {includes: [...env.includes].sort()} : {}),
    warnings: [...warnings, ...env.warnings],
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
