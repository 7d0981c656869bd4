// Reads the command-line flags out of the compiled code of the pinned @remotion/cli and
// @remotion/lambda. Both parse argv with minimist, which accepts any flag, so a flag "exists" when
// the code reads it: `parsedCli.codec`, `parsedLambdaCli['out-name']`.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

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

export function jsFiles(dir: string): string[] {
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
