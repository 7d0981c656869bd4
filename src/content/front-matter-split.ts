// Splits a file's YAML front matter from its body and reads it, without checking it against the
// schema (front-matter.ts does): parse workers split every file they parse, and the thread that
// keeps a result checks its blocks, so no worker loads the schema's library (zod). Malformed YAML
// is an error with file and line; unknown keys are warnings (Docusaurus users carry extra keys around).
import {FrontMatterError} from '../errors.ts';
import {parseYaml} from './yaml.ts';

/** A front matter block as read, before the schema's check. */
export interface FrontMatterBlock {
  file: string;
  /** The YAML mapping, unchecked. */
  raw: Record<string, unknown>;
  /** The line of each top-level key (up to a dot in its name), so the check's problems point at their key. */
  keyLines: Map<string, number>;
}

export interface SplitFrontMatter {
  /** Absent when the file has no front matter. */
  block?: FrontMatterBlock;
  body: string;
  /** Lines taken by the front matter block, so body line numbers map back to the file. */
  bodyLineOffset: number;
  /** A warning for each key the schema does not know. */
  warnings: string[];
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;

export interface FrontMatterProblem {
  line: number;
  message: string;
}

/** All of a file's front matter problems at once, each with its line; the first gives the location. */
export function failFrontMatter(file: string, unordered: FrontMatterProblem[]): never {
  const problems = [...unordered].sort((a, b) => a.line - b.line);
  const [first] = problems;
  const message =
    problems.length === 1 ? first.message : `${problems.length} front matter problems:\n${problems.map((p) => `  - ${file}:${p.line}: ${p.message}`).join('\n')}`;
  throw new FrontMatterError(message, {location: {file, line: first.line}});
}

/** `knownKeys`: the schema's keys (FRONT_MATTER_KEYS of front-matter.ts). */
export function splitFrontMatter(source: string, file: string, knownKeys: ReadonlySet<string>): SplitFrontMatter {
  const match = FENCE.exec(source);
  if (!match) return {body: source, bodyLineOffset: 0, warnings: []};
  // The YAML starts on the file's second line, below the opening `---`.
  const yaml = parseYaml(match[1], 2);
  if (!yaml.ok) failFrontMatter(file, yaml.problems.map((p) => ({line: p.line, message: `malformed YAML front matter: ${p.message}`})));
  const raw = yaml.value ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) failFrontMatter(file, [{line: 2, message: 'front matter must be a YAML mapping'}]);
  // A problem's line is its top-level key's: the part of its dotted path before the first dot.
  const keyLines = new Map<string, number>();
  for (const key of Object.keys(raw)) {
    const top = key.split('.')[0];
    const line = yaml.keyLine(top);
    if (line !== undefined) keyLines.set(top, line);
  }
  // A key whose line is unknown points at the block's start.
  const warnings = Object.keys(raw)
    .filter((key) => !knownKeys.has(key))
    .map((key) => `${file}:${keyLines.get(key.split('.')[0]) ?? 2}: unknown front matter key \`${key}\``);
  const bodyLineOffset = match[0].split('\n').length - (match[2] ? 1 : 0);
  return {block: {file, raw: raw as Record<string, unknown>, keyLines}, body: source.slice(match[0].length), bodyLineOffset, warnings};
}
