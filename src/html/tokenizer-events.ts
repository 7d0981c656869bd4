// What a reader of htmlparser2's Tokenizer (ids.ts, urls.ts) hands it: the events it reads, and
// every other event ignored, since the Tokenizer calls each of them.
import type {Tokenizer} from 'htmlparser2';

export type TokenizerEvents = ConstructorParameters<typeof Tokenizer>[1];

const ignore = () => {};

export function tokenizerEvents(read: Partial<TokenizerEvents>): TokenizerEvents {
  return {
    onattribdata: ignore,
    onattribentity: ignore,
    onattribend: ignore,
    onattribname: ignore,
    oncdata: ignore,
    onclosetag: ignore,
    oncomment: ignore,
    ondeclaration: ignore,
    onend: ignore,
    onopentagend: ignore,
    onopentagname: ignore,
    onprocessinginstruction: ignore,
    onselfclosingtag: ignore,
    ontext: ignore,
    ontextentity: ignore,
    ...read,
  };
}
