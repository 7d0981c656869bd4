// The flags one command accepts: those its own modules read, and those whose value it reads from
// the config store that parse-command-line.js puts the flag in (`--concurrency` →
// `Config.Rendering.setConcurrency` → `getConcurrency()`).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {flagsReadIn, jsFiles, packageDist, rejectedFlags} from './cli-code.ts';

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
