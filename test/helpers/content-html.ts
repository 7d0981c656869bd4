// Parsed content as an English page shows it (its theme text slots written in, each internal link
// as its author wrote it: no routes are known here), for the tests that read a parse result's markup.
import type {ContentHtml, FoundLink, ParsedMarkdown} from '../../src/content/types.ts';
import {contentHtml, type ContentFill} from '../../src/render/content-html.ts';
import {ENGLISH_MESSAGES, type ThemeMessages} from '../../src/shared/theme-strings.ts';

/** A fill that writes theme texts in `messages` and each of `links` as written. */
export function writtenFill(messages: ThemeMessages = ENGLISH_MESSAGES, links: FoundLink[] = []): ContentFill {
  return {messages, href: (index) => links[index]?.raw, written: (index) => links[index]?.raw};
}

export const englishHtml = (html: ContentHtml, links: FoundLink[] = []) => contentHtml(html, writtenFill(ENGLISH_MESSAGES, links));

export function englishPage(page: ParsedMarkdown) {
  return {...page, html: englishHtml(page.html, page.links), excerptHtml: page.excerptHtml && englishHtml(page.excerptHtml, page.links)};
}
