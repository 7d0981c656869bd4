// The URLs of HTML as scanHtml finds them, read from htmlparser2's Tokenizer rather than its
// Parser, for a reader that needs the URLs alone (a feed's posts, each URL made absolute): none of
// the Parser's work for the element stack, attribute objects and text it would hand to no one.
// The Parser is made from these same events: a tag's name and attribute names lower-cased, values
// with their entities decoded, attributeUrls on each attribute with the Parser's offsets, and a
// tag's URLs kept once the tag is complete (one the end of the HTML cuts off has none). Every
// other event leaves the URLs as they are: an element the Parser opens or closes by implication
// has no attributes, and script, style and comment text is the Tokenizer's to skip.
import {htmlTokenizer} from '../libraries.ts';
import {attributeUrls, isUrlAttribute, type AttributeUrl} from './scan.ts';
import {tokenizerEvents} from './tokenizer-events.ts';

export interface FoundUrl extends AttributeUrl {
  tag: string;
}

/** scanHtml(html).urls, each without its line and chrome flag. */
export function htmlUrls(html: string): FoundUrl[] {
  const urls: FoundUrl[] = [];
  let pending: FoundUrl[] = [];
  let tag = '';
  let name = '';
  let nameStart = 0;
  // Only a URL attribute's value is put together: every other holds no URL, whatever its value.
  let kept = false;
  let value = '';
  const complete = () => {
    for (const url of pending) urls.push(url);
    pending = [];
  };
  const tokenizer = new (htmlTokenizer())(
    {decodeEntities: true},
    tokenizerEvents({
      onopentagname(start, end) {
        tag = html.slice(start, end).toLowerCase();
        pending = [];
      },
      onattribname(start, end) {
        nameStart = start;
        name = html.slice(start, end).toLowerCase();
        kept = isUrlAttribute(tag, name);
      },
      onattribdata(start, end) {
        if (kept) value += html.slice(start, end);
      },
      onattribentity(codePoint) {
        if (kept) value += String.fromCodePoint(codePoint);
      },
      onattribend(_quote, end) {
        if (kept) for (const url of attributeUrls(html, tag, name, value, nameStart, end)) pending.push({tag, ...url});
        value = '';
      },
      onopentagend: complete,
      onselfclosingtag: complete,
    }),
  );
  tokenizer.write(html);
  tokenizer.end();
  return urls;
}
