// No module of src/ imports itself through others: a cycle makes the load order decide which
// module sees the other's exports as undefined, and ties stages that should only pass data forward.
// Type-only imports are left out (they are erased); lazy `import()` too (loaded after both).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../helpers/site.ts';

const SRC = path.join(ROOT, 'src');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function sources(): string[] {
  return fs
    .readdirSync(SRC, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(SRC, file));
}

/** Each module → the modules it imports for their values. */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(STATIC_IMPORT)].map((match) => path.resolve(path.dirname(file), match[1])).filter((target) => files.includes(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected groups of more than one module, or a module importing itself (Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) !== indices.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

test('the cycle finder finds a cycle of two modules and ignores a chain', () => {
  assert.deepEqual(cycles(new Map([['a', ['b']], ['b', ['a']], ['c', ['a']]])), [['a', 'b']]);
  assert.deepEqual(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', []]])), []);
});

test('no import cycle in src/ (katex.ts and bundle/client.ts imported each other)', () => {
  const found = cycles(importGraph(sources())).map((group) => group.map((file) => path.relative(ROOT, file)).join(' ↔ '));
  assert.deepEqual(found, []);
});
