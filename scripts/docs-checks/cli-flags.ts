// Reads the command-line flags out of the compiled code of the pinned @remotion/cli and
// @remotion/lambda. Both parse argv with minimist, which accepts any flag, so a flag "exists" when
// the code reads it: `parsedCli.codec`, `parsedLambdaCli['out-name']`. A command accepts a flag when
// its own modules read it, or when it reads the config value that parse-command-line.js stores the
// flag in (`--concurrency` → `Config.Rendering.setConcurrency` → `getConcurrency()`).
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import {parseTables, rowFlags} from './markdown-tables.ts';

export interface CliCommand {
  /** Which package's compiled code the command lives in. */
  package: '@remotion/cli' | '@remotion/lambda';
  /** Entry modules relative to the package's `dist/`. */
  entries: string[];
  /** Flags the page may leave to another page (named), e.g. the render flags `benchmark` passes on. */
  coveredBy?: string;
  /** Only the entries' own reads count (a dispatcher that loads every command). */
  shallow?: boolean;
  /** Flags the code reads but the command does not act on, with the reason. */
  ignore?: Record<string, string>;
}

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

const READ = /\bparsed(?:Lambda)?Cli(?:\.([A-Za-z_$][\w$]*)|\[\s*['"]([\w-]+)['"]\s*\])/g;

export function packageDist(name: string, cwd: string): string {
  const req = createRequire(path.join(cwd, 'package.json'));
  return path.join(path.dirname(req.resolve(`${name}/package.json`)), 'dist');
}

/** Flags read anywhere in a compiled file. `_` (the positional arguments) is not a flag. */
export function flagsReadIn(code: string): string[] {
  const direct = [...code.matchAll(READ)].map((m) => m[1] ?? m[2]);
  // `const { concurrencies } = parse_command_line_1.parsedCli;`
  const destructured = [...code.matchAll(/\{([^{}]*)\}\s*=\s*[\w$.]*parsed(?:Lambda)?Cli\b(?!\.|\[)/g)].flatMap((m) =>
    m[1].split(',').map((p) => p.trim().split(':')[0].trim().replace(/^\[\s*['"]|['"]\s*\]$/g, '')).filter(Boolean),
  );
  return [...direct, ...destructured].filter((f) => f !== '_');
}

function jsFiles(dir: string): string[] {
  return fs.readdirSync(dir, {recursive: true}).map(String).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f));
}

/** Every flag the two parsers know: what any compiled module reads, plus minimist's boolean list. */
export function knownFlags(cwd = process.cwd()): Set<string> {
  const flags = new Set<string>();
  const lambdaDist = packageDist('@remotion/lambda', cwd);
  const dists = [packageDist('@remotion/cli', cwd), lambdaDist, packageDist('@remotion/cli', path.dirname(lambdaDist))];
  for (const dist of new Set(dists)) {
    for (const file of jsFiles(dist)) {
      const code = fs.readFileSync(file, 'utf8');
      flagsReadIn(code).forEach((f) => flags.add(f));
      if (file.endsWith('parse-command-line.js')) {
        const list = /BooleanFlags\s*=\s*\[([^\]]*)\]/.exec(code)?.[1] ?? '';
        for (const m of list.matchAll(/'([\w-]+)'/g)) flags.add(m[1]);
      }
    }
  }
  return flags;
}

/**
 * Flags a command reads only to refuse them: `if (parsedCli.frames) { Log.error('… only works with
 * the render command'); process.exit(1); }` in `still`.
 */
export function rejectedFlags(code: string): Set<string> {
  const sf = ts.createSourceFile('x.js', code, ts.ScriptTarget.ES2022, true);
  const out = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIfStatement(node)) {
      // Only the block's own statements: a nested `if (!exists) exit()` checks the value, it does not refuse the flag.
      const then = node.thenStatement;
      const own = ts.isBlock(then) ? then.statements.filter((st) => !ts.isIfStatement(st) && !ts.isTryStatement(st)) : [then];
      const body = own.map((st) => st.getText(sf)).join('\n');
      if (/\.error\(/.test(body) && /process\.exit\(|quit\)?\(|throw /.test(body)) flagsReadIn(node.expression.getText(sf)).forEach((f) => out.add(f));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** flag → the config getters that hand its value to a command, from parse-command-line.js. */
function storedFlags(cliDist: string): Map<string, string[]> {
  const file = path.join(cliDist, 'parse-command-line.js');
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  // Each config module pairs a setter with its getter (setFfmpegExecutable / getCustomFfmpegExecutable).
  const stem = (name: string) => name.replace(/^(set|get|override)(Custom|Current)?/, '').toLowerCase();
  const gettersOf = new Map<string, string[]>();
  for (const f of jsFiles(path.join(cliDist, 'config'))) {
    const code = fs.readFileSync(f, 'utf8');
    const exported = [...code.matchAll(/exports\.(\w+)\s*=\s*\w+;/g)].map((m) => m[1]);
    const getters = exported.filter((e) => e.startsWith('get'));
    for (const name of exported) {
      if (name.startsWith('get')) continue;
      const paired = getters.filter((g) => stem(g) === stem(name));
      gettersOf.set(name, paired.length ? paired : getters);
    }
  }
  // The Config object renames some of them (setTimeoutInMilliseconds: timeout_2.setPuppeteerTimeout).
  const index = fs.readFileSync(path.join(cliDist, 'config', 'index.js'), 'utf8');
  for (const m of index.matchAll(/(\w+):\s*\w+\.(\w+),/g)) if (m[1] !== m[2] && gettersOf.has(m[2])) gettersOf.set(m[1], gettersOf.get(m[2])!);
  const result = new Map<string, string[]>();
  const visit = (node: ts.Node) => {
    if (ts.isIfStatement(node)) {
      const flags = flagsReadIn(node.expression.getText(sf));
      const setters = [...node.thenStatement.getText(sf).matchAll(/\.(\w+)\(/g)].map((m) => m[1]);
      const getters = setters.flatMap((s) => gettersOf.get(s) ?? []);
      for (const flag of flags) if (getters.length) result.set(flag, [...(result.get(flag) ?? []), ...getters]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return result;
}

/** The CLI module that defines a `CliInternals` member the lambda commands call. */
function cliInternal(cliDist: string, member: string): string | undefined {
  const index = fs.readFileSync(path.join(cliDist, 'index.js'), 'utf8');
  const via = new RegExp(`\\b${member}:\\s*(\\w+)\\.${member}\\b`).exec(index)?.[1];
  if (!via) return undefined;
  const mod = new RegExp(`const ${via} = (?:__importDefault\\()?require\\("(\\.[^"]+)"\\)`).exec(index)?.[1];
  return mod ? path.join(cliDist, `${mod}.js`) : undefined;
}

/**
 * A function that collects options for several commands and returns them as one object
 * (`getCliOptions()`): field → the code that computes it, with the local helpers it calls, so that a
 * command that destructures `{quality, scale}` accepts only the flags behind those two fields.
 */
function providerFields(file: string, fn: string): {fields: Map<string, string>; closure: (text: string) => string} {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const locals = new Map<string, string>();
  let returned: ts.ObjectLiteralExpression | undefined;
  const collect = (node: ts.Node, inside: boolean) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      locals.set(node.name.text, node.initializer.getText(sf));
      const isFn = node.name.text === fn && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer));
      if (isFn) ts.forEachChild(node.initializer, (c) => collect(c, true));
      else ts.forEachChild(node, (c) => collect(c, inside));
      return;
    }
    if (inside && ts.isReturnStatement(node) && node.expression && ts.isObjectLiteralExpression(node.expression)) returned = node.expression;
    ts.forEachChild(node, (c) => collect(c, inside));
  };
  collect(sf, false);
  // Follow local names (constants and helpers) until nothing new is pulled in.
  const closure = (start: string) => {
    let text = start;
    const seen = new Set<string>([fn]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const id of text.match(/[A-Za-z_$][\w$]*/g) ?? []) {
        if (seen.has(id) || !locals.has(id)) continue;
        seen.add(id);
        text += '\n' + locals.get(id);
        grew = true;
      }
    }
    return text;
  };
  const fields = new Map<string, string>();
  for (const prop of returned?.properties ?? []) {
    if (!prop.name || !ts.isIdentifier(prop.name)) continue;
    const text = ts.isShorthandPropertyAssignment(prop) ? prop.name.text : ts.isPropertyAssignment(prop) ? prop.initializer.getText(sf) : '';
    fields.set(prop.name.text, closure(text));
  }
  return {fields, closure};
}

const PROVIDER = 'getCliOptions';
const DESTRUCTURED = new RegExp(`const \\{([^}]*)\\} = await (?:\\(0, )?[\\w.]+\\.${PROVIDER}\\)?\\(`, 'g');

/**
 * The flags a command accepts: read in the modules it loads (following relative requires and the
 * CliInternals it calls, but not the dispatcher, the config store or the start-up parser), plus the
 * stored flags whose getters that code calls. `getCliOptions()` counts only with the fields the
 * command takes from it.
 */
export function commandFlags(command: CliCommand, cwd = process.cwd()): Set<string> {
  const dist = packageDist(command.package, cwd);
  const cliDist = command.package === '@remotion/cli' ? dist : packageDist('@remotion/cli', path.dirname(dist));
  const providerFile = path.join(cliDist, 'get-cli-options.js');
  const {fields: provided, closure} = providerFields(providerFile, PROVIDER);
  const stored = storedFlags(cliDist);
  const skip = (file: string) =>
    file === providerFile || /[\\/]config[\\/]|parse-command-line\.js$/.test(file) || (/[\\/]dist[\\/]index\.js$/.test(file) && !command.entries.some((e) => file.endsWith(e)));
  const seen = new Set<string>();
  const queue = command.entries.map((e) => path.join(dist, e));
  const flags = new Set<string>();
  let text = '';
  const follow = (from: string, code: string) => {
    for (const m of code.matchAll(/(?:const (\w+) = (?:__importDefault\()?)?require\("(\.{1,2}\/[^"]+)"\)/g)) {
      // A module used only for its UPPER_CASE constants (a subcommand's name in a hint) is not run.
      const uses = m[1] ? [...code.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)`, 'g'))].map((u) => u[1]) : ['?'];
      if (uses.length && uses.every((u) => /^[A-Z0-9_]+$/.test(u))) continue;
      const spec = m[2];
      const next = path.resolve(path.dirname(from), spec) + (spec.endsWith('.js') ? '' : '.js');
      const target = fs.existsSync(next) ? next : path.join(next.replace(/\.js$/, ''), 'index.js');
      if (!skip(target)) queue.push(target);
    }
  };
  const providerCode = fs.readFileSync(providerFile, 'utf8');
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    let code = fs.readFileSync(file, 'utf8');
    if (command.shallow) {
      flagsReadIn(code).forEach((f) => flags.add(f));
      continue;
    }
    // Other helpers of the same module (`getFinalCodec()`) count with the code they run.
    const helpers = [...code.matchAll(/\bget_cli_options_1\.(\w+)|CliInternals\.(\w+)/g)].map((m) => m[1] ?? m[2]).filter((h) => h !== PROVIDER);
    const helperText = helpers.map((h) => closure(h)).filter((t) => t.includes('\n')).join('\n');
    if (code.includes(PROVIDER) || helperText) {
      const used = [...code.matchAll(DESTRUCTURED)].flatMap((m) => m[1].split(',').map((f) => f.trim().split(':')[0].trim()).filter(Boolean));
      const parts = !code.includes(PROVIDER) ? [] : used.length ? used.map((f) => provided.get(f) ?? '') : [...provided.values()];
      const part = [...parts, helperText].join('\n');
      code += '\n' + part;
      // The helpers those fields call live in modules the provider requires.
      const requires = new Map([...providerCode.matchAll(/const (\w+) = (?:__importDefault\()?require\("(\.[^"]+)"\)/g)].map((m) => [m[1], m[2]]));
      for (const v of new Set(part.match(/\b\w+_1\b/g) ?? [])) {
        const mod = requires.get(v);
        if (mod) follow(providerFile, `require("${mod}")`);
      }
    }
    text += code;
    const refused = rejectedFlags(code);
    flagsReadIn(code).filter((f) => !refused.has(f)).forEach((f) => flags.add(f));
    follow(file, code);
    for (const m of code.matchAll(/CliInternals\.(\w+)/g)) {
      const target = cliInternal(cliDist, m[1]);
      if (target && !skip(target)) queue.push(target);
    }
  }
  for (const [flag, getters] of stored) if (getters.some((g) => new RegExp(`\\.${g}\\b`).test(text))) flags.add(flag);
  return flags;
}

/** Flags the start-up parser still reads but announces as deprecated (`--png`). */
export function deprecatedFlags(cwd = process.cwd()): Set<string> {
  const file = path.join(packageDist('@remotion/cli', cwd), 'parse-command-line.js');
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const out = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIfStatement(node) && /deprec/i.test(node.thenStatement.getText(sf))) flagsReadIn(node.expression.getText(sf)).forEach((f) => out.add(f));
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

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
