// Checks the docs' command-line flags against the pinned @remotion/cli and @remotion/lambda: every
// `--flag` a page mentions is one the parsers read (cli-code.ts), and each CLI reference page's
// flag table lists every flag its command accepts (cli-command-flags.ts).
import fs from 'node:fs';
import path from 'node:path';
import {deprecatedFlags, knownFlags} from './cli-code.ts';
import {commandFlags, type CliCommand} from './cli-command-flags.ts';
import {parseTables, rowFlags} from './markdown-tables.ts';

/**
 * CLI reference pages → the command they document. Flags every command shares (read while the CLI
 * starts) are documented on the two index pages and are not required in each command's table.
 */
export const CLI_PAGES: Record<string, CliCommand> = {
  'cli/render.md': {package: '@remotion/cli', entries: ['render.js']},
  'cli/still.md': {package: '@remotion/cli', entries: ['still.js']},
  'cli/preview.md': {package: '@remotion/cli', entries: ['preview.js']},
  'cli/compositions.md': {package: '@remotion/cli', entries: ['compositions.js']},
  'cli/benchmark.md': {package: '@remotion/cli', entries: ['benchmark.js'], coveredBy: 'cli/render.md'},
  'lambda/cli/render.md': {
    package: '@remotion/lambda',
    entries: ['cli/commands/render/render.js'],
    ignore: {
      'ffmpeg-executable': 'getCliOptions() validates it only for local renders (isLambda is true here)',
      sequence: 'only decides whether getCliOptions() validates --crf; a Lambda render always encodes a file',
    },
  },
  'lambda/cli/still.md': {package: '@remotion/lambda', entries: ['cli/commands/still.js']},
  'lambda/cli/functions.md': {package: '@remotion/lambda', entries: ['cli/commands/functions/deploy.js', 'cli/commands/functions/ls.js', 'cli/commands/functions/rm.js', 'cli/commands/functions/rmall.js']},
  'lambda/cli/sites.md': {package: '@remotion/lambda', entries: ['cli/commands/sites/create.js', 'cli/commands/sites/ls.js', 'cli/commands/sites/rm.js', 'cli/commands/sites/rmall.js']},
};

/** Where the flags every command shares are documented, with the modules that read them at start-up. */
export const CLI_GLOBALS: Record<string, CliCommand> = {
  'cli/index.md': {package: '@remotion/cli', entries: ['initialize-cli.js']},
  'lambda/cli/index.md': {
    package: '@remotion/lambda',
    entries: ['cli/index.js', 'cli/args.js', 'cli/get-aws-region.js'],
    shallow: true,
    ignore: {'custom-role-arn': 'read only to word an error hint; the flag belongs to `functions deploy`'},
  },
};
export interface CliReport {
  failures: string[];
  /** Distinct `--flags` mentioned in the docs. */
  mentioned: number;
  known: number;
}

/** `--flag` mentions in a page, in prose and code alike: `--codec=h264`, `` `--log` ``. */
export function flagMentions(source: string): {flag: string; line: number}[] {
  const out: {flag: string; line: number}[] = [];
  source.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(/(?<![\w-])--([a-z][a-z0-9]*(?:-[a-z0-9]+)*)/g)) out.push({flag: m[1], line: i + 1});
  });
  return out;
}

/**
 * Lines that pass flags to something other than Remotion (npm, git, Chrome, FFmpeg, Docker):
 * their flags are not checked against Remotion's parsers.
 */
const FOREIGN_START = /^\s*(\$\s*)?(npm|yarn|pnpm|git|docker|aws|apt(-get)?|brew|curl|gcloud|pip|node|tsc|ffmpeg|ffprobe|chrom(e|ium)(-browser)?)\b/;
const FOREIGN = /\b(npm|npx (?!remotion)|yarn|pnpm|git|docker|chrom(e|ium)|ffmpeg|ffprobe|node|tsc|aws|apt(-get)?|brew|curl|gcloud|pip|webpack-cli|vercel|serverless)\b[^\n]*--|--(save|save-dev|save-exact|legacy-peer-deps|force-device|disable-gpu|no-sandbox|headless|use-gl|enable-|ignore-scripts|prefix|global|yes-to-all|from|depth)/i;

export function checkCliFlags(docsDir: string, files: string[], cwd = process.cwd()): CliReport {
  const known = knownFlags(cwd);
  const failures: string[] = [];
  const mentioned = new Set<string>();
  for (const rel of files) {
    const source = fs.readFileSync(path.join(docsDir, rel), 'utf8');
    const lines = source.split('\n');
    // A foreign command keeps its flags on the following lines while they end in a backslash.
    const foreign = lines.map((l) => FOREIGN.test(l) || FOREIGN_START.test(l));
    for (let i = 1; i < lines.length; i++) if (foreign[i - 1] && /\\\s*$/.test(lines[i - 1])) foreign[i] = true;
    for (const {flag, line} of flagMentions(source)) {
      if (foreign[line - 1]) continue;
      mentioned.add(flag);
      if (!known.has(flag)) failures.push(`${rel}:${line}: --${flag} is not read by the pinned @remotion/cli or @remotion/lambda`);
    }
  }
  return {failures, mentioned: mentioned.size, known: known.size};
}

/** The flags a page's flag tables list (first column of tables headed "Flag"). */
export function tableFlags(source: string): Set<string> {
  const out = new Set<string>();
  for (const t of parseTables(source)) {
    if (t.columns[0] !== 'flag') continue;
    for (const row of t.rows) rowFlags(row.cells.flag ?? '').forEach((f) => out.add(f.replace(/^-+/, '')));
  }
  return out;
}

/**
 * Each CLI page's flag table lists every flag its command accepts, apart from the ones every
 * command shares (listed on the index pages, which must list them), deprecated ones, single-letter
 * aliases and flags a page leaves to another one.
 */
export function checkCliTables(docsDir: string, cwd = process.cwd()): {failures: string[]; accepted: Record<string, string[]>} {
  const failures: string[] = [];
  const accepted: Record<string, string[]> = {};
  const deprecated = deprecatedFlags(cwd);
  const read = (page: string) => fs.readFileSync(path.join(docsDir, page), 'utf8');
  const globals = new Map<string, Set<string>>();
  for (const [page, command] of Object.entries(CLI_GLOBALS)) {
    const flags = [...commandFlags(command, cwd)].filter((f) => f.length > 1 && !command.ignore?.[f]);
    globals.set(command.package, new Set(flags));
    const listed = tableFlags(read(page));
    const left = flags.filter((f) => !listed.has(f));
    if (left.length) failures.push(`${page}: the shared-flags table leaves out ${left.map((f) => `--${f}`).join(', ')}`);
  }
  for (const [page, command] of Object.entries(CLI_PAGES)) {
    // The Lambda commands run inside the main CLI, so its shared flags apply to them too.
    const shared = new Set([...(globals.get(command.package) ?? []), ...(globals.get('@remotion/cli') ?? [])]);
    const flags = [...commandFlags(command, cwd)].filter((f) => f.length > 1 && !deprecated.has(f) && !command.ignore?.[f] && !shared.has(f));
    accepted[page] = flags.sort();
    const listed = tableFlags(read(page));
    const elsewhere = command.coveredBy ? tableFlags(read(command.coveredBy)) : new Set<string>();
    const left = flags.filter((f) => !listed.has(f) && !elsewhere.has(f));
    if (left.length) failures.push(`${page}: the flag table leaves out ${left.map((f) => `--${f}`).join(', ')}, which the command accepts`);
  }
  return {failures, accepted};
}
