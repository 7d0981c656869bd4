// Example outputs written as comments in the docs' code blocks (`f(x); // 30`, a `// 'M 0 0 …'`
// line under a call, `const t = f(); // {x: 0.707..., y: 0.707...}`), found, executed with the
// pinned packages and compared. A value ending in `...` is a prefix of the decimals.
import {createRequire} from 'node:module';
import path from 'node:path';
import {transformSync} from 'esbuild';
import {ROOT} from './proof-kit.ts';

const VALUE = /^(-?\d[\d.e]*(?:\.\.\.)?|true|false|null|'[^']*'|"[^"]*"|\{.*\}|\[.*\])$/;
const FENCE = /^```(\w+)?/;

export interface ExampleOutput {
  line: number;
  /** The expression whose value the comment states. */
  expression: string;
  expected: string;
}

export interface ExampleBlock {
  line: number;
  lang: string;
  code: string[];
  outputs: ExampleOutput[];
}

/** Code blocks of a page with the outputs their comments state. */
export function exampleBlocks(source: string): ExampleBlock[] {
  const lines = source.split('\n');
  const blocks: ExampleBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const code: string[] = [];
    for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i]);
    const outputs: ExampleOutput[] = [];
    code.forEach((text, n) => {
      const trailing = /^(.*?);?\s*\/\/\s*(.+?)\s*$/.exec(text);
      if (!trailing || !VALUE.test(trailing[2])) return;
      const statement = trailing[1].trim();
      if (statement === '') {
        // A comment line of its own states the value of the statement above it.
        const above = code[n - 1]?.trim().replace(/;$/, '');
        if (above && !above.startsWith('//')) outputs.push({line: start + 2 + n, expression: above, expected: trailing[2]});
        return;
      }
      const declared = /^(?:const|let|var)\s+(\w+)\s*=/.exec(statement);
      outputs.push({line: start + 2 + n, expression: declared ? declared[1] : statement.replace(/;$/, ''), expected: trailing[2]});
    });
    if (outputs.length) blocks.push({line: start + 1, lang: open[1] ?? '', code, outputs});
  }
  return blocks;
}

/** Runs a block (TypeScript, ES modules, packages from the repo) and returns each output's value. */
export function runBlock(block: ExampleBlock): unknown[] {
  const values: unknown[] = [];
  const indexOf = new Map(block.outputs.map((o, k) => [o.line - block.line - 1, k]));
  // Each output line records its expression right after the line runs.
  const body = block.code.map((text, n) => (indexOf.has(n) ? `${text}\n__record(${indexOf.get(n)}, () => (${block.outputs[indexOf.get(n)!].expression}));` : text)).join('\n');
  const {code} = transformSync(body, {loader: block.lang === 'tsx' ? 'tsx' : 'ts', format: 'cjs'});
  const req = createRequire(path.join(ROOT, 'package.json'));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('require', '__record', code)(req, (k: number, get: () => unknown) => {
    values[k] = get();
  });
  return values;
}

/** Whether `actual` is what the comment `expected` says. */
export function matches(actual: unknown, expected: string): boolean {
  const approx = new Map<string, string>();
  const literal = expected.replace(/-?\d+\.\d+\.\.\./g, (m) => {
    const key = `__approx${approx.size}`;
    approx.set(key, m.slice(0, -3));
    return `"${key}"`;
  });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const want = new Function(`return (${literal});`)() as unknown;
  const same = (a: unknown, w: unknown): boolean => {
    if (typeof w === 'string' && approx.has(w)) return typeof a === 'number' && a.toFixed(approx.get(w)!.split('.')[1].length) === approx.get(w);
    if (Array.isArray(w)) return Array.isArray(a) && a.length === w.length && w.every((x, i) => same(a[i], x));
    if (w && typeof w === 'object') {
      const keys = Object.keys(w);
      return !!a && typeof a === 'object' && keys.length === Object.keys(a).length && keys.every((k) => same((a as Record<string, unknown>)[k], (w as Record<string, unknown>)[k]));
    }
    return Object.is(a, w) || (typeof a === 'number' && typeof w === 'number' && Math.abs(a - w) < 1e-9);
  };
  return same(actual, want);
}
