// Parsed content as an English page shows it (its theme text slots written in), for the tests
// that read a parse result's markup.
import type {ContentHtml, ParsedMarkdown} from '../../src/content/types.ts';
import {contentHtml} from '../../src/render/content-html.ts';
import {ENGLISH_MESSAGES} from '../../src/shared/theme-strings.ts';

export const englishHtml = (html: ContentHtml) => contentHtml(html, ENGLISH_MESSAGES);

export function englishPage(page: ParsedMarkdown) {
  return {...page, html: englishHtml(page.html), excerptHtml: page.excerptHtml && englishHtml(page.excerptHtml)};
}
