// Libraries the engine needs only when it makes something anew (reads HTML, finds the imports of
// an MDX file, points at a JSON error): loaded on first use rather than when the engine starts,
// so a warm build, which reuses what it made, never loads them. Required as CommonJS, which
// loads synchronously where they are called; every user takes them from here, so a process
// holds one copy of each.
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Parser} from 'acorn';

const load = createRequire(import.meta.url);

function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

export const htmlparser2 = once(() => load('htmlparser2') as typeof import('htmlparser2'));

/**
 * htmlparser2's streaming Parser alone, what every HTML scan uses. The package's entry also loads
 * its DOM builder, DOM utilities and serializer, which take several times the Parser's own
 * loading time in each thread that scans HTML. The package exports no subpath for the Parser:
 * its module is taken from beside the entry (the same module the entry loads), or from the
 * entry where the package's files are laid out otherwise.
 */
export const htmlParser = once((): typeof import('htmlparser2').Parser => {
  try {
    return (load(path.join(path.dirname(load.resolve('htmlparser2')), 'Parser.js')) as typeof import('htmlparser2')).Parser;
  } catch {
    return htmlparser2().Parser;
  }
});

/**
 * htmlparser2's Tokenizer alone, beside its Parser (see htmlParser): the events the Parser is
 * made from, for a scan that needs none of what the Parser adds (see src/html/urls.ts).
 */
export const htmlTokenizer = once((): typeof import('htmlparser2').Tokenizer => {
  try {
    return (load(path.join(path.dirname(load.resolve('htmlparser2')), 'Tokenizer.js')) as {default: typeof import('htmlparser2').Tokenizer}).default;
  } catch {
    return htmlparser2().Tokenizer;
  }
});

/**
 * The entity decoding htmlparser2 applies to an attribute value, from htmlparser2's own copy of
 * `entities`: a scan that reads HTML without decoding decodes the few values it keeps exactly
 * as the Parser would have.
 */
export const decodeHtmlAttribute = once((): ((value: string) => string) => {
  const {decodeHTMLAttribute} = createRequire(load.resolve('htmlparser2'))('entities/decode') as {decodeHTMLAttribute: (value: string) => string};
  return decodeHTMLAttribute;
});

export const json5 = once(() => load('json5') as typeof import('json5'));

/** acorn's parser with JSX, for the JavaScript of MDX files. */
export const jsxParser = once(() => {
  const {Parser: AcornParser} = load('acorn') as typeof import('acorn');
  const jsx = load('acorn-jsx') as typeof import('acorn-jsx');
  return AcornParser.extend(jsx()) as typeof Parser;
});
