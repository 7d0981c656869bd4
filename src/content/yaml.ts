// YAML as a reader's input (front matter, authors.yml): the value, or every syntax problem with
// the line to look at. The yaml library reports where it noticed a mistake, which is often not
// where the mistake is: an unclosed quote or bracket is noticed at the next key or the end, and a
// key running over two lines (a line without its colon, or a line indented too far) spans both.
import {createRequire} from 'node:module';
import type * as Yaml from 'yaml';
import type {YAMLError} from 'yaml';

const require = createRequire(import.meta.url);
let loaded: typeof Yaml | undefined;
/**
 * The yaml library, loaded on first use: a warm build finds every YAML file's result in its cache
 * and never needs it.
 */
export function yamlLibrary(): typeof Yaml {
  return (loaded ??= require('yaml') as typeof Yaml);
}

/**
 * Hands over the yaml library imported with a thread's own code: the parse worker, compiled to
 * one file with its packages, reads front matter in every job and would otherwise load the
 * library again from its many files.
 */
export function provideYamlLibrary(library: typeof Yaml): void {
  loaded ??= library;
}

export interface YamlProblem {
  /** 1-based line in the file. */
  line: number;
  message: string;
}

export type YamlResult =
  | {ok: true; value: unknown; /** The line of a top-level key, if the document is a mapping holding it. */ keyLine(key: string): number | undefined}
  | {ok: false; problems: YamlProblem[]};

/** Parses YAML that starts on line `firstLine` of its file. */
export function parseYaml(text: string, firstLine = 1): YamlResult {
  const {LineCounter, parseDocument, isMap, isScalar} = yamlLibrary();
  const lines = new LineCounter();
  const doc = parseDocument(text, {prettyErrors: false, lineCounter: lines});
  const lineAt = (offset: number) => lines.linePos(offset).line + firstLine - 1;
  if (doc.errors.length) {
    return {ok: false, problems: rootErrors(doc.errors).map((error) => problemOf(text, error, lineAt))};
  }
  const keyLine = (key: string) => {
    if (!isMap(doc.contents)) return undefined;
    const pair = doc.contents.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
    const range = isScalar(pair?.key) ? pair.key.range : undefined;
    return range ? lineAt(range[0]) : undefined;
  };
  try {
    return {ok: true, value: doc.toJS(), keyLine};
  } catch (error) {
    // An alias to an anchor that does not exist (`title: *name`) is found only when resolving.
    const name = /Unresolved alias.*: (.+)$/.exec((error as Error).message)?.[1];
    const at = name ? text.indexOf(`*${name}`) : -1;
    return {ok: false, problems: [{line: lineAt(Math.max(at, 0)), message: (error as Error).message}]};
  }
}

/** One error per mistake: errors whose ranges overlap describe the same one; the widest says most. */
function rootErrors(errors: YAMLError[]): YAMLError[] {
  const groups: YAMLError[][] = [];
  for (const error of [...errors].sort((a, b) => a.pos[0] - b.pos[0])) {
    const group = groups.at(-1);
    if (group && error.pos[0] <= Math.max(...group.map((e) => e.pos[1]))) group.push(error);
    else groups.push([error]);
  }
  return groups.map((group) => group.reduce((wide, error) => (error.pos[1] - error.pos[0] > wide.pos[1] - wide.pos[0] ? error : wide)));
}

function problemOf(text: string, error: YAMLError, lineAt: (offset: number) => number): YamlProblem {
  const message = error.message.split('\n')[0];
  const [start, end] = error.pos;
  const quote = /^Missing closing (["'])quote/.exec(message)?.[1];
  if (quote) return {line: lineAt(openingQuote(text, start, quote)), message};
  const bracket = /end with a ([\]}])$/.exec(message)?.[1];
  if (bracket) return {line: lineAt(unmatchedOpener(text, start, bracket === ']' ? '[' : '{', bracket)), message};
  if (error.code === 'MULTILINE_IMPLICIT_KEY') {
    // `title: x` over `  bad: indent`: the second line is the mistake (indented too far);
    // `foo bar` over `slug: b`: the first one is (no colon).
    const first = text.lastIndexOf('\n', start - 1) + 1;
    const last = text.lastIndexOf('\n', end - 1) + 1;
    if (last > first && indentOf(text, last) > indentOf(text, first)) {
      return {line: lineAt(last), message: `${message} (is this line indented too far?)`};
    }
  }
  return {line: lineAt(start), message};
}

function indentOf(text: string, lineStart: number): number {
  return /^[ \t]*/.exec(text.slice(lineStart))![0].length;
}

/** Where an unclosed quoted value opened: the last quote before `before` that is not escaped. */
function openingQuote(text: string, before: number, quote: string): number {
  for (let i = Math.min(before, text.length) - 1; i >= 0; i--) {
    if (text[i] !== quote) continue;
    if (quote === '"' && text[i - 1] === '\\') continue;
    // '' is an escaped single quote inside a single-quoted value.
    if (quote === "'" && text[i - 1] === "'") {
      i--;
      continue;
    }
    return i;
  }
  return before;
}

/** Where an unclosed flow collection opened: the last `open` before `before` without its `close`. */
function unmatchedOpener(text: string, before: number, open: string, close: string): number {
  let depth = 0;
  for (let i = Math.min(before, text.length) - 1; i >= 0; i--) {
    if (text[i] === close) depth++;
    else if (text[i] === open && depth-- === 0) return i;
  }
  return before;
}
