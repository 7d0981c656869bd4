// Splits and validates YAML front matter. Malformed YAML is an error with file and line; unknown
// keys are warnings (Docusaurus users carry extra keys around).
import {z} from 'zod';
import {FrontMatterError} from '../errors.ts';
import type {ContentKind} from './types.ts';
import {parseYaml} from './yaml.ts';
import {headTag} from '../config/schema.ts';

const stringList = z.union([z.array(z.string()), z.string().transform((s) => [s])]);
const author = z.union([
  z.string(),
  z.object({name: z.string(), title: z.string().optional(), url: z.string().optional(), image_url: z.string().optional(), email: z.string().optional(), socials: z.record(z.string(), z.string()).optional()}),
]);

export const docFrontMatter = z.object({
  id: z.string().optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
  keywords: stringList.optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  draft: z.boolean().optional(),
  /** `false`: left out of llms.txt, llms-full.txt and the page's `.md` copy. */
  llms: z.boolean().optional(),
  /** Tags for this page's <head> (the config's `headTags` shape). */
  head_tags: z.array(headTag).optional(),
});

export const postFrontMatter = z.object({
  title: z.string().optional(),
  slug: z.string().optional(),
  date: z.union([z.string(), z.date()]).optional(),
  authors: z.union([z.array(author), author]).optional(),
  tags: stringList.optional(),
  description: z.string().optional(),
  image: z.string().optional(),
  draft: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  keywords: stringList.optional(),
  head_tags: z.array(headTag).optional(),
});

export interface SplitFrontMatter {
  data: Record<string, unknown>;
  body: string;
  /** Lines taken by the front matter block, so body line numbers map back to the file. */
  bodyLineOffset: number;
  warnings: string[];
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/;

interface Problem {
  line: number;
  message: string;
}

/** All of a file's front matter problems at once, each with its line; the first gives the location. */
function fail(file: string, problems: Problem[]): never {
  const [first] = problems;
  const message =
    problems.length === 1 ? first.message : `${problems.length} front matter problems:\n${problems.map((p) => `  - ${file}:${p.line}: ${p.message}`).join('\n')}`;
  throw new FrontMatterError(message, {location: {file, line: first.line}});
}

/** The markdown below the front matter, as parseFrontMatter splits it, for a file already parsed (no YAML read again). */
export function frontMatterBody(source: string): string {
  const match = FENCE.exec(source);
  return match ? source.slice(match[0].length) : source;
}

export function parseFrontMatter(source: string, file: string, kind: ContentKind): SplitFrontMatter {
  const match = FENCE.exec(source);
  if (!match) return {data: {}, body: source, bodyLineOffset: 0, warnings: []};
  // The YAML starts on the file's second line, below the opening `---`.
  const yaml = parseYaml(match[1], 2);
  if (!yaml.ok) fail(file, yaml.problems.map((p) => ({line: p.line, message: `malformed YAML front matter: ${p.message}`})));
  const raw = yaml.value ?? {};
  // Problems point at their key's line; a key the schema wants but the file lacks, at the block's start.
  const lineOfKey = (key: string) => yaml.keyLine(key.split('.')[0]) ?? 2;
  if (typeof raw !== 'object' || Array.isArray(raw)) fail(file, [{line: 2, message: 'front matter must be a YAML mapping'}]);
  const schema = kind === 'doc' ? docFrontMatter : postFrontMatter;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    fail(
      file,
      parsed.error.issues.map((issue) => {
        const key = issue.path.join('.');
        return {line: lineOfKey(key), message: `front matter \`${key}\`: ${issue.message}`};
      }),
    );
  }
  const known = new Set(Object.keys(schema.shape));
  const warnings = Object.keys(raw)
    .filter((key) => !known.has(key))
    .map((key) => `${file}:${lineOfKey(key)}: unknown front matter key \`${key}\``);
  const bodyLineOffset = match[0].split('\n').length - (match[2] ? 1 : 0);
  return {data: {...raw, ...parsed.data}, body: source.slice(match[0].length), bodyLineOffset, warnings};
}
