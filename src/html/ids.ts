// The fragment targets (ids) of content HTML, what a parse worker records of each page for the
// link check. Read from htmlparser2's Tokenizer, as htmlUrls (./urls.ts) reads URLs: the Parser
// would add an element stack, attribute objects and a string for every text it hands to no one.
// An attribute's events come between its own tag's name and the tag's end, and the Parser's
// implied opens and closes come at tag ends, so each attribute is read with the tag it is on, as
// the Parser has it; names are lower-cased as the Parser lower-cases them (scanHtml's READING).
import {decodeHtmlAttribute, htmlTokenizer} from '../libraries.ts';
import {tokenizerEvents} from './tokenizer-events.ts';
import {isTarget} from './scan.ts';

/**
 * The ids scanHtml finds in content HTML. Code blocks are most of a docs page's bytes and never
 * hold an id, so the inside of each `<pre>` is skipped (its own attributes are read). Text is
 * skipped undecoded and only the values kept are decoded, by the decoder the Parser uses for
 * attributes.
 */
export function contentIds(html: string): string[] {
  let text = '';
  let at = 0;
  for (;;) {
    const open = html.indexOf('<pre', at);
    const tagEnd = open < 0 ? -1 : html.indexOf('>', open);
    const close = tagEnd < 0 ? -1 : html.indexOf('</pre>', tagEnd);
    if (close < 0) break;
    text += html.slice(at, tagEnd + 1);
    at = close;
  }
  const source = text + html.slice(at);
  const ids: string[] = [];
  const decode = decodeHtmlAttribute();
  let tag = '';
  // Only a target attribute's value is put together.
  let kept = false;
  let value = '';
  const tokenizer = new (htmlTokenizer())(
    {decodeEntities: false},
    tokenizerEvents({
      onopentagname(start, end) {
        tag = source.slice(start, end).toLowerCase();
      },
      onattribname(start, end) {
        kept = isTarget(tag, source.slice(start, end).toLowerCase());
      },
      onattribdata(start, end) {
        if (kept) value += source.slice(start, end);
      },
      onattribentity(codePoint) {
        if (kept) value += String.fromCodePoint(codePoint);
      },
      onattribend() {
        if (kept && value) {
          const id = decode(value);
          if (id) ids.push(id);
        }
        value = '';
      },
    }),
  );
  tokenizer.write(source);
  tokenizer.end();
  return ids;
}
